// The wizard's preview timeline against the mock api: a step that a public holiday moved says from which day and why.
import { render, screen, within } from '@testing-library/react';
import { createMockBackend } from 'mocks';
import { AppProviders, createAppQueryClient } from 'shared-ui';
import { setupDashboardTests } from '../../testing/render-dashboard';
import { ScheduleTimeline } from './schedule-timeline';

const { server } = setupDashboardTests();

/** The user's browser in London: each time also reads in the user's own clock. */
let browserZone: jest.SpyInstance;
beforeEach(() => {
  const real = Intl.DateTimeFormat.prototype.resolvedOptions;
  browserZone = jest.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
    this: Intl.DateTimeFormat,
  ) {
    return { ...real.call(this), timeZone: 'Europe/London' };
  });
});
afterEach(() => browserZone.mockRestore());

/** `serverNow` plans the sends; `clientNow` (default the same) is what 'Immediately' is measured against. */
function renderTimeline(serverNow: string, delays: number[], clientNow = serverNow) {
  server.use(...createMockBackend({ now: () => new Date(serverNow) }).handlers);
  return render(
    <AppProviders queryClient={createAppQueryClient()}>
      <ScheduleTimeline timezone="America/New_York" excludeWeekends delays={delays} now={new Date(clientNow)} />
    </AppProviders>,
  );
}

describe('ScheduleTimeline', () => {
  it('shows the moved date and why for a step due on Thanksgiving', async () => {
    // Tuesday 2026-11-24 10:15 in New York; email 2 is due two days later, on Thanksgiving.
    renderTimeline('2026-11-24T15:15:00.000Z', [0, 2, 4]);
    const items = within(await screen.findByLabelText('Send times')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Email 1 (Immediately)now, Tue 10:15 AM in New York (3:15 PM your time)',
      'Email 2 (2 days after email 1)Fri 9:00 AM in New York (2:00 PM your time) — moved from Thu, Nov 26: Thanksgiving Day (public holiday in the United States)',
      'Email 3 (4 days after email 2)Thu, Dec 3, 9:00 AM in New York (2:00 PM your time)',
    ]);
  });

  it('shows no note when no holiday is in the way', async () => {
    renderTimeline('2025-06-02T14:00:00.000Z', [0, 2]);
    const timeline = await screen.findByLabelText('Send times');
    expect(await within(timeline).findByText('Wed 10:00 AM in New York (3:00 PM your time)')).toBeInTheDocument();
    expect(timeline).not.toHaveTextContent('moved from');
  });

  it("does not say 'Immediately' for a first email that waits for the next sending window", async () => {
    // Planned for Monday 10:00 AM in New York while it is still Saturday evening for the user.
    renderTimeline('2025-06-02T14:00:00.000Z', [0, 2], '2025-05-31T22:00:00.000Z');
    const items = within(await screen.findByLabelText('Send times')).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent(
      'Email 1 (first email, at the next sending window)Mon 10:00 AM in New York (3:00 PM your time)',
    );
    expect(items[0]).not.toHaveTextContent('Immediately');
  });
});
