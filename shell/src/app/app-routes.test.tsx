import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMockBackend, fixturePassword, fixtureUser } from 'mocks';
import { setupMockServer } from 'mocks/testing';
import { preloadLazyScreens, renderShell, resetSession } from '../testing/render-shell';

let backend = createMockBackend({ signedIn: false });
const server = setupMockServer();
beforeAll(() => preloadLazyScreens());
beforeEach(() => {
  // A fresh mock API per test: sign-ups and sign-ins change its state.
  backend = createMockBackend({ signedIn: false });
  server.resetHandlers(...backend.handlers);
  resetSession();
});

const location = () => screen.getByTestId('location');

describe('shell routing', () => {
  it('shows the not-found page with a link home for an unknown path', async () => {
    renderShell('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Oops! Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  });

  it('sends the public pages to the marketing remote mounted at /', async () => {
    renderShell('/pricing');
    expect(await screen.findByText('marketing remote at /')).toBeInTheDocument();
  });

  it('mounts the candidate remote at /candidate and /resume', async () => {
    renderShell('/resume/abc');
    expect(await screen.findByText('candidate remote at /resume')).toBeInTheDocument();
  });

  it("redirects '/dashboard' to '/dashboard/chats' (the chat remote)", async () => {
    backend.state.signedIn = true;
    renderShell('/dashboard');
    expect(await screen.findByText('chat remote at /dashboard/chats')).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/dashboard\/chats$/);
  });

  it('shows Loading... while the session loads', async () => {
    backend.state.signedIn = true;
    renderShell('/dashboard/home');
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByText('dashboard remote at /dashboard')).toBeInTheDocument();
  });

  it('sends a signed-out visitor to /login and back to the remembered page after signing in', async () => {
    renderShell('/dashboard/campaigns');
    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    expect(location()).toHaveTextContent('/login?redirect=%2Fdashboard%2Fcampaigns');

    await userEvent.type(screen.getByLabelText('Email'), fixtureUser.email);
    await userEvent.type(screen.getByLabelText('Password'), fixturePassword);
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByText('dashboard remote at /dashboard')).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/dashboard\/campaigns$/);
  });

  it('sends a signed-in visitor of /login or /register to /dashboard/chats', async () => {
    backend.state.signedIn = true;
    renderShell('/register');
    expect(await screen.findByText('chat remote at /dashboard/chats')).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/dashboard\/chats$/);
  });

  it('signs out from the account menu and lands on the home page', async () => {
    backend.state.signedIn = true;
    renderShell('/dashboard/home');
    await userEvent.click(await screen.findByRole('button', { name: 'Account menu' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByText('marketing remote at /')).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/$/);
    expect(backend.state.signedIn).toBe(false);
  });

  it('does not follow a remembered target that leaves the site', async () => {
    backend.state.signedIn = true;
    renderShell('/login?redirect=//evil.example/steal');
    await waitFor(() => expect(location()).toHaveTextContent(/^\/dashboard\/chats$/));
  });
});
