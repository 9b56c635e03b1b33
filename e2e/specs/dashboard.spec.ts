import { expect, test } from '@playwright/test';
import { signUpThroughForm, uniqueEmail } from '../support/accounts';

test('a signed-out visit to the sequences page goes to /login and returns there after sign-up', async ({ page }) => {
  await page.goto('/dashboard/campaigns');
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByText('Welcome Back')).toBeVisible();

  await page.getByRole('link', { name: /sign up/i }).click();
  await expect(page).toHaveURL(/\/register/);
  await signUpThroughForm(page, 'Casey Applicant', uniqueEmail(), 'correct-horse-1');

  await expect(page).toHaveURL(/\/dashboard\/campaigns$/);
  await expect(page.getByRole('heading', { name: 'Sequences' })).toBeVisible();
});

test('the sidebar crosses the dashboard and chat remotes', async ({ page }) => {
  await page.goto('/register');
  await signUpThroughForm(page, 'Robin Seeker', uniqueEmail(), 'correct-horse-2');
  await expect(page).toHaveURL(/\/dashboard\/chats$/);
  await expect(page.getByText('Reply Engine').first()).toBeVisible();

  const sidebar = page.getByRole('navigation');
  await sidebar.getByRole('link', { name: 'Sequences' }).click();
  await expect(page).toHaveURL(/\/dashboard\/campaigns$/);
  await expect(page.getByRole('heading', { name: 'Sequences' })).toBeVisible();

  await sidebar.getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByText('Profile Information')).toBeVisible();

  await page.goto('/dashboard/chats');
  await expect(page.getByText('Turn applications into interviews.')).toBeVisible();
});

test('with the chat remote unreachable the shell and the other areas still work', async ({ page }) => {
  await page.route('**/remotes/mfe-chat/**', (route) => route.abort());
  await page.goto('/register');
  await signUpThroughForm(page, 'Sam Resilient', uniqueEmail(), 'correct-horse-3');

  await expect(page).toHaveURL(/\/dashboard\/chats$/);
  await expect(page.getByText('This section could not be loaded.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();

  await page.getByRole('navigation').getByRole('link', { name: 'Sequences' }).click();
  await expect(page.getByRole('heading', { name: 'Sequences' })).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Email Follow-Up Agent for Job Seekers' })).toBeVisible();
});
