// The sending policy the user shapes (issue 36, items 3-4): a sequence made through New Sequence with hours
// 10:00-16:00 and a Sunday-to-Thursday week in Europe/Berlin says so on the form, on Preview and on its own page, and
// every time it plans (the preview's "Send times", the contact's timeline and email history, the api's rows) is on
// Sunday-Thursday between 10:00 and 16:00 in Berlin; on a desktop (1280 x 800) and a phone (390 x 844), where the
// hours and week pickers are usable and no page scrolls sideways.
import { expect, test, type Page } from '@playwright/test';
import { GetSingleCampaignDocument } from 'contracts';
import { registerNewAccount, uniqueEmail } from '../support/accounts';
import { runAsUser } from '../support/sequence-errors';
import { authorizeGmail, chooseOption } from '../support/sequences';
import { expectMomentsInsidePolicy, pickOption, policyBreach, wallClockOf, type ExpectedPolicy } from '../support/send-policy';
import { emailsOf } from '../support/stop-on-reply';
import { expectNoHorizontalOverflow, expectNotCovered, PHONE } from '../support/viewport';

test.describe.configure({ timeout: 180_000 });

const DESKTOP = { viewport: { width: 1280, height: 800 } } as const;

/** Sunday (0) to Thursday (4), 10:00 to 16:00 in Berlin: written out here, not read from the product. */
const POLICY: ExpectedPolicy = { zone: 'Europe/Berlin', workDays: [0, 1, 2, 3, 4], start: 600, end: 960 };
const SENDS = '10:00-16:00, Sunday to Thursday, in Europe/Berlin (public holidays skipped)';

/** The texts of a list of locators (the page has rendered them all once the count matches). */
async function textsOf(items: ReturnType<Page['locator']>): Promise<string[]> {
  return (await items.allTextContents()).map((text) => text.trim());
}

for (const [name, device, domain] of [
  ['desktop 1280x800', DESKTOP, 'globex-desk.example'],
  ['phone 390x844', PHONE, 'globex-phone.example'],
] as const) {
  test.describe(name, () => {
    test.use(device);

    test('hours 10:00-16:00 and a Sunday-Thursday week: every screen says so and every send keeps to them', async ({ page }) => {
      await registerNewAccount(page, 'Noa Applicant', uniqueEmail('policy'), 'policy-password-1');
      await authorizeGmail(page);

      // Step 1: the basics, with the zone, the hours and the work week picked in the form.
      await page.goto('/dashboard/campaigns');
      await page.getByRole('button', { name: 'New Sequence' }).click();
      await expect(page.getByText('Set Up Your Campaign Basics')).toBeVisible();
      await page.getByLabel('Sequence Name').fill('Data Engineer at Globex');
      await chooseOption(page, 'Timezone', 'Europe/Berlin');
      await pickOption(page, 'Sending hours from', '10:00');
      await pickOption(page, 'Sending hours to', '16:00');
      await pickOption(page, "Recipient's work week", 'Sunday to Thursday');
      await expect(page.getByTestId('sends-line')).toHaveText(`Sends: ${SENDS}`);
      for (const label of ['Sending hours from', 'Sending hours to', "Recipient's work week"]) {
        const control = page.getByRole('combobox', { name: label });
        await control.scrollIntoViewIfNeeded();
        await expectNotCovered(control);
      }
      await expectNoHorizontalOverflow(page, 'campaign basics');
      await page.getByRole('button', { name: 'Continue' }).click();

      // The contact, then three emails.
      await expect(page).toHaveURL(/\/dashboard\/contacts\/new\?campaignId=\d+/);
      const campaignId = Number(/campaignId=(\d+)/.exec(page.url())![1]);
      await page.getByLabel('Email').fill(uniqueEmail('dana', domain));
      await page.getByLabel('First Name').fill('Dana');
      await page.getByRole('button', { name: 'Next: Draft Emails' }).click();
      await expect(page.getByText('Write Your Email Sequence')).toBeVisible();
      const contactId = Number(/contactId=(\d+)/.exec(page.url())![1]);
      const first = page.getByRole('region', { name: 'Email 1' });
      await first.getByLabel('Subject').fill('The Data Engineer role at Globex');
      await first.getByLabel('Body').fill('Hi {{contact_first_name}},\n\nI applied for the Data Engineer role.\n\n{{your_name}}');
      for (const [index, body] of [
        [2, 'Just bumping this up, {{contact_first_name}}.'],
        [3, 'One last note from {{your_name}}.'],
      ] as const) {
        if ((await page.getByRole('region', { name: `Email ${index}` }).count()) === 0) {
          await page.getByRole('button', { name: 'Add Follow-up Email' }).click();
        }
        await page
          .getByRole('region', { name: `Email ${index}` })
          .getByLabel('Body')
          .fill(body);
      }

      // Preview: the policy line and the planned times, every one inside the hours and the week.
      await page.getByRole('button', { name: 'Preview & Schedule Sequence' }).click();
      await expect(page).toHaveURL(/step=preview/);
      await expect(page.getByTestId('sends-line')).toHaveText(SENDS);
      const sendTimes = page.getByRole('list', { name: 'Send times' }).getByRole('listitem');
      await expect(sendTimes).toHaveCount(3);
      await expect(sendTimes.nth(2)).toContainText(/in Berlin/);
      const planText = await textsOf(sendTimes);
      expectMomentsInsidePolicy(planText, POLICY, 'preview timeline');
      test.info().annotations.push({ type: 'send times', description: planText.join(' | ') });
      await expectNoHorizontalOverflow(page, 'preview');

      // What the api stored for the campaign.
      const { campaign } = await runAsUser(page, GetSingleCampaignDocument, {
        filter: { id: campaignId },
        contactFilter: { campaignId },
      });
      expect(campaign.campaign).toMatchObject({
        timezone: 'Europe/Berlin',
        sendWindowStart: 600,
        sendWindowEnd: 960,
        workWeek: 'SUN_THU',
      });

      await page.getByRole('button', { name: 'Send Follow-Up' }).click();
      await expect(page.getByText('Email sequence scheduled successfully!')).toBeVisible();

      // The sequence's page says the same policy.
      await page.goto(`/dashboard/campaigns/${campaignId}`);
      await expect(page.getByTestId('send-zone-summary').getByTestId('sends-line')).toHaveText(`Sends: ${SENDS}`);
      await expectNoHorizontalOverflow(page, 'sequence page');

      // The api's rows (it plans the next step once the one before has gone): each time is inside the policy.
      const emails = await emailsOf(page, contactId);
      expect(emails.length).toBeGreaterThanOrEqual(1);
      const planned = emails.filter((email) => email.scheduledFor);
      for (const email of planned) {
        const breach = policyBreach(wallClockOf(new Date(email.scheduledFor!), POLICY.zone), POLICY);
        expect(breach, `email ${email.position} planned for ${email.scheduledFor}`).toBeNull();
      }
      const waiting = emails.filter((email) => email.status === 'SCHEDULED').length;
      // The next step waits (the first one, or a follow-up once the first has gone inside today's hours).
      expect(waiting).toBeGreaterThanOrEqual(1);

      // The contact's timeline and email history name those times, in Berlin, inside the policy.
      await page.goto(`/dashboard/contacts/${contactId}`);
      const timeline = page.getByRole('list', { name: 'Application timeline' });
      const scheduled = timeline.getByRole('listitem').filter({ hasText: /Email \d scheduled/ });
      await expect(scheduled).toHaveCount(waiting);
      expectMomentsInsidePolicy(await textsOf(scheduled.locator('time')), POLICY, 'contact timeline');
      const plannedFor = page
        .locator('.db-history-times div')
        .filter({ hasText: /^Scheduled for/ })
        .locator('dd');
      await expect(plannedFor).toHaveCount(planned.length);
      expectMomentsInsidePolicy(await textsOf(plannedFor), POLICY, 'email history');
      await expectNoHorizontalOverflow(page, 'contact page');
    });
  });
}
