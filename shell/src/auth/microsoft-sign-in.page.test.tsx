import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AUTH_BASE_PATH,
  AUTH_PATHS,
  GOOGLE_SIGN_UP_FAILED,
  LOGIN_FAILED_TITLE,
  MICROSOFT_LOGIN_FAILED,
  MICROSOFT_SIGN_IN_FAILURES,
  MICROSOFT_SIGN_UP_FAILED_TITLE,
  MICROSOFT_NOT_CONFIGURED,
} from 'contracts';
import { createMockBackend } from 'mocks';
import { http, HttpResponse } from 'msw';
import { setupMockServer } from 'mocks/testing';
import { preloadLazyScreens, renderShell, resetSession } from '../testing/render-shell';
import { findToast } from '../testing/toasts';

const server = setupMockServer();
const socialUrl = `*${AUTH_BASE_PATH}${AUTH_PATHS.signInSocial}`;
// jsdom navigates only within the page: a URL that differs by its hash shows where the browser went.
const MICROSOFT_URL = 'http://localhost/#microsoft-sign-in';

beforeAll(() => preloadLazyScreens());
beforeEach(() => {
  server.resetHandlers(...createMockBackend({ signedIn: false }).handlers);
  resetSession();
});
afterEach(() => window.history.replaceState(null, '', '/'));

/** The bodies the page posts to /sign-in/social, answered with Microsoft's URL. */
function recordStarts(): unknown[] {
  const bodies: unknown[] = [];
  server.use(
    http.post(socialUrl, async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json({ url: MICROSOFT_URL, redirect: true });
    }),
  );
  return bodies;
}

const refuseStarts = () =>
  server.use(http.post(socialUrl, () => HttpResponse.json({ message: MICROSOFT_NOT_CONFIGURED }, { status: 503 })));

/** Whether `first` comes before `second` in the page. */
const before = (first: HTMLElement, second: HTMLElement) =>
  Boolean(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING);

describe("login page: 'Continue with Microsoft'", () => {
  it("sits right after Google, with Microsoft's four-square mark, and goes to Microsoft with the redirect target", async () => {
    const starts = recordStarts();
    renderShell('/login?redirect=%2Fdashboard%2Fcampaigns');
    const google = await screen.findByRole('button', { name: 'Continue with Google' });
    const microsoft = screen.getByRole('button', { name: 'Continue with Microsoft' });
    expect(before(google, microsoft)).toBe(true);
    expect(before(microsoft, screen.getByRole('link', { name: 'Sign up' }))).toBe(true);
    expect(microsoft.querySelectorAll('svg rect')).toHaveLength(4);

    await userEvent.click(microsoft);
    await waitFor(() => expect(window.location.hash).toBe('#microsoft-sign-in'));
    expect(starts).toEqual([{ provider: 'microsoft', callbackURL: '/dashboard/campaigns' }]);
  });

  it("shows 'Login Failed' / 'Failed to login with Microsoft' when Microsoft sign-in cannot start", async () => {
    refuseStarts();
    renderShell('/login');
    await userEvent.click(await screen.findByRole('button', { name: 'Continue with Microsoft' }));
    await findToast(LOGIN_FAILED_TITLE, MICROSOFT_LOGIN_FAILED);
    expect(screen.getByRole('button', { name: 'Continue with Microsoft' })).toBeEnabled();
  });

  it.each([
    ['email-not-verified', MICROSOFT_SIGN_IN_FAILURES['email-not-verified']],
    ['admin-consent-required', MICROSOFT_SIGN_IN_FAILURES['admin-consent-required']],
    ['consent-refused', MICROSOFT_SIGN_IN_FAILURES['consent-refused']],
    ['expired', MICROSOFT_SIGN_IN_FAILURES.expired],
    ['made-up', MICROSOFT_LOGIN_FAILED],
  ])('says why on arrival with ?error=microsoft&reason=%s', async (reason, text) => {
    renderShell(`/login?error=microsoft&reason=${reason}`);
    await findToast(LOGIN_FAILED_TITLE, text);
    await waitFor(() => expect(screen.getByTestId('location')).not.toHaveTextContent('error=microsoft'));
  });
});

describe("register page: 'Continue with Microsoft'", () => {
  it('sits between Google and the email form, and goes to Microsoft', async () => {
    const starts = recordStarts();
    renderShell('/register');
    const google = await screen.findByRole('button', { name: 'Continue with Google' });
    const microsoft = screen.getByRole('button', { name: 'Continue with Microsoft' });
    expect(before(google, microsoft)).toBe(true);
    expect(before(microsoft, screen.getByRole('button', { name: /Sign up with email/ }))).toBe(true);

    await userEvent.click(microsoft);
    await waitFor(() => expect(window.location.hash).toBe('#microsoft-sign-in'));
    expect(starts).toEqual([{ provider: 'microsoft', callbackURL: '/dashboard/chats' }]);
  });

  it("shows 'Unable to sign in with Microsoft' when Microsoft sign-in cannot start", async () => {
    refuseStarts();
    renderShell('/register');
    await userEvent.click(await screen.findByRole('button', { name: 'Continue with Microsoft' }));
    await findToast(MICROSOFT_SIGN_UP_FAILED_TITLE, GOOGLE_SIGN_UP_FAILED);
  });
});
