import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ACCOUNT_DELETED_NOTICE_STATE,
  AUTH_BASE_PATH,
  AUTH_PATHS,
  CHANGE_PASSWORD_FAILED,
  CHANGE_PASSWORD_SUCCESS,
  DELETE_ACCOUNT_CONFIRMATION,
  FAILED_TO_AUTHORIZE_GOOGLE_MAIL,
  FAILED_TO_START_GOOGLE_AUTH,
  GMAIL_SEND_NOT_GRANTED,
  DISCONNECT_GMAIL,
  DISCONNECT_GMAIL_CONFIRM,
  FILL_ALL_FIELDS,
  NAME_SAVED,
  passwordSetLinkSent,
  GMAIL_DISCONNECTED,
  GMAIL_SEND_SCOPE,
  GMAIL_TIERS,
  NEW_PASSWORD_SAME_AS_CURRENT,
  NEW_PASSWORD_TOO_SHORT,
  NEW_PASSWORDS_DO_NOT_MATCH,
  NOTIFICATION_PREFERENCES_NOT_SAVED,
  NOTIFICATION_PREFERENCES_SAVED,
  RECONNECT_GMAIL,
  RECONNECT_GMAIL_TO_RESUME,
  SETTINGS_ROUTE,
  SOMETHING_WENT_WRONG,
  SWITCH_TO_DETECT_REPLIES,
  SWITCH_TO_SEND_ONLY,
  SWITCH_TO_SEND_ONLY_CONFIRM,
  VERIFICATION_LINK_INVALID,
  CONNECT_OUTLOOK,
  FAILED_TO_START_OUTLOOK_CONNECTION,
  MAILBOX_DISCONNECTED,
  OUTLOOK_ADMIN_CONSENT_REQUIRED,
  OUTLOOK_CONNECT_FAILURES,
  OUTLOOK_SWITCHED_TO_SEND_ONLY,
  SWITCH_OUTLOOK_TO_SEND_ONLY_CONFIRM,
  disconnectMailboxConfirm,
  NOTIFICATIONS_NEED_VERIFIED_EMAIL,
  type SessionUser,
} from 'contracts';
import { createMockBackend, fixturePassword, fixtureUser, graphqlErrorHandler, type MockBackend } from 'mocks';
import { graphql, http, HttpResponse } from 'msw';
import { setupMockServer } from 'mocks/testing';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AppProviders, createAppQueryClient, useSessionStore } from 'shared-ui';
import { verificationEmailSent } from '../components/settings/profile-card';
import { SettingsPage } from './settings.page';

// antd pages render slowly in jsdom on a small machine; this is headroom, not a timing goal.
jest.setTimeout(30_000);

// antd's Modal measures the scrollbar with getComputedStyle(element, '::-webkit-scrollbar'), which jsdom lacks.
const jsdomGetComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => jsdomGetComputedStyle(element);

const authUrl = (path: string) => `*${AUTH_BASE_PATH}${path}`;

/** Requests the page sent to the auth endpoints the contracts mocks do not cover, by path. */
let sent: Record<string, unknown[]> = {};
let backend: MockBackend;

/**
 * The account endpoints (update-user, send-verification-email, export, delete-user) as the api answers them,
 * on top of the contracts mock backend (session, change-password, GraphQL).
 */
function accountHandlers(state: MockBackend['state']) {
  const record = async (path: string, request: Request) => {
    (sent[path] ??= []).push(request.method === 'GET' ? null : await request.json());
  };
  return [
    http.post(authUrl(AUTH_PATHS.updateUser), async ({ request }) => {
      await record(AUTH_PATHS.updateUser, request.clone());
      const { name } = (await request.json()) as { name: string };
      state.data.user = { ...state.data.user, name };
      return HttpResponse.json({ user: state.data.user });
    }),
    http.post(authUrl(AUTH_PATHS.sendVerificationEmail), async ({ request }) => {
      await record(AUTH_PATHS.sendVerificationEmail, request);
      return HttpResponse.json({ status: true });
    }),
    http.get(authUrl(AUTH_PATHS.exportAccount), async ({ request }) => {
      await record(AUTH_PATHS.exportAccount, request);
      return new HttpResponse(JSON.stringify({ profile: { email: state.data.user.email }, campaigns: [] }), {
        headers: {
          'Content-Type': 'application/json',
          'Content-Disposition': 'attachment; filename="followup-agent-export-2025-06-01.json"',
        },
      });
    }),
    http.post(authUrl(AUTH_PATHS.deleteUser), async ({ request }) => {
      await record(AUTH_PATHS.deleteUser, request);
      state.signedIn = false;
      return HttpResponse.json({ status: true });
    }),
  ];
}

const server = setupMockServer();
beforeEach(() => {
  sent = {};
  backend = createMockBackend({ signedIn: true, hasGmailPermission: false });
  server.resetHandlers(...accountHandlers(backend.state), ...backend.handlers);
  useSessionStore.setState({ user: { ...fixtureUser }, status: 'authenticated', signedOutByUser: false });
});

function LocationProbe() {
  const location = useLocation();
  return (
    <>
      <output data-testid="location">{`${location.pathname}${location.search}`}</output>
      <output data-testid="location-notice">{(location.state as { notice?: string } | null)?.notice ?? ''}</output>
    </>
  );
}

// As the shell mounts it: inside AppProviders and the shell's router; '/' is another app.
function renderSettings(path: string = SETTINGS_ROUTE) {
  const queryClient = createAppQueryClient();
  return render(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/" element={<h1>Landing page</h1>} />
          <Route path={SETTINGS_ROUTE} element={<SettingsPage />} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
  );
}

/** antd notifications render in a portal; the notice holding `title` and `description`. */
async function findToast(title: string, description: string) {
  await waitFor(() => {
    const notices = [...document.querySelectorAll<HTMLElement>('.sui-toast')];
    const match = notices.find(
      (notice) =>
        notice.querySelector('.sui-toast__title')?.textContent === title &&
        notice.querySelector('.sui-toast__description')?.textContent === description,
    );
    expect(match).toBeDefined();
  });
}

const button = (name: string) => screen.getByText(name, { selector: 'button span' }).closest('button')!;

describe('settings: profile information', () => {
  it('shows name, email with Verified, account ID and creation date, and renames through update-user', async () => {
    renderSettings();
    const profile = screen.getByText('Profile Information').closest('.ant-card') as HTMLElement;
    expect(within(profile).getByText(fixtureUser.name)).toBeInTheDocument();
    expect(within(profile).getByText(fixtureUser.email)).toBeInTheDocument();
    expect(within(profile).getByText('Verified')).toBeInTheDocument();
    expect(within(profile).getByText(fixtureUser.id)).toBeInTheDocument();
    expect(within(profile).getByText('May 12, 2025')).toBeInTheDocument();

    await userEvent.click(within(profile).getByText('Edit name'));
    const input = within(profile).getByLabelText('Name');
    await userEvent.clear(input);
    await userEvent.click(button('Save'));
    await findToast('Error', FILL_ALL_FIELDS);

    await userEvent.type(input, 'Alex M. Morgan');
    await userEvent.click(button('Save'));
    expect(await within(profile).findByText('Alex M. Morgan')).toBeInTheDocument();
    await findToast('Success', NAME_SAVED);
    expect(sent[AUTH_PATHS.updateUser]).toEqual([{ name: 'Alex M. Morgan' }]);
    // Everything reading the session (the top bar's avatar menu) sees the new name.
    expect(useSessionStore.getState().user?.name).toBe('Alex M. Morgan');
  });

  it('marks an unverified email and sends a fresh verification link on request', async () => {
    const unverified: SessionUser = { ...fixtureUser, emailVerified: false };
    useSessionStore.setState({ user: unverified });
    renderSettings();
    expect(screen.getByText('Unverified')).toBeInTheDocument();
    expect(screen.queryByText('Verified')).not.toBeInTheDocument();
    await userEvent.click(screen.getByText('Resend verification email'));
    await findToast('Success', verificationEmailSent(fixtureUser.email));
    expect(sent[AUTH_PATHS.sendVerificationEmail]).toHaveLength(1);
  });

  it('says the verification link was bad when sent back with ?error=verify-email, once', async () => {
    renderSettings(`${SETTINGS_ROUTE}?error=verify-email`);
    await findToast('Error', VERIFICATION_LINK_INVALID);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(new RegExp(`^${SETTINGS_ROUTE}$`)));
  });
});

describe('settings: set a password (Google-only account)', () => {
  it("offers 'Set a password' by email instead of a change form that can only fail", async () => {
    const asked: unknown[] = [];
    server.use(
      http.post(authUrl(AUTH_PATHS.forgetPassword), async ({ request }) => {
        asked.push(await request.json());
        return HttpResponse.json({ status: true });
      }),
    );
    useSessionStore.setState({ user: { ...fixtureUser, hasPassword: false } });
    renderSettings();
    expect(screen.queryByLabelText('Current Password')).not.toBeInTheDocument();
    const card = screen.getByText('Set a password').closest('.ant-card') as HTMLElement;
    await userEvent.click(within(card).getByRole('button', { name: 'Email me a link' }));
    await findToast('Success', passwordSetLinkSent(fixtureUser.email));
    expect(asked).toEqual([{ email: fixtureUser.email, redirectTo: `${window.location.origin}/reset-password` }]);
  });

  it('keeps the change form for an account with a password', () => {
    useSessionStore.setState({ user: { ...fixtureUser, hasPassword: true } });
    renderSettings();
    expect(screen.getByLabelText('Current Password')).toBeInTheDocument();
    expect(screen.queryByText('Set a password')).not.toBeInTheDocument();
  });
});

describe('settings: change password', () => {
  const fill = async (current: string, next: string, confirm: string) => {
    for (const [label, value] of [
      ['Current Password', current],
      ['New Password', next],
      ['Confirm New Password', confirm],
    ] as const) {
      const field = screen.getByLabelText(label);
      await userEvent.clear(field);
      // Pasted rather than typed key by key: the rules, not the keystrokes, are under test.
      if (value) await userEvent.paste(value);
    }
    await userEvent.click(button('Update Password'));
  };

  it('checks the four spec rules before calling the server', async () => {
    const calls: unknown[] = [];
    server.use(
      http.post(authUrl(AUTH_PATHS.changePassword), async ({ request }) => {
        calls.push(await request.json());
        return HttpResponse.json({ status: true });
      }),
    );
    renderSettings();
    await fill(fixturePassword, 'new-secret-1', '');
    await findToast('Error', FILL_ALL_FIELDS);
    await fill(fixturePassword, 'new-secret-1', 'new-secret-2');
    await findToast('Error', NEW_PASSWORDS_DO_NOT_MATCH);
    await fill(fixturePassword, 'short', 'short');
    await findToast('Error', NEW_PASSWORD_TOO_SHORT);
    await fill(fixturePassword, fixturePassword, fixturePassword);
    await findToast('Error', NEW_PASSWORD_SAME_AS_CURRENT);
    expect(calls).toEqual([]);
  });

  it("changes the password, then shows the server's message or the fallback on refusals", async () => {
    renderSettings();
    await fill(fixturePassword, 'brand-new-secret', 'brand-new-secret');
    await findToast('Success', CHANGE_PASSWORD_SUCCESS);
    expect(backend.state.data.password).toBe('brand-new-secret');
    await waitFor(() => expect(screen.getByLabelText('Current Password')).toHaveValue(''));

    // The contracts mock answers a wrong current password with its own message.
    await fill('not-my-password', 'another-secret', 'another-secret');
    await findToast('Error', 'Invalid password');

    server.use(http.post(authUrl(AUTH_PATHS.changePassword), () => new HttpResponse(null, { status: 500 })));
    await fill('brand-new-secret', 'another-secret', 'another-secret');
    await findToast('Error', CHANGE_PASSWORD_FAILED);

    server.use(http.post(authUrl(AUTH_PATHS.changePassword), () => HttpResponse.error()));
    await fill('brand-new-secret', 'another-secret', 'another-secret');
    await findToast('Error', SOMETHING_WENT_WRONG);
  });
});

describe('settings: email permissions', () => {
  // jsdom navigates only within the page: a consent URL that differs by its hash shows where the browser went.
  const CONSENT_URL = 'http://localhost/#google-consent';
  afterEach(() => window.history.replaceState(null, '', '/'));

  const startFlowAnswers = (payload: { success: boolean; message: string; url: string | null }) =>
    graphql.mutation('StartGoogleAuthFlow', () => HttpResponse.json({ data: { startGoogleAuthFlow: payload } }));

  it("runs startGoogleAuthFlow and follows Google's consent URL", async () => {
    server.use(startFlowAnswers({ success: true, message: 'started', url: CONSENT_URL }));
    renderSettings();
    await userEvent.click(await screen.findByText('Authorize Google Mail'));
    await waitFor(() => expect(window.location.hash).toBe('#google-consent'));
  });

  it('asks the auth service for the gmail.send consent when the mutation gives no URL', async () => {
    const socialBodies: unknown[] = [];
    server.use(
      startFlowAnswers({ success: true, message: 'started', url: null }),
      http.post(authUrl(AUTH_PATHS.signInSocial), async ({ request }) => {
        socialBodies.push(await request.json());
        return HttpResponse.json({ url: CONSENT_URL, redirect: true });
      }),
    );
    renderSettings();
    await userEvent.click(await screen.findByText('Authorize Google Mail'));
    await waitFor(() => expect(window.location.hash).toBe('#google-consent'));
    expect(socialBodies).toEqual([{ provider: 'google', callbackURL: SETTINGS_ROUTE, scopes: [GMAIL_SEND_SCOPE] }]);
  });

  it("shows 'Failed to start Google Mail authorization flow' when the flow cannot start", async () => {
    server.use(startFlowAnswers({ success: false, message: 'Google is not configured', url: null }));
    renderSettings();
    await userEvent.click(await screen.findByText('Authorize Google Mail'));
    await findToast('Error', FAILED_TO_START_GOOGLE_AUTH);
    expect(window.location.hash).toBe('');
  });

  it("shows 'Failed to authorize Google Mail permissions' when Google sends the user back with ?error=gmail", async () => {
    renderSettings(`${SETTINGS_ROUTE}?error=gmail`);
    await findToast('Error', FAILED_TO_AUTHORIZE_GOOGLE_MAIL);
    expect(await screen.findByText('Authorize Google Mail')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(new RegExp(`^${SETTINGS_ROUTE}$`)));
  });

  it("says sending was not granted when the user unticked it on Google's consent", async () => {
    renderSettings(`${SETTINGS_ROUTE}?error=gmail&reason=gmail-send-missing`);
    await findToast('Error', GMAIL_SEND_NOT_GRANTED);
  });

  /** Records the variables of every StartGoogleAuthFlow the card sent. */
  const recordFlows = (calls: unknown[]) =>
    graphql.mutation('StartGoogleAuthFlow', ({ variables }) => {
      calls.push(variables);
      return HttpResponse.json({ data: { startGoogleAuthFlow: { success: true, message: 'started', url: CONSENT_URL } } });
    });
  const card = async () =>
    (await screen.findByText('Email Permissions', { selector: '.ant-card-head-title' })).closest('.ant-card') as HTMLElement;

  it('explains both tiers before connecting and passes the chosen one', async () => {
    const calls: unknown[] = [];
    server.use(recordFlows(calls));
    renderSettings();
    const permissions = await card();
    for (const tier of Object.values(GMAIL_TIERS))
      expect(await within(permissions).findByText(tier.description)).toBeInTheDocument();
    expect(within(permissions).queryByText(/we never read your inbox/i)).not.toBeInTheDocument();
    await userEvent.click(within(permissions).getByRole('radio', { name: /^Send \+ detect replies/ }));
    await userEvent.click(within(permissions).getByText('Authorize Google Mail'));
    await waitFor(() => expect(window.location.hash).toBe('#google-consent'));
    expect(calls).toEqual([{ returnTo: SETTINGS_ROUTE, detectReplies: true }]);
  });

  it('shows the connected address and its tier, and upgrades through the consent with detection', async () => {
    const calls: unknown[] = [];
    backend.state.hasGmailPermission = true;
    backend.state.gmail = { googleEmail: 'jordan.seeker@gmail.com', tier: 'SEND_ONLY', needsReconnect: false };
    server.use(recordFlows(calls));
    renderSettings();
    const permissions = await card();
    expect(await within(permissions).findByText('jordan.seeker@gmail.com')).toBeInTheDocument();
    expect(within(permissions).getByText(GMAIL_TIERS.SEND_ONLY.label)).toBeInTheDocument();
    expect(within(permissions).getByText(GMAIL_TIERS.SEND_ONLY.description)).toBeInTheDocument();
    expect(within(permissions).getByText('Authorized').closest('button')).toBeDisabled();

    await userEvent.click(within(permissions).getByRole('button', { name: SWITCH_TO_DETECT_REPLIES }));
    await waitFor(() => expect(window.location.hash).toBe('#google-consent'));
    expect(calls).toEqual([{ returnTo: SETTINGS_ROUTE, detectReplies: true }]);
  });

  it('switches to Send only after a confirmation: the grant is given up, then the send-only consent follows', async () => {
    backend.state.hasGmailPermission = true;
    backend.state.gmail = { googleEmail: 'jordan.seeker@gmail.com', tier: 'SEND_AND_DETECT_REPLIES', needsReconnect: false };
    const socialBodies: unknown[] = [];
    server.use(
      http.post(authUrl(AUTH_PATHS.signInSocial), async ({ request }) => {
        socialBodies.push(await request.json());
        return HttpResponse.json({ url: CONSENT_URL, redirect: true });
      }),
    );
    renderSettings();
    const permissions = await card();
    expect(await within(permissions).findByText(GMAIL_TIERS.SEND_AND_DETECT_REPLIES.label)).toBeInTheDocument();
    await userEvent.click(within(permissions).getByRole('button', { name: SWITCH_TO_SEND_ONLY }));
    const confirm = (await screen.findByText(SWITCH_TO_SEND_ONLY_CONFIRM)).closest('.ant-popover') as HTMLElement;
    await userEvent.click(within(confirm).getByRole('button', { name: SWITCH_TO_SEND_ONLY }));
    await waitFor(() => expect(window.location.hash).toBe('#google-consent'));
    // The mock api answers no URL: the auth service's consent asks for gmail.send alone.
    expect(socialBodies).toEqual([{ provider: 'google', callbackURL: SETTINGS_ROUTE, scopes: [GMAIL_SEND_SCOPE] }]);
    expect(backend.state).toMatchObject({ hasGmailPermission: false, gmail: { tier: 'SEND_ONLY' } });
  });

  it("disconnects only after the confirmation, then offers 'Reconnect Gmail to resume' for the same address", async () => {
    backend.state.hasGmailPermission = true;
    backend.state.gmail = { googleEmail: 'jordan.seeker@gmail.com', tier: 'SEND_ONLY', needsReconnect: false };
    renderSettings();
    const permissions = await card();
    await userEvent.click(await within(permissions).findByRole('button', { name: DISCONNECT_GMAIL }));
    const confirm = (await screen.findByText(DISCONNECT_GMAIL_CONFIRM)).closest('.ant-popover') as HTMLElement;
    expect(backend.state.hasGmailPermission).toBe(true);
    await userEvent.click(within(confirm).getByRole('button', { name: DISCONNECT_GMAIL }));

    await findToast('Success', GMAIL_DISCONNECTED);
    expect(await within(permissions).findByText(RECONNECT_GMAIL_TO_RESUME)).toBeInTheDocument();
    expect(within(permissions).getByText(/jordan\.seeker@gmail\.com is no longer connected/)).toBeInTheDocument();
    expect(within(permissions).getByRole('button', { name: RECONNECT_GMAIL })).toBeEnabled();
    expect(within(permissions).queryByText('Authorized')).not.toBeInTheDocument();
  });
});

describe('settings: Outlook', () => {
  const CONSENT_URL = 'http://localhost/#microsoft-consent';
  afterEach(() => window.history.replaceState(null, '', '/'));
  const card = async () =>
    (await screen.findByText('Email Permissions', { selector: '.ant-card-head-title' })).closest('.ant-card') as HTMLElement;

  it("offers 'Connect Outlook' beside Gmail and goes to Microsoft with the tier the user chose", async () => {
    const calls: unknown[] = [];
    server.use(
      graphql.mutation('StartOutlookConnection', ({ variables }) => {
        calls.push(variables);
        return HttpResponse.json({ data: { startOutlookConnection: { success: true, message: 'started', url: CONSENT_URL } } });
      }),
    );
    renderSettings();
    const permissions = await card();
    expect(await within(permissions).findByRole('button', { name: 'Authorize Google Mail' })).toBeEnabled();
    await userEvent.click(within(permissions).getByRole('radio', { name: /^Send \+ detect replies/ }));
    await userEvent.click(within(permissions).getByRole('button', { name: CONNECT_OUTLOOK }));
    await waitFor(() => expect(window.location.hash).toBe('#microsoft-consent'));
    expect(calls).toEqual([{ detectReplies: true, returnTo: SETTINGS_ROUTE }]);
  });

  it('says Outlook cannot be connected when the api cannot start it, and stays on the page', async () => {
    server.use(
      graphql.mutation('StartOutlookConnection', () =>
        HttpResponse.json({
          data: { startOutlookConnection: { success: false, message: FAILED_TO_START_OUTLOOK_CONNECTION, url: null } },
        }),
      ),
    );
    renderSettings();
    await userEvent.click(await within(await card()).findByRole('button', { name: CONNECT_OUTLOOK }));
    await findToast('Error', FAILED_TO_START_OUTLOOK_CONNECTION);
    expect(window.location.hash).toBe('');
  });

  it.each([
    ['admin-consent-required', OUTLOOK_ADMIN_CONSENT_REQUIRED],
    ['consent-refused', OUTLOOK_CONNECT_FAILURES['consent-refused']],
  ])('says why Outlook was not connected when Microsoft sends the user back with reason=%s', async (reason, text) => {
    renderSettings(`${SETTINGS_ROUTE}?error=outlook&reason=${reason}`);
    await findToast('Error', text);
    expect(await within(await card()).findByRole('button', { name: CONNECT_OUTLOOK })).toBeEnabled();
  });

  it('shows the connected Outlook address and provider, and disconnects it after the confirmation', async () => {
    backend.state.hasGmailPermission = true;
    backend.state.outlook = { address: 'sam.seeker@outlook.com', tier: 'SEND_ONLY', needsReconnect: false };
    renderSettings();
    const permissions = await card();
    expect(await within(permissions).findByText(/^Connected: sam\.seeker@outlook\.com \(Outlook\)/)).toBeInTheDocument();
    expect(within(permissions).getByText(GMAIL_TIERS.SEND_ONLY.label)).toBeInTheDocument();
    expect(within(permissions).queryByRole('button', { name: 'Authorize Google Mail' })).not.toBeInTheDocument();

    await userEvent.click(within(permissions).getByRole('button', { name: DISCONNECT_GMAIL }));
    const confirm = (await screen.findByText(disconnectMailboxConfirm('OUTLOOK'))).closest('.ant-popover') as HTMLElement;
    await userEvent.click(within(confirm).getByRole('button', { name: DISCONNECT_GMAIL }));
    await findToast('Success', MAILBOX_DISCONNECTED);
    expect(await within(permissions).findByText('Reconnect Outlook to resume')).toBeInTheDocument();
    expect(within(permissions).getByText(/sam\.seeker@outlook\.com is no longer connected/)).toBeInTheDocument();
    expect(within(permissions).getByRole('button', { name: CONNECT_OUTLOOK })).toBeEnabled();
  });
  it("'Switch to Send + detect replies' on a send-only Outlook goes to Microsoft's consent asking for reply detection", async () => {
    const calls: unknown[] = [];
    server.use(
      graphql.mutation('StartOutlookConnection', ({ variables }) => {
        calls.push(variables);
        return HttpResponse.json({ data: { startOutlookConnection: { success: true, message: 'started', url: CONSENT_URL } } });
      }),
    );
    backend.state.hasGmailPermission = true;
    backend.state.outlook = { address: 'sam.seeker@outlook.com', tier: 'SEND_ONLY', needsReconnect: false };
    renderSettings();
    const permissions = await card();
    expect(within(permissions).queryByRole('button', { name: SWITCH_TO_SEND_ONLY })).not.toBeInTheDocument();
    await userEvent.click(await within(permissions).findByRole('button', { name: SWITCH_TO_DETECT_REPLIES }));
    await waitFor(() => expect(window.location.hash).toBe('#microsoft-consent'));
    expect(calls).toEqual([{ detectReplies: true, returnTo: SETTINGS_ROUTE }]);
  });

  it("'Switch to Send only' on Outlook asks first, says Microsoft still lists the permission, and shows Send only", async () => {
    backend.state.hasGmailPermission = true;
    backend.state.outlook = { address: 'sam.seeker@outlook.com', tier: 'SEND_AND_DETECT_REPLIES', needsReconnect: false };
    renderSettings();
    const permissions = await card();
    expect(await within(permissions).findByText(GMAIL_TIERS.SEND_AND_DETECT_REPLIES.label)).toBeInTheDocument();
    await userEvent.click(within(permissions).getByRole('button', { name: SWITCH_TO_SEND_ONLY }));
    const confirm = (await screen.findByText(SWITCH_OUTLOOK_TO_SEND_ONLY_CONFIRM)).closest('.ant-popover') as HTMLElement;
    expect(confirm).toHaveTextContent(/account\.microsoft\.com.*My Apps/);
    await userEvent.click(within(confirm).getByRole('button', { name: SWITCH_TO_SEND_ONLY }));
    await findToast('Success', OUTLOOK_SWITCHED_TO_SEND_ONLY);
    expect(await within(permissions).findByText(GMAIL_TIERS.SEND_ONLY.label)).toBeInTheDocument();
    // Still connected: sending goes on without a reconnect.
    expect(within(permissions).getByText(/^Connected: sam\.seeker@outlook\.com \(Outlook\)/)).toBeInTheDocument();
    expect(within(permissions).getByRole('button', { name: SWITCH_TO_DETECT_REPLIES })).toBeEnabled();
    expect(within(permissions).getByRole('button', { name: DISCONNECT_GMAIL })).toBeEnabled();
  });
});

describe('settings: notification preferences', () => {
  const toggle = (name: string) => screen.findByRole('switch', { name });

  it('shows both switches on by default, with their descriptions', async () => {
    renderSettings();
    const card = screen.getByText('Notification Preferences').closest('.ant-card') as HTMLElement;
    expect(await toggle('Reply alerts')).toHaveAttribute('aria-checked', 'true');
    expect(await toggle('Sequence updates')).toHaveAttribute('aria-checked', 'true');
    expect(within(card).getByText('Know when a contact answers one of your emails.')).toBeInTheDocument();
    expect(await toggle('Sequence updates')).toHaveAccessibleDescription('Hear when a sequence finishes or needs attention.');
  });

  it('says nothing is mailed until the address is verified, and only then', async () => {
    const { unmount } = renderSettings();
    await toggle('Reply alerts');
    expect(screen.queryByText(NOTIFICATIONS_NEED_VERIFIED_EMAIL)).not.toBeInTheDocument();
    unmount();
    useSessionStore.setState({ user: { ...fixtureUser, emailVerified: false } });
    renderSettings();
    const card = screen.getByText('Notification Preferences').closest('.ant-card') as HTMLElement;
    expect(within(card).getByText(NOTIFICATIONS_NEED_VERIFIED_EMAIL)).toBeInTheDocument();
  });

  it('saves a switch as soon as it is flipped, and says so', async () => {
    backend.state.notificationPreferences = { replyAlerts: true, sequenceUpdates: false };
    renderSettings();
    expect(await toggle('Sequence updates')).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(await toggle('Reply alerts'));
    await findToast('Success', NOTIFICATION_PREFERENCES_SAVED);
    expect(backend.state.notificationPreferences).toEqual({ replyAlerts: false, sequenceUpdates: false });
    expect(await toggle('Reply alerts')).toHaveAttribute('aria-checked', 'false');
    expect(await toggle('Sequence updates')).toHaveAttribute('aria-checked', 'false');
  });

  it('puts the switch back and shows an error toast when the save fails', async () => {
    server.use(graphql.mutation('UpdateNotificationPreferences', () => new HttpResponse(null, { status: 500 })));
    renderSettings();
    await userEvent.click(await toggle('Sequence updates'));
    await findToast('Error', NOTIFICATION_PREFERENCES_NOT_SAVED);
    await waitFor(async () => expect(await toggle('Sequence updates')).toHaveAttribute('aria-checked', 'true'));

    // A refusal the server explains is shown in its words (by the data layer), once.
    server.use(graphqlErrorHandler('mutation', 'UpdateNotificationPreferences', 'Preferences are read-only right now'));
    await userEvent.click(await toggle('Reply alerts'));
    await findToast('Error', 'Preferences are read-only right now');
    await waitFor(async () => expect(await toggle('Reply alerts')).toHaveAttribute('aria-checked', 'true'));
    expect(backend.state.notificationPreferences).toBeUndefined();
  });
});

describe('settings: account actions', () => {
  it('downloads the JSON export under the name the server gives', async () => {
    const saved: Array<{ name: string; blob: Blob }> = [];
    const blobs = new Map<string, Blob>();
    // Spied and restored, never assigned: URL is Node's own class here (jest-fixed-jsdom), shared by every later test
    // file in this worker, and an assigned mock outlived this file and broke the candidate page's download.
    const create = jest.spyOn(URL, 'createObjectURL').mockImplementation((blob: Blob | MediaSource) => {
      const url = `blob:http://localhost/${blobs.size}`;
      blobs.set(url, blob as Blob);
      return url;
    });
    const revoke = jest.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, blob: blobs.get(this.href)! });
    });
    try {
      renderSettings();
      await userEvent.click(button('Export'));
      await waitFor(() => expect(saved).toHaveLength(1));
      expect(saved[0]!.name).toBe('followup-agent-export-2025-06-01.json');
      const exported = JSON.parse(await saved[0]!.blob.text()) as { profile: { email: string } };
      expect(exported.profile.email).toBe(fixtureUser.email);
    } finally {
      click.mockRestore();
      create.mockRestore();
      revoke.mockRestore();
    }
  });

  it('deletes the account only after DELETE is typed, then leaves signed out for the home page, which confirms it', async () => {
    renderSettings();
    await userEvent.click(button('Delete Account'));
    const dialog = await screen.findByRole('dialog');
    const confirm = within(dialog).getByText('Delete Account', { selector: 'button span' }).closest('button')!;
    expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText(/Type DELETE to confirm/), 'delete');
    expect(confirm).toBeDisabled();
    await userEvent.clear(within(dialog).getByLabelText(/Type DELETE to confirm/));
    await userEvent.type(within(dialog).getByLabelText(/Type DELETE to confirm/), DELETE_ACCOUNT_CONFIRMATION);
    await userEvent.click(confirm);

    expect(await screen.findByText('Landing page')).toBeInTheDocument();
    // The home page says the account was deleted (mfe-marketing's AccountDeletedNotice).
    expect(screen.getByTestId('location-notice')).toHaveTextContent(ACCOUNT_DELETED_NOTICE_STATE);
    expect(sent[AUTH_PATHS.deleteUser]).toEqual([{ confirm: DELETE_ACCOUNT_CONFIRMATION }]);
    expect(useSessionStore.getState()).toMatchObject({ user: null, status: 'unauthenticated', signedOutByUser: true });
  });

  it("keeps the account and shows the server's message when deletion is refused", async () => {
    server.use(
      http.post(authUrl(AUTH_PATHS.deleteUser), () => HttpResponse.json({ message: 'Try again shortly' }, { status: 503 })),
    );
    renderSettings();
    await userEvent.click(button('Delete Account'));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/Type DELETE to confirm/), DELETE_ACCOUNT_CONFIRMATION);
    await userEvent.click(within(dialog).getByText('Delete Account', { selector: 'button span' }));
    await findToast('Error', 'Try again shortly');
    expect(screen.getByTestId('location')).toHaveTextContent(SETTINGS_ROUTE);
    expect(useSessionStore.getState().status).toBe('authenticated');
  });
});
