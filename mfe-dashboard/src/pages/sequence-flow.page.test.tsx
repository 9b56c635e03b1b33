// 'New Sequence' as one flow (campaign basics -> contact -> drafts -> preview) against the mock API: the stepper's
// true state, Back inside the flow, drafts saved on the server (saveSequenceDraft) and read back, and the question
// before leaving with drafts the server does not hold.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { DRAFT_STATUS_LABELS, EXCLUDE_WEEKENDS_DEFAULT, LEAVE_WITH_UNSAVED_DRAFT, SEQUENCE_SCHEDULED } from 'contracts';
import { createMockBackend, createMockData, type MockBackend, type MockHandlerOptions } from 'mocks';
import { renderDashboard, setupDashboardTests } from '../testing/render-dashboard';

jest.setTimeout(120_000);

const jsdomGetComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => jsdomGetComputedStyle(element);

const { server } = setupDashboardTests();

function useMockBackend(options: MockHandlerOptions = {}): MockBackend {
  const backend = createMockBackend(options);
  server.use(...backend.handlers);
  return backend;
}

const location = () => screen.getByTestId('location').textContent;
const search = () => screen.getByTestId('location-search').textContent;
const stepStates = () =>
  within(screen.getByLabelText('Progress'))
    .getAllByText(/Add Contact|Draft Email|Preview and Start/)
    .map((title) => title.closest('[data-state]')?.getAttribute('data-state'));
const subjectOf = (n: number) => within(screen.getByRole('region', { name: `Email ${n}` })).getByLabelText('Subject');

/** Sam Rivera's campaign (103): a contact, and no email sent yet, so its drafts are saved on the server. */
function renderSamsWizard(entries: string[] = ['/dashboard/campaigns']) {
  return renderDashboard([
    ...entries,
    { pathname: '/dashboard/campaigns/103/email-sequences', search: '?contactId=203&step=sequence' },
  ]);
}

describe('New Sequence: step 1 (campaign basics, then the contact)', () => {
  it('starts at step 1, goes on to the contact, and Back shows the basics with their values', async () => {
    const backend = useMockBackend();
    renderDashboard(['/dashboard/campaigns', '/dashboard/campaigns/new']);
    expect(await screen.findByText('Set Up Your Campaign Basics')).toBeInTheDocument();
    expect(stepStates()).toEqual(['active', 'upcoming', 'upcoming']);

    await userEvent.type(screen.getByLabelText('Sequence Name'), 'Acme platform role');
    await userEvent.click(screen.getByRole('switch', { name: 'Exclude Weekends' }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(location()).toBe('/dashboard/contacts/new'));
    const created = backend.state.data.campaigns.find((campaign) => campaign.name === 'Acme platform role')!;
    expect(search()).toBe(`?campaignId=${created.id}`);
    expect(stepStates()).toEqual(['active', 'upcoming', 'upcoming']);

    await userEvent.click(screen.getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(location()).toBe('/dashboard/campaigns/new'));
    expect(search()).toBe(`?campaignId=${created.id}`);
    expect(await screen.findByLabelText('Sequence Name')).toHaveValue('Acme platform role');
    expect(created.excludeWeekends).toBe(!EXCLUDE_WEEKENDS_DEFAULT);
    expect(screen.getByRole('switch', { name: 'Exclude Weekends' })).toHaveAttribute(
      'aria-checked',
      String(!EXCLUDE_WEEKENDS_DEFAULT),
    );

    // Continue again updates that campaign (no second one) and returns to its contact.
    await userEvent.clear(screen.getByLabelText('Sequence Name'));
    await userEvent.type(screen.getByLabelText('Sequence Name'), 'Acme platform role (renamed)');
    const count = backend.state.data.campaigns.length;
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(location()).toBe('/dashboard/contacts/new'));
    expect(backend.state.data.campaigns).toHaveLength(count);
    expect(backend.state.data.campaigns.find((campaign) => campaign.id === created.id)?.name).toBe(
      'Acme platform role (renamed)',
    );
  });
});

describe('New Sequence: the stepper tells the true state', () => {
  it('leaves Add Contact open on the drafts of a campaign with no contact, and ticks it once there is one', async () => {
    const backend = useMockBackend();
    backend.state.data.contacts = backend.state.data.contacts.filter((contact) => contact.campaignId !== 103);
    renderDashboard(['/dashboard/campaigns/103/email-sequences']);
    expect(await screen.findByRole('region', { name: 'Email 1' })).toBeInTheDocument();
    expect(stepStates()).toEqual(['upcoming', 'active', 'upcoming']);
  });

  it('shows Add Contact done and the preview active on step 3, and Back (Edit Draft or the browser) returns to step 2', async () => {
    useMockBackend();
    renderSamsWizard();
    expect(await screen.findByRole('region', { name: 'Email 1' })).toBeInTheDocument();
    expect(stepStates()).toEqual(['completed', 'active', 'upcoming']);
    await userEvent.click(screen.getByRole('button', { name: 'Preview & Schedule Sequence' }));
    expect(await screen.findByText('Preview and Confirm')).toBeInTheDocument();
    expect(search()).toBe('?contactId=203&step=preview');
    expect(stepStates()).toEqual(['completed', 'completed', 'active']);

    await userEvent.click(screen.getByRole('button', { name: 'Go back' }));
    expect(await screen.findByRole('region', { name: 'Email 1' })).toBeInTheDocument();
    expect(search()).toBe('?contactId=203&step=sequence');
    expect(stepStates()).toEqual(['completed', 'active', 'upcoming']);
  });

  it('Back on step 2 goes to the contact step of the flow, even on a direct visit with no history', async () => {
    useMockBackend();
    renderDashboard([{ pathname: '/dashboard/campaigns/103/email-sequences', search: '?contactId=203&step=sequence' }]);
    expect(await screen.findByRole('region', { name: 'Email 1' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(location()).toBe('/dashboard/contacts/new'));
    expect(search()).toBe('?campaignId=103');
  });
});

describe('New Sequence: drafts saved on the server', () => {
  it('saves an edit about a second later (Saving…, Saved), schedules nobody, and a new visit shows the saved drafts', async () => {
    const backend = useMockBackend();
    const { unmount } = renderSamsWizard();
    await userEvent.clear(await screen.findByLabelText('Subject'));
    await userEvent.type(subjectOf(1), 'Checking in on the role');
    expect(screen.getByRole('status', { name: 'Draft save status' })).toHaveTextContent(DRAFT_STATUS_LABELS.unsaved);
    await waitFor(
      () => expect(screen.getByRole('status', { name: 'Draft save status' })).toHaveTextContent(DRAFT_STATUS_LABELS.saved),
      { timeout: 5_000 },
    );
    const steps = backend.state.data.steps.filter((step) => step.campaignId === 103);
    expect(steps.map((step) => step.subject)).toEqual(['Checking in on the role']);
    expect(backend.state.data.emails.filter((email) => email.campaignId === 103)).toHaveLength(0);

    // A reload: a fresh page reads the steps back.
    unmount();
    renderSamsWizard();
    expect(await screen.findByLabelText('Subject')).toHaveValue('Checking in on the role');
  });

  it('asks before leaving when the draft cannot be saved, and stays on Stay', async () => {
    useMockBackend();
    server.use(
      graphql.mutation('SaveSequenceDraft', () =>
        HttpResponse.json({ data: { saveSequenceDraft: { success: false, message: 'Try again later', count: 0 } } }),
      ),
    );
    renderSamsWizard();
    await userEvent.clear(await screen.findByLabelText('Subject'));
    await userEvent.type(subjectOf(1), 'Not saved');
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Draft save status' })).toHaveTextContent(DRAFT_STATUS_LABELS.unsaved),
    );

    // The wizard's own Back.
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave this page?' });
    expect(dialog).toHaveTextContent(LEAVE_WITH_UNSAVED_DRAFT);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(location()).toBe('/dashboard/campaigns/103/email-sequences');
    expect(subjectOf(1)).toHaveValue('Not saved');

    // A reload or closing the tab is asked by the browser while the drafts are unsaved.
    const unload = new Event('beforeunload', { cancelable: true });
    act(() => {
      window.dispatchEvent(unload);
    });
    expect(unload.defaultPrevented).toBe(true);

    // A link elsewhere (the campaign's name) asks too; Leave goes.
    await userEvent.click(screen.getByRole('link', { name: 'Follow up with Hiring Manager' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Leave this page?' })).getByRole('button', { name: 'Leave' }),
    );
    await waitFor(() => expect(location()).toBe('/dashboard/campaigns/103'));
  });

  it('leaves without asking once the draft is saved', async () => {
    useMockBackend();
    renderSamsWizard();
    await userEvent.clear(await screen.findByLabelText('Subject'));
    await userEvent.type(subjectOf(1), 'Saved before leaving');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(location()).toBe('/dashboard/contacts/new'));
    expect(screen.queryByRole('dialog', { name: 'Leave this page?' })).not.toBeInTheDocument();
  });
});

describe('Send Follow-Up: a click is never swallowed', () => {
  it('waits, disabled and saying Saving…, for a draft save on its way; then one schedule however fast it is clicked', async () => {
    // Sam's campaign with finished drafts (the template's 'X role' would rightly keep Send disabled).
    const data = createMockData();
    const finished = data.steps.filter((step) => step.campaignId === 102);
    data.steps.push(...finished.map((step, index) => ({ ...step, id: 900 + index, campaignId: 103 })));
    const backend = useMockBackend({ data });
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const calls: string[] = [];
    // In front of the mock api (a resolver that returns nothing hands the request on): a slow draft save.
    server.use(
      graphql.mutation('SaveSequenceDraft', async () => {
        calls.push('save');
        await gate;
        calls.push('saved');
      }),
      graphql.mutation('CreateEmailSequence', () => {
        calls.push('schedule');
      }),
    );
    renderSamsWizard();
    await screen.findByRole('region', { name: 'Email 1' });
    await userEvent.clear(subjectOf(1));
    await userEvent.type(subjectOf(1), 'Sent after the save');
    await userEvent.click(screen.getByRole('button', { name: 'Preview & Schedule Sequence' }));
    expect(await screen.findByText('Preview and Confirm')).toBeInTheDocument();

    // Leaving the draft step saves it; until that is over the button cannot act, and says why.
    const waiting = await screen.findByRole('button', { name: new RegExp(DRAFT_STATUS_LABELS.saving) });
    expect(waiting).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Send Follow-Up' })).not.toBeInTheDocument();
    expect(calls).toContain('save');

    act(() => release());
    const send = await screen.findByRole('button', { name: 'Send Follow-Up' });
    expect(send).toBeEnabled();
    await userEvent.dblClick(send);
    await waitFor(() => expect(location()).toBe('/dashboard/campaigns'));
    expect(calls.filter((call) => call === 'schedule')).toHaveLength(1);
    expect(calls.indexOf('schedule')).toBeGreaterThan(calls.lastIndexOf('saved'));
    expect(backend.state.data.steps.find((step) => step.campaignId === 103 && step.position === 1)?.subject).toBe(
      'Sent after the save',
    );
    expect(await screen.findByText(new RegExp(SEQUENCE_SCHEDULED))).toBeInTheDocument();
  });
});
