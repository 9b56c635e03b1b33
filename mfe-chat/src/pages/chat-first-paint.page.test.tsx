// The chat's first screen: a browser that left no conversation under way sees the empty state before the server's
// answer; one that did waits for its conversation rather than flash the empty state.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import {
  ASK_ABOUT_ME,
  CHAT_EMPTY_HEADLINE,
  INVALID_LINKEDIN_PROFILE_URL,
  LOADING_CONVERSATION,
  NEW_CONVERSATION,
} from 'contracts';
import { savedConversation } from '../testing/chat-backend';
import { FOUND_CONTACT } from '../testing/chat-fixtures';
import { chatReady, findBotReply, messageBox, renderChat, send, setupChatTests, transcript } from '../testing/render-chat';

const { server, startBackend } = setupChatTests();
const HINT_KEY = 'chat:resumes-conversation';

/** Holds the server's ChatConversation answer until the test releases it. */
function holdConversation(answer: unknown) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  server.use(
    graphql.query('ChatConversation', async () => {
      await released;
      return HttpResponse.json({ data: { chatConversation: answer } });
    }),
  );
  return () => release();
}

const UNDER_WAY = savedConversation(
  1,
  [
    ['user', 'linkedin.com/in/jordan-lee'],
    ['bot', ASK_ABOUT_ME],
  ],
  FOUND_CONTACT,
);

describe('Reply Engine: the first screen', () => {
  it('draws the empty state before the server answers, when this browser left no conversation under way', async () => {
    startBackend();
    const release = holdConversation(null);
    renderChat();

    expect(await screen.findByRole('heading', { name: CHAT_EMPTY_HEADLINE })).toBeVisible();
    expect(screen.queryByText(LOADING_CONVERSATION)).not.toBeInTheDocument();
    expect(messageBox()).toBeDisabled();

    release();
    await chatReady();
    expect(screen.getByRole('heading', { name: CHAT_EMPTY_HEADLINE })).toBeVisible();
  });

  it('waits rather than flash the empty state when the URL names a campaign', async () => {
    startBackend();
    const release = holdConversation(null);
    renderChat('/dashboard/chats?campaignId=101&sequenceApproved=true&contactId=201');

    expect(await screen.findByText(LOADING_CONVERSATION)).toBeVisible();
    expect(screen.queryByRole('heading', { name: CHAT_EMPTY_HEADLINE })).not.toBeInTheDocument();

    release();
    expect(await screen.findByRole('heading', { name: 'Follow up with Jordan' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: CHAT_EMPTY_HEADLINE })).not.toBeInTheDocument();
  });

  it('waits for the conversation this browser left under way, then remembers when it is over', async () => {
    window.localStorage.setItem(HINT_KEY, '1');
    startBackend();
    const release = holdConversation(UNDER_WAY);
    renderChat();

    expect(await screen.findByText(LOADING_CONVERSATION)).toBeVisible();
    expect(screen.queryByRole('heading', { name: CHAT_EMPTY_HEADLINE })).not.toBeInTheDocument();

    release();
    await chatReady();
    expect(transcript()).toEqual([
      ['user', 'linkedin.com/in/jordan-lee'],
      ['bot', ASK_ABOUT_ME],
    ]);
    expect(window.localStorage.getItem(HINT_KEY)).toBe('1');

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: NEW_CONVERSATION }));
    await user.click(await screen.findByRole('button', { name: 'Start over' }));
    await waitFor(() => expect(window.localStorage.getItem(HINT_KEY)).toBeNull());
    expect(await screen.findByRole('heading', { name: CHAT_EMPTY_HEADLINE })).toBeVisible();
  });

  it("shows another device's conversation once the server answers, and expects it on the next visit", async () => {
    startBackend({ conversation: UNDER_WAY });
    renderChat();
    await chatReady();
    expect(transcript()).toEqual([
      ['user', 'linkedin.com/in/jordan-lee'],
      ['bot', ASK_ABOUT_ME],
    ]);
    expect(screen.queryByRole('heading', { name: CHAT_EMPTY_HEADLINE })).not.toBeInTheDocument();
    expect(window.localStorage.getItem(HINT_KEY)).toBe('1');
  });

  it('remembers a conversation begun on this browser once it is saved', async () => {
    const { chat } = startBackend();
    renderChat();
    await chatReady();
    expect(window.localStorage.getItem(HINT_KEY)).toBeNull();
    await send('not a profile');
    await findBotReply(INVALID_LINKEDIN_PROFILE_URL);
    await waitFor(() => expect(chat.saves).toHaveLength(1));
    expect(window.localStorage.getItem(HINT_KEY)).toBe('1');
  });
});
