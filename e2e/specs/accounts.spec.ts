import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { registerNewAccount, signOutFromMenu, submitLogin, toast, uniqueEmail } from '../support/accounts';
import { emailedLink } from '../support/dev-inbox';

// Issue 3 (accounts) in the browser against the real app and the devstack stand-ins (SMTP inbox, Google).
// The texts are the spec's acceptance texts, as a visitor reads them.

test('register, verify through the emailed link, sign out, reset the password through the emailed link, sign in', async ({
  page,
}) => {
  const email = uniqueEmail('reset');
  await registerNewAccount(page, 'Jordan Reset', email, 'first-password-1');

  await page.goto('/dashboard/settings');
  await expect(page.getByText('Unverified', { exact: true })).toBeVisible();
  const verifyLink = await emailedLink(page.request, email, /\/api\/auth\/verify-email\?token=/);
  await page.goto(verifyLink);
  await expect(page).toHaveURL(/\/dashboard\/settings$/);
  await expect(page.getByText('Verified', { exact: true })).toBeVisible();

  await signOutFromMenu(page);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Reset Instructions' }).click();
  await expect(page.getByText('Check Your Email', { exact: true })).toBeVisible();
  await expect(toast(page, 'Email Sent', 'Check your email for password reset instructions')).toBeVisible();

  const resetLink = await emailedLink(page.request, email, /\/reset-password\?token=/);
  await page.goto(resetLink);
  await expect(page.getByText('Password must be at least 6 characters long')).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('second-password-2');
  await page.getByLabel('Confirm new password').fill('second-password-2');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(
    toast(page, 'Success', 'Your password has been reset successfully. You can now sign in with your new password.'),
  ).toBeVisible();

  // The link is single use.
  await page.goto(resetLink);
  await page.getByLabel('New password', { exact: true }).fill('third-password-3');
  await page.getByLabel('Confirm new password').fill('third-password-3');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(toast(page, 'Error', 'This password reset link has already been used.')).toBeVisible();

  await page.goto('/login');
  await submitLogin(page, email, 'first-password-1');
  await expect(toast(page, 'Login Failed', 'Invalid email or password')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('second-password-2');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/dashboard\/chats$/);
});

test('Google sign-in through the consent page lands on /dashboard/chats', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page.getByRole('heading', { name: 'Choose an account' })).toBeVisible();
  await page.getByRole('link', { name: /Test User/ }).click();

  await expect(page).toHaveURL(/\/dashboard\/chats$/);
  await page.goto('/dashboard/settings');
  await expect(page.getByText('test.user@gmail.com')).toBeVisible();
  await expect(page.getByText('Verified', { exact: true })).toBeVisible();
});

test('a denied Google consent comes back to /login with the Google failure toast', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await page.getByRole('link', { name: 'Cancel (deny access)' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(toast(page, 'Login Failed', 'Failed to login with Google')).toBeVisible();
});

test('change password in settings, then sign in with the new one', async ({ page }) => {
  const email = uniqueEmail('change');
  await registerNewAccount(page, 'Casey Change', email, 'old-password-1');
  await page.goto('/dashboard/settings');

  const form = page.locator('form#change-password');
  await form.getByLabel('Current Password').fill('old-password-1');
  await form.getByLabel('New Password', { exact: true }).fill('new-password-2');
  await form.getByLabel('Confirm New Password').fill('new-password-3');
  await form.getByRole('button', { name: 'Update Password' }).click();
  await expect(toast(page, 'Error', 'New passwords do not match')).toBeVisible();

  await form.getByLabel('Confirm New Password').fill('new-password-2');
  await form.getByRole('button', { name: 'Update Password' }).click();
  await expect(toast(page, 'Success', 'Your password has been changed successfully')).toBeVisible();

  await signOutFromMenu(page);
  await page.goto('/login');
  await submitLogin(page, email, 'new-password-2');
  await expect(page).toHaveURL(/\/dashboard\/chats$/);
});

test("authorize Gmail from settings: Google's consent, then 'Authorized'", async ({ page }) => {
  await registerNewAccount(page, 'Gale Mailer', uniqueEmail('gmail'), 'gmail-password-1');
  await page.goto('/dashboard/settings');
  await page.getByRole('button', { name: 'Authorize Google Mail' }).click();

  await expect(page.getByRole('heading', { name: 'Choose an account' })).toBeVisible();
  // The requested scopes (the consent page also names each one beside its granular-consent checkbox).
  await expect(page.locator('ul.scopes').getByText('https://www.googleapis.com/auth/gmail.send')).toBeAttached();
  await page.getByRole('link', { name: /Test User/ }).click();

  await expect(page).toHaveURL(/\/dashboard\/settings$/);
  await expect(page.getByRole('button', { name: 'Authorized' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Authorize Google Mail' })).toHaveCount(0);
});

test('export downloads a JSON file with the profile', async ({ page }) => {
  const email = uniqueEmail('export');
  await registerNewAccount(page, 'Erin Export', email, 'export-password-1');
  await page.goto('/dashboard/settings');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.json$/);
  const exported = JSON.parse(await readFile(await download.path(), 'utf8')) as { profile: { email: string; name: string } };
  expect(exported.profile).toMatchObject({ email, name: 'Erin Export' });
});

test('delete account: confirmation, signed out, and the credentials no longer work', async ({ page }) => {
  const email = uniqueEmail('delete');
  await registerNewAccount(page, 'Dana Delete', email, 'delete-password-1');
  await page.goto('/dashboard/settings');

  await page.getByRole('button', { name: 'Delete Account' }).click();
  const dialog = page.getByRole('dialog');
  const confirm = dialog.getByRole('button', { name: 'Delete Account' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel(/Type DELETE to confirm/).fill('DELETE');
  await confirm.click();

  await expect(page).toHaveURL(/\/$/);
  await page.goto('/dashboard/settings');
  await expect(page).toHaveURL(/\/login\?redirect=/);

  await submitLogin(page, email, 'delete-password-1');
  await expect(toast(page, 'Login Failed', 'Invalid email or password')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});
