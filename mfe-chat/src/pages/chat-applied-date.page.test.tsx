// The optional 'Applied on' day on the drafted sequence (product.md §11: the application's timeline starts there): given,
// it goes with the contact the chat creates; left empty, no day is sent; a refused day says the contracts' message and
// nothing is created until it is fixed or cleared.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql } from 'msw';
import {
  APPLIED_AT_INVALID,
  APPLIED_ON_LABEL,
  ASK_CONTACT_EMAIL,
  SEND_SEQUENCE_NOW,
  SEQUENCE_SCHEDULED_LABEL,
  localToday,
  type CreateContactInput,
} from 'contracts';
import { atSequence } from '../testing/chat-fixtures';
import { findBotReply, renderChat, send, setupChatTests } from '../testing/render-chat';

const { server, startBackend } = setupChatTests();

/** Records createContact's input as the chat sent it; the mock backend still answers. */
function captureCreateContact(): CreateContactInput[] {
  const sent: CreateContactInput[] = [];
  server.use(
    graphql.mutation<object, { data: CreateContactInput }>('CreateContact', ({ variables }) => {
      sent.push(variables.data);
      return undefined;
    }),
  );
  return sent;
}

const appliedInput = async () => screen.findByLabelText(APPLIED_ON_LABEL);
const sendButton = () => screen.getByRole('button', { name: SEND_SEQUENCE_NOW });

describe("Reply Engine: 'Applied on' on the drafted sequence", () => {
  it('sends the day given with the contact, keeps it in the conversation and shows it once scheduled', async () => {
    const { api, chat } = startBackend({ conversation: atSequence() });
    const sent = captureCreateContact();
    renderChat();
    const applied = await appliedInput();
    expect(applied).toHaveAttribute('type', 'date');
    expect(applied).toHaveValue('');

    fireEvent.change(applied, { target: { value: '2025-05-20' } });
    await waitFor(() => expect(JSON.parse(chat.saves.at(-1)!.context)).toMatchObject({ appliedAt: '2025-05-20' }));
    await userEvent.click(sendButton());

    expect(await screen.findByRole('button', { name: SEQUENCE_SCHEDULED_LABEL })).toBeDisabled();
    expect(sent).toEqual([expect.objectContaining({ email: 'jordan.lee@acme.example', appliedAt: '2025-05-20' })]);
    expect(api.state.data.contacts.at(-1)).toMatchObject({ email: 'jordan.lee@acme.example', appliedAt: '2025-05-20' });
    expect(screen.getByText('Applied on May 20, 2025')).toBeInTheDocument();
    expect(screen.queryByLabelText(APPLIED_ON_LABEL)).not.toBeInTheDocument();
  });

  it('sends no day when the field is left empty', async () => {
    const { api } = startBackend({ conversation: atSequence() });
    const sent = captureCreateContact();
    renderChat();
    await appliedInput();
    await userEvent.click(sendButton());

    expect(await screen.findByRole('button', { name: SEQUENCE_SCHEDULED_LABEL })).toBeDisabled();
    expect(sent).toHaveLength(1);
    expect(sent[0]).not.toHaveProperty('appliedAt');
    expect(api.state.data.contacts.at(-1)).toMatchObject({ email: 'jordan.lee@acme.example', appliedAt: null });
    expect(screen.queryByText(/^Applied on /)).not.toBeInTheDocument();
  });

  it("refuses a future day with the contracts' message, creates nothing, and sends once it is cleared", async () => {
    const { api, chat } = startBackend({ conversation: atSequence() });
    const sent = captureCreateContact();
    renderChat();
    const applied = await appliedInput();
    const inThreeDays = localToday(new Date(Date.now() + 3 * 24 * 60 * 60 * 1000));

    fireEvent.change(applied, { target: { value: inThreeDays } });
    expect(await screen.findByRole('alert')).toHaveTextContent(APPLIED_AT_INVALID);
    expect(applied).toHaveAttribute('aria-invalid', 'true');
    expect(sendButton()).toBeDisabled();
    const campaignsBefore = api.state.data.campaigns.length;
    await userEvent.click(sendButton());
    expect(chat.operations.filter((name) => name.startsWith('Create'))).toEqual([]);
    expect(api.state.data.campaigns).toHaveLength(campaignsBefore);

    fireEvent.change(applied, { target: { value: '' } });
    await waitFor(() => expect(screen.queryByText(APPLIED_AT_INVALID)).not.toBeInTheDocument());
    await userEvent.click(sendButton());
    expect(await screen.findByRole('button', { name: SEQUENCE_SCHEDULED_LABEL })).toBeDisabled();
    expect(sent).toHaveLength(1);
    expect(sent[0]).not.toHaveProperty('appliedAt');
  });

  it('keeps the day given before the address is known and sends it with the contact once it is typed', async () => {
    const { api } = startBackend({ conversation: atSequence({ contactEmail: null, emailSource: 'none' }) });
    const sent = captureCreateContact();
    renderChat();
    fireEvent.change(await appliedInput(), { target: { value: '2025-05-28' } });
    await userEvent.click(sendButton());
    await findBotReply(ASK_CONTACT_EMAIL);
    expect(sent).toEqual([]);

    await send('jordan.lee@acme.example');
    await findBotReply(/Your sequence is scheduled/);
    expect(sent).toEqual([expect.objectContaining({ email: 'jordan.lee@acme.example', appliedAt: '2025-05-28' })]);
    expect(api.state.data.contacts.at(-1)).toMatchObject({ email: 'jordan.lee@acme.example', appliedAt: '2025-05-28' });
  });
});
