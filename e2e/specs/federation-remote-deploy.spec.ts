import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { buildDashboardWithNewPage, NEW_DASHBOARD_PAGE, NEW_SHARED_UI_EXPORT } from '../support/federation-builds';
import { expectSequencesPage, serveDashboardFrom, sidebar, signUpToReplyEngine } from '../support/federation';

// One deploy per remote: the shell and the api as this run built them, and the dashboard remote from a later commit
// that adds a page with a sidebar entry, drawn with an export shared-ui gained at that commit (a minor version the
// shell was never built with), published over the remote's files alone. The new page is in the sidebar and opens,
// new export and all, with no shell build or deploy.
let outDir = '';

test.beforeAll(() => {
  test.setTimeout(180_000);
  outDir = mkdtempSync(path.join(os.tmpdir(), 'dashboard-next-deploy-'));
  buildDashboardWithNewPage(outDir);
});

test.afterAll(() => rmSync(outDir, { recursive: true, force: true }));

test('a dashboard deploy alone brings its new sidebar page, live in the shell as built', async ({ page }) => {
  await serveDashboardFrom(page, outDir);
  await signUpToReplyEngine(page, 'Jordan Deploy');

  const newEntry = sidebar(page).getByRole('link', { name: NEW_DASHBOARD_PAGE.label });
  await expect(newEntry).toBeVisible();
  await newEntry.click();
  await expect(page).toHaveURL(new RegExp(`${NEW_DASHBOARD_PAGE.path}$`));
  await expect(page.getByRole('heading', { name: NEW_DASHBOARD_PAGE.label })).toBeVisible();
  await expect(page.getByText(NEW_DASHBOARD_PAGE.text)).toBeVisible();
  await expect(page.getByText(NEW_SHARED_UI_EXPORT.text)).toBeVisible();

  // The remote's other pages are the same deploy's, and the other remote is untouched.
  await sidebar(page).getByRole('link', { name: 'Sequences' }).click();
  await expectSequencesPage(page);
  await sidebar(page).getByRole('link', { name: 'Reply Engine' }).click();
  await expect(page.getByText('Turn applications into interviews.')).toBeVisible();
});
