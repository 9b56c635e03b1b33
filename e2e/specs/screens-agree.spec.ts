// Screens agree (issue 35, item 4; product.md §10): after an action on a sequence every screen that shows it is
// fresh within SCREENS_AGREE_WITHIN_MS, without a reload. 'Send now' on the contact page: once the worker has sent
// the email (the Gmail stand-in has it), the contact's status, its timeline and its email history all say so. A zone
// changed on the sequence's page: the Reply Engine's block of that sequence says the new zone, not the one it saved.
import { expect, test, type Page } from '@playwright/test';
import {
  CreateCampaignDocument,
  CreateContactDocument,
  CreateEmailSequenceDocument,
  SaveChatConversationDocument,
  SCREENS_AGREE_WITHIN_MS,
  TIMELINE_LABELS,
  VIEW_SEQUENCE,
  contactStatusLabel,
  timezonePickerGroups,
} from 'contracts';
import { registerNewAccount, uniqueEmail } from '../support/accounts';
import { waitForGmailSentTo } from '../support/devstack-gmail';
import { runAsUser, toastWith } from '../support/sequence-errors';
import { authorizeGmail, chooseOption } from '../support/sequences';
import { isInsideWindow } from '../support/sending-window';
import { emailsOf } from '../support/stop-on-reply';

test.describe.configure({ timeout: 120_000 });

const AGREE = { timeout: SCREENS_AGREE_WITHIN_MS };

/** An offered zone whose working hours are closed now and for the next two hours: nothing goes out by itself. */
function zoneOutsideSendingWindow(at = new Date()): string {
  const { common, all } = timezonePickerGroups(at);
  const later = new Date(at.getTime() + 2 * 3_600_000);
  const zone = [...common, ...all].find(({ value }) => !isInsideWindow(at, value, false) && !isInsideWindow(later, value, false));
  if (!zone) throw new Error('No offered timezone is outside its sending window right now');
  return zone.value;
}

/** A signed-in user with Gmail connected and a two-email sequence to Dana Lee in `timezone`, waiting for 09:00. */
async function waitingSequence(page: Page, recipient: string, timezone: string) {
  await registerNewAccount(page, 'Jamie Applicant', uniqueEmail('seeker'), 'sequence-password-1');
  await authorizeGmail(page);
  const { createCampaign } = await runAsUser(page, CreateCampaignDocument, {
    data: { name: 'Platform Engineer at Globex', timezone, excludeWeekends: false, isActive: true },
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
  return { campaignId, contactId, firstSendAt: first!.scheduledFor! };
}

test('after Send now, the status, the timeline and the history all say Sent once the email went, without a reload', async ({
  page,
  request,
}) => {
  const recipient = uniqueEmail('dana', 'globex.example');
  const { contactId } = await waitingSequence(page, recipient, zoneOutsideSendingWindow());
  await page.goto(`/dashboard/contacts/${contactId}`);
  // The contact's status badge (the history's badges are inside its articles).
  const status = page.getByRole('main').locator('[data-status]').first();
  const timeline = page.getByRole('list', { name: 'Application timeline' });
  const firstEmail = page.getByRole('article', { name: /^Email 1:/ });
  await expect(status).toHaveText(contactStatusLabel('IN_PROGRESS', 0));
  await expect(timeline).toContainText(TIMELINE_LABELS.emailScheduled(1));

  await page.getByRole('button', { name: 'Send the next email to Dana Lee now' }).click();
  await page.getByRole('dialog', { name: 'Send now?' }).getByRole('button', { name: 'Send now' }).click();
  await expect(toastWith(page, 'The email to Dana Lee is on its way.')).toBeVisible();

  // The worker has sent it: from here every panel of the page says so within the promised time, with no reload.
  await waitForGmailSentTo(request, recipient);
  await expect(status).toHaveText(contactStatusLabel('IN_PROGRESS', 1), AGREE);
  await expect(firstEmail.locator('[data-status]')).toHaveText('Sent', AGREE);
  await expect(timeline).toContainText(TIMELINE_LABELS.emailSent(1), AGREE);
  await expect(timeline).not.toContainText(TIMELINE_LABELS.emailScheduled(1));
  // The follow-up now waits its two days: the page offers Send now for it.
  await expect(page.getByRole('button', { name: 'Send the next email to Dana Lee now' })).toBeVisible(AGREE);
});

/** The Reply Engine's conversation as it saves a sequence it scheduled (step 4, the three drafts, the ids). */
function scheduledChat(ids: { campaignId: number; contactId: number }, recipient: string, zone: string, firstSendAt: string) {
  const draft = (subject: string, body: string, daysDelay: number) => ({ subject, body, daysDelay, thread: 'same' });
  return {
    step: 4,
    messages: [
      { id: 'drafted', role: 'bot' as const, content: 'Here is your follow-up sequence.', timestamp: new Date().toISOString() },
    ],
    context: JSON.stringify({
      contactName: 'Dana Lee',
      contactEmail: recipient,
      emailSource: 'typed',
      role: 'Platform Engineer at Globex',
      drafts: [
        draft('The Platform Engineer role', 'Hi {{contact_first_name}}', 0),
        draft('The Platform Engineer role', 'Bumping this up.', 2),
      ],
      draftsMessageId: 'drafted',
      timezone: zone,
      timezoneSource: 'CHOSEN',
      ...ids,
      campaignActive: true,
      scheduled: true,
      firstSendAt,
    }),
  };
}

test("a zone changed on the sequence's page shows in the Reply Engine's block of that sequence", async ({ page }) => {
  const recipient = uniqueEmail('dana', 'globex.example');
  const { campaignId, contactId, firstSendAt } = await waitingSequence(page, recipient, 'America/Chicago');
  await runAsUser(page, SaveChatConversationDocument, {
    data: scheduledChat({ campaignId, contactId }, recipient, 'America/Chicago', firstSendAt),
  });
  await page.goto('/dashboard/chats');
  const block = page.getByRole('region', { name: 'Your follow-up sequence' });
  const zoneLine = block.getByTestId('send-zone-note');
  await expect(zoneLine).toContainText('America/Chicago');
  await expect(block.getByText(/^First email: .* in Chicago/)).toBeVisible();

  // On the sequence's page: 'change' -> another zone -> Update Campaign (back on the sequence's page).
  await page.getByRole('link', { name: VIEW_SEQUENCE }).click();
  await page.getByTestId('send-zone-summary').getByRole('link', { name: 'change' }).click();
  await chooseOption(page, 'Timezone', 'Europe/Berlin');
  await page.getByRole('button', { name: 'Update Campaign' }).click();
  await expect(page.getByTestId('send-zone-summary')).toContainText('Europe/Berlin');

  // Back to the chat through the menu (no reload): the block reads the campaign as it is now.
  await page.getByRole('navigation').getByRole('link', { name: 'Reply Engine' }).click();
  await expect(zoneLine).toContainText('Europe/Berlin', AGREE);
  await expect(zoneLine).not.toContainText('Chicago');
  await expect(block.getByText(/^First email: .* in Berlin/)).toBeVisible(AGREE);
  await expect(block).not.toContainText('in Chicago');
});
