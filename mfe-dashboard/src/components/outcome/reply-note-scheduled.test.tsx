// An approved note on the contact page (product.md §11): while it waits it can be edited ('Edit', then 'Save changes')
// or cancelled ('Cancel note', confirmed), and a cancelled note is offered again; a note that went offers neither.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  REPLY_NOTE_CANCEL_LABEL,
  REPLY_NOTE_CANCEL_TITLE,
  REPLY_NOTE_EDIT_LABEL,
  REPLY_NOTE_OFFERS,
  REPLY_NOTE_SAVE_LABEL,
  replyNoteCancelled,
} from 'contracts';
import { createMockData, type MockData } from 'mocks';
import { AppProviders, ToastHost, createAppQueryClient } from 'shared-ui';
import { setupDashboardTests } from '../../testing/render-dashboard';
import { ReplyNoteOffer } from './reply-note-offer';

jest.setTimeout(30_000);

const { useBackend } = setupDashboardTests();
/** Monday 9:00 in Los Angeles, the zone of Priya's sequence; her thank-you is due Tuesday 9:00 there. */
const NOW = new Date('2025-06-02T16:00:00.000Z');
const DUE = '2025-06-03T16:00:00.000Z';
const PRIYA = 202;

/** Priya's interview, with a thank-you approved and waiting (or already sent). */
function withThankYou(sent = false): MockData {
  const data = createMockData();
  const contact = data.contacts.find((x) => x.id === PRIYA)!;
  Object.assign(contact, { outcome: 'INTERVIEW_INVITE', interviewAt: null });
  const first = data.emails.find((email) => email.contactId === PRIYA && email.threadId)!;
  data.emails.push({
    ...first,
    id: 9001,
    position: 1001,
    kind: 'THANK_YOU',
    subject: `Re: ${first.subject}`,
    body: 'Hi Priya,\n\nThank you for your time.\n\nAlex',
    status: sent ? 'SENT' : 'SCHEDULED',
    scheduledFor: DUE,
    sentAt: sent ? DUE : null,
    openedAt: null,
    respondedAt: null,
    errorMessage: null,
  });
  return data;
}

const noteOf = (data: MockData) => data.emails.find((email) => email.kind === 'THANK_YOU');

function renderOffer() {
  return render(
    <AppProviders queryClient={createAppQueryClient()}>
      <ToastHost>
        <ReplyNoteOffer contactId={PRIYA} />
      </ToastHost>
    </AppProviders>,
  );
}

describe('a scheduled note on the contact page', () => {
  it('can be edited before it goes: the new text is what waits', async () => {
    const data = withThankYou();
    useBackend({ data, now: () => NOW });
    renderOffer();
    expect(await screen.findByText(/^Thank-you scheduled for /)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: REPLY_NOTE_EDIT_LABEL }));
    const body = screen.getByRole('textbox', { name: 'Thank-you note' }) as HTMLTextAreaElement;
    expect(body.value).toBe('Hi Priya,\n\nThank you for your time.\n\nAlex');
    await userEvent.clear(body);
    await userEvent.type(body, 'Hi Priya,\n\nThank you for the chat about the design system.\n\nAlex');
    await userEvent.click(screen.getByRole('button', { name: REPLY_NOTE_SAVE_LABEL }));

    expect(await screen.findByText(/^Thank-you updated: it goes /)).toBeInTheDocument();
    expect(noteOf(data)).toMatchObject({
      status: 'SCHEDULED',
      body: 'Hi Priya,\n\nThank you for the chat about the design system.\n\nAlex',
    });
    // Back to the note's state, still editable while it waits.
    expect(await screen.findByRole('button', { name: REPLY_NOTE_EDIT_LABEL })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: REPLY_NOTE_SAVE_LABEL })).not.toBeInTheDocument();
  });

  it('can be cancelled before it goes, and is then offered again', async () => {
    const data = withThankYou();
    useBackend({ data, now: () => NOW });
    renderOffer();
    await userEvent.click(await screen.findByRole('button', { name: REPLY_NOTE_CANCEL_LABEL }));
    const dialog = await screen.findByRole('dialog', { name: REPLY_NOTE_CANCEL_TITLE });
    await userEvent.click(within(dialog).getByRole('button', { name: REPLY_NOTE_CANCEL_LABEL }));

    expect(await screen.findByText(replyNoteCancelled('THANK_YOU'))).toBeInTheDocument();
    await waitFor(() => expect(noteOf(data)).toBeUndefined());
    expect(await screen.findByRole('heading', { name: REPLY_NOTE_OFFERS.THANK_YOU })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Schedule thank-you' })).toBeInTheDocument();
  });

  it('offers neither once it went', async () => {
    useBackend({ data: withThankYou(true), now: () => NOW });
    renderOffer();
    expect(await screen.findByText(/^Thank-you sent /)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: REPLY_NOTE_EDIT_LABEL })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: REPLY_NOTE_CANCEL_LABEL })).not.toBeInTheDocument();
  });
});
