// Bounds of the Reply Engine conversation kept on the server (saveChatConversation), written once: the api refuses
// a save beyond them with BAD_USER_INPUT and one of these messages; the chat can check before it saves.

/** The numbers (the SDL's descriptions name the same ones). */
export const CHAT_CONVERSATION_LIMITS = {
  /** Spec §4 chat steps: 0 LinkedIn URL, 1 about-me, 2 role and company, 3 generating, 4 sequence shown. */
  minStep: 0,
  maxStep: 4,
  maxMessages: 200,
  contentMaxChars: 20_000,
  messageIdMaxChars: 100,
  contextMaxChars: 100_000,
} as const;

export const CHAT_STEP_OUT_OF_RANGE = 'The conversation step must be a whole number from 0 to 4.';
export const CHAT_TOO_MANY_MESSAGES = 'A conversation can keep at most 200 messages. Start a new conversation to go on.';
export const CHAT_MESSAGE_ID_INVALID = 'Every chat message needs an id of 1 to 100 characters.';
export const CHAT_MESSAGE_ID_DUPLICATE = 'Two chat messages have the same id; every message needs its own.';
export const CHAT_MESSAGE_TOO_LONG = 'A chat message can be at most 20,000 characters long.';
export const CHAT_MESSAGE_TIMESTAMP_INVALID =
  'Every chat message needs a valid timestamp (an ISO-8601 date between 1970 and 9999).';
export const CHAT_CONTEXT_TOO_LONG = 'The conversation context can be at most 100,000 characters long.';
export const CHAT_CONTEXT_NOT_JSON_OBJECT = 'The conversation context must be a JSON object.';
export const CHAT_UNSAVABLE_CHARACTERS =
  'The conversation contains a character that cannot be saved (a NUL character or a broken emoji).';

export interface ChatMessageLike {
  id: string;
  content: string;
  /** ISO-8601. */
  timestamp: string;
}

export interface ChatConversationLike {
  step: number;
  messages: readonly ChatMessageLike[];
  /** A JSON object as text. */
  context: string;
}

/** Latest instant a message timestamp may name (still a four-digit ISO-8601 year). */
const LATEST_TIMESTAMP_MS = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

/** Half a surrogate pair: a high one not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * A NUL (PostgreSQL stores none in text or jsonb) or half a surrogate pair (jsonb rejects it, text would store
 * U+FFFD instead): what a string may not hold to be saved as it was sent.
 */
export function hasUnsavableCharacters(text: string): boolean {
  return text.includes('\u0000') || LONE_SURROGATE.test(text);
}

function isValidTimestamp(timestamp: string): boolean {
  const ms = Date.parse(timestamp);
  return Number.isFinite(ms) && ms >= 0 && ms <= LATEST_TIMESTAMP_MS;
}

/** The context as an object, or null when it is not JSON or not an object (an array, a string, null...). */
export function parseChatContext(context: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(context);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The message for the first bound the conversation breaks, or null when it may be saved. Sizes come first. */
export function validateChatConversation(conversation: ChatConversationLike): string | null {
  const { step, messages, context } = conversation;
  const limits = CHAT_CONVERSATION_LIMITS;
  if (!Number.isInteger(step) || step < limits.minStep || step > limits.maxStep) return CHAT_STEP_OUT_OF_RANGE;
  if (messages.length > limits.maxMessages) return CHAT_TOO_MANY_MESSAGES;
  if (context.length > limits.contextMaxChars) return CHAT_CONTEXT_TOO_LONG;
  const ids = new Set<string>();
  for (const message of messages) {
    if (message.id.trim() === '' || message.id.length > limits.messageIdMaxChars) return CHAT_MESSAGE_ID_INVALID;
    if (ids.has(message.id)) return CHAT_MESSAGE_ID_DUPLICATE;
    ids.add(message.id);
    if (message.content.length > limits.contentMaxChars) return CHAT_MESSAGE_TOO_LONG;
    if (hasUnsavableCharacters(message.id) || hasUnsavableCharacters(message.content)) return CHAT_UNSAVABLE_CHARACTERS;
    if (!isValidTimestamp(message.timestamp)) return CHAT_MESSAGE_TIMESTAMP_INVALID;
  }
  if (hasUnsavableCharacters(context)) return CHAT_UNSAVABLE_CHARACTERS;
  if (parseChatContext(context) === null) return CHAT_CONTEXT_NOT_JSON_OBJECT;
  return null;
}
