import { CHAT_CONVERSATION_LIMITS, JOB_POSTING_BOUNDS, TEXT_LIMITS } from 'contracts';
import { maxLengthFor } from './chat-input-state';
import { INITIAL_CONTEXT, type Awaiting, type ChatState, type ChatStep } from './chat.types';

const state = (step: ChatStep, awaiting: Awaiting = null): ChatState => ({
  step,
  messages: [],
  context: { ...INITIAL_CONTEXT, awaiting },
});

describe('maxLengthFor: the box takes no more than the api accepts for the answer', () => {
  it.each<[string, ChatState, number]>([
    ['a LinkedIn URL, an email address or a job posting URL', state(0), JOB_POSTING_BOUNDS.url],
    ["the hiring manager's name", state(0, 'name'), TEXT_LIMITS.hiringManagerName],
    ['the about-me', state(1), TEXT_LIMITS.aboutMe],
    ['the role and company, or a job posting URL instead', state(2), JOB_POSTING_BOUNDS.url],
    ["the contact's email address", state(4, 'contact-email'), TEXT_LIMITS.emailAddress],
    ['any other message', state(4), CHAT_CONVERSATION_LIMITS.contentMaxChars],
  ])('%s', (_what, chatState, max) => {
    expect(maxLengthFor(chatState)).toBe(max);
  });
});
