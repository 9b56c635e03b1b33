// Issue 13 end to end, against the real api, worker and Gmail stand-in: with 'Send + detect replies' a reply stops the
// sequence within one poll and an out-of-office pushes the next follow-up after the return date; with 'Send only' the
// user's heads-up email stops it in one click and the inbox is never read.
import { expect, test, type Page } from '@playwright/test';
import { registerNewAccount, uniqueEmail, verifyEmailFromInbox } from '../support/accounts';
import { emailedLink } from '../support/dev-inbox';
import { waitForGmailSentTo } from '../support/devstack-gmail';
import {
  CreateCampaignDocument,
  CreateContactDocument,
  SequenceSchedulePreviewDocument,
  TIMEZONES,
  mailConnectTitle,
} from 'contracts';
import { runAsUser } from '../support/sequence-errors';
import { timezoneInsideSendingWindow } from '../support/sending-window';
import { contactNow, emailsOf, gmailCallsOf, replyInThread, startThreeEmailSequence } from '../support/stop-on-reply';
import { STAND_IN_PORTS } from '../support/stand-in-ports';

test.describe.configure({ timeout: 180_000 });

const CONTROL_URL = `http://127.0.0.1:${STAND_IN_PORTS.google}/__control`;

/** Connects a Gmail account of its own (so no other test reads or writes that mailbox) from Settings, in a tier. */
async function connectGmail(page: Page, tier: 'Send only' | 'Send + detect replies'): Promise<string> {
  const google = uniqueEmail('mailbox').replace('@example.com', '@gmail.com');
  const added = await page.request.post(`${CONTROL_URL}/accounts`, { data: { email: google, name: 'Jamie Mailbox' } });
  expect(added.status()).toBe(201);
  await page.goto('/dashboard/settings');
  const permissions = page.locator('.ant-card').filter({ hasText: 'Email Permissions' });
  await permissions.getByRole('radio', { name: new RegExp(`^${tier.replace('+', '\\+')}`) }).check();
  await permissions.getByRole('button', { name: 'Authorize Google Mail' }).click();
  await expect(page.getByRole('heading', { name: 'Choose an account' })).toBeVisible();
  await page.locator(`a.account[data-email="${google}"]`).click();
  await expect(page).toHaveURL(/\/dashboard\/settings/);
  await expect(permissions.getByText(google, { exact: true })).toBeVisible();
  // Signed in as another address: the page says plainly which mailbox the emails go from.
  await expect(permissions.getByText(`Emails will be sent from ${google}`, { exact: false })).toBeVisible();
  await expect(permissions.getByText(tier, { exact: true })).toBeVisible();
  return google;
}

test('Send + detect replies: a reply at Gmail stops the sequence within one poll, and no follow-up is left', async ({
  page,
  request,
}) => {
  const recruiter = uniqueEmail('dana');
  await registerNewAccount(page, 'Jamie Applicant', uniqueEmail('seeker'), 'sequence-password-1');
  await connectGmail(page, 'Send + detect replies');
  const { campaignId, contactId } = await startThreeEmailSequence(page, recruiter, 'Dana');

  const [first] = await waitForGmailSentTo(request, recruiter);
  await expect.poll(async () => (await emailsOf(page, contactId)).map((email) => email.status)).toEqual(['SENT', 'SCHEDULED']);

  await replyInThread(request, first!.threadId);
  // The poll runs every 5 s in this environment (REPLY_POLL_EVERY_SECONDS); one poll is enough.
  await expect.poll(async () => (await contactNow(page, contactId)).status, { timeout: 30_000 }).toBe('RESPONDED');
  expect((await contactNow(page, contactId)).stopReason).toBe('REPLIED');
  expect((await emailsOf(page, contactId)).map((email) => email.status)).toEqual(['RECEIVED']);

  await page.goto(`/dashboard/campaigns/${campaignId}`);
  const row = page.getByRole('row', { name: /Dana Recruiter/ });
  await expect(row.getByText('Responded')).toBeVisible();
  await row.getByRole('button', { name: /expand/i }).click();
  await expect(page.getByText('No more emails will be sent in this sequence.')).toBeVisible();
  expect(await waitForGmailSentTo(request, recruiter)).toHaveLength(1);
});

test('an out-of-office reply with a return date moves the next follow-up after it and does not stop the sequence', async ({
  page,
  request,
}) => {
  const recruiter = uniqueEmail('morgan');
  await registerNewAccount(page, 'Jamie Applicant', uniqueEmail('seeker'), 'sequence-password-1');
  await connectGmail(page, 'Send + detect replies');
  const { contactId } = await startThreeEmailSequence(page, recruiter, 'Morgan');
  const [first] = await waitForGmailSentTo(request, recruiter);
  await expect.poll(async () => (await emailsOf(page, contactId)).length).toBe(2);

  // Back in ten days: 'Out of Office until December 3' style, the date written out in English.
  const back = new Date(Date.now() + 10 * 24 * 60 * 60 * 1000);
  const backText = back.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
  await replyInThread(request, first!.threadId, {
    subject: `Automatic reply: Out of Office until ${backText}`,
    headers: { 'Auto-Submitted': 'auto-replied', 'X-Auto-Response-Suppress': 'All' },
  });

  await expect
    .poll(async () => new Date((await emailsOf(page, contactId))[1]!.scheduledFor!).getTime(), { timeout: 30_000 })
    .toBeGreaterThan(Date.UTC(back.getUTCFullYear(), back.getUTCMonth(), back.getUTCDate()) - 24 * 60 * 60 * 1000);
  const contact = await contactNow(page, contactId);
  expect(contact.status).toBe('IN_PROGRESS');
  expect(contact.stopReason).toBeNull();
});

test("Send only: the heads-up email's 'replied - stop' link stops the sequence, and the inbox is never read", async ({
  page,
  request,
}) => {
  const recruiter = uniqueEmail('riley');
  const seeker = uniqueEmail('seeker');
  await registerNewAccount(page, 'Jamie Applicant', seeker, 'sequence-password-1');
  // Product emails go to verified addresses only: the heads-up needs the sign-up's verification first.
  await verifyEmailFromInbox(page, seeker);
  const mailbox = await connectGmail(page, 'Send only');
  const { contactId } = await startThreeEmailSequence(page, recruiter, 'Riley');
  await waitForGmailSentTo(request, recruiter);

  // The follow-up is due in about a day: the heads-up goes to the user's own address from the product's mail.
  const stopLink = await emailedLink(request, seeker, /\/api\/sequence-action\?token=/);
  await page.goto(stopLink);
  await expect(page.getByText(/Did Riley reply\?/)).toBeVisible();
  await page.getByRole('button', { name: /stop/i }).click();
  await expect(page.getByText('No more emails will be sent in this sequence.')).toBeVisible();

  const contact = await contactNow(page, contactId);
  expect(contact.status).toBe('RESPONDED');
  expect(contact.stopReason).toBe('REPLIED_FROM_EMAIL');
  expect((await emailsOf(page, contactId)).map((email) => email.status)).not.toContain('SCHEDULED');

  // The link works once: a second use says it is over and changes nothing.
  await page.goto(stopLink);
  await expect(page.getByRole('heading', { name: 'Link expired' })).toBeVisible();

  // Sent through Gmail, never read: no history, message, thread or profile call for this mailbox.
  const calls = await gmailCallsOf(request, mailbox);
  expect(calls.send ?? 0).toBeGreaterThanOrEqual(1);
  for (const read of ['history', 'messages.get', 'messages.list', 'threads.get', 'profile']) expect(calls[read] ?? 0).toBe(0);
});

test('connecting Gmail from Add Contact comes back to the same page with the contact kept, then schedules', async ({ page }) => {
  const recruiter = uniqueEmail('casey');
  await registerNewAccount(page, 'Jamie Applicant', uniqueEmail('seeker'), 'sequence-password-1');
  const zone = timezoneInsideSendingWindow();
  const { createCampaign } = await runAsUser(page, CreateCampaignDocument, {
    data: { name: 'Platform Engineer at Initech', timezone: zone.value, excludeWeekends: false, isActive: true },
  });
  const campaignId = createCampaign.campaign!.id;

  await page.goto(`/dashboard/contacts/new?campaignId=${campaignId}`);
  await page.getByLabel('Email').fill(recruiter);
  await page.getByLabel('First Name').fill('Casey');
  await page.getByRole('button', { name: 'Next: Draft Emails' }).click();
  const dialog = page.getByRole('dialog', { name: mailConnectTitle(null) });
  await expect(dialog.getByRole('radio', { name: /^Send only/ })).toBeChecked();
  await dialog.getByRole('button', { name: 'Connect Gmail' }).click();
  await expect(page.getByRole('heading', { name: 'Choose an account' })).toBeVisible();
  await page.getByRole('link', { name: /Test User/ }).click();

  // Back on the page it left, with what was typed.
  await expect(page).toHaveURL(new RegExp(`/dashboard/contacts/new\\?campaignId=${campaignId}$`));
  await expect(page.getByLabel('Email')).toHaveValue(recruiter);
  await expect(page.getByLabel('First Name')).toHaveValue('Casey');
  await page.getByRole('button', { name: 'Next: Draft Emails' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/campaigns/${campaignId}/email-sequences\\?contactId=\\d+&step=sequence`));
  const first = page.getByRole('region', { name: 'Email 1' });
  await first.getByLabel('Subject').fill('The Platform Engineer role');
  await first.getByLabel('Body').fill('Hi {{contact_first_name}}, I applied last week.');
  await page.getByRole('button', { name: 'Preview & Schedule Sequence' }).click();
  await page.getByRole('button', { name: 'Send Follow-Up' }).click();
  await expect(page.getByText('Email sequence scheduled successfully!')).toBeVisible();
});

test("a public holiday in the recipient's country moves a send, and the preview says which", async ({ page }) => {
  await registerNewAccount(page, 'Jamie Applicant', uniqueEmail('seeker'), 'sequence-password-1');
  // Whatever today is: ask the real api for a zone and a delay whose follow-up lands on a public holiday.
  let found: { zone: string; delay: number; reason: string } | undefined;
  for (const { value: zone } of TIMEZONES) {
    for (let delay = 1; delay <= 60 && !found; delay += 1) {
      const { sequenceSchedulePreview } = await runAsUser(page, SequenceSchedulePreviewDocument, {
        timezone: zone,
        excludeWeekends: false,
        delays: [0, delay],
      });
      const moved = sequenceSchedulePreview[1]!;
      if (moved.movedReason) found = { zone, delay, reason: moved.movedReason };
    }
    if (found) break;
  }
  expect(found, 'a public holiday within 60 days in one of the offered zones').toBeDefined();

  const { createCampaign } = await runAsUser(page, CreateCampaignDocument, {
    data: { name: 'Holiday check', timezone: found!.zone, excludeWeekends: false, isActive: true },
  });
  const campaignId = createCampaign.campaign!.id;
  const { createContact } = await runAsUser(page, CreateContactDocument, {
    data: { email: uniqueEmail('holiday'), firstName: 'Avery', campaignId },
  });
  await page.goto(`/dashboard/campaigns/${campaignId}/email-sequences?contactId=${createContact.contact!.id}&step=sequence`);
  const first = page.getByRole('region', { name: 'Email 1' });
  await first.getByLabel('Subject').fill('The Platform Engineer role');
  await first.getByLabel('Body').fill('Hi {{contact_first_name}}, I applied last week.');
  if ((await page.getByRole('region', { name: 'Email 2' }).count()) === 0) {
    await page.getByRole('button', { name: 'Add Follow-up Email' }).click();
  }
  const second = page.getByRole('region', { name: 'Email 2' });
  await second.getByLabel('Body').fill('Bumping this up.');
  await second.getByLabel('Days to wait').fill(String(found!.delay));
  for (const extra of await page.getByRole('region', { name: 'Email 3' }).all()) {
    await extra.getByRole('button', { name: /remove|delete/i }).click();
  }
  await page.getByRole('button', { name: 'Preview & Schedule Sequence' }).click();
  const sends = page.getByRole('list', { name: 'Send times' }).getByRole('listitem');
  await expect(sends.nth(1)).toContainText('moved from');
  await expect(sends.nth(1)).toContainText(found!.reason);
});
