// The chat state and the server's copy: restored forgivingly, saved within the server's bounds.
import { CHAT_CONVERSATION_LIMITS, validateChatConversation } from 'contracts';
import { savedConversation } from '../testing/chat-backend';
import { INITIAL_CONTEXT, type ChatState } from './chat.types';
import { restoreState, toSaveInput } from './chat-state.codec';

describe('chat state codec', () => {
  it('restores messages, step and context over the defaults', () => {
    const state = restoreState(savedConversation(2, [['bot', 'Hi']], { role: 'Engineer at Acme' }));
    expect(state.step).toBe(2);
    expect(state.messages).toEqual([{ id: 'saved-0', role: 'bot', content: 'Hi', timestamp: Date.UTC(2025, 5, 2, 10, 0) }]);
    expect(state.context).toEqual({ ...INITIAL_CONTEXT, role: 'Engineer at Acme' });
  });

  it('starts from the defaults for an unreadable context or an unknown step', () => {
    const conversation = { ...savedConversation(9, [['user', 'x']]), context: '[1,2]' };
    expect(restoreState(conversation)).toMatchObject({ step: 0, context: INITIAL_CONTEXT });
    expect(restoreState(null).messages).toEqual([]);
  });

  it('saves what the server accepts: the last 200 messages, no NUL or broken emoji, at most 20,000 characters each', () => {
    const messages = Array.from({ length: 205 }, (_, i) => ({
      id: `m${i}`,
      role: 'user' as const,
      content: `m${i}`,
      timestamp: 0,
    }));
    messages[204] = { ...messages[204]!, content: `a\u0000b\uD800c${'x'.repeat(30_000)}` };
    const state: ChatState = { step: 1, messages, context: INITIAL_CONTEXT };
    const input = toSaveInput(state);
    expect(input.messages).toHaveLength(CHAT_CONVERSATION_LIMITS.maxMessages);
    expect(input.messages[0]!.id).toBe('m5');
    expect(input.messages.at(-1)!.content.startsWith('abcx')).toBe(true);
    expect(input.messages.at(-1)!.content).toHaveLength(CHAT_CONVERSATION_LIMITS.contentMaxChars);
    expect(validateChatConversation(input)).toBeNull();
  });
});
