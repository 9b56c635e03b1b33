import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AUTH_BASE_PATH, AUTH_PATHS, FILL_ALL_FIELDS, GOOGLE_LOGIN_FAILED } from 'contracts';
import { createMockBackend, fixtureUser } from 'contracts/msw';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { preloadLazyScreens, renderShell, resetSession } from '../test-support/render-shell';

let backend = createMockBackend({ signedIn: false });
const server = setupServer();
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await preloadLazyScreens();
});
afterAll(() => server.close());
beforeEach(() => {
  // A fresh mock API per test: sign-ups and sign-ins change its state.
  backend = createMockBackend({ signedIn: false });
  server.resetHandlers(...backend.handlers);
  resetSession();
});

/** antd notifications render outside the form; find the one holding a title. */
const toastWithTitle = async (title: string) => {
  const titleNode = await screen.findByText(title, {
    selector: '.ant-notification-notice-title, .ant-notification-notice-title *',
  });
  return titleNode.closest('.ant-notification-notice') as HTMLElement;
};

describe('login page', () => {
  it('shows the spec texts, the fields by label and the links', async () => {
    renderShell('/login');
    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    expect(screen.getByText('Log in to your account to continue')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
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
