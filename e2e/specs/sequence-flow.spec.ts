// 'New Sequence' as one flow, on a desktop (1280 x 800) and on a phone (390 x 844): campaign basics and contact (step 1),
// drafts that the server keeps across a reload (step 2), a preview free of raw placeholders (step 3), and Back to the
// drafts; at every step the stepper tells the true state and every primary control is on screen, uncovered, with no
// sideways scrolling.
import { expect, test, type Page } from '@playwright/test';
import { registerNewAccount, uniqueEmail } from '../support/accounts';
import { authorizeGmail } from '../support/sequences';
import { expectNoHorizontalOverflow, expectNotCovered, PHONE } from '../support/viewport';

test.describe.configure({ timeout: 180_000 });

const DESKTOP = { viewport: { width: 1280, height: 800 } } as const;

/** The stepper's three steps in order, each 'completed', 'active' or 'upcoming'. */
async function expectStepper(page: Page, states: [string, string, string]) {
  const steps = page.getByLabel('Progress').locator('[data-state]');
  await expect(steps).toHaveCount(3);
  await expect(steps).toHaveText([/Add Contact/, /Draft Email/, /Preview and Start/]);
  for (const [index, state] of states.entries()) await expect(steps.nth(index)).toHaveAttribute('data-state', state);
}

async function expectUsable(page: Page, where: string, controls: ReturnType<Page['getByRole']>[]) {
  for (const control of controls) {
    await control.scrollIntoViewIfNeeded();
    await expectNotCovered(control);
  }
  await expectNoHorizontalOverflow(page, where);
}

for (const [name, device] of [
  ['desktop 1280x800', DESKTOP],
  ['phone 390x844', PHONE],
] as const) {
  test.describe(name, () => {
    test.use(device);

    test('New Sequence: basics and contact, drafts kept across a reload, preview, Back to the drafts', async ({ page }) => {
      await registerNewAccount(page, 'Flow Seeker', uniqueEmail('flow'), 'flow-password-1');
      await authorizeGmail(page);

      // Step 1a: the campaign basics, reached from 'New Sequence'.
      await page.goto('/dashboard/campaigns');
      await page.getByRole('button', { name: 'New Sequence' }).click();
      await expect(page).toHaveURL(/\/dashboard\/campaigns\/new$/);
      await expect(page.getByText('Set Up Your Campaign Basics')).toBeVisible();
      await expectStepper(page, ['active', 'upcoming', 'upcoming']);
      await page.getByLabel('Sequence Name').fill('Flow at Acme');
      const cont = page.getByRole('button', { name: 'Continue' });
      await expectUsable(page, 'campaign basics', [page.getByLabel('Sequence Name'), cont]);
      await cont.click();

      // Step 1b: the contact of that campaign; Back returns to the basics with the values kept.
      await expect(page).toHaveURL(/\/dashboard\/contacts\/new\?campaignId=\d+/);
      const campaignId = /campaignId=(\d+)/.exec(page.url())![1];
      await expect(page.getByText('Add Contact Details')).toBeVisible();
      await expectStepper(page, ['active', 'upcoming', 'upcoming']);
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`/dashboard/campaigns/new\\?campaignId=${campaignId}$`));
      await expect(page.getByLabel('Sequence Name')).toHaveValue('Flow at Acme');
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page).toHaveURL(new RegExp(`/dashboard/contacts/new\\?campaignId=${campaignId}`));
      await page.getByLabel('Email').fill(uniqueEmail('recruiter'));
      await page.getByLabel('First Name').fill('Dana');
      const next = page.getByRole('button', { name: 'Next: Draft Emails' });
      await expectUsable(page, 'add contact', [page.getByLabel('First Name'), next]);
      await next.click();

      // Step 2: the drafts; an edit is saved on the server and survives a reload.
      await expect(page).toHaveURL(
        new RegExp(`/dashboard/campaigns/${campaignId}/email-sequences\\?contactId=\\d+&step=sequence`),
      );
      await expect(page.getByText('Write Your Email Sequence')).toBeVisible();
      await expectStepper(page, ['completed', 'active', 'upcoming']);
      const subject = page.getByRole('region', { name: 'Email 1' }).getByLabel('Subject');
      await subject.fill('Following up on the Acme role');
      await expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible({ timeout: 10_000 });
      const preview = page.getByRole('button', { name: 'Preview & Schedule Sequence' });
      await expectUsable(page, 'draft email', [subject, page.getByRole('button', { name: 'Back' }), preview]);
      await page.reload();
      await expect(page.getByRole('region', { name: 'Email 1' }).getByLabel('Subject')).toHaveValue(
        'Following up on the Acme role',
      );
      await expectStepper(page, ['completed', 'active', 'upcoming']);

      // Step 3: the preview shows the contact's name, never a raw {{placeholder}}.
      await page.getByRole('button', { name: 'Preview & Schedule Sequence' }).click();
      await expect(page).toHaveURL(/step=preview/);
      await expect(page.getByText('Following up on the Acme role').first()).toBeVisible();
      await expectStepper(page, ['completed', 'completed', 'active']);
      await expect(page.locator('.db-page')).not.toContainText('{{');
      const send = page.getByRole('button', { name: 'Send Follow-Up' });
      await expectUsable(page, 'preview', [send]);

      // Back (the browser's) goes to step 2, drafts unchanged.
      await page.goBack();
      await expect(page).toHaveURL(/step=sequence/);
      await expectStepper(page, ['completed', 'active', 'upcoming']);
      await expect(page.getByRole('region', { name: 'Email 1' }).getByLabel('Subject')).toHaveValue(
        'Following up on the Acme role',
      );

      // The pages around the flow fit the screen too: the campaign, its contact and the dashboard home.
      const contactId = /contactId=(\d+)/.exec(page.url())![1];
      for (const [path, ready] of [
        [`/dashboard/campaigns/${campaignId}`, 'Flow at Acme'],
        [`/dashboard/contacts/${contactId}`, 'Dana'],
        ['/dashboard/home', 'Recent Sequences'],
      ] as const) {
        await page.goto(path);
        await expect(page.getByText(ready).first()).toBeVisible();
        await expectNotCovered(page.getByRole('button', { name: 'Toggle sidebar' }));
        await expectNoHorizontalOverflow(page, path);
      }
    });
  });
}
