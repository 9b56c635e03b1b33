// What an outcome keeps (issue 35, items 5 and 8), against real PostgreSQL and the devstack Gmail stand-in: an
// away recipient's return date outlives every re-plan of the next follow-up (an outcome that resumes after a
// colleague's reply, the undo of 'Mark as replied', Resume, a zone change), with its note; and the undo of 'Mark as
// replied' gives back the outcome the user had set before it.
import { eq } from 'drizzle-orm';
import { GMAIL_SEND_SCOPE, outOfOfficeMoveNote, sendPolicyOf } from 'contracts';
import { contacts, type User } from '../../../db/schema';
import { updateCampaign } from '../../campaign/campaign.service';
import { resumeFollowUps, updateContact } from '../../contact';
import { GMAIL_METADATA_SCOPE } from '../../google';
import { returnOpening, scheduleSequenceForContact } from '../schedule';
import { setReplyOutcome } from './reply-outcome.service';
import { undoMarkedReply } from './reply-undo.service';
import { startDeliveryHarness, type DeliveryHarness } from '../../../../testkit/delivery/delivery-harness';
import { zoneAtLocalHour, zoneInsideWindow } from '../../../../testkit/delivery/zones';

const METADATA_SCOPES = ['openid', 'email', GMAIL_SEND_SCOPE, GMAIL_METADATA_SCOPE];
const DAY_MS = 24 * 60 * 60 * 1000;
const returnDay = (daysAhead: number) => new Date(Date.now() + daysAhead * DAY_MS).toISOString().slice(0, 10);

describe('outcomes keep what they should', () => {
  let h: DeliveryHarness;
  let senders = 0;
  beforeAll(async () => {
    h = await startDeliveryHarness();
  });
  afterAll(() => h.close());
  beforeEach(() => h.google.reset());

  async function sender(): Promise<User> {
    senders += 1;
    return h.sender({ email: `keeps.user${senders}@gmail.com`, scopes: METADATA_SCOPES });
  }

  /** A contact whose first email went out; its follow-up waits. */
  async function started(email = 'dana.scully@acme.example', timezone = zoneInsideWindow()) {
    const user = await sender();
    const campaign = await h.campaign(user, { timezone });
    const contact = await h.contact(campaign, { email });
    const { campaignEmailId } = await scheduleSequenceForContact(h.handle.db, {
      userId: user.id,
      campaignId: campaign.id,
      contactId: contact.id,
    });
    expect(await h.engine().deliver(campaignEmailId)).toBe('sent');
    const [first, followUp] = await h.emailsOf(contact.id);
    return { user, campaign, contact, first: first!, followUp: followUp! };
  }

  /** The recipient's out-of-office notice, read by the poller: the follow-up now waits for `back`. */
  async function away(run: Awaited<ReturnType<typeof started>>, back: string) {
    await h.google.reply(run.first.threadId!, {
      subject: `Out of office until ${back}`,
      headers: { 'Auto-Submitted': 'auto-replied' },
    });
    expect(await h.poll(h.engine(), run.user.id)).toMatchObject({ postponed: 1 });
  }

  const contactRow = async (id: number) => (await h.handle.db.select().from(contacts).where(eq(contacts.id, id)))[0]!;
  const nextFollowUp = async (contactId: number) => (await h.emailsOf(contactId)).find((email) => email.status === 'SCHEDULED');

  describe('an out-of-office return date survives every re-plan', () => {
    it("a colleague's reply, then 'Application received': the follow-up still waits for the return date, with its note", async () => {
      const run = await started();
      const back = returnDay(12);
      await away(run, back);
      await h.google.reply(run.first.threadId!, { from: 'Ravi Patel <ravi.patel@acme.example>' });
      expect(await h.poll(h.engine(), run.user.id)).toMatchObject({ colleagueReplies: 1 });
      expect(await contactRow(run.contact.id)).toMatchObject({ status: 'RESPONDED', stopReason: 'COLLEAGUE_REPLIED' });

      const result = await setReplyOutcome(h.handle.db, {
        userId: run.user.id,
        contactId: run.contact.id,
        outcome: 'APPLICATION_RECEIVED',
        source: 'APP',
      });
      expect(result).toMatchObject({ outcome: 'set', resumed: true });
      const until = returnOpening(
        back,
        sendPolicyOf({ zone: run.campaign.timezone, excludeWeekends: run.campaign.excludeWeekends }),
      );
      expect(await nextFollowUp(run.contact.id)).toMatchObject({ scheduledFor: until, errorMessage: outOfOfficeMoveNote(back) });
      // Its job fires at the old plan and waits again; nothing goes before the recipient is back.
      expect(await h.engine().deliver((await nextFollowUp(run.contact.id))!.id)).toBe('rescheduled');
      expect(await h.sent()).toHaveLength(1);
    });

    it("the undo of 'Mark as replied' puts the follow-up back at the return date, not at its first plan", async () => {
      const run = await started();
      const back = returnDay(9);
      await away(run, back);
      await updateContact(h.handle.db, run.user.id, { id: run.contact.id, status: 'RESPONDED' });
      expect(await undoMarkedReply(h.handle.db, { userId: run.user.id, contactId: run.contact.id })).toMatchObject({
        outcome: 'undone',
        status: 'IN_PROGRESS',
      });
      const until = returnOpening(
        back,
        sendPolicyOf({ zone: run.campaign.timezone, excludeWeekends: run.campaign.excludeWeekends }),
      );
      expect(await nextFollowUp(run.contact.id)).toMatchObject({ scheduledFor: until, errorMessage: outOfOfficeMoveNote(back) });
    });

    it('Resume after a pause keeps the follow-up at the return date even when its time had passed', async () => {
      const run = await started();
      const back = returnDay(8);
      await away(run, back);
      await updateContact(h.handle.db, run.user.id, { id: run.contact.id, isActive: false });
      await h.makeDue(run.followUp.id); // its old time went by during the pause
      await resumeFollowUps(h.handle.db, run.user.id, run.contact.id);
      const until = returnOpening(
        back,
        sendPolicyOf({ zone: run.campaign.timezone, excludeWeekends: run.campaign.excludeWeekends }),
      );
      expect(await h.email(run.followUp.id)).toMatchObject({ scheduledFor: until, errorMessage: outOfOfficeMoveNote(back) });
    });

    it("a zone change re-plans the follow-up to the return day's first opening in the new zone", async () => {
      const run = await started();
      const back = returnDay(10);
      await away(run, back);
      const east = zoneAtLocalHour(13);
      await updateCampaign(h.handle.db, run.user.id, run.campaign.id, { timezone: east });
      const until = returnOpening(back, sendPolicyOf({ zone: east, excludeWeekends: run.campaign.excludeWeekends }));
      expect(until).not.toEqual(
        returnOpening(back, sendPolicyOf({ zone: run.campaign.timezone, excludeWeekends: run.campaign.excludeWeekends })),
      );
      expect(await h.email(run.followUp.id)).toMatchObject({ scheduledFor: until, errorMessage: outOfOfficeMoveNote(back) });
    });
  });

  describe("the undo of 'Mark as replied' gives back the outcome set before it", () => {
    it("'Application received', then 'Mark as replied', then Undo: 'Application received' again", async () => {
      const run = await started('fox.mulder@initech.example');
      await setReplyOutcome(h.handle.db, {
        userId: run.user.id,
        contactId: run.contact.id,
        outcome: 'APPLICATION_RECEIVED',
        source: 'APP',
      });
      const confirmedAt = (await contactRow(run.contact.id)).outcomeConfirmedAt;
      await updateContact(h.handle.db, run.user.id, { id: run.contact.id, status: 'RESPONDED' });
      await undoMarkedReply(h.handle.db, { userId: run.user.id, contactId: run.contact.id });
      expect(await contactRow(run.contact.id)).toMatchObject({
        status: 'IN_PROGRESS',
        outcome: 'APPLICATION_RECEIVED',
        outcomeConfirmedAt: confirmedAt,
      });
    });

    it("'Not moving forward' set in the app (a mark) and undone: the earlier 'Application received' comes back", async () => {
      const run = await started('walter.skinner@hooli.example');
      const set = (outcome: 'APPLICATION_RECEIVED' | 'NOT_MOVING_FORWARD') =>
        setReplyOutcome(h.handle.db, { userId: run.user.id, contactId: run.contact.id, outcome, source: 'APP' });
      await set('APPLICATION_RECEIVED');
      expect(await set('NOT_MOVING_FORWARD')).toMatchObject({ outcome: 'set', stopped: true });
      expect(await contactRow(run.contact.id)).toMatchObject({ status: 'RESPONDED', outcome: 'NOT_MOVING_FORWARD' });
      await undoMarkedReply(h.handle.db, { userId: run.user.id, contactId: run.contact.id });
      expect(await contactRow(run.contact.id)).toMatchObject({ status: 'IN_PROGRESS', outcome: 'APPLICATION_RECEIVED' });
    });

    it('with no outcome before the mark, the undo leaves none', async () => {
      const run = await started('jeffrey.spender@globex.example');
      await updateContact(h.handle.db, run.user.id, { id: run.contact.id, status: 'RESPONDED' });
      await undoMarkedReply(h.handle.db, { userId: run.user.id, contactId: run.contact.id });
      expect(await contactRow(run.contact.id)).toMatchObject({ status: 'IN_PROGRESS', outcome: null, outcomeConfirmedAt: null });
    });
  });
});
