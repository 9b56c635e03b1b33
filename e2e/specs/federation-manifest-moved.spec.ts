import { expect, test } from '@playwright/test';
import { consoleProblems, expectSequencesPage, requestsTo, sidebar, signUpToReplyEngine } from '../support/federation';

// The deploy's configuration names a location the dashboard's manifest has moved away from (it answers 404). After
// its tries the retry plugin reads the backup, the copy on the shell's own origin, and the remote loads its files
// from beside that backup: the pages work.
const MOVED_AWAY = '/remotes/mfe-dashboard/moved-away/mf-manifest.json';
const BACKUP = '/remotes/mfe-dashboard/mf-manifest.json';

test("with the dashboard's manifest moved, the shell reads the backup manifest and the pages work", async ({ page }) => {
  const problems = consoleProblems(page);
  await page.route('**/runtime-config.json', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as { remotes: Record<string, string> };
    await route.fulfill({ response, json: { ...config, remotes: { ...config.remotes, dashboard: MOVED_AWAY } } });
  });
  const movedTries = requestsTo(page, new RegExp(`^${MOVED_AWAY}$`));
  const backupReads = requestsTo(page, new RegExp(`^${BACKUP}$`));
  const chunksFromOldPlace = requestsTo(page, /^\/remotes\/mfe-dashboard\/moved-away\/.+\.js$/);
  await signUpToReplyEngine(page, 'Morgan Moved');

  await sidebar(page).getByRole('link', { name: 'Sequences' }).click();
  await expectSequencesPage(page);
  expect(movedTries.length).toBeGreaterThanOrEqual(3);
  expect(backupReads.length).toBeGreaterThanOrEqual(1);
  expect(chunksFromOldPlace).toEqual([]);
  expect(problems.some((text) => text.includes(`reading the backup at http://localhost`) && text.includes(BACKUP))).toBe(true);

  await sidebar(page).getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByText('Profile Information')).toBeVisible();
});
