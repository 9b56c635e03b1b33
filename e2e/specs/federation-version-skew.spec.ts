import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { buildDashboardAgainstSharedUi } from '../support/federation-builds';
import { consoleProblems, REMOTE_ERROR_MESSAGE, serveDashboardFrom, sidebar, signUpToReplyEngine } from '../support/federation';

// A version skew: the dashboard remote deployed from a build against a newer shared-ui (1.x, a minor above the
// shell's) than the shell provides. shared-ui is a strict singleton (docs/operations.md): the remote does not run
// on the shell's older copy; it shows its fallback and the console names the module and both versions. The frame
// and the chat remote keep working: never a blank page.
const NEWER_SHARED_UI = '1.99.0';
let outDir = '';

test.beforeAll(() => {
  test.setTimeout(180_000);
  outDir = mkdtempSync(path.join(os.tmpdir(), 'dashboard-newer-shared-ui-'));
  expect(buildDashboardAgainstSharedUi(NEWER_SHARED_UI, outDir)).toBe(`^${NEWER_SHARED_UI}`);
});

test.afterAll(() => rmSync(outDir, { recursive: true, force: true }));

test('a dashboard built against a newer shared-ui than the shell shows its fallback with a clear console error', async ({
  page,
}) => {
  const problems = consoleProblems(page);
  await serveDashboardFrom(page, outDir);
  await signUpToReplyEngine(page, 'Skyler Skew');

  await sidebar(page).getByRole('link', { name: 'Sequences' }).click();
  await expect(page.getByText(REMOTE_ERROR_MESSAGE)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(sidebar(page).getByRole('link', { name: 'Settings' })).toBeVisible();
  const skew = problems.find((text) => text.includes('shared-ui/core') && text.includes(`^${NEWER_SHARED_UI}`));
  expect(skew, problems.join('\n')).toBeDefined();

  await sidebar(page).getByRole('link', { name: 'Reply Engine' }).click();
  await expect(page.getByText('Turn applications into interviews.')).toBeVisible();
});
