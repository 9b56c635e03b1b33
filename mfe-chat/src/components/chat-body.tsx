// The scrolling middle of the chat: the empty state or the conversation log, then what the current step shows
// (quick replies, drafting progress, the sequence block, the connect-mailbox prompt) or a campaign from the URL.
import { LOADING_CONVERSATION } from 'contracts';
import type { InputMode } from '../conversation/chat-input-state';
import type { ChatActions } from '../conversation/use-chat-actions';
import type { ChatEngine } from '../conversation/use-chat-engine';
import { useAutoScroll } from '../conversation/use-auto-scroll';
import type { Quota } from '../conversation/use-quota';
import type { CampaignParams } from '../conversation/use-return-params';
import { ChatEmptyState } from './chat-empty-state';
import { ChatMessageList } from './chat-message-list';
import { GenerationProgress } from './generation-progress';
import { QuickReplies } from './quick-replies';
import { QuotaNotice } from './quota-notice';
import { Spinner } from './spinner';
import { CampaignSequenceView, MailboxConnectCard, SequenceBlock } from './ui-kit-parts';

interface ChatBodyProps {
  engine: ChatEngine;
  actions: ChatActions;
  params: CampaignParams;
  campaignView: boolean;
  quota: Quota;
  mode: InputMode;
}

export function ChatBody({ engine, actions, params, campaignView, quota, mode }: ChatBodyProps) {
  const { store, typewriter, persistence, working } = engine;
  const { step, messages, context } = store.state;
  const scrollRef = useAutoScroll<HTMLDivElement>(
    [messages.length, typewriter.progress, step, context.needsGmail, context.scheduled, quota.exhausted].join(),
  );

  // A browser that left no conversation under way draws the empty state before the server's answer, unless the URL
  // names a campaign: that shows the campaign, not the empty state, once the answer is in.
  if (persistence.status === 'loading' && (persistence.expectsConversation || params.campaignId !== null)) {
    return (
      <div className="chat-body chat-body--center">
        <Spinner description={LOADING_CONVERSATION} />
      </div>
    );
  }
  if (campaignView && params.campaignId) {
    return (
      <div className="chat-body">
        <CampaignSequenceView campaignId={params.campaignId} contactId={params.contactId} approved={params.approved} />
      </div>
    );
  }
  return (
    <div className="chat-body" ref={scrollRef}>
      {messages.length === 0 && <ChatEmptyState />}
      {messages.length === 0 && !quota.exhausted && quota.leftText && (
        <p className="chat-quota-left" role="status">
          {quota.leftText}
        </p>
      )}
      {(messages.length > 0 || quota.exhausted) && (
        <ChatMessageList
          messages={messages}
          visibility={typewriter.visibility}
          typing={typewriter.busy}
          anchorId={context.draftsMessageId}
          anchored={
            step === 4 &&
            context.drafts && (
              <SequenceBlock
                context={context}
                drafts={context.drafts}
                working={working}
                activity={engine.activity}
                onChange={actions.updateDraft}
                onSend={() => void actions.sendSequence()}
                onZoneChange={actions.changeZone}
                onAppliedAtChange={actions.setAppliedAt}
              />
            )
          }
        >
          {quota.exhausted && <QuotaNotice checking={quota.checking} onRecheck={quota.recheck} />}
        </ChatMessageList>
      )}
      <QuickReplies
        state={store.state}
        disabled={mode !== 'open'}
        onContinueWithoutEmail={actions.continueWithoutEmail}
        onSkipName={actions.skipName}
        onRetry={actions.retryGeneration}
      />
      {step === 3 && <GenerationProgress />}
      {context.needsGmail && !context.scheduled && <MailboxConnectCard connecting={working} onConnect={actions.connectMailbox} />}
    </div>
  );
}
