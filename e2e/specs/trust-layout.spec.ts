// Issue 35 item 9 in a real browser, at 1280 x 800 and 390 x 844: the sequence summary keeps its words whole (also at
// 1024 px), the gracious-reply box fits its card, no page scrolls sideways on a phone, the 'Most Popular' badge sits
// clear of its card's border line, and a toast never lies over 'New Sequence', the quota line or the wizard's step 3.
import { expect, test, type Page } from '@playwright/test';
import {
  CAMPAIGN_CREATED,
  CONTACT_ADDED,
  CreateCampaignDocument,
  CreateContactDocument,
  REPLY_NOTE_LABELS,
  SEQUENCE_SCHEDULED,
} from 'contracts';
import { registerNewAccount, TOASTS, uniqueEmail } from '../support/accounts';
import { waitForGmailSentTo } from '../support/devstack-gmail';
import { edgesOf, expectNoBrokenWords, expectPartsInside, expectWithin, insideBorder } from '../support/layout-checks';
import { runAsUser } from '../support/sequence-errors';
import { authorizeGmail } from '../support/sequences';
import { startThreeEmailSequence } from '../support/stop-on-reply';
import { expectNoToastOverlap, watchToastOverlaps, type WatchedControl } from '../support/toast-overlap';
import { expectNoHorizontalOverflow, PHONE } from '../support/viewport';

test.describe.configure({ timeout: 180_000 });

const DESKTOP = { viewport: { width: 1280, height: 800 } } as const;
const NARROW_DESKTOP = { width: 1024, height: 800 } as const;

/** A sequence that skips weekends and has sent nothing yet: its summary reads 'Skipped' and 'Never'. */
async function quietSequence(page: Page): Promise<number> {
  const { createCampaign } = await runAsUser(page, CreateCampaignDocument, {
    data: { name: 'Staff Platform Engineer at Globex', timezone: 'Europe/Berlin', excludeWeekends: true, isActive: true },
  });
  const campaignId = createCampaign.campaign!.id;
  const { createContact } = await runAsUser(page, CreateContactDocument, {
    data: { email: uniqueEmail('quiet', 'globex.de'), firstName: 'Greta', lastName: 'Recruiter', campaignId },
  });
  expect(createContact.success, createContact.message).toBe(true);
  return campaignId;
}

/** The summary card of a sequence's page, once it shows its zone sentence. */
async function openSummary(page: Page, campaignId: number) {
  await page.goto(`/dashboard/campaigns/${campaignId}`);
  const summary = page.locator('.db-sequence-summary');
  await expect(summary.getByTestId('send-zone-summary')).toContainText('9:00-17:00');
  return summary;
}

/** A toast is drawn and then gone again (each confirmation leaves on its own after a few seconds). */
async function toastComesAndGoes(page: Page, text: string) {
  const shown = page.locator(TOASTS).filter({ hasText: text });
  await expect(shown).toBeVisible();
  await expect(shown).toHaveCount(0, { timeout: 20_000 });
}

const QUOTA_LINE: WatchedControl = { name: 'the quota line', selector: '[data-toasts-avoid]', text: 'sequences left this month' };
const STEP_3: WatchedControl = { name: "the wizard's step 3", selector: '.ant-steps-item', text: 'Preview and Start' };
const NEW_SEQUENCE: WatchedControl = { name: 'New Sequence', selector: 'button', text: '^New Sequence$' };

for (const [size, device, zone] of [
  ['1280 x 800', DESKTOP, 'America/New_York'],
  ['390 x 844', PHONE, 'Asia/Tokyo'],
] as const) {
  test.describe(`at ${size}, browser in ${zone}`, () => {
    test.use({ ...device, timezoneId: zone });
    const phone = device === PHONE;

    test('the sequence summary keeps every word whole, the gracious reply fits its card, no page scrolls sideways', async ({
      page,
      request,
    }) => {
      await registerNewAccount(page, 'Lena Layout', uniqueEmail('layout'), 'layout-password-1');
      await authorizeGmail(page);

      // 'Skipped' and 'Never' on one line each (they broke letter by letter at 1280 px), and so every word.
      const quiet = await quietSequence(page);
      let summary = await openSummary(page, quiet);
      await expect(summary).toContainText('Skipped');
      await expect(summary).toContainText('Never');
      await expectNoBrokenWords(summary, `sequence summary at ${size}`);
      if (!phone) {
        await page.setViewportSize(NARROW_DESKTOP);
        await expectNoBrokenWords(summary, 'sequence summary at 1024 x 800');
        await page.setViewportSize(DESKTOP.viewport);
      }
      await expectNoHorizontalOverflow(page, 'the sequence page');

      // A running sequence: its last send time is a long value beside short ones.
      const recipient = uniqueEmail('riley', `initech${Date.now()}.example`);
      const running = await startThreeEmailSequence(page, recipient, 'Riley');
      await waitForGmailSentTo(request, recipient);
      summary = await openSummary(page, running.campaignId);
      await expect(summary).not.toContainText('Never');
      await expectNoBrokenWords(summary, `summary of a running sequence at ${size}`);
      await expectNoHorizontalOverflow(page, 'the running sequence page');

      // The contact page with the gracious-reply box: its fields and button inside its border, nothing sideways.
      await page.goto(`/dashboard/contacts/${running.contactId}`);
      await page.getByLabel('Set the outcome').selectOption({ label: 'Not moving forward' });
      await page.getByRole('button', { name: 'Save outcome' }).click();
      const box = page.getByRole('region', { name: REPLY_NOTE_LABELS.GRACIOUS_REPLY });
      await expect(box.getByRole('textbox', { name: /Gracious reply/ })).not.toHaveValue('');
      await expectPartsInside(box, 'h3, p, label, input, textarea, button', 'the gracious-reply box');
      expectWithin(await edgesOf(box), await insideBorder(page.locator('.db-page')), 'the gracious-reply box in the page');
      await expectNoHorizontalOverflow(page, 'the contact page with the gracious reply');

      for (const [path, ready] of [
        ['/dashboard/home', 'Recent Sequences'],
        ['/dashboard/billing', 'Buy Additional Sequences'],
      ] as const) {
        await page.goto(path);
        await expect(page.getByText(ready).first()).toBeVisible();
        await expectNoHorizontalOverflow(page, path);
      }
      // The billing page's own 'Most Popular' tag stays inside its plan's card.
      const popularPlan = page.locator('.db-plan--popular');
      expectWithin(await edgesOf(popularPlan.getByText('Most Popular')), await insideBorder(popularPlan), 'billing badge');
    });

    test("the 'Most Popular' badge sits inside its card, clear of the border line; the landing page fits", async ({ page }) => {
      for (const path of ['/', '/pricing']) {
        await page.goto(path);
        const card = page.locator('.mk-plan--popular');
        const badge = card.getByText('Most Popular');
        await badge.scrollIntoViewIfNeeded();
        await expect(badge).toBeVisible();
        expectWithin(await edgesOf(badge), await insideBorder(card), `${path}: the 'Most Popular' badge in its card`);
        await expectNoHorizontalOverflow(page, path);
      }
    });

    test("a toast never covers the wizard's step 3, the quota line or 'New Sequence'", async ({ page }) => {
      await registerNewAccount(page, 'Toni Toast', uniqueEmail('toasts'), 'toasts-password-1');
      await authorizeGmail(page);
      await page.goto('/dashboard/campaigns');
      await page.getByRole('button', { name: 'New Sequence' }).click();
      await page.getByLabel('Sequence Name').fill('Toasts at Globex');

      // Basics saved: 'Campaign created' over the contact step, which shows the steps and the quota line.
      let stop = await watchToastOverlaps(page, [STEP_3, QUOTA_LINE]);
      await page.getByRole('button', { name: 'Continue' }).click();
      await toastComesAndGoes(page, CAMPAIGN_CREATED);
      expectNoToastOverlap(await stop(), [STEP_3, QUOTA_LINE], 'the contact step');

      // Contact added: the toast over the drafts step, under the steps.
      await page.getByLabel('Email').fill(uniqueEmail('dana', `umbrella${Date.now()}.example`));
      await page.getByLabel('First Name').fill('Dana');
      stop = await watchToastOverlaps(page, [STEP_3]);
      await page.getByRole('button', { name: 'Next: Draft Emails' }).click();
      await expect(page.getByText('Write Your Email Sequence')).toBeVisible();
      await toastComesAndGoes(page, CONTACT_ADDED);
      expectNoToastOverlap(await stop(), [STEP_3], 'the drafts step');

      // Scheduled: back on the Sequences page, the toast beside 'New Sequence' and the quota line.
      const emails = page.getByRole('region', { name: /^Email \d$/ });
      await emails.first().getByLabel('Subject').fill('Following up on the Platform Engineer role');
      for (let index = 0; index < (await emails.count()); index += 1) {
        await emails
          .nth(index)
          .getByLabel('Body')
          .fill(
            `Hi {{contact_first_name}},\n\nFollowing up on the Platform Engineer role (${index + 1}).\n\nBest,\n{{your_name}}`,
          );
      }
      await page.getByRole('button', { name: 'Preview & Schedule Sequence' }).click();
      await expect(page.getByText('Preview and Confirm')).toBeVisible();
      stop = await watchToastOverlaps(page, [NEW_SEQUENCE, QUOTA_LINE]);
      await page.getByRole('button', { name: 'Send Follow-Up' }).click();
      await expect(page).toHaveURL(/\/dashboard\/campaigns$/);
      await toastComesAndGoes(page, SEQUENCE_SCHEDULED);
      expectNoToastOverlap(await stop(), [NEW_SEQUENCE, QUOTA_LINE], 'the Sequences page');
    });
  });
}
