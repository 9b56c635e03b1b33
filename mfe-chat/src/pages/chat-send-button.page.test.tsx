// 'Send Sequence Now' never swallows a click: while the chat is busy (checking Gmail on the way back from Google,
// saving a new sending zone, scheduling) it is disabled and says what it waits for, a click meanwhile starts no
// second send flow (one sequence, one reply), and the late-arriving send-time preview sits after it.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql } from 'msw';
import { SEND_SEQUENCE_BUSY_LABELS, SEND_SEQUENCE_NOW, SEQUENCE_SCHEDULED_LABEL, sendSequenceBusyLabel } from 'contracts';
import { atSequence } from '../testing/chat-fixtures';
import { findBotReply, renderChat, setupChatTests, transcript } from '../testing/render-chat';

const { server, startBackend } = setupChatTests();

/** Holds every answer to `name` until `release()` (the request then goes on to the mock API). */
function holdAnswers(kind: 'query' | 'mutation', name: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = 0;
  server.use(
    graphql[kind](name, async () => {
      held += 1;
      await released;
      return undefined;
    }),
  );
  return { release: () => act(async () => release()), held: () => held };
}

/** The block's main button, whatever it says now. */
const MAIN_LABELS = [
  SEND_SEQUENCE_NOW,
  SEQUENCE_SCHEDULED_LABEL,
  ...Object.values(SEND_SEQUENCE_BUSY_LABELS),
  sendSequenceBusyLabel('checkingGmail', 'OUTLOOK'),
];
// A busy button also shows the app's spinner (named 'loading').
const mainButton = () => screen.getByRole('button', { name: new RegExp(`^(loading )?(${MAIN_LABELS.join('|')})$`) });
const saying = (label: string) => new RegExp(`^(loading )?${label}$`);
const scheduledReplies = () => transcript().filter(([, text]) => text.startsWith('Your sequence is scheduled'));
const count = (operations: string[], name: string) => operations.filter((operation) => operation === name).length;

/** A campaign made before the user went to Google's consent (One More Step!). */
const waitingForGmail = { campaignId: 101, contactId: 201, campaignActive: true, needsGmail: true };

describe("Reply Engine: 'Send Sequence Now' while the chat is busy", () => {
  it('back from Google, waits (disabled, saying so) while Gmail access is checked, then schedules once', async () => {
    const { chat } = startBackend({ conversation: atSequence(waitingForGmail) });
    const check = holdAnswers('query', 'MailPermission');
    renderChat('/dashboard/chats?campaignId=101&autoCreate=true');
    await waitFor(() => expect(check.held()).toBe(1));
    await waitFor(() => expect(mainButton()).toHaveAccessibleName(saying(SEND_SEQUENCE_BUSY_LABELS.checkingGmail)));
    expect(mainButton()).toBeDisabled();
    await userEvent.click(mainButton());

    await check.release();
    expect(await screen.findByRole('button', { name: SEQUENCE_SCHEDULED_LABEL })).toBeDisabled();
    await findBotReply(/Your sequence is scheduled/);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(count(chat.operations, 'CreateEmailSequence')).toBe(1);
    expect(scheduledReplies()).toHaveLength(1);
  });

  it('back from Microsoft, says it checks Outlook access (not Gmail) for an Outlook user', async () => {
    const { api } = startBackend({ conversation: atSequence(waitingForGmail) });
    api.state.outlook = { address: 'sam.seeker@outlook.com', tier: 'SEND_ONLY', needsReconnect: false };
    const check = holdAnswers('query', 'MailPermission');
    renderChat('/dashboard/chats?campaignId=101&autoCreate=true');
    await waitFor(() => expect(check.held()).toBe(1));
    await waitFor(() => expect(mainButton()).toHaveAccessibleName(saying('Checking Outlook access…')));
    await check.release();
    expect(await screen.findByRole('button', { name: SEQUENCE_SCHEDULED_LABEL })).toBeDisabled();
  });

  it('says it is saving the new zone meanwhile, then a click schedules', async () => {
    const { chat } = startBackend({ conversation: atSequence(waitingForGmail) });
    renderChat();
    await screen.findByRole('button', { name: SEND_SEQUENCE_NOW });
    const save = holdAnswers('mutation', 'UpdateCampaign');
    await userEvent.click(screen.getByRole('button', { name: 'change the sending zone' }));
    await userEvent.type(screen.getByRole('combobox', { name: 'Sending timezone' }), 'Sydney');
    await userEvent.click(await screen.findByTitle(/^Australia\/Sydney/));
    await waitFor(() => expect(save.held()).toBe(1));
    expect(mainButton()).toHaveAccessibleName(saying(SEND_SEQUENCE_BUSY_LABELS.savingZone));
    expect(mainButton()).toBeDisabled();

    await save.release();
    await findBotReply(/^Sending in Australia\/Sydney's working hours now/);
    await userEvent.click(await screen.findByRole('button', { name: SEND_SEQUENCE_NOW }));
    await screen.findByRole('button', { name: SEQUENCE_SCHEDULED_LABEL });
    expect(count(chat.operations, 'CreateEmailSequence')).toBe(1);
  });

  it('a double click schedules once, the button saying it is scheduling meanwhile', async () => {
    const { chat } = startBackend({ conversation: atSequence() });
    renderChat();
    const button = await screen.findByRole('button', { name: SEND_SEQUENCE_NOW });
    const scheduling = holdAnswers('mutation', 'CreateEmailSequence');
    await userEvent.dblClick(button);
    await waitFor(() => expect(scheduling.held()).toBe(1));
    expect(mainButton()).toHaveAccessibleName(saying(SEND_SEQUENCE_BUSY_LABELS.sending));
    expect(mainButton()).toBeDisabled();
    await userEvent.click(mainButton());

    await scheduling.release();
    await screen.findByRole('button', { name: SEQUENCE_SCHEDULED_LABEL });
    await findBotReply(/Your sequence is scheduled/);
    expect(count(chat.operations, 'CreateCampaign')).toBe(1);
    expect(count(chat.operations, 'CreateEmailSequence')).toBe(1);
    expect(scheduledReplies()).toHaveLength(1);
  });

  it('shows the send-time preview after the button, so its late arrival does not move the button', async () => {
    startBackend({ conversation: atSequence() });
    renderChat();
    const button = await screen.findByRole('button', { name: SEND_SEQUENCE_NOW });
    const preview = await screen.findByTestId('first-send-preview');
    expect(button.compareDocumentPosition(preview) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
