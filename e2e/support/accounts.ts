import type { Page } from '@playwright/test';

/** A unique address per call, so tests never depend on each other's accounts. */
export function uniqueEmail(prefix = 'e2e'): string {
  return `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** Signs up through the /register page's email form, as a person would. */
export async function signUpThroughForm(page: Page, name: string, email: string, password: string): Promise<void> {
  await page.getByRole('button', { name: /sign up with email/i }).click();
  await page.getByLabel('Full Name').fill(name);
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: /^(create account|sign up)$/i }).click();
}
