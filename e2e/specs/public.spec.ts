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

test('a public page hydrates without the shell, moves between public pages itself, and hands sign-in to the shell', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { level: 1, name: /pricing/i })).toBeVisible();
  // Hydrated: the header's logo link moves the page's own router to the landing page, in the same document.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page
    .getByRole('link', { name: /Follow-Up Agent/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Email Follow-Up Agent for Job Seekers' })).toBeVisible();
  await expect(page).toHaveTitle('Email Follow-Up Agent for Job Seekers | Follow-Up Agent');
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  // The first load ran the marketing remote's standalone script only: no shell, no federation runtime, no remote entry.
  expect(scripts.filter((script) => script.startsWith('/remotes/mfe-marketing/public-page/')).length).toBeGreaterThan(0);
  expect(scripts.filter((script) => /^\/main\.|remoteEntry|boot-vendor/.test(script))).toEqual([]);

  // A link out of the site loads the shell's own page for it.
  await page.getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(false);
  expect(scripts.some((script) => /^\/main\./.test(script))).toBe(true);
});
