// Shortcuts for the error-path flows: the set-up a test is not about goes through /graphql with the page's own
// session cookie (the same operations the dashboard sends), so each test spends its time on the screen it checks.
import { expect, type Page } from '@playwright/test';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';
import { CreateCampaignDocument, CreateContactDocument, CreateEmailSequenceDocument, DEFAULT_TIMEZONE } from 'contracts';
import { TOASTS, uniqueEmail } from './accounts';

type GraphQLBody<TResult> = { data?: TResult; errors?: Array<{ message: string; extensions?: { code?: string } }> };

/** The per-user request cap counts over 2 s (api graphql/ guards): a test's own call waits out a full window. */
const RATE_WINDOW_MS = 2_000;

/**
 * One GraphQL operation as the signed-in user of `page`; fails the test on any GraphQL error. The test's own reads
 * share the user's request cap with the page it drives: a refusal from the cap (not the product's answer under test)
 * is tried again after the window, at most three times.
 */
export async function runAsUser<TResult, TVariables>(
  page: Page,
  document: TypedDocumentNode<TResult, TVariables>,
  variables: TVariables,
): Promise<TResult> {
  let body: GraphQLBody<TResult> = {};
  for (let attempt = 0; attempt < 4; attempt += 1) {
    const response = await page.request.post('/graphql', { data: { query: print(document), variables } });
    body = (await response.json()) as GraphQLBody<TResult>;
    if (body.errors?.[0]?.extensions?.code !== 'RATE_LIMITED') break;
    await page.waitForTimeout(RATE_WINDOW_MS);
  }
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data!;
}

/** A campaign of the signed-in user; answers its id. */
export async function createCampaignAsUser(page: Page, name: string): Promise<number> {
  const { createCampaign } = await runAsUser(page, CreateCampaignDocument, {
    data: { name, timezone: DEFAULT_TIMEZONE, excludeWeekends: false, isActive: true },
  });
  expect(createCampaign.success).toBe(true);
  return createCampaign.campaign!.id;
}

/**
 * `count` contacts added to the campaign and a one-email sequence scheduled for all of them: `count` sequences of
 * this month's quota are used (the user must have granted Gmail).
 */
export async function scheduleSequencesAsUser(page: Page, campaignId: number, count: number): Promise<void> {
  for (let index = 1; index <= count; index += 1) {
    const { createContact } = await runAsUser(page, CreateContactDocument, {
      // One company each: at most two active sequences may go to one company domain.
      data: { email: uniqueEmail(`quota${index}`, `company${index}.example`), firstName: `Contact${index}`, campaignId },
    });
    expect(createContact.success).toBe(true);
  }
  const { createEmailSequence } = await runAsUser(page, CreateEmailSequenceDocument, {
    campaignId,
    data: {
      emails: [{ position: 1, subject: 'Following up', body: 'Hi {{contact_first_name}}', daysDelay: 0, nextMailInThread: true }],
    },
  });
  expect(createEmailSequence.success, createEmailSequence.message).toBe(true);
}

/** The toasts (product.md §8, top right) that contain `text`. */
export function toastWith(page: Page, text: string) {
  return page.locator(TOASTS).filter({ hasText: text });
}

/** A plain-text file, which the attachment library must refuse. */
export function sampleTextFile(): { name: string; mimeType: string; buffer: Buffer } {
  return { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('Interview notes\n') };
}
