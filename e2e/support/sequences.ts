import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { STAND_IN_PORTS } from './stand-in-ports';

/** A LinkedIn profile of our own in the devstack email finder, so each test writes to its own recipient. */
export async function addFinderProfile(request: APIRequestContext, slug: string, email: string, name: string): Promise<string> {
  const response = await request.post(`http://127.0.0.1:${STAND_IN_PORTS.finder}/__control/profiles`, {
    data: { profile: `linkedin.com/in/${slug}`, email, name },
  });
  expect(response.ok()).toBe(true);
  return `https://www.linkedin.com/in/${slug}`;
}

/** Grants Gmail from the settings page through the Google stand-in's consent screen. */
export async function authorizeGmail(page: Page): Promise<void> {
  await page.goto('/dashboard/settings');
  await page.getByRole('button', { name: 'Authorize Google Mail' }).click();
  await expect(page.getByRole('heading', { name: 'Choose an account' })).toBeVisible();
  await page.getByRole('link', { name: /Test User/ }).click();
  await expect(page.getByRole('button', { name: 'Authorized' })).toBeDisabled();
}

/** Picks an option of a searchable antd Select by typing its text and taking the first match. */
export async function chooseOption(page: Page, label: string, text: string): Promise<void> {
  const combobox = page.getByRole('combobox', { name: label });
  await combobox.click();
  await combobox.fill(text);
  await expect(page.locator('.ant-select-item-option-active')).toContainText(text);
  await combobox.press('Enter');
}

/** A small valid-looking PDF for the attachment upload. */
export function samplePdf(): { name: string; mimeType: string; buffer: Buffer } {
  const body = '%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n';
  return { name: 'resume.pdf', mimeType: 'application/pdf', buffer: Buffer.from(body) };
}
