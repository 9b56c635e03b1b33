import { useCallback, useRef, useState } from 'react';
import { isSendableChatInput, validateChatLinkedInUrl } from 'contracts';
import type { ChatMessage } from './chat-message.types';

// Foundation of the conversation (spec §4 steps): step 0 waits for a LinkedIn profile URL, step 1 for the
// about-me text. The generation engine (steps 2 to 4, typing effect, lookups) arrives with its own issue; until then
// the assistant answers step 1 with a holding reply.

export type ChatStep = 0 | 1;

/** Prefix of the assistant's rejection messages (spec §5: shown with a cross mark). */
export const REJECTION_MARK = '✗';

export const ASK_ABOUT_ME =
  'Great, got the profile! Now tell me a little about yourself: your experience and the kind of role you are ' +
  'after, in a sentence or two.';

export const ENGINE_COMING_SOON =
  'Thanks! Drafting your personalised follow-up sequence from here is coming soon.';

let sequence = 0;
const nextId = (): string => `msg-${Date.now().toString(36)}-${(sequence += 1)}`;

const message = (role: ChatMessage['role'], content: string): ChatMessage => ({
  id: nextId(),
  role,
  content,
  timestamp: Date.now(),
});

function replyTo(step: ChatStep, text: string): { reply: string; nextStep: ChatStep } {
  if (step === 0) {
    const error = validateChatLinkedInUrl(text);
    if (error) return { reply: `${REJECTION_MARK} ${error}`, nextStep: 0 };
    return { reply: ASK_ABOUT_ME, nextStep: 1 };
  }
  return { reply: ENGINE_COMING_SOON, nextStep: step };
}

export interface ChatConversation {
  messages: readonly ChatMessage[];
  step: ChatStep;
  /** Sends the text as the user's message; returns false (and sends nothing) for empty or whitespace input. */
  send: (text: string) => boolean;
}

export function useChatConversation(): ChatConversation {
  const [messages, setMessages] = useState<readonly ChatMessage[]>([]);
  const [step, setStep] = useState<ChatStep>(0);
  // A ref keeps the current step for two quick sends before React re-renders.
  const stepRef = useRef<ChatStep>(0);

  const send = useCallback((text: string) => {
    if (!isSendableChatInput(text)) return false;
    const content = text.trim();
    const { reply, nextStep } = replyTo(stepRef.current, content);
    stepRef.current = nextStep;
    setStep(nextStep);
    setMessages((current) => [...current, message('user', content), message('bot', reply)]);
    return true;
  }, []);

  return { messages, step, send };
}
