import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import {
  ALREADY_ATTACHED,
  AT_LEAST_ONE_EMAIL,
  AUTHORIZE_GMAIL_FOR_TEST,
  CONNECT_GMAIL,
  CONNECT_OUTLOOK,
  DAYS_TO_WAIT_MAX,
  DAYS_TO_WAIT_MIN,
  DEFAULT_FIRST_SUBJECT,
  DELAY_NEGATIVE,
  EMAIL_BODY_EMPTY,
  EMAIL_SUBJECT_EMPTY,
  GMAIL_ACCESS_REQUIRED,
  NOT_NOW,
  SEQUENCE_DRAFT_KEPT_NOTE,
  authorizeMailboxForTest,
  connectMailboxLabel,
  mailAccessRequired,
  sequenceDraftKeptNote,
  SEQUENCE_SCHEDULED,
  fileUploaded,
  unsupportedFileType,
  attachmentsTooLarge,
} from 'contracts';
import {
  createMockBackend,
  createMockData,
  fixtureUser,
  graphqlErrorHandler,
  type MockBackend,
  type MockHandlerOptions,
} from 'mocks';
import { renderDashboard, setupDashboardTests } from '../testing/render-dashboard';

// antd pages render slowly in jsdom on a small machine; this is headroom, not a timing goal.
jest.setTimeout(120_000);

// antd's Modal measures the scrollbar with getComputedStyle(element, '::-webkit-scrollbar'), which jsdom lacks.
const jsdomGetComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => jsdomGetComputedStyle(element);

const { server } = setupDashboardTests();
/** A Monday, 14:00 UTC (10:00 in New York): the mock's schedule preview starts here. */
const NOW = new Date('2025-06-02T14:00:00.000Z');

function useMockBackend(options: MockHandlerOptions = {}): MockBackend {
  const backend = createMockBackend({ now: () => NOW, ...options });
  server.use(...backend.handlers);
  return backend;
}

/** A Gmail user whose grant was revoked: the spec's Gmail words, exactly. */
function revokedGmailBackend(): MockBackend {
  const backend = createMockBackend({ now: () => NOW, hasGmailPermission: false });
  backend.state.gmail = { googleEmail: fixtureUser.email, tier: 'SEND_ONLY', needsReconnect: true };
  server.use(...backend.handlers);
  return backend;
}

/** An Outlook user whose grant was revoked (or disconnected). */
function revokedOutlookBackend(): MockBackend {
  const backend = createMockBackend({ now: () => NOW, hasGmailPermission: false });
  backend.state.outlook = { address: 'sam.seeker@outlook.com', tier: 'SEND_ONLY', needsReconnect: true };
  server.use(...backend.handlers);
  return backend;
}

/** The wizard as the add-contact page opens it for Jordan Lee (contact 201 of campaign 101). */
function renderWizard(campaignId = 101, contactId = 201) {
  return renderDashboard([
    '/dashboard/campaigns',
    {
      pathname: `/dashboard/campaigns/${campaignId}/email-sequences`,
      search: `?contactId=${contactId}&step=sequence`,
      state: { contact: { id: contactId, firstName: 'Jordan' }, campaign: { id: campaignId }, fromContactFlow: true },
    },
  ]);
}

const email = (n: number) => screen.getByRole('region', { name: `Email ${n}` });
const field = (n: number, label: string) => within(email(n)).getByLabelText(label);
const previewButton = () => screen.getByRole('button', { name: 'Preview & Schedule Sequence' });

async function replace(element: HTMLElement, text: string) {
  await userEvent.clear(element);
  if (text) await userEvent.type(element, text);
}

describe('sequence wizard: drafting (/dashboard/campaigns/:id/email-sequences)', () => {
  it('loads the saved emails and checks the §5 rules before the preview', async () => {
    useMockBackend();
    renderWizard();
    expect(await screen.findByRole('region', { name: 'Email 3' })).toBeInTheDocument();
    expect(screen.getByText('Write Your Email Sequence', { selector: 'h1' })).toBeInTheDocument();
    expect(field(2, 'Subject')).toHaveValue('Re: Quick follow-up on the Senior Frontend Engineer role');
    expect(field(2, 'Subject')).toHaveAttribute('readonly');
    // Shown as sent: the contact's first name and the user's name written in, never braces or '[Your Name]'.
    expect((field(1, 'Body') as HTMLTextAreaElement).value).toMatch(
      new RegExp(`^Hi Jordan,[\\s\\S]*Best regards,\\n${fixtureUser.name}$`),
    );

    await replace(field(1, 'Body'), '');
    await replace(field(2, 'Days to wait'), '-1');
    await replace(field(3, 'Days to wait'), '0');
    await userEvent.click(previewButton());
    expect(within(email(1)).getByRole('alert')).toHaveTextContent(EMAIL_BODY_EMPTY);
    expect(within(email(2)).getByRole('alert')).toHaveTextContent(DELAY_NEGATIVE);
    expect(within(email(3)).getByRole('alert')).toHaveTextContent(DAYS_TO_WAIT_MIN);
    expect(screen.queryByText('Preview and Confirm')).not.toBeInTheDocument();
  });

  it('adds follow-ups up to three, 2 x the step count days apart, and keeps at least one email', async () => {
    useMockBackend();
    renderWizard(103, 203);
    expect(await screen.findByRole('region', { name: 'Email 1' })).toBeInTheDocument();
    expect(field(1, 'Subject')).toHaveValue(DEFAULT_FIRST_SUBJECT);

    await userEvent.click(screen.getByRole('button', { name: 'Add Follow-up Email' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add Follow-up Email' }));
    expect(field(2, 'Days to wait')).toHaveValue(2);
    expect(field(3, 'Days to wait')).toHaveValue(4);
    expect(screen.getByRole('button', { name: 'Up to 3 emails per sequence' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Remove Email 3' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove Email 2' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove Email 1' }));
    expect(await screen.findByText(AT_LEAST_ONE_EMAIL)).toBeInTheDocument();
    expect(email(1)).toBeInTheDocument();
  });

  it('mirrors the api bounds: subject 200, body 20,000 characters, 1 to 60 days, a subject for each email that owns one', async () => {
    useMockBackend();
    renderWizard();
    expect(await screen.findByRole('region', { name: 'Email 3' })).toBeInTheDocument();
    expect(field(1, 'Subject')).toHaveAttribute('maxlength', '200');
    expect(field(1, 'Body')).toHaveAttribute('maxlength', '20000');
    expect(field(2, 'Days to wait')).toHaveAttribute('min', '1');
    expect(field(2, 'Days to wait')).toHaveAttribute('max', '60');

    await replace(field(1, 'Subject'), '');
    await replace(field(2, 'Days to wait'), '61');
    await userEvent.click(within(email(3)).getByText('New email'));
    await replace(field(3, 'Subject'), '');
    await userEvent.click(previewButton());
    expect(within(email(1)).getByRole('alert')).toHaveTextContent(EMAIL_SUBJECT_EMPTY);
    expect(within(email(2)).getByRole('alert')).toHaveTextContent(DAYS_TO_WAIT_MAX);
    expect(within(email(3)).getByRole('alert')).toHaveTextContent(EMAIL_SUBJECT_EMPTY);
    expect(screen.queryByText('Preview and Confirm')).not.toBeInTheDocument();

    // Input stops at the bound.
    await userEvent.click(field(1, 'Subject'));
    await userEvent.paste('s'.repeat(205));
    expect(field(1, 'Subject')).toHaveValue('s'.repeat(200));
  });

  it('lets a follow-up start a new email with its own subject', async () => {
    useMockBackend();
    renderWizard();
    await screen.findByRole('region', { name: 'Email 2' });
    await userEvent.click(within(email(2)).getByText('New email'));
    expect(field(2, 'Subject')).not.toHaveAttribute('readonly');
    await replace(field(2, 'Subject'), 'A fresh start');
    // Email 3 continues email 2's thread now.
    expect(field(3, 'Subject')).toHaveValue('Re: A fresh start');
  });
});

describe('sequence wizard: attachments and test email', () => {
  it('marks files already on the email, uploads new ones and attaches them', async () => {
    const backend = useMockBackend();
    renderWizard();
    await screen.findByRole('region', { name: 'Email 1' });
    await userEvent.click(within(email(1)).getByRole('button', { name: 'Add attachment' }));
    const dialog = await screen.findByRole('dialog', { name: /Attachment Library/ });
    const attached = await within(dialog).findByRole('button', { name: `Alex_Morgan_Resume.pdf: ${ALREADY_ATTACHED}` });
    expect(attached).toBeDisabled();
    expect(within(dialog).getByText('1.79 MB')).toBeInTheDocument();

    const input = within(dialog).getByLabelText('Choose files to upload');
    await userEvent.upload(input, new File(['png'], 'photo.png', { type: 'image/png' }), { applyAccept: false });
    expect(await screen.findByText(unsupportedFileType('photo.png'))).toBeInTheDocument();

    const letter = new File([new Uint8Array(2048)], 'Reference_Letter.pdf', { type: 'application/pdf' });
    await userEvent.upload(input, letter);
    expect(await screen.findByText(fileUploaded('Reference_Letter.pdf'))).toBeInTheDocument();
    expect(await within(dialog).findByRole('button', { name: `Reference_Letter.pdf: ${ALREADY_ATTACHED}` })).toBeDisabled();
    expect(within(email(1)).getByText('Reference_Letter.pdf (2 KB)')).toBeInTheDocument();
    expect(backend.state.data.attachments.at(-1)).toMatchObject({ fileName: 'Reference_Letter.pdf', fileSize: 2048 });
  });

  it("refuses a file that would take the email over Gmail's 25 MB, saying so", async () => {
    const data = createMockData();
    data.attachments.push(
      { ...data.attachments[0]!, id: 90, fileName: 'Big_Portfolio.pdf', fileSize: 20 * 1024 * 1024 },
      { ...data.attachments[0]!, id: 91, fileName: 'Huge_Reel.pdf', fileSize: 6 * 1024 * 1024 },
    );
    useMockBackend({ data });
    renderWizard();
    await screen.findByRole('region', { name: 'Email 2' });
    await userEvent.click(within(email(2)).getByRole('button', { name: 'Add attachment' }));
    const dialog = await screen.findByRole('dialog', { name: /Attachment Library/ });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Attach Big_Portfolio.pdf' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Attach Huge_Reel.pdf' }));
    expect(await within(email(2)).findByRole('alert')).toHaveTextContent(attachmentsTooLarge(2));
    expect(within(email(2)).getByText('Big_Portfolio.pdf (20 MB)')).toBeInTheDocument();
    expect(within(email(2)).queryByText(/Huge_Reel\.pdf \(/)).not.toBeInTheDocument();
  });

  it('sends a test email and shows the server message', async () => {
    useMockBackend();
    renderWizard();
    await screen.findByRole('region', { name: 'Email 1' });
    await userEvent.click(within(email(1)).getByRole('button', { name: 'Send test email' }));
    expect(await screen.findByText(`Test email sent to ${fixtureUser.email}`)).toBeInTheDocument();
  });

  it("greets a sample recipient ('Hi there'), not the user by their own name, in the test email", async () => {
    useMockBackend();
    const sent: Array<{ subject: string; body: string }> = [];
    server.use(
      graphql.mutation('SendTestEmail', ({ variables }) => {
        sent.push(variables.data as { subject: string; body: string });
        return HttpResponse.json({
          data: { sendTestEmail: { success: true, hasRefreshToken: true, message: 'Test email sent' } },
        });
      }),
    );
    renderWizard();
    await screen.findByRole('region', { name: 'Email 1' });
    // The saved first email starts 'Hi {{contact_first_name}},' (the editor shows the contact's name there).
    expect((field(1, 'Body') as HTMLTextAreaElement).value).toMatch(/^Hi Jordan,/);
    await userEvent.click(within(email(1)).getByRole('button', { name: 'Send test email' }));
    await screen.findByText('Test email sent');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toMatch(/^Hi there,/);
    expect(sent[0]!.body).not.toContain('{{contact_first_name}}');
    expect(sent[0]!.body).not.toContain(fixtureUser.name.split(' ')[0]);
  });

  it('asks to authorize Gmail when there is no refresh token', async () => {
    revokedGmailBackend();
    renderWizard();
    await screen.findByRole('region', { name: 'Email 1' });
    await userEvent.click(within(email(1)).getByRole('button', { name: 'Send test email' }));
    expect(await screen.findAllByText(AUTHORIZE_GMAIL_FOR_TEST)).not.toHaveLength(0);
    expect(await screen.findByRole('button', { name: 'Connect Gmail' })).toBeInTheDocument();
  });

  it('asks an Outlook user to connect Outlook, offering it first', async () => {
    revokedOutlookBackend();
    renderWizard();
    await screen.findByRole('region', { name: 'Email 1' });
    await userEvent.click(within(email(1)).getByRole('button', { name: 'Send test email' }));
    expect(await screen.findAllByText(authorizeMailboxForTest('OUTLOOK'))).not.toHaveLength(0);
    expect(screen.queryByText(AUTHORIZE_GMAIL_FOR_TEST)).not.toBeInTheDocument();
    const popover = await screen.findByRole('dialog', { name: CONNECT_OUTLOOK });
    const connect = within(popover)
      .getAllByRole('button')
      .filter((button) => /^Connect /.test(button.textContent ?? ''));
    expect(connect.map((button) => button.textContent)).toEqual([CONNECT_OUTLOOK, CONNECT_GMAIL]);
  });

  it('speaks of "your mailbox" when none was ever connected', async () => {
    useMockBackend({ hasGmailPermission: false });
    renderWizard();
    await screen.findByRole('region', { name: 'Email 1' });
    await userEvent.click(within(email(1)).getByRole('button', { name: 'Send test email' }));
    expect(await screen.findAllByText(authorizeMailboxForTest(null))).not.toHaveLength(0);
    expect(await screen.findByRole('dialog', { name: connectMailboxLabel(null) })).toBeInTheDocument();
  });
});

describe('sequence wizard: preview and scheduling', () => {
  it('previews the real send times, keeps edits through Edit Draft and schedules the sequence', async () => {
    const backend = useMockBackend();
    renderWizard();
    await screen.findByRole('region', { name: 'Email 3' });
    await replace(field(2, 'Body'), 'Just checking in.');
    await userEvent.click(within(email(3)).getByText('New email'));
    await replace(field(3, 'Subject'), 'One last note');
    await replace(field(3, 'Days to wait'), '3');

    await userEvent.click(previewButton());
    expect(await screen.findByText('Preview and Confirm')).toBeInTheDocument();
    expect(screen.getByText('Jordan Lee <jordan.lee@acme.example>')).toBeInTheDocument();
    // Mock schedule from Monday 14:00 UTC: +2 days (Wednesday), +3 days lands on Saturday and moves to Monday.
    const timeline = await screen.findByRole('list', { name: 'Send times' }).catch(() => screen.getByLabelText('Send times'));
    // One formatter for every send time (weekday within a week); the mock's dates are behind the real clock, so 'now'.
    await waitFor(() => expect(timeline).toHaveTextContent('Email 1 (Immediately)now, Mon 10:00 AM in New York'));
    expect(timeline).toHaveTextContent('Email 2 (2 days after email 1)now, Wed 10:00 AM in New York');
    expect(timeline).toHaveTextContent('Email 3 (3 days after email 2)now, Mon 10:00 AM in New York');

    await userEvent.click(screen.getByRole('button', { name: 'Edit Draft' }));
    expect(field(2, 'Body')).toHaveValue('Just checking in.');
    expect(field(3, 'Subject')).toHaveValue('One last note');
    await userEvent.click(previewButton());
    await userEvent.click(await screen.findByRole('button', { name: 'Send Follow-Up' }));

    // The toast says exactly when the first email goes, never 'Immediately' unless it does.
    expect(await screen.findByText(`${SEQUENCE_SCHEDULED} The first email goes`, { exact: false })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard\/campaigns$/));
    const steps = backend.state.data.steps.filter((s) => s.campaignId === 101);
    expect(
      steps.map(({ position, subject, daysDelay, nextMailInThread, attachmentIds }) => ({
        position,
        subject,
        daysDelay,
        nextMailInThread,
        attachmentIds,
      })),
    ).toEqual([
      {
        position: 1,
        subject: 'Quick follow-up on the Senior Frontend Engineer role',
        daysDelay: 0,
        nextMailInThread: true,
        attachmentIds: [1],
      },
      {
        position: 2,
        subject: 'Quick follow-up on the Senior Frontend Engineer role',
        daysDelay: 2,
        nextMailInThread: false,
        attachmentIds: [],
      },
      { position: 3, subject: 'One last note', daysDelay: 3, nextMailInThread: true, attachmentIds: [] },
    ]);
    expect(steps[1]!.body).toBe('Just checking in.');
  });

  it('asks to connect Gmail instead of scheduling without the Gmail grant', async () => {
    const backend = revokedGmailBackend();
    const stepsBefore = structuredClone(backend.state.data.steps);
    renderWizard();
    await screen.findByRole('region', { name: 'Email 1' });
    await userEvent.click(previewButton());
    await userEvent.click(await screen.findByRole('button', { name: 'Send Follow-Up' }));
    expect((await screen.findAllByText(GMAIL_ACCESS_REQUIRED)).length).toBeGreaterThan(0);
    expect(await screen.findByRole('button', { name: 'Connect Gmail' })).toBeInTheDocument();
    expect(backend.state.data.steps).toEqual(stepsBefore);
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/campaigns/101/email-sequences');
  });

  it("shows 'Loading....' then 'Error' when the sequence cannot be fetched", async () => {
    useMockBackend();
    server.use(graphqlErrorHandler('query', 'GetCampaignWithEmailSequences', 'Database unavailable'));
    renderWizard();
    expect(screen.getByText('Loading....')).toBeInTheDocument();
    expect(await screen.findByText('Error', { selector: '[role="alert"]' })).toBeInTheDocument();
  });
});

describe('sequence wizard: connecting a mailbox keeps the draft', () => {
  const CONSENT_URL = 'http://localhost/#google-consent';
  let startFlowVariables: unknown[] = [];
  beforeEach(() => {
    startFlowVariables = [];
    window.sessionStorage.clear();
  });
  afterEach(() => {
    window.history.replaceState(null, '', '/');
    window.sessionStorage.clear();
  });

  async function previewWithoutGmail() {
    await screen.findByRole('region', { name: 'Email 1' });
    await replace(field(2, 'Body'), 'Checking in once more.');
    await userEvent.click(previewButton());
    await userEvent.click(await screen.findByRole('button', { name: 'Send Follow-Up' }));
    return screen.findByRole('dialog', { name: connectMailboxLabel(null) });
  }

  it('comes back to the same contact and step with the edited drafts after Google', async () => {
    const backend = useMockBackend({ hasGmailPermission: false });
    server.use(
      graphql.mutation('StartGoogleAuthFlow', ({ variables }) => {
        startFlowVariables.push(variables);
        return HttpResponse.json({ data: { startGoogleAuthFlow: { success: true, message: 'started', url: CONSENT_URL } } });
      }),
    );
    const view = renderWizard();
    const popover = await previewWithoutGmail();
    await userEvent.click(within(popover).getByRole('radio', { name: /^Send \+ detect replies/ }));
    await userEvent.click(within(popover).getByRole('button', { name: CONNECT_GMAIL }));
    await waitFor(() => expect(window.location.hash).toBe('#google-consent'));
    // The preview is in the URL (step=preview), so Google returns straight to it.
    expect(startFlowVariables).toEqual([
      { returnTo: '/dashboard/campaigns/101/email-sequences?contactId=201&step=preview', detectReplies: true },
    ]);

    // Back from Google (a new page load: no navigation state), now with the grant.
    view.unmount();
    backend.state.hasGmailPermission = true;
    renderDashboard(['/dashboard/campaigns/101/email-sequences?contactId=201&step=sequence']);
    expect(await screen.findByText('Preview and Confirm')).toBeInTheDocument();
    expect(screen.getByText('Checking in once more.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send Follow-Up' }));
    expect(await screen.findByText(SEQUENCE_SCHEDULED, { exact: false })).toBeInTheDocument();
    expect(backend.state.data.steps.find((step) => step.campaignId === 101 && step.position === 2)!.body).toBe(
      'Checking in once more.',
    );
    // Scheduled: the kept draft is gone, the wizard opens on the saved sequence again.
    expect(window.sessionStorage.length).toBe(0);
  });

  it("'Not now' keeps the draft in this tab and shows the way on instead of a dead end", async () => {
    const backend = useMockBackend({ hasGmailPermission: false });
    const stepsBefore = structuredClone(backend.state.data.steps);
    const view = renderWizard();
    const popover = await previewWithoutGmail();
    await userEvent.click(within(popover).getByRole('button', { name: NOT_NOW }));
    expect(await screen.findByText(sequenceDraftKeptNote(null))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the sequence' })).toHaveAttribute('href', '/dashboard/campaigns/101');
    expect(backend.state.data.steps).toEqual(stepsBefore);

    view.unmount();
    renderWizard();
    expect(await screen.findByText('Preview and Confirm')).toBeInTheDocument();
    expect(screen.getByText('Checking in once more.')).toBeInTheDocument();
  });
});

describe('sequence wizard: an Outlook user', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/');
    window.sessionStorage.clear();
  });

  it('names Outlook at the preview and Microsoft comes back to the same step with the edited drafts', async () => {
    const backend = revokedOutlookBackend();
    const calls: unknown[] = [];
    server.use(
      graphql.mutation('StartOutlookConnection', ({ variables }) => {
        calls.push(variables);
        const started = { success: true, message: 'started', url: 'http://localhost/#microsoft-consent' };
        return HttpResponse.json({ data: { startOutlookConnection: started } });
      }),
    );
    const view = renderWizard();
    await screen.findByRole('region', { name: 'Email 1' });
    await replace(field(2, 'Body'), 'Checking in once more.');
    await userEvent.click(previewButton());
    await userEvent.click(await screen.findByRole('button', { name: 'Send Follow-Up' }));
    const popover = await screen.findByRole('dialog', { name: CONNECT_OUTLOOK });
    expect(screen.getAllByText(mailAccessRequired('OUTLOOK')).length).toBeGreaterThan(0);
    expect(screen.queryByText(GMAIL_ACCESS_REQUIRED)).not.toBeInTheDocument();
    await userEvent.click(within(popover).getByRole('button', { name: CONNECT_OUTLOOK }));
    await waitFor(() => expect(window.location.hash).toBe('#microsoft-consent'));
    expect(calls).toEqual([
      { detectReplies: false, returnTo: '/dashboard/campaigns/101/email-sequences?contactId=201&step=preview' },
    ]);

    view.unmount();
    backend.state.outlook = { address: 'sam.seeker@outlook.com', tier: 'SEND_ONLY', needsReconnect: false };
    backend.state.hasGmailPermission = true;
    renderDashboard(['/dashboard/campaigns/101/email-sequences?contactId=201&step=sequence']);
    expect(await screen.findByText('Preview and Confirm')).toBeInTheDocument();
    expect(screen.getByText('Checking in once more.')).toBeInTheDocument();
  });

  it("'Not now' says the draft waits for Outlook", async () => {
    revokedOutlookBackend();
    renderWizard();
    await screen.findByRole('region', { name: 'Email 1' });
    await userEvent.click(previewButton());
    await userEvent.click(await screen.findByRole('button', { name: 'Send Follow-Up' }));
    const popover = await screen.findByRole('dialog', { name: CONNECT_OUTLOOK });
    await userEvent.click(within(popover).getByRole('button', { name: NOT_NOW }));
    expect(await screen.findByText(sequenceDraftKeptNote('OUTLOOK'))).toBeInTheDocument();
    expect(screen.queryByText(SEQUENCE_DRAFT_KEPT_NOTE)).not.toBeInTheDocument();
  });
});
