import {
  CHAT_CONTEXT_NOT_JSON_OBJECT,
  CHAT_CONTEXT_TOO_LONG,
  CHAT_MESSAGE_ID_DUPLICATE,
  CHAT_MESSAGE_ID_INVALID,
  CHAT_MESSAGE_TIMESTAMP_INVALID,
  CHAT_MESSAGE_TOO_LONG,
  CHAT_STEP_OUT_OF_RANGE,
  CHAT_TOO_MANY_MESSAGES,
  CHAT_UNSAVABLE_CHARACTERS,
  hasUnsavableCharacters,
  parseChatContext,
  validateChatConversation,
  type ChatConversationLike,
  type ChatMessageLike,
} from './chat-conversation.rules';

const message = (id: string, overrides: Partial<ChatMessageLike> = {}): ChatMessageLike => ({
  id,
  content: 'Hello',
  timestamp: '2025-06-06T12:00:00.000Z',
  ...overrides,
});
const conversation = (overrides: Partial<ChatConversationLike> = {}): ChatConversationLike => ({
  step: 1,
  messages: [message('m1'), message('m2')],
  context: '{"linkedInUrl":"https://www.linkedin.com/in/jordan-lee"}',
  ...overrides,
});

describe('chat conversation bounds', () => {
  it('accepts a conversation at every limit', () => {
    expect(validateChatConversation(conversation())).toBeNull();
    expect(
      validateChatConversation(
        conversation({
          step: 4,
          messages: Array.from({ length: 200 }, (_, i) => message(`${i}`.padStart(100, 'x'), { content: 'é'.repeat(20_000) })),
          context: `{"a":"${'x'.repeat(100_000 - 8)}"}`,
        }),
      ),
    ).toBeNull();
    expect(validateChatConversation(conversation({ step: 0, messages: [], context: '{}' }))).toBeNull();
    // A whole emoji (a surrogate pair) is fine; so is an escaped NUL inside the context's JSON text.
    expect(
      validateChatConversation(conversation({ messages: [message('m1', { content: 'Thanks 🙂' })], context: '{"a":"\\u0000"}' })),
    ).toBeNull();
  });

  it.each<[string, Partial<ChatConversationLike>, string]>([
    ['step -1', { step: -1 }, CHAT_STEP_OUT_OF_RANGE],
    ['step 5', { step: 5 }, CHAT_STEP_OUT_OF_RANGE],
    ['step 1.5', { step: 1.5 }, CHAT_STEP_OUT_OF_RANGE],
    ['201 messages', { messages: Array.from({ length: 201 }, (_, i) => message(`m${i}`)) }, CHAT_TOO_MANY_MESSAGES],
    ['an empty id', { messages: [message('')] }, CHAT_MESSAGE_ID_INVALID],
    ['a blank id', { messages: [message('  ')] }, CHAT_MESSAGE_ID_INVALID],
    ['a 101-character id', { messages: [message('x'.repeat(101))] }, CHAT_MESSAGE_ID_INVALID],
    ['a repeated id', { messages: [message('m1'), message('m1')] }, CHAT_MESSAGE_ID_DUPLICATE],
    ['content of 20,001 characters', { messages: [message('m1', { content: 'x'.repeat(20_001) })] }, CHAT_MESSAGE_TOO_LONG],
    ['a NUL in content', { messages: [message('m1', { content: 'a\u0000b' })] }, CHAT_UNSAVABLE_CHARACTERS],
    ['a NUL in an id', { messages: [message('m\u0000')] }, CHAT_UNSAVABLE_CHARACTERS],
    ['a lone high surrogate', { messages: [message('m1', { content: 'broken \uD83D' })] }, CHAT_UNSAVABLE_CHARACTERS],
    ['a lone low surrogate', { messages: [message('m1', { content: '\uDE42 broken' })] }, CHAT_UNSAVABLE_CHARACTERS],
    ['an unparsable timestamp', { messages: [message('m1', { timestamp: 'yesterday' })] }, CHAT_MESSAGE_TIMESTAMP_INVALID],
    [
      'a timestamp before 1970',
      { messages: [message('m1', { timestamp: '1969-12-31T23:59:59.000Z' })] },
      CHAT_MESSAGE_TIMESTAMP_INVALID,
    ],
    [
      'a timestamp after 9999',
      { messages: [message('m1', { timestamp: '+010000-01-01T00:00:00.000Z' })] },
      CHAT_MESSAGE_TIMESTAMP_INVALID,
    ],
    ['context of 100,001 characters', { context: `{"a":"${'x'.repeat(100_000 - 7)}"}` }, CHAT_CONTEXT_TOO_LONG],
    ['a NUL in the context', { context: '{"a":"\u0000"}' }, CHAT_UNSAVABLE_CHARACTERS],
    ['a context that is not JSON', { context: '{linkedInUrl:' }, CHAT_CONTEXT_NOT_JSON_OBJECT],
    ['an empty context', { context: '' }, CHAT_CONTEXT_NOT_JSON_OBJECT],
    ['a JSON array context', { context: '[]' }, CHAT_CONTEXT_NOT_JSON_OBJECT],
    ['a JSON null context', { context: 'null' }, CHAT_CONTEXT_NOT_JSON_OBJECT],
    ['a JSON string context', { context: '"{}"' }, CHAT_CONTEXT_NOT_JSON_OBJECT],
  ])('refuses %s', (_name, overrides, expected) => {
    expect(validateChatConversation(conversation(overrides))).toBe(expected);
  });

  it('finds NULs and unpaired surrogates only', () => {
    expect(hasUnsavableCharacters('plain, accented é, emoji 🙂, CJK 漢字')).toBe(false);
    expect(hasUnsavableCharacters('\u0000')).toBe(true);
    expect(hasUnsavableCharacters('\uD83D\uDE42\uD83D')).toBe(true);
  });

  it('parses the context as an object', () => {
    expect(parseChatContext('{"step":{"role":"Engineer"}}')).toEqual({ step: { role: 'Engineer' } });
    expect(parseChatContext('1')).toBeNull();
  });
});
