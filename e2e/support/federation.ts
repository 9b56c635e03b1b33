import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, type Request } from '@playwright/test';
import { registerNewAccount, uniqueEmail } from './accounts';

/** What the shell draws in place of a remote it could not load or that crashed (shared-ui's RemoteErrorFallback). */
export const REMOTE_ERROR_MESSAGE = 'This section could not be loaded.';

/** Where the api serves the dashboard remote (contracts' defaultRemoteManifestUrl), as a Playwright URL glob. */
export const DASHBOARD_FILES = '**/remotes/mfe-dashboard/**';

/** Every console error and warning of the page, as text, in order. */
export function consoleProblems(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') seen.push(message.text());
  });
  page.on('pageerror', (error) => seen.push(`${error.name}: ${error.message}`));
  return seen;
}

/** The requests the page made whose path matches, counted as they leave. */
export function requestsTo(page: Page, pathPattern: RegExp): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (pathPattern.test(new URL(request.url()).pathname)) seen.push(request);
  });
  return seen;
}

/** A new account, signed in on /dashboard/chats (the chat remote's page). */
export async function signUpToReplyEngine(page: Page, name: string): Promise<void> {
  await registerNewAccount(page, name, uniqueEmail('federation'), 'correct-horse-9');
  await expect(page.getByText('Turn applications into interviews.')).toBeVisible();
}

/** The sidebar of the signed-in frame. */
export const sidebar = (page: Page) => page.getByRole('navigation');

/** The page works: the sequences list (dashboard remote) draws its heading. */
export async function expectSequencesPage(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/dashboard\/campaigns$/);
  await expect(page.getByRole('heading', { name: 'Sequences' })).toBeVisible();
}

/** Serves the dashboard remote's files from `dir` instead of the api's copy (another deploy of that remote). */
export async function serveDashboardFrom(page: Page, dir: string): Promise<void> {
  await page.route(DASHBOARD_FILES, async (route) => {
    const relative = new URL(route.request().url()).pathname.replace(/^\/remotes\/mfe-dashboard\//, '');
    const file = path.join(dir, relative);
    const inside = file.startsWith(dir + path.sep) && existsSync(file) && statSync(file).isFile();
    await (inside ? route.fulfill({ path: file }) : route.fulfill({ status: 404, body: 'Not Found' }));
  });
}
