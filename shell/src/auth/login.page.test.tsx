import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  PASSWORD_MAX_LENGTH,
  TEXT_LIMITS,
  AUTH_BASE_PATH,
  AUTH_PATHS,
  FILL_ALL_FIELDS,
  GOOGLE_LOGIN_FAILED,
  GOOGLE_SIGN_UP_FAILED,
  GOOGLE_SIGN_UP_FAILED_TITLE,
  LOGIN_FAILED_TITLE,
  NAME_HAS_LINK,
} from 'contracts';
import { createMockBackend, fixturePassword, fixtureUser } from 'mocks';
import { http, HttpResponse } from 'msw';
import { setupMockServer } from 'mocks/testing';
import { preloadLazyScreens, renderShell, resetSession } from '../testing/render-shell';
import { findToast } from '../testing/toasts';

let backend = createMockBackend({ signedIn: false });
const server = setupMockServer();
beforeAll(() => preloadLazyScreens());
beforeEach(() => {
  // A fresh mock API per test: sign-ups and sign-ins change its state.
  backend = createMockBackend({ signedIn: false });
  server.resetHandlers(...backend.handlers);
  resetSession();
});

/** Toasts render outside the form; find the one holding a title. */
const toastWithTitle = async (title: string) => {
  const titleNode = await screen.findByText(title, { selector: '.sui-toast__title, .sui-toast__title *' });
  return titleNode.closest('.sui-toast') as HTMLElement;
};

describe('login page', () => {
  it('shows the spec texts, the fields by label and the links', async () => {
    renderShell('/login');
    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    expect(screen.getByText('Log in to your account to continue')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
    // The user meets the api's bounds while typing.
    expect(screen.getByLabelText('Email')).toHaveAttribute('maxLength', String(TEXT_LIMITS.emailAddress));
    expect(screen.getByLabelText('Password')).toHaveAttribute('maxLength', String(PASSWORD_MAX_LENGTH));
    expect(screen.getByLabelText('Remember me')).toBeChecked();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register');
    expect(screen.getByText(/Don't have an account\?/)).toBeInTheDocument();
  });

  it("shows 'Error' / 'Please fill in all fields' when a field is empty", async () => {
    renderShell('/login');
    await userEvent.type(await screen.findByLabelText('Email'), fixtureUser.email);
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    const toast = await toastWithTitle('Error');
    expect(within(toast).getByText(FILL_ALL_FIELDS)).toBeInTheDocument();
  });

  it("shows 'Login Failed' with the server's message when the server refuses", async () => {
    renderShell('/login');
    await userEvent.type(await screen.findByLabelText('Email'), fixtureUser.email);
    await userEvent.type(screen.getByLabelText('Password'), 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    const toast = await toastWithTitle('Login Failed');
    expect(within(toast).getByText('Invalid email or password')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/);
  });

  it("shows 'Login Failed' / 'Failed to login with Google' when Google sign-in cannot start", async () => {
    server.use(
      http.post(`*${AUTH_BASE_PATH}${AUTH_PATHS.signInSocial}`, () =>
        HttpResponse.json({ message: 'Not found' }, { status: 404 }),
      ),
    );
    renderShell('/login');
    await userEvent.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    const toast = await toastWithTitle('Login Failed');
    expect(within(toast).getByText(GOOGLE_LOGIN_FAILED)).toBeInTheDocument();
  });
});

describe('login page: arrival, Remember me, redirect and Google', () => {
  const authUrl = (path: string) => `*${AUTH_BASE_PATH}${path}`;
  // jsdom navigates only within the page: a Google URL that differs by its hash shows where the browser went.
  const CONSENT_URL = 'http://localhost/#google-consent';
  afterEach(() => window.history.replaceState(null, '', '/'));

  /** Bodies the page posted to `path` (the mock backend still answers). */
  function recordBodies(path: string): unknown[] {
    const bodies: unknown[] = [];
    server.use(
      http.post(authUrl(path), async ({ request }) => {
        bodies.push(await request.clone().json());
      }),
    );
    return bodies;
  }

  it("shows 'Login Failed' / 'Failed to login with Google' on arrival with ?error=google, keeping the redirect", async () => {
    renderShell('/login?redirect=%2Fdashboard%2Fsettings&error=google');
    await findToast(LOGIN_FAILED_TITLE, GOOGLE_LOGIN_FAILED);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/login\?redirect=%2Fdashboard%2Fsettings$/));
  });

  it('sends Remember me as rememberMe and lands on the page the visitor came from', async () => {
    const bodies = recordBodies(AUTH_PATHS.signInEmail);
    renderShell('/login?redirect=%2Fdashboard%2Fcampaigns');
    await userEvent.click(await screen.findByLabelText('Email'));
    await userEvent.paste(fixtureUser.email);
    await userEvent.click(screen.getByLabelText('Password'));
    await userEvent.paste('wrong-password');
    await userEvent.click(screen.getByLabelText('Remember me'));
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await findToast(LOGIN_FAILED_TITLE, 'Invalid email or password');

    await userEvent.click(screen.getByLabelText('Remember me'));
    await userEvent.clear(screen.getByLabelText('Password'));
    await userEvent.paste(fixturePassword);
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('dashboard remote at /dashboard')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard\/campaigns$/);
    expect(bodies).toEqual([
      { email: fixtureUser.email, password: 'wrong-password', rememberMe: false },
      { email: fixtureUser.email, password: fixturePassword, rememberMe: true },
    ]);
  });

  it('signs in without a remembered page into /dashboard/chats', async () => {
    renderShell('/login');
    await userEvent.click(await screen.findByLabelText('Email'));
    await userEvent.paste(fixtureUser.email);
    await userEvent.click(screen.getByLabelText('Password'));
    await userEvent.paste(fixturePassword);
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('chat remote at /dashboard/chats')).toBeInTheDocument();
  });

  it("'Continue with Google' asks for Google's URL with the redirect target as callbackURL and goes there", async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(authUrl(AUTH_PATHS.signInSocial), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ url: CONSENT_URL, redirect: true });
      }),
    );
    renderShell('/login?redirect=%2Fdashboard%2Fhome');
    await userEvent.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    await waitFor(() => expect(window.location.hash).toBe('#google-consent'));
    expect(bodies).toEqual([{ provider: 'google', callbackURL: '/dashboard/home' }]);
  });
});

describe('register page', () => {
  it("offers Google first and a collapsible 'Sign up with email' form with terms and privacy links", async () => {
    renderShell('/register');
    const google = await screen.findByRole('button', { name: 'Continue with Google' });
    const emailToggle = screen.getByRole('button', { name: /Sign up with email/ });
    expect(google.compareDocumentPosition(emailToggle) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await userEvent.click(emailToggle);
    expect(await screen.findByLabelText('Full Name')).toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it("shows 'Register form Error' for empty fields and signs up into /dashboard/chats", async () => {
    renderShell('/register');
    await userEvent.click(await screen.findByRole('button', { name: /Sign up with email/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Create account' }));
    const toast = await toastWithTitle('Register form Error');
    expect(within(toast).getByText(FILL_ALL_FIELDS)).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Full Name'), 'Sam Rivera');
    await userEvent.type(screen.getByLabelText('Email address'), 'sam@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'long-enough-1');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('chat remote at /dashboard/chats')).toBeInTheDocument();
  });

  it("shows 'Unable to google sign in' / 'Please try again later or use email signup.' when Google cannot start", async () => {
    server.use(
      http.post(`*${AUTH_BASE_PATH}${AUTH_PATHS.signInSocial}`, () =>
        HttpResponse.json({ message: 'Google sign-in is not available right now' }, { status: 503 }),
      ),
    );
    renderShell('/register');
    await userEvent.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    await findToast(GOOGLE_SIGN_UP_FAILED_TITLE, GOOGLE_SIGN_UP_FAILED);
  });

  it("shows 'Registration Failed' with the server's message", async () => {
    renderShell('/register');
    await userEvent.click(await screen.findByRole('button', { name: /Sign up with email/ }));
    await userEvent.type(await screen.findByLabelText('Full Name'), 'Alex');
    await userEvent.type(screen.getByLabelText('Email address'), fixtureUser.email);
    await userEvent.type(screen.getByLabelText('Password'), 'long-enough-1');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    const toast = await toastWithTitle('Registration Failed');
    expect(within(toast).getByText('User already exists')).toBeInTheDocument();
  });
});

describe('register page: the api rules on the form', () => {
  it("refuses a name holding a link with 'Register form Error' before anything is sent", async () => {
    renderShell('/register');
    await userEvent.click(await screen.findByRole('button', { name: /Sign up with email/ }));
    await userEvent.type(await screen.findByLabelText('Full Name'), 'Win big at evil.com');
    await userEvent.type(screen.getByLabelText('Email address'), 'stranger@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'long-enough-1');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    const toast = await toastWithTitle('Register form Error');
    expect(within(toast).getByText(NAME_HAS_LINK)).toBeInTheDocument();
    expect(screen.queryByText('chat remote at /dashboard/chats')).not.toBeInTheDocument();
  });
});
