import { expect, type Page } from '@playwright/test';
import { emailedLink } from './dev-inbox';

/**
 * A unique address per call, so tests never depend on each other's accounts. Recipients at one company domain are
 * limited (two active sequences per domain), so a test that needs more gives each its own `domain`.
 */
export function uniqueEmail(prefix = 'e2e', domain = 'example.com'): string {
  return `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@${domain}`;
}

/** Signs up through the /register page's email form, as a person would. */
export async function signUpThroughForm(page: Page, name: string, email: string, password: string): Promise<void> {
  await page.getByRole('button', { name: /sign up with email/i }).click();
  await page.getByLabel('Full Name').fill(name);
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: /^(create account|sign up)$/i }).click();
}

/** A new account through /register; ends signed in on /dashboard/chats. */
export async function registerNewAccount(page: Page, name: string, email: string, password: string): Promise<void> {
  await page.goto('/register');
  await signUpThroughForm(page, name, email, password);
  await expect(page).toHaveURL(/\/dashboard\/chats$/);
}

/** Follows the verification link the sign-up mailed: heads-ups and alerts go to verified addresses only. */
export async function verifyEmailFromInbox(page: Page, email: string): Promise<void> {
  await page.goto(await emailedLink(page.request, email, /\/api\/auth\/verify-email\?token=/));
  await expect(page).toHaveURL(/\/dashboard\/settings$/);
}

/** Signs in on /login with email and password (the page is expected to be open). */
export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** Logout from the top bar's account menu; the app goes home. */
export async function signOutFromMenu(page: Page): Promise<void> {
  const menuButton = page.getByRole('button', { name: 'Account menu' });
  const logout = page.getByRole('menuitem', { name: 'Logout' });
  // A click on the menu while it is still opening (antd's slide-in, slow on a busy machine) can be lost:
  // open it and click again until the app has left the dashboard.
  await expect(async () => {
    if (new URL(page.url()).pathname.startsWith('/dashboard')) {
      if (!(await logout.isVisible())) await menuButton.click({ timeout: 2_000 });
      await logout.click({ timeout: 2_000 });
    }
    await expect(page).toHaveURL(/\/$/, { timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
}

/** Every toast on the page (top right): antd's notifications on the auth pages, shared-ui's on signed-in pages. */
export const TOASTS = '.ant-notification-notice, .sui-toast';

/** A toast with this title and description. */
export function toast(page: Page, title: string, description: string) {
  return page
    .locator(TOASTS)
    .filter({ has: page.locator('.ant-notification-notice-title, .sui-toast__title', { hasText: title }) })
    .filter({ has: page.locator('.ant-notification-notice-description, .sui-toast__description', { hasText: description }) });
}
