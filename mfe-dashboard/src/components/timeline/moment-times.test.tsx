// Issue 35 item 10: the contact page's email history and timeline write a moment the way previews and toasts do:
// the recipient's clock in the sequence's zone, then the user's in brackets when it differs; never a raw offset
// ('GMT+11', 'EDT'), always the 12-hour clock.
import { screen, within } from '@testing-library/react';
import { createMockData, fixtureContacts } from 'mocks';
import { renderDashboard, setupDashboardTests } from '../../testing/render-dashboard';

// antd pages render slowly in jsdom on a small machine; this is headroom, not a timing goal.
jest.setTimeout(30_000);

const { useBackend: serveBackend } = setupDashboardTests();
// Jordan's sequence (campaign 101) sends in America/New_York; email 1 went out on Mon 2 Jun 2025 at 13:02 UTC.
const jordan = fixtureContacts.find((contact) => contact.firstName === 'Jordan')!;

/** The browser reports `zone` as its own, as a user's browser in that city would. */
function browserIn(zone: string) {
  const real = new Intl.DateTimeFormat('en-US').resolvedOptions();
  jest.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({ ...real, timeZone: zone });
}
afterEach(() => jest.restoreAllMocks());

const timeOf = (entry: HTMLElement, label: string) =>
  within(entry).queryByText(label, { selector: 'dt' })?.nextElementSibling?.textContent ?? null;

async function contactPage() {
  const data = createMockData();
  Object.assign(
    data.contacts.find((contact) => contact.id === jordan.id)!,
    { appliedAt: '2025-05-30' },
  );
  serveBackend({ data });
  renderDashboard([`/dashboard/contacts/${jordan.id}`]);
  const timeline = await screen.findByRole('list', { name: 'Application timeline' });
  const first = await screen.findByRole('article', { name: /^Email 1:/ });
  const third = screen.getByRole('article', { name: /^Email 3:/ });
  return { timeline, first, third };
}

const RAW_OFFSET = /GMT|UTC|\bE[DS]T\b|[+-]\d{1,2}:\d{2}/;
const CLOCK_24H = /\b(1[3-9]|2[0-3]):\d{2}\b/;

describe('times on the contact page', () => {
  it("with a Tokyo browser: New York's clock first, then the user's, in history and timeline alike", async () => {
    browserIn('Asia/Tokyo');
    const { timeline, first, third } = await contactPage();
    expect(timeOf(first, 'Sent')).toBe('Mon, Jun 2, 2025, 9:02 AM in New York (10:02 PM your time)');
    // 15:40 UTC is past midnight in Tokyo: the user's day is named.
    expect(timeOf(first, 'Opened')).toBe('Mon, Jun 2, 2025, 11:40 AM in New York (Tue, Jun 3, 2025, 12:40 AM your time)');
    expect(timeOf(third, 'Scheduled for')).toBe('Tue, Jun 10, 2025, 9:00 AM in New York (10:00 PM your time)');

    const sent = within(timeline).getByText('Email 1 sent').closest('li')!;
    expect(within(sent).getByText('Mon, Jun 2, 2025, 9:02 AM in New York (10:02 PM your time)')).toBeInTheDocument();
    // The applied day stays a day.
    expect(within(timeline).getByText('May 30, 2025')).toBeInTheDocument();

    for (const text of [timeline.textContent, first.textContent, third.textContent]) {
      expect(text).not.toMatch(RAW_OFFSET);
      expect(text).not.toMatch(CLOCK_24H);
    }
  });

  it('with a browser in New York itself: one clock, no bracket', async () => {
    browserIn('America/New_York');
    const { timeline, first } = await contactPage();
    expect(timeOf(first, 'Sent')).toBe('Mon, Jun 2, 2025, 9:02 AM in New York');
    const sent = within(timeline).getByText('Email 1 sent').closest('li')!;
    expect(within(sent).getByText('Mon, Jun 2, 2025, 9:02 AM in New York')).toBeInTheDocument();
    expect(timeline.textContent).not.toMatch(/your time/);
  });
});
