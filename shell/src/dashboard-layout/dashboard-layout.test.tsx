import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMockBackend, fixtureUser } from 'mocks';
import { setupServer } from 'msw/node';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { useSessionStore } from 'shared-ui/core';
import { LocationProbe } from '../testing/render-shell';
import { activeNavItem } from './active-nav';
import DashboardLayout from './dashboard-layout';
import { DASHBOARD_NAV, SIDEBAR_COOKIE } from './layout.constants';

const backend = createMockBackend({ signedIn: true });
const server = setupServer(...backend.handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

function clearSidebarCookie() {
  document.cookie = `${SIDEBAR_COOKIE.name}=; path=/; max-age=0`;
}

function renderLayout(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/dashboard" element={<DashboardLayout />}>
          <Route path="*" element={<p>page content</p>} />
        </Route>
        <Route path="/" element={<p>landing page</p>} />
      </Routes>
      <LocationProbe />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  clearSidebarCookie();
  backend.state.signedIn = true;
  useSessionStore.setState({ user: { ...fixtureUser }, status: 'authenticated' });
});

describe('active sidebar item', () => {
  it.each([
    ['/dashboard/home', 'Dashboard'],
    ['/dashboard/campaigns', 'Sequences'],
    ['/dashboard/campaigns/7/email-sequences', 'Sequences'],
    ['/dashboard/contacts/new', 'Sequences'],
    ['/dashboard/settings', 'Settings'],
    ['/dashboard/billing', 'Billing'],
    ['/dashboard/chats', null],
  ])('%s highlights %s', (path, label) => {
    expect(activeNavItem(path)?.label ?? null).toBe(label);
  });
});

describe('DashboardLayout', () => {
  it('lists the four items and highlights Sequences on a contact page', async () => {
    renderLayout('/dashboard/contacts/12');
    const nav = await screen.findByRole('navigation', { name: 'Dashboard' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Dashboard', 'Sequences', 'Settings', 'Billing']);
    expect(DASHBOARD_NAV.map((n) => n.label)).toEqual(['Dashboard', 'Sequences', 'Settings', 'Billing']);
    expect(within(nav).getByRole('link', { name: 'Sequences' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
    expect(screen.getByText('page content')).toBeInTheDocument();
  });

  it('toggles with Ctrl+B and remembers the state in the sidebar cookie', async () => {
    renderLayout('/dashboard/home');
    const nav = await screen.findByRole('navigation', { name: 'Dashboard' });
    expect(nav).toHaveAttribute('data-state', 'expanded');

    await userEvent.keyboard('{Control>}b{/Control}');
    expect(nav).toHaveAttribute('data-state', 'collapsed');
    expect(document.cookie).toContain(`${SIDEBAR_COOKIE.name}=false`);

    await userEvent.keyboard('{Meta>}b{/Meta}');
    expect(nav).toHaveAttribute('data-state', 'expanded');
    expect(document.cookie).toContain(`${SIDEBAR_COOKIE.name}=true`);
  });

  it('opens collapsed when the cookie says so', async () => {
    document.cookie = `${SIDEBAR_COOKIE.name}=false; path=/`;
    renderLayout('/dashboard/home');
    expect(await screen.findByRole('navigation', { name: 'Dashboard' })).toHaveAttribute('data-state', 'collapsed');
  });

  it("shows the user's initial; its menu has name, email, Settings and Logout (signs out, goes home)", async () => {
    renderLayout('/dashboard/home');
    const avatar = await screen.findByRole('button', { name: 'Account menu' });
    expect(avatar).toHaveTextContent(fixtureUser.name.charAt(0));

    await userEvent.click(avatar);
    expect(await screen.findByText(fixtureUser.name)).toBeInTheDocument();
    expect(screen.getByText(fixtureUser.email)).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Settings' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByText('landing page')).toBeInTheDocument();
    expect(backend.state.signedIn).toBe(false);
    await waitFor(() => expect(useSessionStore.getState().status).toBe('unauthenticated'));
  });
});
