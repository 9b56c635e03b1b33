// What a step handler may do to the conversation. Each run gets its own runtime bound to the conversation it
// started in, so an answer arriving after 'New conversation' is dropped instead of leaking into the new one.
import { dataErrorToastMessage } from 'shared-ui';
import type { ChatContext, ChatState, ChatStep } from './chat.types';

export interface ChatRuntime {
  get: () => ChatState;
  context: () => ChatContext;
  patch: (context: Partial<ChatContext>, step?: ChatStep) => void;
  /** Adds the user's message. */
  user: (text: string) => void;
  /** Adds an assistant reply (typed out unless the user prefers reduced motion); its id, or null when dropped. */
  bot: (text: string) => string | null;
  /** False once the conversation this run started in was replaced. */
  alive: () => boolean;
}

/** A refusal the chat itself words (an answer with success false): its message is shown as it is. */
export class ChatFlowError extends Error {
  override name = 'ChatFlowError';
}

/** The text for a failure: the chat's own, the GraphQL errors, 'Failed to connect to server', or the raw message. */
export function errorText(error: unknown): string {
  if (error instanceof ChatFlowError) return error.message;
  return dataErrorToastMessage(error) ?? (error instanceof Error && error.message ? error.message : String(error));
}
