import { expect, test } from '@playwright/test';
import {
  consoleProblems,
  DASHBOARD_FILES,
  expectSequencesPage,
  REMOTE_ERROR_MESSAGE,
  requestsTo,
  sidebar,
  signUpToReplyEngine,
} from '../support/federation';

// A remote down: every file of the dashboard remote fails. The retry plugin asks its manifest again, then the
// fallback shows in the dashboard's place; the frame, the chat remote and the public site keep working, and
// 'Retry' loads the remote once it is back.
test('with the dashboard remote down its pages show the fallback, the rest works, and Retry brings it back', async ({ page }) => {
  const problems = consoleProblems(page);
  const manifestTries = requestsTo(page, /^\/remotes\/mfe-dashboard\/mf-manifest\.json$/);
  await page.route(DASHBOARD_FILES, (route) => route.abort('connectionrefused'));
  await signUpToReplyEngine(page, 'Dana Down');

  await sidebar(page).getByRole('link', { name: 'Sequences' }).click();
  await expect(page.getByText(REMOTE_ERROR_MESSAGE)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  // The first try and the plugin's two more.
  expect(manifestTries.length).toBeGreaterThanOrEqual(3);
  expect(problems.some((text) => text.includes('[shell] remote mfe_dashboard/App could not be loaded'))).toBe(true);

  await sidebar(page).getByRole('link', { name: 'Reply Engine' }).click();
  await expect(page.getByText('Turn applications into interviews.')).toBeVisible();

  await sidebar(page).getByRole('link', { name: 'Sequences' }).click();
  await expect(page.getByText(REMOTE_ERROR_MESSAGE)).toBeVisible();
  await page.unroute(DASHBOARD_FILES);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expectSequencesPage(page);

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Email Follow-Up Agent for Job Seekers' })).toBeVisible();
});
