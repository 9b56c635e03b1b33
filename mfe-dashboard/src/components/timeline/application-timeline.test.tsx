// One timeline per application (product.md §11) on the contact page: applied, sends, an approximate open, replies with
// their outcome, an out-of-office with its return date, the interview; each Gmail thread opens in Gmail by its id
// (an Outlook user's opens Outlook on the web's Sent Items);
// the company's typical reply time once it has answered; and a 'move on' line after a week of silence.
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { APPLIED_AT_INVALID, companyReplyTimeText, gmailThreadUrl } from 'contracts';
import { createMockBackend, createMockData, fixtureContacts } from 'mocks';
import { renderDashboard, setupDashboardTests } from '../../testing/render-dashboard';

// antd pages render slowly in jsdom on a small machine; this is headroom, not a timing goal.
jest.setTimeout(30_000);

const { server, useBackend } = setupDashboardTests();
const jordan = fixtureContacts.find((contact) => contact.firstName === 'Jordan')!;
const priya = fixtureContacts.find((contact) => contact.firstName === 'Priya')!;

describe('the application timeline', () => {
  it('lists what happened oldest first, with one Open in Gmail link per thread', async () => {
    const data = createMockData();
    const contact = data.contacts.find((x) => x.id === jordan.id)!;
    Object.assign(contact, {
      appliedAt: '2025-05-30',
      status: 'RESPONDED',
      outcome: 'INTERVIEW_INVITE',
      interviewAt: '2025-06-12T14:00:00.000Z',
      replyOutcomes: [
        {
          id: 1,
          outcome: 'OUT_OF_OFFICE',
          source: 'DETECTED',
          occurredAt: '2025-06-03T08:00:00.000Z',
          threadId: '18f2a9c0d1e2f301',
          returnDate: '2025-06-09',
          interviewAt: null,
        },
        {
          id: 2,
          outcome: 'INTERVIEW_INVITE',
          source: 'DETECTED',
          occurredAt: '2025-06-05T15:00:00.000Z',
          threadId: '18f2a9c0d1e2f301',
          returnDate: null,
          interviewAt: null,
        },
      ],
    });
    useBackend({ data });
    renderDashboard([`/dashboard/contacts/${jordan.id}`]);
    const timeline = await screen.findByRole('list', { name: 'Application timeline' });
    const labels = within(timeline)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('.db-timeline__label')?.textContent);
    expect(labels).toEqual([
      'Applied',
      'Email 1 sent',
      'Email 1 opened (approximate)',
      'Out of office until Jun 9, 2025',
      'Email 2 sent',
      'Reply: Interview invite',
      'Email 3 scheduled',
      'Interview',
    ]);
    const [applied] = within(timeline).getAllByRole('listitem');
    // A day, not a moment; the others in the sequence's zone with its name.
    expect(within(applied!).getByText('May 30, 2025')).toBeInTheDocument();
    expect(within(timeline).getByText(/^Mon, Jun 2, 2025, 9:02 AM in New York\b/)).toBeInTheDocument();
    const links = within(timeline).getAllByRole('link', { name: /^Open in Gmail/ });
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', gmailThreadUrl('18f2a9c0d1e2f301'));
    expect(links[0]).toHaveAttribute('href', 'https://mail.google.com/mail/u/0/#all/18f2a9c0d1e2f301');
    expect(links[0]).toHaveAttribute('target', '_blank');
    // The applied day can be changed on the page: the timeline moves with it.
    const appliedOn = screen.getByLabelText('Applied on');
    expect(appliedOn).toHaveValue('2025-05-30');
    fireEvent.change(appliedOn, { target: { value: '2999-01-01' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save date' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(APPLIED_AT_INVALID);
    fireEvent.change(appliedOn, { target: { value: '2025-05-28' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save date' }));
    expect(await within(timeline).findByText('May 28, 2025')).toBeInTheDocument();
    expect(contact.appliedAt).toBe('2025-05-28');
  });

  it.each([
    ['a personal Outlook.com', 'sam.seeker@outlook.com', 'https://outlook.live.com/mail/0/sentitems'],
    ['a work or school', 'sam.seeker@contoso.edu', 'https://outlook.office.com/mail/sentitems'],
  ])("gives %s mailbox 'Open in Outlook' to Outlook on the web, never a Gmail link", async (_kind, address, href) => {
    const data = createMockData();
    const contact = data.contacts.find((x) => x.id === jordan.id)!;
    Object.assign(contact, {
      status: 'RESPONDED',
      replyOutcomes: [
        {
          id: 1,
          outcome: 'INTERVIEW_INVITE',
          source: 'DETECTED',
          occurredAt: '2025-06-05T15:00:00.000Z',
          threadId: 'AAQkADAwATM0MDAAMS1iNTcwLWI2NTEtMDACLTAwCgAQAN',
          returnDate: null,
          interviewAt: null,
        },
      ],
    });
    const backend = createMockBackend({ data });
    backend.state.outlook = { address, tier: 'SEND_AND_DETECT_REPLIES', needsReconnect: false };
    server.use(...backend.handlers);
    renderDashboard([`/dashboard/contacts/${jordan.id}`]);
    const timeline = await screen.findByRole('list', { name: 'Application timeline' });
    const links = await within(timeline).findAllByRole('link', { name: /^Open in Outlook/ });
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', href);
    expect(within(timeline).queryByText('Open in Gmail')).not.toBeInTheDocument();
  });

  it('opens each email Outlook gave a link for in Outlook on the web, others in Sent Items', async () => {
    const data = createMockData();
    const sent = data.emails.filter((email) => email.contactId === jordan.id && email.sentAt);
    expect(sent.length).toBeGreaterThanOrEqual(2);
    const webLink = (id: number) => `https://outlook.office365.com/owa/?ItemID=AAMk${id}&exvsurl=1&viewmodel=ReadMessageItem`;
    sent[0]!.outlookWebLink = webLink(sent[0]!.id);
    const backend = createMockBackend({ data });
    backend.state.outlook = { address: 'sam.seeker@contoso.edu', tier: 'SEND_AND_DETECT_REPLIES', needsReconnect: false };
    server.use(...backend.handlers);
    renderDashboard([`/dashboard/contacts/${jordan.id}`]);
    const timeline = await screen.findByRole('list', { name: 'Application timeline' });
    const hrefs = (await within(timeline).findAllByRole('link', { name: /^Open in Outlook/ })).map((link) =>
      link.getAttribute('href'),
    );
    expect(hrefs).toEqual([webLink(sent[0]!.id), 'https://outlook.office.com/mail/sentitems']);
  });

  it("says how fast the company usually answers, from the user's own applications there", async () => {
    const data = createMockData();
    const contact = data.contacts.find((x) => x.id === priya.id)!;
    contact.replyOutcomes = [
      {
        id: 1,
        outcome: 'OTHER_REPLY',
        source: 'DETECTED',
        // The first email went out on May 28 at 17:00 UTC: 48 hours later.
        occurredAt: '2025-05-30T17:00:00.000Z',
        threadId: '18f1b7d2e3f40512',
        returnDate: null,
        interviewAt: null,
      },
    ];
    useBackend({ data });
    renderDashboard([`/dashboard/contacts/${priya.id}`]);
    const text = companyReplyTimeText('Globex', 48, 1);
    expect(text).toBe('Globex usually replies in about 2 days (from your 1 application)');
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it("ends with 'No response; time to move on' a week after the last follow-up went unanswered", async () => {
    const data = createMockData();
    const contact = data.contacts.find((x) => x.id === jordan.id)!;
    contact.status = 'NO_RESPONSE';
    data.emails = data.emails.filter((email) => email.contactId !== jordan.id || email.sentAt);
    useBackend({ data, now: () => new Date('2025-06-20T12:00:00Z') });
    renderDashboard([`/dashboard/contacts/${jordan.id}`]);
    const timeline = await screen.findByRole('list', { name: 'Application timeline' });
    const items = within(timeline).getAllByRole('listitem');
    expect(items.at(-1)).toHaveTextContent('No response; time to move on');
    // Email 2 went out on Jun 4 at 13:02 UTC: the line is dated a week later, in the sequence's zone.
    expect(within(items.at(-1)!).getByText(/^Wed, Jun 11, 2025, 9:02 AM in New York\b/)).toBeInTheDocument();
  });
});
