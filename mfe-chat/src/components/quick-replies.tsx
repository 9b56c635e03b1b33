// One-click answers to the question the chat just asked: go on without the email the lookup could not find, skip
// the name, or try the drafting again.
import { CONTINUE_WITHOUT_EMAIL, SKIP_NAME, TRY_AGAIN } from 'contracts';
import { PlainButton } from 'shared-ui';
import type { ChatState } from '../conversation/chat.types';

interface QuickRepliesProps {
  state: ChatState;
  disabled: boolean;
  onContinueWithoutEmail: () => void;
  onSkipName: () => void;
  onRetry: () => void;
}

export function QuickReplies({ state, disabled, onContinueWithoutEmail, onSkipName, onRetry }: QuickRepliesProps) {
  const { step, context } = state;
  const replies: Array<{ label: string; onClick: () => void }> = [];
  if (step === 0 && context.awaiting === 'name') replies.push({ label: SKIP_NAME, onClick: onSkipName });
  else if (step === 0 && context.lookupFailed) replies.push({ label: CONTINUE_WITHOUT_EMAIL, onClick: onContinueWithoutEmail });
  if (step === 2 && context.generationFailed) replies.push({ label: TRY_AGAIN, onClick: onRetry });
  if (replies.length === 0) return null;
  return (
    <div className="chat-quick-replies">
      {replies.map((reply) => (
        <PlainButton key={reply.label} shape="round" disabled={disabled} onClick={reply.onClick}>
          {reply.label}
        </PlainButton>
      ))}
    </div>
  );
}
