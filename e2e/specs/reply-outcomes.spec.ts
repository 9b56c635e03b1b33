// Issue 29 end to end, against the real api, worker, Gmail stand-in and SMTP inbox, in the headers-only tier ('Send +
// detect replies'): a calendar invitation stops every sequence of the user at that company and the contact page
// proposes 'Interview invite' with its timeline; an applicant-tracking acknowledgement does not stop the sequence;
// the reply alert's one-click outcome link works once; the thank-you is drafted and scheduled only once approved. At 1280 x 800 and on a 390 x 844 phone.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  REPLY_NOTE_APPROVE_LABELS,
  REPLY_NOTE_LABELS,
  REPLY_NOTE_OFFERS,
  REPLY_OUTCOME_LINK_USED,
  UpdateContactDocument,
  outcomeProposalText,
  replyOutcomeLinkDone,
  replyOutcomeSaved,
} from 'contracts';
import { registerNewAccount, uniqueEmail, verifyEmailFromInbox } from '../support/accounts';
import { emailedLink } from '../support/dev-inbox';
import { waitForGmailSentTo } from '../support/devstack-gmail';
import { runAsUser } from '../support/sequence-errors';
import { STAND_IN_PORTS } from '../support/stand-in-ports';
import { contactNow, emailsOf, gmailCallsOf, replyInThread, startThreeEmailSequence } from '../support/stop-on-reply';
import { PHONE, expectNoHorizontalOverflow } from '../support/viewport';

test.describe.configure({ timeout: 180_000 });

const CONTROL_URL = `http://127.0.0.1:${STAND_IN_PORTS.google}/__control`;
const DESKTOP = { viewport: { width: 1280, height: 800 } } as const;

/** Connects a Gmail account of its own in the headers-only tier, from Settings. */
async function connectGmailDetectingReplies(page: Page): Promise<string> {
  const google = uniqueEmail('mailbox', 'gmail.com');
  const added = await page.request.post(`${CONTROL_URL}/accounts`, { data: { email: google, name: 'Jamie Mailbox' } });
  expect(added.status()).toBe(201);
  await page.goto('/dashboard/settings');
  const permissions = page.locator('.ant-card').filter({ hasText: 'Email Permissions' });
  await permissions.getByRole('radio', { name: /^Send \+ detect replies/ }).check();
  await permissions.getByRole('button', { name: 'Authorize Google Mail' }).click();
  await expect(page.getByRole('heading', { name: 'Choose an account' })).toBeVisible();
  await page.locator(`a.account[data-email="${google}"]`).click();
  await expect(page).toHaveURL(/\/dashboard\/settings/);
  await expect(permissions.getByText('Send + detect replies', { exact: true })).toBeVisible();
  return google;
}

/** A company domain of this test alone (two sequences there are allowed; a third would be refused). */
const companyDomain = () => `globex${Date.now()}${Math.floor(Math.random() * 1e4)}.example`;

/** Waits until the reply poller has read this mailbox `polls` more times (a poll reads the history first). */
async function waitForPolls(request: APIRequestContext, mailbox: string, polls: number): Promise<void> {
  const before = (await gmailCallsOf(request, mailbox)).history ?? 0;
  await expect
    .poll(async () => (await gmailCallsOf(request, mailbox)).history ?? 0, { timeout: 45_000 })
    .toBeGreaterThanOrEqual(before + polls);
}

/**
 * 'Tue Dec 8, 2026', a week from today: the interview lies ahead, so the thank-you waits for the morning after it
 * (a fixed date became the past, and the note then went at once).
 */
function interviewInAWeek(): string {
  const day = new Date(Date.now() + 7 * 86_400_000);
  const part = (options: Intl.DateTimeFormatOptions) => day.toLocaleString('en-US', { timeZone: 'America/New_York', ...options });
  return `${part({ weekday: 'short' })} ${part({ month: 'short' })} ${part({ day: 'numeric' })}, ${part({ year: 'numeric' })}`;
}

for (const [name, device] of [
  ['1280 x 800', DESKTOP],
  ['390 x 844', PHONE],
] as const) {
  test.describe(`at ${name}`, () => {
    test.use(device);
    const phone = device === PHONE;

    test('a calendar invitation stops both sequences at the company; the contact page proposes Interview invite on its timeline', async ({
      page,
      request,
    }) => {
      const seeker = uniqueEmail('seeker');
      await registerNewAccount(page, 'Jamie Applicant', seeker, 'sequence-password-1');
      await connectGmailDetectingReplies(page);
      const domain = companyDomain();
      const dana = `dana@${domain}`;
      const morgan = `morgan@${domain}`;
      const first = await startThreeEmailSequence(page, dana, 'Dana');
      const second = await startThreeEmailSequence(page, morgan, 'Morgan');
      await runAsUser(page, UpdateContactDocument, { data: { id: first.contactId, appliedAt: '2026-11-02' } });

      const [sent] = await waitForGmailSentTo(request, dana);
      await waitForGmailSentTo(request, morgan);
      await replyInThread(request, sent!.threadId, {
        subject: `Invitation: Interview with Globex @ ${interviewInAWeek()} 10am - 11am (EST) (${seeker})`,
        headers: { Sender: 'Google Calendar <calendar-notification@google.com>' },
      });

      // Both sequences at that company stop within a poll; nothing more is waiting to go to either recruiter.
      await expect.poll(async () => (await contactNow(page, first.contactId)).status, { timeout: 30_000 }).toBe('RESPONDED');
      await expect.poll(async () => (await contactNow(page, second.contactId)).status, { timeout: 30_000 }).toBe('RESPONDED');
      expect(await contactNow(page, first.contactId)).toMatchObject({
        stopReason: 'REPLIED',
        outcomeProposed: 'INTERVIEW_INVITE',
      });
      expect((await contactNow(page, second.contactId)).stopReason).toBe('INTERVIEW_AT_COMPANY');
      for (const contactId of [first.contactId, second.contactId]) {
        expect((await emailsOf(page, contactId)).map((email) => email.status)).not.toContain('SCHEDULED');
      }

      // The sequence page leads to the contact's page from its row (a card on a phone) and shows the proposal.
      await page.goto(`/dashboard/campaigns/${first.campaignId}`);
      const item = phone
        ? page.getByRole('list', { name: 'Contacts' }).getByRole('listitem').filter({ hasText: 'Dana Recruiter' })
        : page.getByRole('row', { name: /Dana Recruiter/ });
      await expect(item.getByText('Interview invite?')).toBeVisible();
      await item.getByRole('link', { name: 'Dana Recruiter' }).click();
      await expect(page).toHaveURL(new RegExp(`/dashboard/contacts/${first.contactId}$`));

      await expect(page.getByText(outcomeProposalText('INTERVIEW_INVITE'))).toBeVisible();
      const timeline = page.getByRole('list', { name: 'Application timeline' });
      await expect(timeline.getByText('Applied', { exact: true })).toBeVisible();
      await expect(timeline.getByText('Email 1 sent')).toBeVisible();
      await expect(timeline.getByText('Reply: Interview invite')).toBeVisible();
      await expect(timeline.getByRole('link', { name: /^Open in Gmail/ }).first()).toHaveAttribute(
        'href',
        `https://mail.google.com/mail/u/0/#all/${sent!.threadId}`,
      );
      if (phone) await expectNoHorizontalOverflow(page, 'the contact page on a phone');

      // One click confirms it.
      await page.getByRole('group', { name: 'Proposed outcome' }).getByRole('button', { name: 'Confirm' }).click();
      await expect(page.getByText(replyOutcomeSaved('INTERVIEW_INVITE'))).toBeVisible();
      await expect(timeline.getByText('Outcome: Interview invite')).toBeVisible();
      await expect(page.getByText(outcomeProposalText('INTERVIEW_INVITE'))).toBeHidden();
      expect((await contactNow(page, first.contactId)).outcome).toBe('INTERVIEW_INVITE');

      // The thank-you is drafted and offered; nothing is scheduled until the user approves it.
      const offer = page.getByRole('region', { name: REPLY_NOTE_LABELS.THANK_YOU });
      await expect(offer.getByRole('heading', { name: REPLY_NOTE_OFFERS.THANK_YOU })).toBeVisible();
      await expect(offer.getByLabel(/Thank-you note/)).not.toBeEmpty();
      expect((await emailsOf(page, first.contactId)).map((email) => email.status)).not.toContain('SCHEDULED');
      await offer.getByRole('button', { name: REPLY_NOTE_APPROVE_LABELS.THANK_YOU }).click();
      await expect(offer.getByRole('status')).toContainText('Thank-you scheduled for');
      await expect(timeline.getByText('Thank-you note scheduled')).toBeVisible();
      expect((await emailsOf(page, first.contactId)).map((email) => email.status)).toContain('SCHEDULED');
      if (phone) await expectNoHorizontalOverflow(page, 'the contact page with the thank-you on a phone');
    });
  });
}

for (const [name, device] of [
  ['1280 x 800', DESKTOP],
  ['390 x 844', PHONE],
] as const)
  test.describe(`at ${name}`, () => {
    test.use(device);

    test('an acknowledgement from an applicant-tracking sender does not stop the sequence', async ({ page, request }) => {
      await registerNewAccount(page, 'Jamie Applicant', uniqueEmail('seeker'), 'sequence-password-1');
      const mailbox = await connectGmailDetectingReplies(page);
      const recruiter = `riley@${companyDomain()}`;
      const { contactId } = await startThreeEmailSequence(page, recruiter, 'Riley');
      const [sent] = await waitForGmailSentTo(request, recruiter);
      await expect
        .poll(async () => (await emailsOf(page, contactId)).map((email) => email.status))
        .toEqual(['SENT', 'SCHEDULED']);

      await replyInThread(request, sent!.threadId, {
        from: 'Globex Hiring Team <no-reply@greenhouse.io>',
        subject: 'Thank you for applying to Globex',
      });
      // Two polls after it arrived: the acknowledgement has been read, and the follow-up still waits.
      await waitForPolls(request, mailbox, 2);
      const contact = await contactNow(page, contactId);
      expect(contact.status).toBe('IN_PROGRESS');
      expect(contact.stopReason).toBeNull();
      expect((await emailsOf(page, contactId)).map((email) => email.status)).toEqual(['SENT', 'SCHEDULED']);
    });

    test("the reply alert email's outcome link sets the outcome once and says so the second time", async ({ page, request }) => {
      const seeker = uniqueEmail('seeker');
      await registerNewAccount(page, 'Jamie Applicant', seeker, 'sequence-password-1');
      // Reply alerts go to verified addresses only.
      await verifyEmailFromInbox(page, seeker);
      await connectGmailDetectingReplies(page);
      const recruiter = `casey@${companyDomain()}`;
      const { contactId } = await startThreeEmailSequence(page, recruiter, 'Casey');
      const [sent] = await waitForGmailSentTo(request, recruiter);
      // A person's answer: detected as a reply, its meaning left to the user.
      await replyInThread(request, sent!.threadId, { subject: 'Re: The Platform Engineer role' });
      await expect.poll(async () => (await contactNow(page, contactId)).status, { timeout: 30_000 }).toBe('RESPONDED');

      // The alert's first outcome link is 'Interview invite'; its page asks before acting (a GET never acts).
      const link = await emailedLink(request, seeker, /\/api\/reply-outcome\?token=/);
      await page.goto(link);
      await expect(page.getByRole('heading', { name: /Casey's reply: Interview invite\?/ })).toBeVisible();
      expect((await contactNow(page, contactId)).outcome).toBeNull();
      await page.getByRole('button', { name: 'Confirm: Interview invite' }).click();
      await expect(page.getByRole('heading', { name: replyOutcomeLinkDone('INTERVIEW_INVITE') })).toBeVisible();
      expect((await contactNow(page, contactId)).outcome).toBe('INTERVIEW_INVITE');

      await page.goto(link);
      await expect(page.getByRole('heading', { name: 'Link already used' })).toBeVisible();
      await expect(page.getByText(REPLY_OUTCOME_LINK_USED)).toBeVisible();
      if (device === PHONE) await expectNoHorizontalOverflow(page, "the outcome link's page on a phone");

      await page.goto(`/dashboard/contacts/${contactId}`);
      await expect(page.getByRole('list', { name: 'Application timeline' }).getByText('Outcome: Interview invite')).toBeVisible();
    });
  });
