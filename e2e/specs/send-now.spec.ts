// 'Send now' end to end (product.md §10), against the real api, worker and Gmail stand-in: on the contact page the
// next scheduled email of a sequence whose recipient is asleep (outside 9:00-17:00 in its zone) goes out at once
// after a confirmation that names the recipient, on a desktop and on a phone.
import { expect, test, type Page } from '@playwright/test';
import { CreateCampaignDocument, CreateContactDocument, CreateEmailSequenceDocument, timezonePickerGroups } from 'contracts';
import { registerNewAccount, uniqueEmail } from '../support/accounts';
import { waitForGmailSentTo } from '../support/devstack-gmail';
import { runAsUser, toastWith } from '../support/sequence-errors';
import { authorizeGmail } from '../support/sequences';
import { isInsideWindow } from '../support/sending-window';
import { emailsOf } from '../support/stop-on-reply';
import { expectNoHorizontalOverflow, expectNotCovered, PHONE } from '../support/viewport';

test.describe.configure({ timeout: 120_000 });

/** An offered zone whose working hours are closed now and for the next two hours: nothing would go out by itself. */
function zoneOutsideSendingWindow(at = new Date()): string {
  const { common, all } = timezonePickerGroups(at);
  const later = new Date(at.getTime() + 2 * 3_600_000);
  const zone = [...common, ...all].find(({ value }) => !isInsideWindow(at, value, false) && !isInsideWindow(later, value, false));
  if (!zone) throw new Error('No offered timezone is outside its sending window right now');
  return zone.value;
}

/** A signed-in user with Gmail connected and a two-email sequence to Dana Lee, waiting for the next 09:00. */
async function waitingSequence(page: Page, recipient: string): Promise<number> {
  await registerNewAccount(page, 'Jamie Applicant', uniqueEmail('seeker'), 'sequence-password-1');
  await authorizeGmail(page);
  const { createCampaign } = await runAsUser(page, CreateCampaignDocument, {
    data: { name: 'Platform Engineer at Globex', timezone: zoneOutsideSendingWindow(), excludeWeekends: false, isActive: true },
  });
  const campaignId = createCampaign.campaign!.id;
  const { createContact } = await runAsUser(page, CreateContactDocument, {
    data: { email: recipient, firstName: 'Dana', lastName: 'Lee', campaignId },
  });
  expect(createContact.success, createContact.message).toBe(true);
  const { createEmailSequence } = await runAsUser(page, CreateEmailSequenceDocument, {
    campaignId,
    data: {
      emails: [
        {
          position: 1,
          subject: 'The Platform Engineer role',
          body: 'Hi {{contact_first_name}}',
          daysDelay: 0,
          nextMailInThread: true,
        },
        { position: 2, subject: 'The Platform Engineer role', body: 'Bumping this up.', daysDelay: 2, nextMailInThread: true },
      ],
    },
  });
  expect(createEmailSequence.success, createEmailSequence.message).toBe(true);
  const contactId = createContact.contact!.id;
  const [first] = await emailsOf(page, contactId);
  expect(first!.status).toBe('SCHEDULED');
  expect(new Date(first!.scheduledFor!).getTime()).toBeGreaterThan(Date.now() + 60 * 60_000);
  return contactId;
}

/** Clicks Send now on the contact page, checks the confirmation's words and confirms. */
async function sendNowFromContactPage(page: Page, contactId: number, recipient: string): Promise<void> {
  await page.goto(`/dashboard/contacts/${contactId}`);
  const button = page.getByRole('button', { name: 'Send the next email to Dana Lee now' });
  await expect(page.getByText(/^Next email due /)).toBeVisible();
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Send now?' });
  await expect(dialog).toContainText(
    `Send the next email to Dana Lee <${recipient}> now? It skips the wait and the recipient's working hours (9:00-17:00). Daily limits still apply.`,
  );
  const confirm = dialog.getByRole('button', { name: 'Send now' });
  await expectNotCovered(confirm);
  await confirm.click();
  await expect(toastWith(page, 'The email to Dana Lee is on its way.')).toBeVisible();
}

test('Send now sends the next email at once, outside the working hours, and the follow-up then waits as usual', async ({
  page,
  request,
}) => {
  const recipient = uniqueEmail('dana', 'globex.example');
  const contactId = await waitingSequence(page, recipient);
  await sendNowFromContactPage(page, contactId, recipient);

  const [sent] = await waitForGmailSentTo(request, recipient);
  expect(sent!.subject).toBe('The Platform Engineer role');
  await expect.poll(async () => (await emailsOf(page, contactId)).map((email) => email.status)).toEqual(['SENT', 'SCHEDULED']);
  // The page now offers the follow-up, due in two days; it has not gone.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Send the next email to Dana Lee now' })).toBeVisible();
  expect(await waitForGmailSentTo(request, recipient)).toHaveLength(1);
});

test.describe('on a phone (390 x 844)', () => {
  test.use(PHONE);

  test('the confirmation fits the screen and Send now works', async ({ page, request }) => {
    const recipient = uniqueEmail('dana', 'globex.example');
    const contactId = await waitingSequence(page, recipient);
    await sendNowFromContactPage(page, contactId, recipient);
    await expectNoHorizontalOverflow(page);
    await waitForGmailSentTo(request, recipient);
  });
});
