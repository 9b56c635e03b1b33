// The note after a reply on its own (product.md §11): an interview offers a thank-you with its editable draft and,
// without an interview time, asks for it; nothing is scheduled until the user approves; then the scheduled time shows
// in the recipient's zone. Not moving forward offers a gracious reply; other outcomes offer nothing.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { INTERVIEW_TIME_PROMPT, REPLY_NOTE_OFFERS, replyNoteNewConversation } from 'contracts';
import { createMockData, type MockData } from 'mocks';
import { AppProviders, ToastHost, createAppQueryClient } from 'shared-ui';
import { setupDashboardTests } from '../../testing/render-dashboard';
import { ReplyNoteOffer } from './reply-note-offer';

jest.setTimeout(30_000);

const { useBackend } = setupDashboardTests();
/** Monday 9:00 in Los Angeles, the zone of Priya's sequence. */
const NOW = new Date('2025-06-02T16:00:00.000Z');
const PRIYA = 202;

function dataWithOutcome(outcome: string): MockData {
  const data = createMockData();
  Object.assign(
    data.contacts.find((contact) => contact.id === PRIYA)!,
    { outcome, interviewAt: null },
  );
  return data;
}

function renderOffer(contactId = PRIYA) {
  const queryClient = createAppQueryClient();
  const answered = () => {
    const queries = queryClient.getQueryCache().findAll();
    return queries.length > 0 && queries.every((query) => query.state.status === 'success');
  };
  return {
    answered,
    ...render(
      <AppProviders queryClient={queryClient}>
        <ToastHost>
          <ReplyNoteOffer contactId={contactId} />
        </ToastHost>
      </AppProviders>,
    ),
  };
}

const notesIn = (data: MockData) => data.emails.filter((email) => email.kind && email.kind !== 'SEQUENCE');

describe('ReplyNoteOffer', () => {
  it('offers an editable thank-you after an interview and schedules it only once approved', async () => {
    const data = dataWithOutcome('INTERVIEW_INVITE');
    useBackend({ data, now: () => NOW });
    renderOffer();
    expect(await screen.findByRole('heading', { name: REPLY_NOTE_OFFERS.THANK_YOU })).toBeInTheDocument();
    expect(screen.getByLabelText(INTERVIEW_TIME_PROMPT)).toBeInTheDocument();
    const draft = (await screen.findByLabelText('Thank-you note (you can edit it)')) as HTMLTextAreaElement;
    expect(draft.value).toMatch(/^Hi Priya,/);
    expect(draft.value).toContain('Product Designer');
    expect(draft.value).not.toMatch(/[{}]|\[Your Name\]/);
    // Tuesday 9:00 in Los Angeles: the next business morning.
    expect(screen.getByText(/^Goes Tue, Jun 3, 2025, 9:00 AM in Los Angeles\b/)).toBeInTheDocument();
    expect(notesIn(data)).toEqual([]);

    await userEvent.clear(draft);
    await userEvent.type(draft, 'Hi Priya,\n\nThank you for the lovely chat.\n\nAlex');
    await userEvent.click(screen.getByRole('button', { name: 'Schedule thank-you' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      /^Thank-you scheduled for Tue, Jun 3, 2025, 9:00 AM in Los Angeles\b/,
    );
    expect(notesIn(data)).toEqual([
      expect.objectContaining({ kind: 'THANK_YOU', body: 'Hi Priya,\n\nThank you for the lovely chat.\n\nAlex' }),
    ]);
    expect(screen.queryByRole('button', { name: 'Schedule thank-you' })).not.toBeInTheDocument();
  });

  it('takes the interview time and moves the thank-you to the morning after it', async () => {
    const data = dataWithOutcome('INTERVIEW_INVITE');
    useBackend({ data, now: () => NOW });
    renderOffer();
    await userEvent.type(await screen.findByLabelText(INTERVIEW_TIME_PROMPT), '2025-06-05T20:00');
    await userEvent.click(screen.getByRole('button', { name: 'Save interview time' }));
    await waitFor(() => expect(data.contacts.find((contact) => contact.id === PRIYA)!.interviewAt).toBeTruthy());
    // Thursday's interview: Friday 9:00 in Los Angeles, and the time is no longer asked for.
    expect(await screen.findByText(/^Goes Fri, Jun 6, 2025, 9:00 AM in Los Angeles\b/)).toBeInTheDocument();
    expect(screen.queryByLabelText(INTERVIEW_TIME_PROMPT)).not.toBeInTheDocument();
  });

  it('offers a gracious reply after a no, sent in working hours once approved', async () => {
    const data = dataWithOutcome('NOT_MOVING_FORWARD');
    useBackend({ data, now: () => NOW });
    renderOffer();
    expect(await screen.findByRole('heading', { name: REPLY_NOTE_OFFERS.GRACIOUS_REPLY })).toBeInTheDocument();
    const draft = (await screen.findByLabelText('Gracious reply (you can edit it)')) as HTMLTextAreaElement;
    expect(draft.value).toMatch(/keep me in mind/);
    expect(screen.queryByLabelText(INTERVIEW_TIME_PROMPT)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    // Approved inside the working hours it goes at once: 'sent', never 'scheduled for' this very minute.
    expect(await screen.findByText('Reply sent.')).toBeInTheDocument();
    expect(await screen.findByText('Reply going out now.')).toBeInTheDocument();
    expect(screen.queryByText(/Reply scheduled for/)).not.toBeInTheDocument();
    expect(notesIn(data)).toHaveLength(1);
  });

  it('says a changed subject starts a new conversation, and sends the note under it', async () => {
    const data = dataWithOutcome('NOT_MOVING_FORWARD');
    useBackend({ data, now: () => NOW });
    renderOffer();
    const subject = (await screen.findByLabelText('Subject')) as HTMLInputElement;
    const notice = replyNoteNewConversation('Priya');
    // The drafted 'Re:' subject, or the same one without the prefix, stays in the conversation.
    const drafted = subject.value;
    expect(drafted).toMatch(/^Re: /);
    await userEvent.clear(subject);
    await userEvent.type(subject, drafted.slice('Re: '.length));
    expect(screen.queryByText(notice)).not.toBeInTheDocument();
    await userEvent.clear(subject);
    await userEvent.type(subject, 'Thank you, and keep in touch');
    expect(screen.getByText(notice)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(notesIn(data)).toEqual([expect.objectContaining({ subject: 'Thank you, and keep in touch' })]));
  });

  it('offers nothing for another outcome', async () => {
    useBackend({ data: dataWithOutcome('OTHER_REPLY'), now: () => NOW });
    const { answered } = renderOffer();
    await waitFor(() => expect(answered()).toBe(true));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});
