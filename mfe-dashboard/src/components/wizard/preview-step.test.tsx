// Step 3 against the mock api, opened as after a reload (no navigation state): what the recruiter will read (names
// filled in and marked), when each email goes out in the recipient's zone, the leftovers that block sending.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMockBackend, createMockData, fixtureUser, type MockData } from 'mocks';
import { renderDashboard, setupDashboardTests } from '../../testing/render-dashboard';

// antd pages render slowly in jsdom on a small machine; this is headroom, not a timing goal.
jest.setTimeout(30_000);

const { server } = setupDashboardTests();

/** Pins the clock of the page and of the mock api to `now` (only Date: timers keep running for the UI). */
function openPreview(now: string, data: MockData = createMockData()) {
  jest.useFakeTimers({
    now: new Date(now),
    doNotFake: [
      'setTimeout',
      'clearTimeout',
      'setInterval',
      'clearInterval',
      'setImmediate',
      'clearImmediate',
      'nextTick',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'performance',
      'hrtime',
    ],
  });
  const backend = createMockBackend({ data, now: () => new Date(now) });
  server.use(...backend.handlers);
  renderDashboard([{ pathname: '/dashboard/campaigns/101/email-sequences', search: '?contactId=201&step=preview' }]);
  return backend;
}

afterEach(() => jest.useRealTimers());

const emailCard = (n: number) =>
  within(screen.getByRole('list', { name: 'Emails' })).getByRole('listitem', { name: `Email ${n}` });
const sendButton = () => screen.getByRole('button', { name: 'Send Follow-Up' });

describe('preview you can trust (step 3)', () => {
  it("fills in the contact's and the user's names, marked, and lists the saved attachments by name after a reload", async () => {
    openPreview('2026-11-23T19:25:00.000Z');
    expect(await screen.findByText('Preview and Confirm')).toBeInTheDocument();
    const first = await waitFor(() => emailCard(1));
    expect(first).not.toHaveTextContent('{{');
    expect(first).not.toHaveTextContent('[Your Name]');
    const marked = [...first.querySelectorAll('mark')].map((mark) => mark.textContent);
    expect(marked).toEqual(['Jordan', fixtureUser.name]);
    expect(first).toHaveTextContent('Quick follow-up on the Senior Frontend Engineer role');
    expect(first).toHaveTextContent('Attachments: Alex_Morgan_Resume.pdf');
    expect(screen.getByText('Alex_Morgan_Resume.pdf (242.49 KB)')).toBeInTheDocument();
    expect(screen.queryByText('None')).not.toBeInTheDocument();
  });

  it("labels each email with its planned time in the recipient's zone, 'Immediately' only for one due now", async () => {
    // Monday Nov 23, 2026, 2:25 PM in New York: email 1 goes now, 2 two work days later, 3 four work days after it
    // (Thanksgiving counts as a day of waiting; the weekend does not).
    openPreview('2026-11-23T19:25:00.000Z');
    await waitFor(() => expect(emailCard(2)).toHaveTextContent('Wed 2:25 PM in New York (7:25 PM your time)'));
    expect(emailCard(1)).toHaveTextContent('Immediately');
    expect(emailCard(3)).toHaveTextContent('Tue, Dec 1, 2:25 PM in New York (7:25 PM your time)');
    expect(screen.getByText('8 days (Nov 23 – Dec 1)')).toBeInTheDocument();
    expect(screen.queryByText(/business days \(/)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Send times')).toHaveTextContent(
      'Email 1 (Immediately)now, Mon 2:25 PM in New York (7:25 PM your time)',
    );
  });

  it("never says 'Immediately' for a first email that waits: it says when, in the recipient's time and the user's", async () => {
    const zone = jest
      .spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions')
      .mockReturnValue({ ...new Intl.DateTimeFormat('en-US').resolvedOptions(), timeZone: 'Europe/Berlin' });
    try {
      openPreview('2026-11-29T15:00:00.000Z'); // Sunday 10:00 AM in New York: Monday's window opens at 9:00
      await waitFor(() => expect(emailCard(1)).toHaveTextContent('Mon 9:00 AM in New York (3:00 PM your time)'));
      expect(emailCard(1)).not.toHaveTextContent('Immediately');
      expect(screen.getByLabelText('Send times')).not.toHaveTextContent('Immediately');
      expect(screen.getByLabelText('Send times')).toHaveTextContent('Mon 9:00 AM in New York (3:00 PM your time)');
      // The zone and why: the contact's address names no country, and the zone is not the browser's.
      expect(screen.getByText('9:00-17:00 in America/New_York, the zone you chose')).toBeInTheDocument();
    } finally {
      zone.mockRestore();
    }
  });

  it('lists template leftovers above Send and only lets the sequence go once they are fixed', async () => {
    const data = createMockData();
    const steps = data.steps.filter((step) => step.campaignId === 101);
    steps[0]!.subject = 'Quick follow-up on the X role';
    steps[2]!.body = 'One last note about {{company}}.\n\nBest,\n[Your Name]';
    openPreview('2026-11-23T19:25:00.000Z', data);

    const warnings = await screen.findByRole('list', { name: 'Before sending' });
    expect(
      within(warnings)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      "Email 1: replace 'the X role' with the role you applied for.",
      "Email 2: replace 'the X role' with the role you applied for.",
      "Email 3: replace 'the X role' with the role you applied for.",
      "Email 3: replace '[Your Name]' with your name.",
      "Email 3: '{{company}}' is not a placeholder we can fill; write the text instead.",
    ]);
    expect(sendButton()).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Edit Draft' }));
    const subject = within(await screen.findByRole('region', { name: 'Email 1' })).getByLabelText('Subject');
    await userEvent.clear(subject);
    await userEvent.click(subject);
    await userEvent.paste('Following up on the Frontend Engineer role');
    const body = within(screen.getByRole('region', { name: 'Email 3' })).getByLabelText('Body');
    await userEvent.clear(body);
    await userEvent.click(body);
    await userEvent.paste('One last note from me.');
    await userEvent.click(screen.getByRole('button', { name: 'Preview & Schedule Sequence' }));

    expect(await screen.findByText('Preview and Confirm')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Before sending' })).not.toBeInTheDocument();
    expect(sendButton()).toBeEnabled();
  }, 60_000);
});
