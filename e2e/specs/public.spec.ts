import { expect, test } from '@playwright/test';

test('the landing page shows the headline and its sections', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Email Follow-Up Agent for Job Seekers' })).toBeVisible();
  await expect(page.getByText('EARLY ACCESS')).toBeVisible();
  await expect(page.locator('#features')).toBeAttached();
  await expect(page.locator('#faqs')).toBeAttached();
});

test('an unknown path shows the not-found page with a way home', async ({ page }) => {
  await page.goto('/no-such-page-here');
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Email Follow-Up Agent for Job Seekers' })).toBeVisible();
});
