// The landing page's live demo in a real browser, on Playwright's fake clock: nothing moves before the demo is
// scrolled into view, then each state of product.md §2 'Landing mockup demo' at the spec's timings, confetti for 5 s.
// The e2e server sets no DEMO_VIDEO_URL, so the walkthrough video section must be absent, not a broken embed.
import { expect, test } from '@playwright/test';
import { TIMINGS } from 'contracts';

/** The sample profile the demo types (mfe-marketing/src/data/landing-demo-content.ts). */
const SAMPLE_URL = 'https://www.linkedin.com/in/jordan-lee-recruiter';
/** How long the sample cards stay before 'Schedule & Send' presses itself (mfe-marketing landing-demo.timeline.ts). */
const READ_CARDS_MS = 2500;
const HEADLINE = 'Email Follow-Up Agent for Job Seekers';

// Short enough that the demo (below the hero) starts off screen.
test.use({ viewport: { width: 1280, height: 400 } });

test('the landing demo waits until it is in view, then walks idle -> typing -> finding -> found -> scheduling -> live', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: HEADLINE })).toBeVisible();

  const demo = page.locator('[data-demo-phase]');
  const urlField = page.getByRole('textbox', { name: 'Sample LinkedIn profile URL' });
  await expect(demo).toHaveAttribute('data-demo-phase', 'idle');

  // From here the page's time moves only with runFor.
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 5_000));
  await page.clock.runFor(20_000);
  await expect(demo).toHaveAttribute('data-demo-phase', 'idle');
  await expect(urlField).toHaveValue('');

  // Scrolled from the page itself: no actionability wait, which would lean on the (paused) animation frames.
  await demo.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await expect(demo).toHaveAttribute('data-demo-phase', 'typing');
  await expect(urlField).toHaveValue('');
  await page.clock.runFor(SAMPLE_URL.length * TIMINGS.typewriterPerChar);
  await expect(urlField).toHaveValue(SAMPLE_URL);
  await expect(page.getByRole('button', { name: 'Find Email' })).toBeEnabled();

  await page.clock.runFor(TIMINGS.demoFindEmailAfter);
  await expect(demo).toHaveAttribute('data-demo-phase', 'finding');
  await expect(page.getByRole('button', { name: 'Finding email...' })).toBeDisabled();

  await page.clock.runFor(TIMINGS.demoFindingEmail);
  await expect(demo).toHaveAttribute('data-demo-phase', 'found');
  await expect(page.getByText('Email Found!')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Sample follow-up emails' }).getByRole('listitem')).toHaveCount(3);
  await expect(page.getByRole('button', { name: 'Schedule & Send' })).toBeEnabled();

  await page.clock.runFor(READ_CARDS_MS);
  await expect(demo).toHaveAttribute('data-demo-phase', 'scheduling');
  await expect(page.getByRole('button', { name: 'Scheduling...' })).toBeDisabled();

  await page.clock.runFor(TIMINGS.demoScheduling);
  await expect(demo).toHaveAttribute('data-demo-phase', 'live');
  await expect(page.getByText('Your Sequence is live', { exact: true })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Your Sequence is live' }).getByRole('listitem')).toHaveText([
    'Follow up 1 sent',
    'Follow up 2 after 2 days',
    'Follow up 3 after 4 days',
  ]);

  // Confetti over the page for 5 s (canvas-confetti, loaded only now), then gone; the live state stays.
  const confetti = page.getByTestId('demo-confetti');
  await expect(confetti).toBeAttached();
  await page.clock.runFor(TIMINGS.demoConfetti);
  await expect(confetti).toHaveCount(0);
  await expect(page.getByText('Your Sequence is live', { exact: true })).toBeVisible();
});

test('with reduced motion the demo shows its end state at once, without confetti', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.clock.install();
  await page.goto('/');
  const demo = page.locator('[data-demo-phase]');
  await expect(demo).toHaveAttribute('data-demo-phase', 'live');
  await expect(page.getByRole('textbox', { name: 'Sample LinkedIn profile URL' })).toHaveValue(SAMPLE_URL);
  await expect(page.getByText('Your Sequence is live', { exact: true })).toBeAttached();
  await page.clock.runFor(10_000);
  await expect(page.getByTestId('demo-confetti')).toHaveCount(0);
});

test('without DEMO_VIDEO_URL there is no video section on the landing page or /demo', async ({ page }) => {
  const config = await (await page.request.get('/runtime-config.json')).json();
  expect(config.demoVideoUrl).toBeNull();

  for (const path of ['/', '/demo']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Interactive Demo' })).toBeVisible();
    await expect(page.getByTitle('Product walkthrough')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Product walkthrough video' })).toHaveCount(0);
    await expect(page.locator('iframe')).toHaveCount(0);
  }
});
