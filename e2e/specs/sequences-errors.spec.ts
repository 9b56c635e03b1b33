// The validation (product.md §5) and error (product.md §8) paths of the sequence screens, against the real api and stand-ins:
// what a job seeker sees when the campaign form, the add-contact step, the wizard or the plan quota says no.
import { expect, test, type Page } from '@playwright/test';
import {
  CAMPAIGN_NOT_FOUND,
  DAYS_TO_WAIT_MIN,
  DELAY_NEGATIVE,
  EMAIL_BODY_EMPTY,
  ENRICH_LINKEDIN_FIRST,
  FIRST_NAME_REQUIRED,
  INVALID_LINKEDIN_URL,
  LINKEDIN_EMAIL_NOT_FOUND,
  SEQUENCE_NAME_REQUIRED,
  mailConnectTitle,
  unsupportedFileType,
} from 'contracts';
import { TOASTS, registerNewAccount, uniqueEmail } from '../support/accounts';
import { createCampaignAsUser, sampleTextFile, scheduleSequencesAsUser, toastWith } from '../support/sequence-errors';
import { authorizeGmail } from '../support/sequences';

/** A new job seeker, signed in on /dashboard/chats, without the Gmail grant. */
async function signUp(page: Page): Promise<void> {
  await registerNewAccount(page, 'Riley Seeker', uniqueEmail('seeker'), 'sequence-password-1');
}

test('the campaign form needs a name, and an unknown campaign is not found', async ({ page }) => {
  await signUp(page);
  await page.goto('/dashboard/campaigns/new');
  await expect(page.getByText('Set Up Your Campaign Basics')).toBeVisible();
  await page.getByLabel('Sequence Name').fill('   ');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText(SEQUENCE_NAME_REQUIRED)).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/campaigns\/new$/);

  await page.goto('/dashboard/campaigns/999999');
  await expect(page.getByText(CAMPAIGN_NOT_FOUND)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Sequences' })).toBeVisible();
});

test('adding a contact by hand needs a first name, and without Gmail the connect-inbox dialog opens', async ({ page }) => {
  await signUp(page);
  await page.goto('/dashboard/contacts/new');
  await expect(page.getByText('Add Contact Details')).toBeVisible();
  await page.getByLabel('Email').fill(uniqueEmail('recruiter'));
  await page.getByRole('button', { name: 'Next: Draft Emails' }).click();
  await expect(page.getByText(FIRST_NAME_REQUIRED)).toBeVisible();

  await page.getByLabel('First Name').fill('Jordan');
  await page.getByRole('button', { name: 'Next: Draft Emails' }).click();
  const dialog = page.getByRole('dialog', { name: mailConnectTitle(null) });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Connect Gmail' })).toBeVisible();
  await expect(page.getByText(FIRST_NAME_REQUIRED)).toHaveCount(0);
  // Nothing was saved: the user is still on step 1.
  await dialog.getByRole('button', { name: 'Not now' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/dashboard\/contacts\/new$/);
});

test('the LinkedIn lookup: a malformed URL, an unknown profile (inline, not a toast) and no email found yet', async ({
  page,
}) => {
  await signUp(page);
  await page.goto('/dashboard/contacts/new');
  await page.getByLabel('How to add the contact').getByText('LinkedIn URL', { exact: true }).click();
  const url = page.getByLabel('LinkedIn Profile URL');
  const firstName = page.getByLabel('First Name');
  const findEmail = page.getByRole('button', { name: 'Find Email' });

  await url.fill('https://example.com/jordan-lee');
  await firstName.fill('Jordan');
  await findEmail.click();
  await expect(page.getByText(INVALID_LINKEDIN_URL)).toBeVisible();

  // A well-formed URL nobody has looked up: submitting before 'Find Email' found an address is refused.
  await url.fill(`https://www.linkedin.com/in/nobody-${Date.now()}`);
  await page.getByRole('button', { name: 'Next: Draft Emails' }).click();
  await expect(page.getByText(ENRICH_LINKEDIN_FIRST)).toBeVisible();
  await expect(page.getByText(INVALID_LINKEDIN_URL)).toHaveCount(0);

  // The finder knows no such profile: the answer shows under the URL, never as a notification.
  await findEmail.click();
  await expect(page.locator('form').getByText(LINKEDIN_EMAIL_NOT_FOUND)).toBeVisible();
  await expect(toastWith(page, LINKEDIN_EMAIL_NOT_FOUND)).toHaveCount(0);
  await expect(page.locator(TOASTS)).toHaveCount(0);
  await expect(page.getByLabel('Email')).toHaveValue('');
});

test('the wizard refuses an empty body, a zero or negative delay and a file that is not PDF, DOC or DOCX', async ({ page }) => {
  await signUp(page);
  const campaignId = await createCampaignAsUser(page, 'Backend Engineer at Globex');
  await page.goto(`/dashboard/campaigns/${campaignId}/email-sequences`);
  await expect(page.getByText('Write Your Email Sequence')).toBeVisible();
  const first = page.getByRole('region', { name: 'Email 1' });
  const second = page.getByRole('region', { name: 'Email 2' });
  const preview = page.getByRole('button', { name: 'Preview & Schedule Sequence' });

  // Every body but the last must be written.
  await first.getByLabel('Body').fill('');
  await page.getByRole('button', { name: 'Add Follow-up Email' }).click();
  await second.getByLabel('Body').fill('Just bumping this up.');
  await preview.click();
  await expect(first.getByRole('alert')).toHaveText(EMAIL_BODY_EMPTY);
  await expect(toastWith(page, EMAIL_BODY_EMPTY)).toBeVisible();
  await first.getByLabel('Body').fill('Hi {{contact_first_name}}, following up on my application.');
  await expect(first.getByRole('alert')).toHaveCount(0);

  // A follow-up waits at least one day; below zero has its own message.
  await second.getByLabel('Days to wait').fill('0');
  await preview.click();
  await expect(second.getByRole('alert')).toHaveText(DAYS_TO_WAIT_MIN);
  await second.getByLabel('Days to wait').fill('-1');
  await preview.click();
  await expect(second.getByRole('alert')).toHaveText(DELAY_NEGATIVE);
  // Still drafting: the preview never opened.
  await expect(page.getByRole('list', { name: 'Send times' })).toHaveCount(0);
  await expect(preview).toBeVisible();

  // The attachment library refuses other file types before uploading anything.
  await first.getByRole('button', { name: 'Add attachment' }).click();
  const library = page.getByRole('dialog');
  await library.getByLabel('Choose files to upload').setInputFiles(sampleTextFile());
  await expect(toastWith(page, unsupportedFileType('notes.txt'))).toBeVisible();
  await expect(library.getByText('No files uploaded yet.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(first.getByText('notes.txt')).toHaveCount(0);
});

test('a Starter account cannot start a fourth sequence in a month: refused before drafting, and the billing page says so', async ({
  page,
}) => {
  await signUp(page);
  await authorizeGmail(page);
  // The month's three Starter sequences, scheduled through the api for three contacts of one campaign.
  const campaignId = await createCampaignAsUser(page, 'Data Engineer at Initech');
  await scheduleSequencesAsUser(page, campaignId, 3);

  // Quota up front (issue 15): step 1 already says so and lets nothing be created.
  await page.goto(`/dashboard/contacts/new?campaignId=${campaignId}`);
  await expect(page.getByRole('alert').filter({ hasText: "You've used all sequences this month" })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Upgrade or buy more sequences' })).toHaveAttribute('href', '/dashboard/billing');
  await page.getByLabel('Email').fill(uniqueEmail('fourth', 'company4.example'));
  await page.getByLabel('First Name').fill('Morgan');
  await expect(page.getByRole('button', { name: 'Next: Draft Emails' })).toBeDisabled();
  await page.goto('/dashboard/campaigns');
  await expect(page.getByRole('button', { name: 'New Sequence' })).toBeDisabled();

  await page.goto('/dashboard/billing');
  await expect(page.getByText("You've used all sequences this month", { exact: true })).toBeVisible();
  await expect(page.getByText('3 of 3 sequences used')).toBeVisible();
});
