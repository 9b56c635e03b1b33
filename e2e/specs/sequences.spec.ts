// The main path of a job seeker against the real api, engine and stand-ins: create a campaign, add the contact by
// LinkedIn URL, write three emails with an attachment, preview the real send times, schedule, see the first email in
// the devstack Gmail, pause and activate, mark the contact as replied and see the sequence stop.
import { expect, test } from '@playwright/test';
import { registerNewAccount, uniqueEmail } from '../support/accounts';
import { waitForGmailSentTo } from '../support/devstack-gmail';
import { timezoneInsideSendingWindow } from '../support/sending-window';
import { addFinderProfile, authorizeGmail, chooseOption, samplePdf } from '../support/sequences';

test.describe.configure({ timeout: 180_000 });

test('create a campaign, add a contact by LinkedIn URL, schedule three emails and stop on reply', async ({ page, request }) => {
  const recruiter = uniqueEmail('recruiter');
  const slug = `taylor-recruiter-${Date.now()}`;
  const linkedInUrl = await addFinderProfile(request, slug, recruiter, 'Taylor Recruiter');
  await registerNewAccount(page, 'Jamie Applicant', uniqueEmail('seeker'), 'sequence-password-1');
  await authorizeGmail(page);

  // 1. The campaign, in a timezone whose working hours are now, weekends included (so it sends today).
  const zone = timezoneInsideSendingWindow();
  await page.goto('/dashboard/campaigns/new');
  await expect(page.getByText('Set Up Your Campaign Basics')).toBeVisible();
  await page.getByLabel('Sequence Name').fill('Platform Engineer at Acme');
  await chooseOption(page, 'Timezone', zone.value);
  await page.getByRole('switch', { name: 'Exclude Weekends' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  // One flow (issue 15): the basics lead straight to the contact of this campaign.
  await expect(page).toHaveURL(/\/dashboard\/contacts\/new\?campaignId=\d+$/);
  const campaignId = /campaignId=(\d+)/.exec(page.url())![1];
  await expect(page.getByText('Campaign created successfully. Please add email sequence to start sending emails.')).toBeVisible();

  // 2. The contact, found by LinkedIn URL.
  await expect(page.getByText('Add Contact Details')).toBeVisible();
  await page.getByLabel('How to add the contact').getByText('LinkedIn URL', { exact: true }).click();
  await page.getByLabel('LinkedIn Profile URL').fill(linkedInUrl);
  await page.getByLabel('First Name').fill('Taylor');
  await page.getByRole('button', { name: 'Find Email' }).click();
  await expect(page.getByLabel('Email')).toHaveValue(recruiter);
  await page.getByRole('button', { name: 'Next: Draft Emails' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/campaigns/${campaignId}/email-sequences\\?contactId=\\d+&step=sequence`));
  await expect(page.getByText('Write Your Email Sequence')).toBeVisible();

  // 3. Three emails; the first carries an uploaded PDF.
  const first = page.getByRole('region', { name: 'Email 1' });
  await first.getByLabel('Subject').fill('Quick follow-up on the Platform Engineer role');
  await first
    .getByLabel('Body')
    .fill('Hi {{contact_first_name}},\n\nI applied for the Platform Engineer role last week.\n\nBest,\n{{your_name}}');
  await first.getByRole('button', { name: 'Add attachment' }).click();
  const library = page.getByRole('dialog');
  await library.getByLabel('Choose files to upload').setInputFiles(samplePdf());
  await expect(page.getByText('resume.pdf uploaded successfully')).toBeVisible();
  // An upload is attached to the email it was made from.
  await expect(library.getByRole('button', { name: 'resume.pdf: Already attached' })).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(first.getByText('resume.pdf')).toBeVisible();

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

  // 4. Preview: the real send times, then schedule.
  await page.getByRole('button', { name: 'Preview & Schedule Sequence' }).click();
  const timeline = page.getByRole('list', { name: 'Send times' });
  await expect(timeline.getByRole('listitem')).toHaveCount(3);
  await expect(timeline.getByRole('listitem').first()).toContainText(/Email 1.*\d{1,2}:\d{2} (AM|PM)/);
  await expect(page.getByText(recruiter).first()).toBeVisible();
  await page.getByRole('button', { name: 'Send Follow-Up' }).click();
  await expect(page).toHaveURL(/\/dashboard\/campaigns$/);
  await expect(page.getByText('Email sequence scheduled successfully!')).toBeVisible();

  // 5. The first email leaves through the devstack Gmail, from the user's name, with the attachment.
  const [sent] = await waitForGmailSentTo(request, recruiter);
  expect(sent!.subject).toBe('Quick follow-up on the Platform Engineer role');
  expect(sent!.text).toContain('Hi Taylor,');
  expect(sent!.text).toContain('Jamie Applicant');
  expect(sent!.attachments.map((attachment) => attachment.filename)).toEqual(['resume.pdf']);

  // 6. Pause and activate the campaign.
  await page.goto(`/dashboard/campaigns/${campaignId}`);
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Pause', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Pause sequence' }).click();
  await expect(page.getByText('Campaign paused successfully')).toBeVisible();
  await expect(page.getByText('Paused', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Activate', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Activate sequence' }).click();
  await expect(page.getByText('Campaign activated successfully')).toBeVisible();

  // 7. Mark the contact as replied: the sequence stops, no follow-up stays scheduled.
  const row = page.getByRole('row', { name: new RegExp(recruiter) });
  await expect(row.getByText('Initial Mail Sent')).toBeVisible();
  await row.getByRole('button', { name: 'Mark as replied: Taylor Recruiter' }).click();
  await page
    .getByRole('dialog', { name: 'Mark Taylor Recruiter as replied?' })
    .getByRole('button', { name: 'Mark as replied' })
    .click();
  await expect(page.getByText('Taylor Recruiter marked as replied: the sequence stops.')).toBeVisible();
  await expect(row.getByText('Responded')).toBeVisible();
  await row.getByRole('button', { name: /expand/i }).click();
  await expect(page.getByText('Quick follow-up on the Platform Engineer role').first()).toBeVisible();
  await expect(page.getByText('Scheduled', { exact: true })).toHaveCount(0);
  expect(await waitForGmailSentTo(request, recruiter)).toHaveLength(1);
});
