import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AUTH_BASE_PATH,
  AUTH_PATHS,
  ENTER_EMAIL_ADDRESS,
  ERROR_TITLE,
  FILL_ALL_FIELDS,
  INVALID_RESET_TOKEN,
  PASSWORD_TOO_SHORT,
  PASSWORDS_DO_NOT_MATCH,
  RESET_EMAIL_FAILED,
  RESET_EMAIL_SENT,
  RESET_EMAIL_SENT_TITLE,
  RESET_PASSWORD_FAILED,
  RESET_PASSWORD_SUCCESS,
  SOMETHING_WENT_WRONG,
} from 'contracts';
import { createMockBackend, fixtureUser, type MockBackend } from 'mocks';
import { http, HttpResponse } from 'msw';
import { setupMockServer } from 'mocks/testing';
import { preloadLazyScreens, renderShell, resetSession } from '../testing/render-shell';
import { findToast } from '../testing/toasts';

const authUrl = (path: string) => `*${AUTH_BASE_PATH}${path}`;
let backend: MockBackend;
const server = setupMockServer();
beforeAll(() => preloadLazyScreens());
beforeEach(() => {
  backend = createMockBackend({ signedIn: false });
  server.resetHandlers(...backend.handlers);
  resetSession();
});

const button = (name: string) => screen.getByText(name, { selector: 'button span' }).closest('button')!;

describe('forgot password page', () => {
  it("asks for an email, then sends the reset link to origin + '/reset-password' and shows 'Check Your Email'", async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(authUrl(AUTH_PATHS.forgetPassword), async ({ request }) => {
        bodies.push(await request.clone().json());
      }),
    );
    renderShell('/forgot-password');
    await userEvent.click(await screen.findByRole('button', { name: 'Send Reset Instructions' }));
    await findToast(ERROR_TITLE, ENTER_EMAIL_ADDRESS);
    expect(bodies).toEqual([]);

    await userEvent.type(screen.getByLabelText('Email'), fixtureUser.email);
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Instructions' }));
    expect(await screen.findByText('Check Your Email')).toBeInTheDocument();
    await findToast(RESET_EMAIL_SENT_TITLE, RESET_EMAIL_SENT);
    expect(bodies).toEqual([{ email: fixtureUser.email, redirectTo: `${window.location.origin}/reset-password` }]);
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');

    // 'try again' returns to the form.
    await userEvent.click(screen.getByRole('button', { name: /try again/ }));
    expect(await screen.findByRole('button', { name: 'Send Reset Instructions' })).toBeInTheDocument();
  });

  it("shows the server's message, 'Failed to send reset email' without one, and the generic text when offline", async () => {
    renderShell('/forgot-password');
    await userEvent.type(await screen.findByLabelText('Email'), fixtureUser.email);

    server.use(
      http.post(authUrl(AUTH_PATHS.forgetPassword), () =>
        HttpResponse.json({ message: 'Too many attempts. Please try again later.' }, { status: 429 }),
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Instructions' }));
    await findToast(ERROR_TITLE, 'Too many attempts. Please try again later.');

    server.use(http.post(authUrl(AUTH_PATHS.forgetPassword), () => new HttpResponse(null, { status: 500 })));
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Instructions' }));
    await findToast(ERROR_TITLE, RESET_EMAIL_FAILED);

    server.use(http.post(authUrl(AUTH_PATHS.forgetPassword), () => HttpResponse.error()));
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Instructions' }));
    await findToast(ERROR_TITLE, SOMETHING_WENT_WRONG);
    expect(screen.queryByText('Check Your Email')).not.toBeInTheDocument();
  });
});

describe('reset password page', () => {
  const fill = async (password: string, confirm: string) => {
    for (const [label, value] of [
      ['New password', password],
      ['Confirm new password', confirm],
    ] as const) {
      const field = screen.getByLabelText(label);
      await userEvent.clear(field);
      // Pasted rather than typed key by key: the rules, not the keystrokes, are under test.
      if (value) await userEvent.paste(value);
    }
    await userEvent.click(button('Reset Password'));
  };

  it('says the token is missing on arrival and refuses to submit without one', async () => {
    renderShell('/reset-password');
    expect(await screen.findByText(INVALID_RESET_TOKEN)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new password reset' })).toHaveAttribute('href', '/forgot-password');
    await fill('new-secret-1', 'new-secret-1');
    await findToast(ERROR_TITLE, INVALID_RESET_TOKEN);
  });

  it('shows the note and a show/hide toggle on each field, and checks the spec rules', async () => {
    renderShell('/reset-password?token=abc');
    expect(await screen.findByText(PASSWORD_TOO_SHORT, { selector: 'div.ant-typography' })).toBeInTheDocument();
    expect(screen.queryByText(INVALID_RESET_TOKEN)).not.toBeInTheDocument();

    const newPassword = screen.getByLabelText('New password');
    expect(newPassword).toHaveAttribute('type', 'password');
    const [showNew, showConfirm] = screen.getAllByRole('button', { name: 'Show' });
    expect(showConfirm).toBeDefined();
    await userEvent.click(showNew!);
    expect(newPassword).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('Confirm new password')).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Hide' }));
    expect(newPassword).toHaveAttribute('type', 'password');

    await fill('new-secret-1', '');
    await findToast(ERROR_TITLE, FILL_ALL_FIELDS);
    await fill('new-secret-1', 'new-secret-2');
    await findToast(ERROR_TITLE, PASSWORDS_DO_NOT_MATCH);
    await fill('short', 'short');
    await findToast(ERROR_TITLE, PASSWORD_TOO_SHORT);
  });

  it("shows the server's message, 'Failed to reset password' without one, and the generic text when offline", async () => {
    // The contracts mock refuses the token 'expired' with its own message.
    renderShell('/reset-password?token=expired');
    await screen.findByLabelText('New password');
    await fill('new-secret-1', 'new-secret-1');
    await findToast(ERROR_TITLE, 'Invalid or expired token');

    server.use(http.post(authUrl(AUTH_PATHS.resetPassword), () => new HttpResponse(null, { status: 500 })));
    await userEvent.click(button('Reset Password'));
    await findToast(ERROR_TITLE, RESET_PASSWORD_FAILED);

    server.use(http.post(authUrl(AUTH_PATHS.resetPassword), () => HttpResponse.error()));
    await userEvent.click(button('Reset Password'));
    await findToast(ERROR_TITLE, SOMETHING_WENT_WRONG);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/reset-password\?token=expired$/);
  });

  it('sets the new password with the token, then shows the success toast on /login', async () => {
    renderShell('/reset-password?token=emailed-token');
    await screen.findByLabelText('New password');
    await fill('brand-new-secret', 'brand-new-secret');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome Back' })).toBeInTheDocument();
    await findToast('Success', RESET_PASSWORD_SUCCESS);
    expect(backend.state.data.password).toBe('brand-new-secret');
  });
});
