// How the Reply Engine answers (product.md §5/§9): replies typed out at 15 ms a character after an 800 ms typing
// indicator, at once under prefers-reduced-motion; Enter sends, blank input is not sent, and the input is blocked
// while the assistant works.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import {
  INVALID_LINKEDIN_PROFILE_URL,
  TIMINGS,
  ASK_ABOUT_ME,
  CHAT_EMPTY_HEADLINE,
  FINDING_DETAILS,
  REJECTION_MARK,
} from 'contracts';
import {
  chatReady,
  conversation,
  findBotReply,
  messageBox,
  renderChat,
  send,
  setReducedMotion,
  setupChatTests,
  transcript,
} from '../testing/render-chat';

const { server, startBackend } = setupChatTests();
const REPLY = `${REJECTION_MARK} ${INVALID_LINKEDIN_PROFILE_URL}`;

describe('Reply Engine: typing effect', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows the typing indicator for 800 ms, then types the reply at 15 ms a character, blocking the input', async () => {
    setReducedMotion(false);
    startBackend();
    renderChat();
    await chatReady();
    await send('hello there', userEvent.setup({ advanceTimers: jest.advanceTimersByTime }));
    await act(async () => undefined);

    expect(transcript()).toEqual([
      ['user', 'hello there'],
      ['bot', ''],
    ]);
    expect(screen.getByRole('img', { name: 'Reply Engine is typing' })).toBeInTheDocument();
    expect(conversation()).toHaveAttribute('aria-busy', 'true');
    expect(messageBox()).toHaveAttribute('aria-disabled', 'true');
    expect(messageBox()).toHaveAttribute('readonly');

    act(() => jest.advanceTimersByTime(TIMINGS.typingIndicator - 1));
    expect(screen.getByRole('img', { name: 'Reply Engine is typing' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('img', { name: 'Reply Engine is typing' })).not.toBeInTheDocument();
    expect(transcript()[1]).toEqual(['bot', REPLY.slice(0, 1)]);
    act(() => jest.advanceTimersByTime(TIMINGS.typewriterPerChar * 10));
    expect(transcript()[1]).toEqual(['bot', REPLY.slice(0, 11)]);
    act(() => jest.advanceTimersByTime(TIMINGS.typewriterPerChar * (REPLY.length - 11)));
    expect(transcript()[1]).toEqual(['bot', REPLY]);
    expect(conversation()).toHaveAttribute('aria-busy', 'false');
    expect(messageBox()).toHaveAttribute('aria-disabled', 'false');
  });

  it('types one reply after the other', async () => {
    setReducedMotion(false);
    startBackend();
    renderChat();
    await chatReady();
    await send('linkedin.com/in/jordan-lee', userEvent.setup({ advanceTimers: jest.advanceTimersByTime }));
    await act(async () => undefined);
    act(() => jest.advanceTimersByTime(TIMINGS.typingIndicator));
    // Whatever the lookup answered meanwhile waits for this reply to be typed.
    expect(transcript()).toEqual([
      ['user', 'linkedin.com/in/jordan-lee'],
      ['bot', FINDING_DETAILS.slice(0, 1)],
    ]);
    act(() => jest.advanceTimersByTime(TIMINGS.typewriterPerChar * FINDING_DETAILS.length));
    expect(transcript()[1]).toEqual(['bot', FINDING_DETAILS]);
    await findBotReply(ASK_ABOUT_ME);
  });
});

describe('Reply Engine: input', () => {
  it('shows replies at once under prefers-reduced-motion', async () => {
    startBackend();
    renderChat();
    await chatReady();
    await send('hello there');
    await waitFor(() =>
      expect(transcript()).toEqual([
        ['user', 'hello there'],
        ['bot', REPLY],
      ]),
    );
    expect(screen.queryByRole('img', { name: 'Reply Engine is typing' })).not.toBeInTheDocument();
  });

  it('sends on Enter, keeps Shift+Enter for a new line, and never sends blank text', async () => {
    startBackend();
    renderChat();
    await chatReady();
    const user = userEvent.setup();
    await user.type(messageBox(), '   ');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(screen.getByText(CHAT_EMPTY_HEADLINE)).toBeInTheDocument();
    expect(screen.queryByRole('log')).not.toBeInTheDocument();

    await user.clear(messageBox());
    await user.type(messageBox(), 'first line{Shift>}{Enter}{/Shift}second');
    expect(messageBox()).toHaveValue('first line\nsecond');
    expect(screen.queryByRole('log')).not.toBeInTheDocument();
    await user.keyboard('{Enter}');
    await findBotReply(INVALID_LINKEDIN_PROFILE_URL);
    expect(transcript()[0]).toEqual(['user', 'first line\nsecond']);
    expect(messageBox()).toHaveValue('');
  });

  it('blocks the input while the assistant works (the lookup) and keeps what the user typed', async () => {
    startBackend();
    let release: () => void = () => undefined;
    server.use(
      graphql.mutation(
        'GetLinkedInDetails',
        () =>
          new Promise<Response>((resolve) => {
            release = () =>
              resolve(
                HttpResponse.json({
                  data: {
                    linkedInDetailsFetcher: { email: 'jordan.lee@acme.example', name: 'Jordan Lee', emailConfidence: 'VERIFIED' },
                  },
                }),
              );
          }),
      ),
    );
    renderChat();
    await chatReady();
    await send('https://www.linkedin.com/in/jordan-lee');
    await findBotReply(FINDING_DETAILS);
    expect(messageBox()).toHaveAttribute('aria-disabled', 'true');
    const user = userEvent.setup();
    await user.click(messageBox());
    await user.keyboard('typed too early{Enter}');
    expect(transcript().filter(([role]) => role === 'user')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();

    act(() => release());
    await findBotReply(ASK_ABOUT_ME);
    await waitFor(() => expect(messageBox()).toHaveAttribute('aria-disabled', 'false'));
    expect(transcript().filter(([role]) => role === 'user')).toHaveLength(1);
  });
});
