// A sequence whose job posting closed, against the mock api (like the api: the hold is the contact paused with reason
// POSTING_CLOSED): the contact's page names the job and links the posting, the notice offers 'Send anyway' and 'Stop',
// and each choice says what it did and takes the notice away.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { POSTING_HOLD_SENT_ANYWAY, POSTING_HOLD_STOPPED, SEND_ANYWAY, STOP_FOLLOW_UPS } from 'contracts';
import { createMockData, fixtureContacts } from 'mocks';
import { renderDashboard, setupDashboardTests } from '../../testing/render-dashboard';

jest.setTimeout(30_000);

const { useBackend } = setupDashboardTests();
const jordan = fixtureContacts.find((contact) => contact.firstName === 'Jordan')!;
const POSTING_URL = 'https://boards.greenhouse.io/acme/jobs/4012345';

/** Jordan's sequence was started from a posting that closed on Dec 3, 2026; Jordan's follow-ups hold. */
function heldData() {
  const data = createMockData();
  const campaign = data.campaigns.find((c) => c.id === jordan.campaignId)!;
  campaign.jobPostingId = 900;
  data.jobPostings = [
    {
      id: 900,
      url: POSTING_URL,
      ats: 'GREENHOUSE',
      role: 'Data Analyst',
      company: 'Acme Analytics',
      companyDomain: 'acme-analytics.com',
      location: 'Berlin, Germany',
      datePosted: null,
      validThrough: null,
      status: 'CLOSED',
      importedAt: '2026-11-20T10:00:00.000Z',
      lastCheckedAt: '2026-12-03T15:00:00.000Z',
      closedAt: '2026-12-03T15:00:00.000Z',
      closedReason: 'ATS_CLOSED',
      noContactSentence: null,
    },
  ];
  Object.assign(
    data.contacts.find((c) => c.id === jordan.id)!,
    {
      status: 'IN_PROGRESS',
      isActive: false,
      pauseReason: 'POSTING_CLOSED',
    },
  );
  return data;
}

const NOTICE =
  'The Data Analyst job at Acme Analytics closed on Dec 3, 2026 (the job board no longer lists it). The remaining follow-ups are on hold: send them anyway, or stop here.';

describe('a sequence whose job posting closed', () => {
  it("the contact's page names the job, links the posting, and 'Send anyway' resumes", async () => {
    useBackend({ data: heldData() });
    renderDashboard([`/dashboard/contacts/${jordan.id}`]);
    expect(await screen.findByText(NOTICE)).toBeInTheDocument();
    const job = screen.getByRole('link', { name: 'Data Analyst at Acme Analytics' });
    expect(job).toHaveAttribute('href', POSTING_URL);
    expect(job).toHaveAttribute('target', '_blank');

    await userEvent.click(screen.getByRole('button', { name: SEND_ANYWAY }));
    expect(await screen.findByText(POSTING_HOLD_SENT_ANYWAY)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(NOTICE)).not.toBeInTheDocument());
  });

  it("the sequence's page shows the notice while a contact is held; 'Stop' ends the sequence", async () => {
    useBackend({ data: heldData() });
    renderDashboard([`/dashboard/campaigns/${jordan.campaignId}`]);
    const text = await screen.findByText(NOTICE);
    const alert = text.closest('[role="alert"]') as HTMLElement;
    expect(within(alert).getByRole('button', { name: SEND_ANYWAY })).toBeEnabled();
    await userEvent.click(within(alert).getByRole('button', { name: STOP_FOLLOW_UPS }));
    expect(await screen.findByText(POSTING_HOLD_STOPPED)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(NOTICE)).not.toBeInTheDocument());
    expect((await screen.findAllByText('Job closed')).length).toBeGreaterThan(0);
  });
});
