// The conversation kept on the server (reload or another device resumes it), 'New conversation', and the quota
// checked first at step 0.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  INVALID_LINKEDIN_PROFILE_URL,
  JOB_EMAILS_GENERATED,
  SEQUENCE_QUOTA_REACHED,
  ASK_ABOUT_ME,
  ASK_ROLE,
  CHAT_EMPTY_HEADLINE,
  CHECK_AGAIN,
  GO_TO_BILLING,
  NEW_CONVERSATION,
} from 'contracts';
import { savedConversation } from '../testing/chat-backend';
import { FOUND_CONTACT } from '../testing/chat-fixtures';
import { chatReady, findBotReply, messageBox, renderChat, send, setupChatTests, transcript } from '../testing/render-chat';

const { startBackend } = setupChatTests();

describe('Reply Engine: the conversation on the server', () => {
  it('restores the saved conversation on load and saves every change', async () => {
    const { chat } = startBackend({
      conversation: savedConversation(
        1,
        [
          ['user', 'linkedin.com/in/jordan-lee'],
          ['bot', ASK_ABOUT_ME],
        ],
        FOUND_CONTACT,
      ),
    });
    renderChat();
    await chatReady();
    expect(transcript()).toEqual([
      ['user', 'linkedin.com/in/jordan-lee'],
      ['bot', ASK_ABOUT_ME],
    ]);
    expect(screen.queryByText(CHAT_EMPTY_HEADLINE)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /upload resume/i })).toBeInTheDocument();
    expect(chat.saves).toHaveLength(0);

    await send('Frontend engineer with 6 years of React and TypeScript.');
    await findBotReply(ASK_ROLE);
    await waitFor(() => expect(chat.saves.at(-1)?.step).toBe(2));
    const saved = chat.saves.at(-1)!;
    expect(saved.messages.map((m) => [m.role, m.content])).toEqual([
      ['user', 'linkedin.com/in/jordan-lee'],
      ['bot', ASK_ABOUT_ME],
      ['user', 'Frontend engineer with 6 years of React and TypeScript.'],
      ['bot', ASK_ROLE],
    ]);
    expect(saved.messages.every((m) => !Number.isNaN(Date.parse(m.timestamp)))).toBe(true);
    expect(JSON.parse(saved.context)).toMatchObject({
      ...FOUND_CONTACT,
      aboutMe: 'Frontend engineer with 6 years of React and TypeScript.',
    });
  });

  it('resumes after a reload exactly where the user was', async () => {
    const { chat } = startBackend();
    const first = renderChat();
    await chatReady();
    await send('not a profile');
    await findBotReply(INVALID_LINKEDIN_PROFILE_URL);
    await waitFor(() => expect(chat.saves).toHaveLength(1));
    first.unmount();

    renderChat();
    await chatReady();
    expect(transcript()).toEqual([
      ['user', 'not a profile'],
      ['bot', `✗ ${INVALID_LINKEDIN_PROFILE_URL}`],
    ]);
  });

  it('draws its first screen without antd (the drafts, below, bring it with them)', async () => {
    startBackend();
    renderChat();
    expect(await screen.findByText(CHAT_EMPTY_HEADLINE)).toBeInTheDocument();
    await chatReady();
    expect(screen.getByRole('button', { name: 'Send' })).toBeInTheDocument();
    expect(document.querySelector('[class*="ant-"]')).toBeNull();
  });

  it('drafts again when the page was closed while drafting (step 3)', async () => {
    startBackend({
      conversation: savedConversation(3, [['user', 'Senior Frontend Engineer at Acme']], {
        ...FOUND_CONTACT,
        aboutMe: 'Frontend engineer with 6 years of React.',
        role: 'Senior Frontend Engineer at Acme',
      }),
    });
    renderChat();
    await findBotReply(JOB_EMAILS_GENERATED);
    expect(await screen.findByRole('region', { name: 'Email 1' })).toBeInTheDocument();
  });

  it('New conversation starts over (after asking) on the server too', async () => {
    const { chat } = startBackend({ conversation: savedConversation(1, [['bot', ASK_ABOUT_ME]], FOUND_CONTACT) });
    renderChat('/dashboard/chats?campaignId=999');
    await userEvent.click(await screen.findByRole('button', { name: NEW_CONVERSATION }));
    await userEvent.click(await screen.findByRole('button', { name: 'Start over' }));
    expect(await screen.findByText(CHAT_EMPTY_HEADLINE)).toBeInTheDocument();
    await waitFor(() => expect(chat.startNewCalls).toBe(1));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard\/chats$/);
    expect(screen.queryByRole('button', { name: NEW_CONVERSATION })).not.toBeInTheDocument();
    expect(messageBox()).toHaveAttribute('placeholder', expect.stringMatching(/LinkedIn profile URL/));
  });

  it("asks in a dialog; 'Keep chatting' and Escape keep the conversation, focus back on the button", async () => {
    const { chat } = startBackend({ conversation: savedConversation(1, [['bot', ASK_ABOUT_ME]], FOUND_CONTACT) });
    renderChat('/dashboard/chats?campaignId=999');
    const newConversation = await screen.findByRole('button', { name: NEW_CONVERSATION });

    await userEvent.click(newConversation);
    const dialog = screen.getByRole('dialog', { name: 'Start a new conversation?' });
    expect(dialog).toHaveAccessibleDescription(/Sequences you scheduled keep running/);
    expect(within(dialog).getByRole('button', { name: 'Start over' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep chatting' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(newConversation).toHaveFocus();

    await userEvent.click(newConversation);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(newConversation).toHaveFocus();
    expect(chat.startNewCalls).toBe(0);
    expect(screen.queryByText(CHAT_EMPTY_HEADLINE)).not.toBeInTheDocument();
  });
});

describe('Reply Engine: quota first', () => {
  it('says at step 0 that no sequence is left, links to billing, and checks again on request', async () => {
    const { api } = startBackend();
    api.state.data.billing.sequencesUsed = 3;
    renderChat();
    const notice = await screen.findByText(SEQUENCE_QUOTA_REACHED);
    expect(within(screen.getByRole('log')).getByRole('link', { name: GO_TO_BILLING })).toHaveAttribute(
      'href',
      '/dashboard/billing',
    );
    expect(messageBox()).toBeDisabled();
    expect(notice).toBeInTheDocument();

    api.state.data.billing.sequencesUsed = 1;
    await userEvent.click(screen.getByRole('button', { name: CHECK_AGAIN }));
    await waitFor(() => expect(screen.queryByText(SEQUENCE_QUOTA_REACHED)).not.toBeInTheDocument());
    expect(messageBox()).toBeEnabled();
  });

  it('says how many sequences are left this month before any input', async () => {
    const { api } = startBackend();
    api.state.data.billing.sequencesUsed = 1;
    renderChat();
    expect(await screen.findByText('2 of 3 sequences left this month')).toBeInTheDocument();
    expect(screen.getByText(CHAT_EMPTY_HEADLINE)).toBeInTheDocument();
    expect(messageBox()).toHaveValue('');
  });

  it('does not stop a conversation already past step 0', async () => {
    const { api, chat } = startBackend({ conversation: savedConversation(1, [['bot', ASK_ABOUT_ME]], FOUND_CONTACT) });
    api.state.data.billing.sequencesUsed = 3;
    renderChat();
    await chatReady();
    expect(screen.queryByText(SEQUENCE_QUOTA_REACHED)).not.toBeInTheDocument();
    expect(chat.operations).not.toContain('GetBillingOverview');
  });
});
