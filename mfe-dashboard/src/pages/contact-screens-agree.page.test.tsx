// Screens agree (product.md §10): after 'Send now' the worker sends the email a moment later, and the contact page
// follows without a reload: its status, its timeline and its email history all say the email went, from one refresh.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CAMPAIGN_EMAIL_BADGE_LABELS, TIMELINE_LABELS, contactStatusLabel, sendNowQueued } from 'contracts';
import { createMockData, fixtureContacts } from 'mocks';
import { renderDashboard, setupDashboardTests } from '../testing/render-dashboard';

// antd pages render slowly in jsdom on a small machine, and the page asks again once a second: headroom, not a goal.
jest.setTimeout(40_000);
const SETTLED = { timeout: 10_000 };

const { server, useBackend } = setupDashboardTests();
const jordan = fixtureContacts.find((contact) => contact.firstName === 'Jordan')!;

/** The operations the page sends, in order (to see it stop asking once the email has gone). */
function recordOperations(): string[] {
  const names: string[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (request.method !== 'POST' || !request.url.includes('/graphql')) return;
    const body = (await request.clone().json()) as { operationName?: string };
    if (body.operationName) names.push(body.operationName);
  });
  return names;
}

afterEach(() => server.events.removeAllListeners());

const statusCell = () => screen.getByText(/^(Follow up #\d|Initial Mail Sent|Not Started)$/);
const lastEmail = () => screen.getByRole('article', { name: /^Email 3:/ });
const timeline = () => screen.getByRole('list', { name: 'Application timeline' });

describe('the contact page after Send now', () => {
  it('shows the email as sent in the status, the timeline and the history once the worker sent it, without a reload', async () => {
    const data = createMockData();
    const next = data.emails.find((email) => email.contactId === jordan.id && email.status === 'SCHEDULED')!;
    const operations = recordOperations();
    useBackend({ data });
    renderDashboard([`/dashboard/contacts/${jordan.id}`]);
    await userEvent.click(await screen.findByRole('button', { name: 'Send the next email to Jordan Lee now' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Send now?' })).getByRole('button', { name: 'Send now' }),
    );
    expect(await screen.findByText(sendNowQueued('Jordan Lee'))).toBeInTheDocument();
    // Due now, not gone yet: every panel still says it waits.
    await waitFor(() =>
      expect(
        within(lastEmail()).getByText(CAMPAIGN_EMAIL_BADGE_LABELS.SCHEDULED, { selector: '[data-status]' }),
      ).toBeInTheDocument(),
    );
    expect(statusCell()).toHaveTextContent(contactStatusLabel('IN_PROGRESS', 2));
    expect(within(timeline()).getByText(TIMELINE_LABELS.emailScheduled(3))).toBeInTheDocument();

    // The worker sends it (as the api's engine does, a moment after the click).
    Object.assign(next, { status: 'SENT', sentAt: new Date().toISOString(), threadId: '18f2a9c0d1e2f301' });

    await waitFor(() => expect(statusCell()).toHaveTextContent(contactStatusLabel('IN_PROGRESS', 3)), SETTLED);
    expect(within(lastEmail()).getByText(CAMPAIGN_EMAIL_BADGE_LABELS.SENT, { selector: '[data-status]' })).toBeInTheDocument();
    await waitFor(() => expect(within(timeline()).getByText(TIMELINE_LABELS.emailSent(3))).toBeInTheDocument());
    expect(within(timeline()).queryByText(TIMELINE_LABELS.emailScheduled(3))).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send the next email to Jordan Lee now' })).not.toBeInTheDocument();

    // Settled: one last refresh of every panel, then the page stops asking.
    await waitFor(() => expect(operations.filter((name) => name === 'GetContactTimeline').at(-1)).toBeDefined());
    const asked = operations.length;
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(operations.slice(asked).filter((name) => name === 'GetSingleContact')).toEqual([]);
  });

  it('does not keep asking about an email that waits for its own time', async () => {
    const data = createMockData();
    // Due tomorrow (by this machine's clock): nothing will change before then.
    data.emails.find((email) => email.contactId === jordan.id && email.status === 'SCHEDULED')!.scheduledFor = new Date(
      Date.now() + 86_400_000,
    ).toISOString();
    const operations = recordOperations();
    useBackend({ data });
    renderDashboard([`/dashboard/contacts/${jordan.id}`]);
    expect(await screen.findByRole('button', { name: 'Send the next email to Jordan Lee now' })).toBeInTheDocument();
    const asked = operations.filter((name) => name === 'GetSingleContact').length;
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(operations.filter((name) => name === 'GetSingleContact')).toHaveLength(asked);
  });
});
