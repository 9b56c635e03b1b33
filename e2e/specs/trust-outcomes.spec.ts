// Issue 35 items 5, 7, 8 and 10 in a real browser, against the real api, worker, Gmail stand-in and SMTP inbox, with
// browsers in Tokyo, New York and Berlin at 1280 x 800 and on a 390 x 844 phone: the contact page's history and
// timeline say a moment as 'Mon 9:00 AM in London (Mon 6:00 PM your time)' with no raw offset, and the chat stamps are
// 12-hour; Undo after 'Mark as replied' gives back the outcome set before it; a reply alert's 'Other reply' link on a
// confirmed Interview invite asks and changes nothing until its button is pressed; a scheduled thank-you can be
// edited and cancelled; a draft sequence offers no Pause and its contact no Mark as replied.
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  OUT_OF_OFFICE_MOVE_PREFIX,
  REPLY_MARK_UNDONE,
  REPLY_NOTE_APPROVE_LABELS,
  REPLY_NOTE_CANCEL_LABEL,
  REPLY_NOTE_CANCEL_TITLE,
  REPLY_NOTE_DISCARD_EDIT_LABEL,
  REPLY_NOTE_EDIT_LABEL,
  REPLY_NOTE_LABELS,
  REPLY_NOTE_OFFERS,
  REPLY_NOTE_SAVE_LABEL,
  REPLY_OUTCOME_LABELS,
  SEQUENCE_IS_DRAFT,
  replyNoteCancelled,
  replyOutcomeChangeButton,
  replyOutcomeChangeQuestion,
  replyOutcomeLinkDone,
  zonePlaceName,
} from 'contracts';
import { registerNewAccount, uniqueEmail, verifyEmailFromInbox } from '../support/accounts';
import { conversation, sendChatMessage } from '../support/chat';
import { gmailSentTo, waitForGmailSentTo } from '../support/devstack-gmail';
import { toastWith } from '../support/sequence-errors';
import { authorizeGmail } from '../support/sequences';
import { contactNow, emailsOf, replyInThread } from '../support/stop-on-reply';
import {
  connectGmailDetectingReplies,
  emailedChoiceLink,
  sequenceTo,
  setOutcomeOnContactPage,
  zoneInsideWindowUnlike,
} from '../support/trust-outcomes';
import { PHONE, expectNoHorizontalOverflow } from '../support/viewport';

test.describe.configure({ timeout: 180_000 });

const DESKTOP = { viewport: { width: 1280, height: 800 } } as const;
const SIZES = { '1280 x 800': DESKTOP, '390 x 844': PHONE } as const;
type Size = keyof typeof SIZES;
type Zone = 'Asia/Tokyo' | 'America/New_York' | 'Europe/Berlin';

/** Each case runs in two or three (zone, size) pairs; over the file every zone meets both sizes. */
const RUNS: Record<string, ReadonlyArray<readonly [Zone, Size]>> = {
  times: [
    ['Asia/Tokyo', '1280 x 800'],
    ['America/New_York', '390 x 844'],
    ['Europe/Berlin', '1280 x 800'],
  ],
  undo: [
    ['Europe/Berlin', '390 x 844'],
    ['Asia/Tokyo', '1280 x 800'],
  ],
  awayKept: [
    ['America/New_York', '1280 x 800'],
    ['Europe/Berlin', '390 x 844'],
  ],
  alertLink: [
    ['America/New_York', '1280 x 800'],
    ['Asia/Tokyo', '390 x 844'],
  ],
  thankYou: [
    ['Europe/Berlin', '1280 x 800'],
    ['America/New_York', '390 x 844'],
  ],
  draft: [
    ['Asia/Tokyo', '390 x 844'],
    ['America/New_York', '1280 x 800'],
  ],
};

/** Runs `body` once per (zone, size) pair of the case, with the browser in that zone at that size. */
function eachRun(runs: ReadonlyArray<readonly [Zone, Size]>, body: (zone: Zone, phone: boolean) => void): void {
  for (const [zone, size] of runs)
    test.describe(`${zone} at ${size}`, () => {
      test.use({ ...SIZES[size], timezoneId: zone });
      body(zone, size === '390 x 844');
    });
}

/** A company domain of this test alone (at most two sequences may go to one company). */
const companyDomain = () => `globex${Date.now()}${Math.floor(Math.random() * 1e4)}.example`;

/** A signed-up user with Gmail granted (the default tier). */
async function signedInWithGmail(page: Page): Promise<string> {
  const seeker = uniqueEmail('seeker');
  await registerNewAccount(page, 'Jamie Applicant', seeker, 'sequence-password-1');
  await authorizeGmail(page);
  return seeker;
}

/** Waits until the first email went through the Gmail stand-in and the follow-up waits. */
async function firstEmailSent(page: Page, recipient: string, contactId: number) {
  const [sent] = await waitForGmailSentTo(page.request, recipient);
  await expect.poll(async () => (await emailsOf(page, contactId)).map((email) => email.status)).toEqual(['SENT', 'SCHEDULED']);
  return sent!;
}

/** The contact's row (a card on a phone) on its sequence's page. */
function contactItem(page: Page, phone: boolean, name: string): Locator {
  return phone
    ? page.getByRole('list', { name: 'Contacts' }).getByRole('listitem').filter({ hasText: name })
    : page.getByRole('row', { name: new RegExp(name) });
}

/** A moment in the one format: the recipient's clock in their place, then the user's in brackets. */
const TIME = String.raw`\d{1,2}:\d{2} [AP]M`;
const bothClocks = (place: string) => new RegExp(`${TIME} in ${place} \\([^()]*${TIME} your time\\)`);

test.describe('times read in both clocks, never as a raw offset', () => {
  eachRun(RUNS.times!, (browserZone, phone) => {
    test("the contact page's history and timeline say the recipient's time and the user's; chat stamps are 12-hour", async ({
      page,
    }) => {
      await signedInWithGmail(page);
      const recipient = `dana@${companyDomain()}`;
      const { contactId, zone } = await sequenceTo(page, recipient, zoneInsideWindowUnlike(browserZone));
      await firstEmailSent(page, recipient, contactId);

      await page.goto(`/dashboard/contacts/${contactId}`);
      const place = zonePlaceName(zone);
      const sent = page.getByRole('article', { name: /^Email 1:/ });
      const waiting = page.getByRole('article', { name: /^Email 2:/ });
      const timeline = page.getByRole('list', { name: 'Application timeline' });
      await expect(timeline.getByText('Email 1 sent')).toBeVisible();
      for (const [where, shown] of [
        ['the sent email in the history', sent],
        ['the waiting follow-up in the history', waiting],
        ['the timeline', timeline],
      ] as const) {
        await expect(shown, where).toContainText(bothClocks(place));
        await expect(shown, where).not.toContainText(/GMT|UTC[+-]/);
      }
      if (phone) await expectNoHorizontalOverflow(page, 'the contact page on a phone');

      // The chat's message stamps: the browser's clock, 12-hour like every other time.
      await page.goto('/dashboard/chats');
      await sendChatMessage(page, 'hello');
      const stamps = conversation(page).locator('time');
      await expect.poll(() => stamps.count()).toBeGreaterThanOrEqual(2);
      for (const stamp of await stamps.allInnerTexts()) expect(stamp.trim()).toMatch(new RegExp(`^${TIME}$`));
    });
  });
});

test.describe("Undo after 'Mark as replied' gives back the outcome set before it", () => {
  eachRun(RUNS.undo!, (browserZone, phone) => {
    test("'Application received', then Mark as replied, then Undo: 'Application received' is back", async ({ page }) => {
      await signedInWithGmail(page);
      const recipient = `dana@${companyDomain()}`;
      const { campaignId, contactId } = await sequenceTo(page, recipient, zoneInsideWindowUnlike(browserZone));
      await firstEmailSent(page, recipient, contactId);
      await setOutcomeOnContactPage(page, contactId, 'APPLICATION_RECEIVED');

      await page.goto(`/dashboard/campaigns/${campaignId}`);
      const item = contactItem(page, phone, 'Dana Lee');
      const received = item.getByText(REPLY_OUTCOME_LABELS.APPLICATION_RECEIVED, { exact: true });
      await expect(received).toBeVisible();
      await item.getByRole('button', { name: 'Mark as replied: Dana Lee' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Mark as replied' }).click();
      await expect(toastWith(page, 'Dana Lee marked as replied')).toBeVisible();

      await item.getByRole('button', { name: 'Undo mark as replied: Dana Lee' }).click();
      await expect(toastWith(page, REPLY_MARK_UNDONE)).toBeVisible();
      await expect(item.getByRole('button', { name: 'Mark as replied: Dana Lee' })).toBeEnabled();
      await expect(received).toBeVisible();

      await page.goto(`/dashboard/contacts/${contactId}`);
      await expect(page.locator('.db-outcome__current')).toContainText(REPLY_OUTCOME_LABELS.APPLICATION_RECEIVED);
      expect(await contactNow(page, contactId)).toMatchObject({ status: 'IN_PROGRESS', outcome: 'APPLICATION_RECEIVED' });
      if (phone) await expectNoHorizontalOverflow(page, 'the contact page on a phone');
    });
  });
});

test.describe("an out-of-office return date outlives a colleague's reply and 'Application received'", () => {
  eachRun(RUNS.awayKept!, (browserZone, phone) => {
    test('the follow-up held for the away recruiter stays after the return date, with its note', async ({ page, request }) => {
      const seeker = uniqueEmail('seeker');
      await registerNewAccount(page, 'Jamie Applicant', seeker, 'sequence-password-1');
      await connectGmailDetectingReplies(page);
      const domain = companyDomain();
      const { contactId } = await sequenceTo(page, `dana@${domain}`, zoneInsideWindowUnlike(browserZone));
      const sent = await firstEmailSent(page, `dana@${domain}`, contactId);

      // Away for twelve days: the follow-up moves after the return date.
      const back = new Date(Date.now() + 12 * 24 * 60 * 60 * 1000);
      const backText = back.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
      const backDay = Date.UTC(back.getUTCFullYear(), back.getUTCMonth(), back.getUTCDate()) - 24 * 60 * 60 * 1000;
      await replyInThread(request, sent.threadId, {
        subject: `Automatic reply: Out of Office until ${backText}`,
        headers: { 'Auto-Submitted': 'auto-replied', 'X-Auto-Response-Suppress': 'All' },
      });
      const followUpAt = async () => {
        const followUp = (await emailsOf(page, contactId)).find((email) => email.status === 'SCHEDULED');
        return followUp ? new Date(followUp.scheduledFor!).getTime() : 0;
      };
      await expect.poll(followUpAt, { timeout: 30_000 }).toBeGreaterThan(backDay);

      // A colleague answers in the thread (the sequence stops), then the user says it was only 'Application received'.
      await replyInThread(request, sent.threadId, { from: `sam@${domain}`, subject: 'Re: The Platform Engineer role' });
      await expect.poll(async () => (await contactNow(page, contactId)).status, { timeout: 30_000 }).toBe('RESPONDED');
      await setOutcomeOnContactPage(page, contactId, 'APPLICATION_RECEIVED');

      await expect.poll(followUpAt, { timeout: 15_000 }).toBeGreaterThan(backDay);
      const followUp = (await emailsOf(page, contactId)).find((email) => email.status === 'SCHEDULED')!;
      expect(followUp.errorMessage).toMatch(new RegExp(`^${OUT_OF_OFFICE_MOVE_PREFIX}`));
      await page.reload();
      await expect(page.getByText(followUp.errorMessage!).first()).toBeVisible();
      if (phone) await expectNoHorizontalOverflow(page, 'the contact page of a held follow-up on a phone');
    });
  });
});

test.describe('a reply alert link never silently replaces a confirmed outcome', () => {
  eachRun(RUNS.alertLink!, (browserZone, phone) => {
    test("'Other reply' on a confirmed Interview invite asks, and the outcome stays until its button is pressed", async ({
      page,
      request,
    }) => {
      const seeker = uniqueEmail('seeker');
      await registerNewAccount(page, 'Jamie Applicant', seeker, 'sequence-password-1');
      // Reply alerts go to verified addresses only.
      await verifyEmailFromInbox(page, seeker);
      await connectGmailDetectingReplies(page);
      const recipient = `dana@${companyDomain()}`;
      const { contactId } = await sequenceTo(page, recipient, zoneInsideWindowUnlike(browserZone));
      const sent = await firstEmailSent(page, recipient, contactId);
      await replyInThread(request, sent.threadId, { subject: 'Re: The Platform Engineer role' });
      await expect.poll(async () => (await contactNow(page, contactId)).status, { timeout: 30_000 }).toBe('RESPONDED');
      // The alert arrives with its one-click links; the user meanwhile confirms Interview invite in the app.
      const other = await emailedChoiceLink(request, seeker, REPLY_OUTCOME_LABELS.OTHER_REPLY);
      await setOutcomeOnContactPage(page, contactId, 'INTERVIEW_INVITE');
      await page.goto(other);
      await expect(
        page.getByRole('heading', { name: replyOutcomeChangeQuestion('INTERVIEW_INVITE', 'OTHER_REPLY') }),
      ).toBeVisible();
      if (phone) await expectNoHorizontalOverflow(page, "the alert link's asking page on a phone");

      // Opening the link changed nothing: the contact page still says Interview invite.
      await page.goto(`/dashboard/contacts/${contactId}`);
      await expect(page.locator('.db-outcome__current')).toContainText(REPLY_OUTCOME_LABELS.INTERVIEW_INVITE);
      expect((await contactNow(page, contactId)).outcome).toBe('INTERVIEW_INVITE');

      await page.goto(other);
      await page.getByRole('button', { name: replyOutcomeChangeButton('OTHER_REPLY') }).click();
      await expect(page.getByRole('heading', { name: replyOutcomeLinkDone('OTHER_REPLY') })).toBeVisible();
      await page.goto(`/dashboard/contacts/${contactId}`);
      await expect(page.locator('.db-outcome__current')).toContainText(REPLY_OUTCOME_LABELS.OTHER_REPLY);
    });
  });
});

test.describe('a scheduled thank-you can be edited and cancelled until it goes', () => {
  eachRun(RUNS.thankYou!, (browserZone, phone) => {
    test('Edit changes the scheduled thank-you; Cancel note takes it back and offers it again', async ({ page }) => {
      await signedInWithGmail(page);
      const recipient = `dana@${companyDomain()}`;
      const { contactId } = await sequenceTo(page, recipient, zoneInsideWindowUnlike(browserZone));
      await firstEmailSent(page, recipient, contactId);
      await setOutcomeOnContactPage(page, contactId, 'INTERVIEW_INVITE');

      const note = page.getByRole('region', { name: REPLY_NOTE_LABELS.THANK_YOU });
      await expect(note.getByRole('heading', { name: REPLY_NOTE_OFFERS.THANK_YOU })).toBeVisible();
      await expect(note.getByRole('textbox', { name: /Thank-you note/ })).not.toBeEmpty();
      await note.getByRole('button', { name: REPLY_NOTE_APPROVE_LABELS.THANK_YOU }).click();
      await expect(note.getByRole('status')).toContainText('Thank-you scheduled for');
      await expect(note.getByRole('status')).not.toContainText(/GMT|UTC[+-]/);

      // Edit: the changed text is what waits (seen again after a reload).
      const postscript = 'P.S. I enjoyed hearing about the platform roadmap.';
      await note.getByRole('button', { name: REPLY_NOTE_EDIT_LABEL, exact: true }).click();
      const body = note.getByRole('textbox', { name: REPLY_NOTE_LABELS.THANK_YOU, exact: true });
      const edited = `${await body.inputValue()}\n\n${postscript}`;
      await body.fill(edited);
      await note.getByRole('button', { name: REPLY_NOTE_SAVE_LABEL }).click();
      await expect(toastWith(page, 'Thank-you updated: it goes')).toBeVisible();
      await expect(note.getByRole('status')).toContainText('Thank-you scheduled for');
      if (phone) await expectNoHorizontalOverflow(page, 'the contact page with the scheduled thank-you on a phone');
      await page.reload();
      await note.getByRole('button', { name: REPLY_NOTE_EDIT_LABEL, exact: true }).click();
      await expect(body).toHaveValue(edited);
      await note.getByRole('button', { name: REPLY_NOTE_DISCARD_EDIT_LABEL }).click();

      // Cancel: asked first, then nothing waits and the note is offered again.
      await note.getByRole('button', { name: REPLY_NOTE_CANCEL_LABEL }).click();
      const dialog = page.getByRole('dialog').filter({ hasText: REPLY_NOTE_CANCEL_TITLE });
      await dialog.getByRole('button', { name: REPLY_NOTE_CANCEL_LABEL }).click();
      await expect(toastWith(page, replyNoteCancelled('THANK_YOU'))).toBeVisible();
      await expect(note.getByRole('heading', { name: REPLY_NOTE_OFFERS.THANK_YOU })).toBeVisible();
      expect((await emailsOf(page, contactId)).map((email) => email.status)).not.toContain('SCHEDULED');
      expect(await gmailSentTo(page.request, recipient)).toHaveLength(1);
    });
  });
});

test.describe('a draft sequence offers no sending actions', () => {
  eachRun(RUNS.draft!, (browserZone, phone) => {
    test("a draft sequence's page offers no Pause, and its contact no Mark as replied", async ({ page }) => {
      await registerNewAccount(page, 'Jamie Applicant', uniqueEmail('seeker'), 'sequence-password-1');
      const { campaignId, contactId } = await sequenceTo(page, `dana@${companyDomain()}`, browserZone, false);

      await page.goto(`/dashboard/campaigns/${campaignId}`);
      await expect(page.getByText(SEQUENCE_IS_DRAFT)).toBeVisible();
      const item = contactItem(page, phone, 'Dana Lee');
      await expect(item.getByRole('button', { name: 'Delete Dana Lee' })).toBeVisible();
      await expect(page.getByRole('button', { name: /^(Pause|Resume|Activate)\b/ })).toHaveCount(0);
      await expect(page.getByRole('button', { name: /Mark as replied/ })).toHaveCount(0);
      if (phone) await expectNoHorizontalOverflow(page, 'the draft sequence page on a phone');

      await page.goto(`/dashboard/contacts/${contactId}`);
      await expect(page.getByText('Email History', { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: /^(Pause|Resume|Send now)\b|Mark as replied/ })).toHaveCount(0);
    });
  });
});
