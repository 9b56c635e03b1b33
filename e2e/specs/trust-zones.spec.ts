// Issue 35 item 1 in a real browser: one zone rule in 'New Sequence'. A new sequence starts in the browser's own zone
// and says so (Tokyo, New York, Berlin; never a silent New York); a recipient at mercari.co.jp puts it in their zone
// at once ('guessed from mercari.co.jp'); a zone picked by hand is 'the zone you chose' and no later recipient
// overrides it. Step 1, step 2, the preview and the sequence page all say the same. At 1280 x 800 and 390 x 844.
import { expect, test, type Page } from '@playwright/test';
import { CreateContactDocument } from 'contracts';
import { registerNewAccount, uniqueEmail } from '../support/accounts';
import { runAsUser } from '../support/sequence-errors';
import { authorizeGmail, chooseOption } from '../support/sequences';
import { PHONE } from '../support/viewport';

test.describe.configure({ timeout: 120_000 });

const DESKTOP = { viewport: { width: 1280, height: 800 } } as const;
const browserZoneText = (zone: string) => `9:00-17:00 in ${zone}, your browser's zone`;
const chosenZoneText = (zone: string) => `9:00-17:00 in ${zone}, the zone you chose`;
const MERCARI = "9:00-17:00 in the recipient's zone, Asia/Tokyo, guessed from mercari.co.jp";

/** The Timezone picker with its shown selection. */
const zonePicker = (page: Page) => page.locator('.ant-select').filter({ has: page.getByRole('combobox', { name: 'Timezone' }) });

/** Step 1 of 'New Sequence', reached from the Sequences page; answers the zone sentence under the picker. */
async function openBasics(page: Page, who: string) {
  await registerNewAccount(page, who, uniqueEmail('zones'), 'zones-password-1');
  await authorizeGmail(page);
  await page.goto('/dashboard/campaigns');
  await page.getByRole('button', { name: 'New Sequence' }).click();
  await expect(page.getByText('Set Up Your Campaign Basics')).toBeVisible();
  await page.getByLabel('Sequence Name').fill(`${who}'s platform role`);
  return page.getByTestId('send-zone-reason');
}

/** Continue, add the contact, on to step 2; answers the campaign's id and step 2's zone sentence. */
async function addContact(page: Page, email: string, firstName: string) {
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/dashboard\/contacts\/new\?campaignId=\d+/);
  const campaignId = Number(/campaignId=(\d+)/.exec(page.url())![1]);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('First Name').fill(firstName);
  await page.getByRole('button', { name: 'Next: Draft Emails' }).click();
  await expect(page.getByText('Write Your Email Sequence')).toBeVisible();
  return { campaignId, reason: page.getByTestId('send-zone-reason') };
}

/** The preview's Timezone line and the first email's timing. */
async function openPreview(page: Page) {
  await page.getByRole('button', { name: 'Preview & Schedule Sequence' }).click();
  await expect(page.getByText('Preview and Confirm')).toBeVisible();
  const first = page.getByRole('list', { name: 'Emails' }).getByRole('listitem', { name: 'Email 1' });
  await expect(first).toContainText(/ in [A-Z][a-z]|Immediately/);
  return first;
}

/** The sequence page's zone sentence (its summary row), for the campaign. */
async function sequencePageReason(page: Page, campaignId: number) {
  await page.goto(`/dashboard/campaigns/${campaignId}`);
  return page.getByTestId('send-zone-summary');
}

for (const [size, device] of [
  ['1280 x 800', DESKTOP],
  ['390 x 844', PHONE],
] as const) {
  test.describe(`at ${size}`, () => {
    test.use(device);

    test.describe('browser in Asia/Tokyo', () => {
      test.use({ timezoneId: 'Asia/Tokyo' });

      test("starts in Asia/Tokyo, the browser's zone; yuki.tanaka@mercari.co.jp applies the guess at once", async ({ page }) => {
        const basics = await openBasics(page, 'Aiko Tokyo');
        await expect(basics).toHaveText(browserZoneText('Asia/Tokyo'));
        await expect(zonePicker(page)).toContainText('Asia/Tokyo');
        await expect(page.locator('.db-page')).not.toContainText(/New[ _]York|Eastern|the zone you chose/);

        const { campaignId, reason } = await addContact(page, 'yuki.tanaka@mercari.co.jp', 'Yuki');
        await expect(reason).toHaveText(MERCARI);

        const first = await openPreview(page);
        await expect(page.getByText(MERCARI)).toBeVisible();
        // One zone for both: Tokyo's time, and no second clock for the user.
        await expect(first).not.toContainText(/New York|your time/);
        await expect(page.getByRole('list', { name: 'Send times' })).not.toContainText('New York');

        await expect(await sequencePageReason(page, campaignId)).toContainText(`${MERCARI}; change`);
      });

      test('a zone picked by hand says "you chose" and no later recipient overrides it', async ({ page }) => {
        const basics = await openBasics(page, 'Ren Chooser');
        await expect(basics).toHaveText(browserZoneText('Asia/Tokyo'));
        await chooseOption(page, 'Timezone', 'Europe/London');
        await expect(basics).toHaveText(chosenZoneText('Europe/London'));

        const { campaignId, reason } = await addContact(page, 'yuki.tanaka@mercari.co.jp', 'Yuki');
        await expect(reason).toHaveText(chosenZoneText('Europe/London'));
        await openPreview(page);
        await expect(page.getByText(chosenZoneText('Europe/London'))).toBeVisible();
        await expect(page.getByText(/guessed from/)).toHaveCount(0);

        // Another recipient later, at a German company: the chosen zone stays.
        const { createContact } = await runAsUser(page, CreateContactDocument, {
          data: { email: uniqueEmail('anna', 'globex.de'), firstName: 'Anna', campaignId },
        });
        expect(createContact.success, createContact.message).toBe(true);
        const summary = await sequencePageReason(page, campaignId);
        await expect(summary).toContainText(`${chosenZoneText('Europe/London')}; change`);
        await expect(summary).not.toContainText(/Berlin|Tokyo|guessed/);
      });
    });

    for (const [zone, who] of [
      ['America/New_York', 'Nora York'],
      ['Europe/Berlin', 'Bernd Berlin'],
    ] as const) {
      test.describe(`browser in ${zone}`, () => {
        test.use({ timezoneId: zone });

        test(`an example.com recipient keeps ${zone}, the browser's zone, on every screen`, async ({ page }) => {
          const basics = await openBasics(page, who);
          await expect(basics).toHaveText(browserZoneText(zone));
          await expect(zonePicker(page)).toContainText(zone);

          const { campaignId, reason } = await addContact(page, uniqueEmail('dana'), 'Dana');
          await expect(reason).toHaveText(browserZoneText(zone));
          const first = await openPreview(page);
          await expect(page.getByText(browserZoneText(zone))).toBeVisible();
          await expect(first).not.toContainText('your time');
          await expect(await sequencePageReason(page, campaignId)).toContainText(`${browserZoneText(zone)}; change`);
        });
      });
    }
  });
}
