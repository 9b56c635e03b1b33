// The dashboard on a phone (390 x 844): the sidebar is a drawer behind a hamburger in the top bar, closed until
// opened, closing on navigation, and no dashboard page scrolls sideways.
import { expect, test } from '@playwright/test';
import { registerNewAccount, uniqueEmail } from '../support/accounts';
import { expectNoHorizontalOverflow, expectNotCovered, PHONE } from '../support/viewport';

test.use(PHONE);

test('on a phone the sidebar is a closed drawer that opens from the top bar and closes on navigation', async ({ page }) => {
  await registerNewAccount(page, 'Parker Phone', uniqueEmail('phone'), 'phone-password-1');
  await expect(page.getByText('Turn applications into interviews.')).toBeVisible();
  expect(await page.evaluate(() => window.innerWidth)).toBe(PHONE.viewport.width);

  const toggle = page.getByRole('button', { name: 'Toggle sidebar' });
  const drawer = page.getByRole('dialog', { name: 'Navigation' });
  const nav = page.getByRole('navigation', { name: 'Dashboard' });

  // Closed on arrival, the toggle in plain sight, and the chat readable across the whole width.
  await expect(nav).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expectNotCovered(toggle);
  await expectNoHorizontalOverflow(page, '/dashboard/chats');

  // Open: over the page, focus inside; a tap beside it closes it and focus is back on the toggle.
  await toggle.tap();
  await expect(nav).toBeVisible();
  await expect(drawer).toBeFocused();
  await expectNoHorizontalOverflow(page, '/dashboard/chats with the drawer open');
  await page.touchscreen.tap(PHONE.viewport.width - 16, PHONE.viewport.height / 2);
  await expect(nav).toBeHidden();
  await expect(toggle).toBeFocused();
  await expect(page).toHaveURL(/\/dashboard\/chats$/);

  // From the keyboard: Tab reaches its controls, Escape closes it.
  await toggle.tap();
  await expect(drawer).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(drawer.getByRole('button', { name: 'Close sidebar' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(nav).toBeHidden();
  await expect(toggle).toBeFocused();

  // A link navigates and puts the drawer away.
  await toggle.tap();
  await nav.getByRole('link', { name: 'Sequences' }).tap();
  await expect(page).toHaveURL(/\/dashboard\/campaigns$/);
  await expect(page.getByRole('heading', { name: 'Sequences' })).toBeVisible();
  await expect(nav).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expectNotCovered(toggle);

  // Contacts is in the drawer, after Sequences.
  await toggle.tap();
  await expect(nav.getByRole('link')).toHaveText(['Dashboard', 'Reply Engine', 'Sequences', 'Contacts', 'Settings', 'Billing']);
  await nav.getByRole('link', { name: 'Contacts' }).tap();
  await expect(page).toHaveURL(/\/dashboard\/contacts$/);
  await expect(nav).toBeHidden();
});

const PAGES = [
  { path: '/dashboard/campaigns', ready: 'Follow Up. Get Seen.' },
  { path: '/dashboard/contacts', ready: 'Add Your First Contact' },
  { path: '/dashboard/settings', ready: 'Profile Information' },
  { path: '/dashboard/billing', ready: 'Buy Additional Sequences' },
] as const;

test('no dashboard page scrolls sideways on a phone', async ({ page }) => {
  await registerNewAccount(page, 'Morgan Narrow', uniqueEmail('narrow'), 'phone-password-2');
  for (const { path, ready } of PAGES) {
    await page.goto(path);
    await expect(page.getByText(ready).first()).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Dashboard' })).toBeHidden();
    await expectNotCovered(page.getByRole('button', { name: 'Toggle sidebar' }));
    await expectNoHorizontalOverflow(page, path);
  }
});

test('a toast on a phone opens below the top bar: the menu toggle and the account menu stay uncovered', async ({ page }) => {
  await registerNewAccount(page, 'Toby Toast', uniqueEmail('toast'), 'phone-password-3');
  await page.goto('/dashboard/settings');
  await page.getByRole('button', { name: 'Edit name' }).tap();
  await page.getByLabel('Name').fill('Toby Toasted');
  await page.getByRole('button', { name: 'Save', exact: true }).tap();
  await expect(page.getByText('Name saved')).toBeVisible();
  await expectNotCovered(page.getByRole('button', { name: 'Toggle sidebar' }));
  await expectNotCovered(page.getByRole('button', { name: 'Account menu' }));
  await expectNoHorizontalOverflow(page, '/dashboard/settings with a toast');
});
