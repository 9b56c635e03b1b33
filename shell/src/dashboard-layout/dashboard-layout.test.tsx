import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMockBackend, fixtureUser } from 'mocks';
import { setupMockServer } from 'mocks/testing';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { useSessionStore } from 'shared-ui/core';
import { LocationProbe } from '../testing/render-shell';
import { sidebarItems } from '../frame-navigation/frame-mounts.util';
import { useFrameNavigation } from '../frame-navigation/frame-navigation.store';
import { activeNavItem } from './active-nav';
import DashboardLayout from './dashboard-layout';
import { MOBILE_BREAKPOINT, SIDEBAR_COOKIE } from './layout.constants';
import { restoreViewport, setViewportWidth } from './viewport.test-helpers';

const backend = createMockBackend({ signedIn: true });
setupMockServer(...backend.handlers);

function clearSidebarCookie() {
  document.cookie = `${SIDEBAR_COOKIE.name}=; path=/; max-age=0`;
}

function renderLayout(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/dashboard" element={<DashboardLayout />}>
          <Route
            path="*"
            element={
              <>
                <p>page content</p>
                <Link to="/dashboard/billing">Plans at the bottom</Link>
              </>
            }
          />
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
    ['/dashboard/campaignsx', null],
    ['/dashboard/contacts', 'Contacts'],
    ['/dashboard/contacts/new', 'Contacts'],
    ['/dashboard/contacts/123', 'Contacts'],
    ['/dashboard/settings', 'Settings'],
    ['/dashboard/billing', 'Billing'],
    ['/dashboard/chats', 'Reply Engine'],
    ['/dashboard/chat', 'Reply Engine'],
    ['/dashboard/chatsx', null],
  ])('%s highlights %s', (path, label) => {
    // No remote answered in these tests: the frame draws the built-in items (src/frame-navigation).
    expect(activeNavItem(path, sidebarItems(useFrameNavigation.getState().byRemote))?.label ?? null).toBe(label);
  });
});

describe('DashboardLayout', () => {
  it("lists the spec's four items with the Reply Engine after Dashboard and Contacts after Sequences, and highlights Contacts on a contact page", async () => {
    renderLayout('/dashboard/contacts/123');
    const nav = await screen.findByRole('navigation', { name: 'Dashboard' });
    const links = within(nav).getAllByRole('link');
    const labels = ['Dashboard', 'Reply Engine', 'Sequences', 'Contacts', 'Settings', 'Billing'];
    expect(links.map((link) => link.textContent)).toEqual(labels);
    expect(within(nav).getByRole('link', { name: 'Contacts' })).toHaveAttribute('href', '/dashboard/contacts');
    expect(within(nav).getByRole('link', { name: 'Contacts' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Sequences' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: 'Reply Engine' })).toHaveAttribute('href', '/dashboard/chats');
    expect(screen.getByText('page content')).toBeInTheDocument();
  });

  it('opens the page a link leads to at its top', async () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    renderLayout('/dashboard/settings');
    await screen.findByRole('navigation', { name: 'Dashboard' });
    expect(scrollTo).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('link', { name: 'Plans at the bottom' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/billing');
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0 });
    scrollTo.mockRestore();
  });

  it('highlights the Reply Engine on the chat', async () => {
    renderLayout('/dashboard/chats');
    const nav = await screen.findByRole('navigation', { name: 'Dashboard' });
    expect(within(nav).getByRole('link', { name: 'Reply Engine' })).toHaveAttribute('aria-current', 'page');
  });

  it('names the collapsed icons, Contacts among them', async () => {
    document.cookie = `${SIDEBAR_COOKIE.name}=false; path=/`;
    renderLayout('/dashboard/contacts/new');
    const nav = await screen.findByRole('navigation', { name: 'Dashboard' });
    expect(within(nav).getByRole('link', { name: 'Contacts' })).toHaveAttribute('aria-current', 'page');
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

describe('account menu from the keyboard', () => {
  it('opens with focus on Settings, moves with the arrows, closes on Escape with focus back on the avatar', async () => {
    renderLayout('/dashboard/home');
    const avatar = await screen.findByRole('button', { name: 'Account menu' });
    expect(avatar).toHaveAttribute('aria-haspopup', 'menu');
    expect(avatar).toHaveAttribute('aria-expanded', 'false');

    avatar.focus();
    await userEvent.keyboard('{Enter}');
    const menu = screen.getByRole('menu', { name: 'Account' });
    expect(avatar).toHaveAttribute('aria-expanded', 'true');
    expect(avatar).toHaveAttribute('aria-controls', menu.id);
    expect(within(menu).getByRole('menuitem', { name: 'Settings' })).toHaveFocus();
    // The identity line is shown but is not a choice.
    expect(within(menu).getByRole('menuitem', { name: new RegExp(fixtureUser.email) })).toHaveAttribute('aria-disabled', 'true');

    await userEvent.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'Settings' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(avatar).toHaveFocus();
    expect(backend.state.signedIn).toBe(true);
  });

  it('Settings opens the settings page; a click outside closes the menu and changes nothing', async () => {
    renderLayout('/dashboard/home');
    const avatar = await screen.findByRole('button', { name: 'Account menu' });
    await userEvent.click(avatar);
    await userEvent.click(screen.getByText('page content'));
    expect(screen.queryByRole('menu')).toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/home');

    await userEvent.click(avatar);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Settings' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/settings');
    expect(screen.queryByRole('menu')).toBeNull();
  });
});

describe('DashboardLayout on a phone (390 px wide)', () => {
  const toggleButton = () => screen.getByRole('button', { name: 'Toggle sidebar' });
  const drawerNav = () => screen.queryByRole('navigation', { name: 'Dashboard' });
  const location = () => screen.getByTestId('location').textContent;

  beforeEach(() => setViewportWidth(390));
  afterEach(() => restoreViewport());

  async function renderAndOpenDrawer(path: string) {
    renderLayout(path);
    await userEvent.click(await screen.findByRole('button', { name: 'Toggle sidebar' }));
    return screen.findByRole('navigation', { name: 'Dashboard' });
  }

  async function renderAndOpenDrawerAgain() {
    await userEvent.click(toggleButton());
    return screen.findByRole('navigation', { name: 'Dashboard' });
  }

  it('starts with the drawer closed even when the desktop cookie says open; the toggle is in the top bar', async () => {
    document.cookie = `${SIDEBAR_COOKIE.name}=true; path=/`;
    renderLayout('/dashboard/chats');
    const toggle = await screen.findByRole('button', { name: 'Toggle sidebar' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle.closest('header')).not.toBeNull();
    expect(drawerNav()).toBeNull();
    expect(screen.queryByRole('link', { name: 'Sequences' })).toBeNull();
    expect(screen.getByTestId('sidebar-backdrop')).not.toBeVisible();
    expect(screen.getByText('page content')).toBeVisible();
  });

  it('opens over the page with a backdrop and moves focus into the drawer; the cookie is left alone', async () => {
    document.cookie = `${SIDEBAR_COOKIE.name}=false; path=/`;
    const nav = await renderAndOpenDrawer('/dashboard/chats');
    const drawer = screen.getByRole('dialog', { name: 'Navigation' });
    expect(drawer).toContainElement(nav);
    expect(drawer).toHaveAttribute('aria-modal', 'true');
    expect(toggleButton()).toHaveAttribute('aria-expanded', 'true');
    expect(toggleButton()).toHaveAttribute('aria-controls', drawer.id);
    expect(screen.getByTestId('sidebar-backdrop')).toBeVisible();
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Dashboard', 'Reply Engine', 'Sequences', 'Contacts', 'Settings', 'Billing']);
    expect(drawer).toHaveFocus();
    expect(document.cookie).toContain(`${SIDEBAR_COOKIE.name}=false`);
  });

  it('closes when a link is tapped: navigates, and focus goes back to the toggle', async () => {
    const nav = await renderAndOpenDrawer('/dashboard/chats');
    await userEvent.click(within(nav).getByRole('link', { name: 'Sequences' }));
    expect(location()).toBe('/dashboard/campaigns');
    expect(drawerNav()).toBeNull();
    expect(toggleButton()).toHaveAttribute('aria-expanded', 'false');
    expect(toggleButton()).toHaveFocus();
  });

  it('closes when the link of the page already shown is tapped', async () => {
    const nav = await renderAndOpenDrawer('/dashboard/contacts/123');
    expect(within(nav).getByRole('link', { name: 'Contacts' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(nav).getByRole('link', { name: 'Contacts' }));
    expect(location()).toBe('/dashboard/contacts');
    expect(drawerNav()).toBeNull();

    const again = await renderAndOpenDrawerAgain();
    await userEvent.click(within(again).getByRole('link', { name: 'Contacts' }));
    expect(location()).toBe('/dashboard/contacts');
    expect(drawerNav()).toBeNull();
    expect(toggleButton()).toHaveFocus();
  });

  it('closes on a tap outside it (the backdrop), focus back on the toggle; the page scrolls again', async () => {
    await renderAndOpenDrawer('/dashboard/chats');
    expect(document.body.style.overflow).toBe('hidden');
    await userEvent.click(screen.getByTestId('sidebar-backdrop'));
    expect(drawerNav()).toBeNull();
    expect(screen.getByTestId('sidebar-backdrop')).not.toBeVisible();
    expect(toggleButton()).toHaveFocus();
    expect(location()).toBe('/dashboard/chats');
    expect(document.body.style.overflow).toBe('');
  });

  it('closes on Escape and on its close button, focus back on the toggle', async () => {
    await renderAndOpenDrawer('/dashboard/chats');
    await userEvent.keyboard('{Escape}');
    expect(drawerNav()).toBeNull();
    expect(toggleButton()).toHaveFocus();

    await userEvent.click(toggleButton());
    await userEvent.click(await screen.findByRole('button', { name: 'Close sidebar' }));
    expect(drawerNav()).toBeNull();
    expect(toggleButton()).toHaveFocus();
  });

  it('keeps Tab inside the open drawer', async () => {
    const nav = await renderAndOpenDrawer('/dashboard/chats');
    const close = screen.getByRole('button', { name: 'Close sidebar' });
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab();
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    expect(within(nav).getByRole('link', { name: 'Billing' })).toHaveFocus();
    await userEvent.tab();
    expect(close).toHaveFocus();

    // Shift+Tab straight after opening goes round to the last control too.
    await userEvent.keyboard('{Escape}');
    await userEvent.click(toggleButton());
    expect(screen.getByRole('dialog', { name: 'Navigation' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(within(nav).getByRole('link', { name: 'Billing' })).toHaveFocus();
  });

  it('Ctrl+B opens and closes the drawer without writing the desktop cookie', async () => {
    renderLayout('/dashboard/chats');
    await screen.findByRole('button', { name: 'Toggle sidebar' });
    await userEvent.keyboard('{Control>}b{/Control}');
    expect(await screen.findByRole('navigation', { name: 'Dashboard' })).toBeInTheDocument();
    await userEvent.keyboard('{Control>}b{/Control}');
    expect(drawerNav()).toBeNull();
    expect(document.cookie).not.toContain(`${SIDEBAR_COOKIE.name}=`);
  });

  it('at the breakpoint the sidebar is beside the page again, as the cookie says; back under it the drawer is closed', async () => {
    document.cookie = `${SIDEBAR_COOKIE.name}=false; path=/`;
    await renderAndOpenDrawer('/dashboard/chats');

    act(() => setViewportWidth(MOBILE_BREAKPOINT));
    const nav = await screen.findByRole('navigation', { name: 'Dashboard' });
    expect(nav).toHaveAttribute('data-state', 'collapsed');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByTestId('sidebar-backdrop')).toBeNull();

    act(() => setViewportWidth(MOBILE_BREAKPOINT - 1));
    await waitFor(() => expect(drawerNav()).toBeNull());
    expect(toggleButton()).toHaveAttribute('aria-expanded', 'false');
  });
});
