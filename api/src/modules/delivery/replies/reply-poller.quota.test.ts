// The reply poller pays every Gmail call from our quota budget: once the minute's units are spent the first sweep of a
// mailbox stops before the next call (no 429 from Google, not a failure), keeps its place, and the next poll goes on
// from the thread after the last one read.
import { eq, sql } from 'drizzle-orm';
import { GMAIL_QUOTA_TABLES, GMAIL_SEND_SCOPE } from 'contracts';
import { contacts, mailGrants } from '../../../db/schema';
import { GMAIL_METADATA_SCOPE } from '../../google';
import { quotaCharge } from '../store';
import { pollReplies } from './reply-poller.service';
import { scheduleSequenceForContact } from '../schedule';
import { startDeliveryHarness, type DeliveryHarness } from '../../../../testkit/delivery/delivery-harness';

const METADATA_SCOPES = ['openid', 'email', GMAIL_SEND_SCOPE, GMAIL_METADATA_SCOPE];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** The default table (GMAIL_QUOTA_TABLE=current): a profile read 1 unit, a thread read 40. */
const UNITS = GMAIL_QUOTA_TABLES.current.units;
/** Room for the profile read and two threads. */
const ROOM = UNITS.getProfile + 2 * UNITS['threads.get'];

describe('the reply poller under the Gmail quota budget', () => {
  let h: DeliveryHarness;
  beforeAll(async () => {
    h = await startDeliveryHarness();
  });
  afterAll(() => h.close());

  /** Every user's and the project's units of the minute spent so far forgotten: as at the start of a new minute. */
  const newMinute = () => h.handle.db.execute(sql`DELETE FROM gmail_quota_windows`);

  function poll(userId: string, userUnitsPerMinute: number, options: { unitFree?: boolean } = {}) {
    const engine = h.engine();
    // The same Gmail mailbox, as a provider without a unit budget (Graph only throttles) would present itself.
    const mailboxes = options.unitFree ? { google: { ...engine.mailboxes.google!, paysQuotaUnits: false } } : engine.mailboxes;
    return pollReplies(
      {
        db: h.handle.db,
        mailboxes,
        logger: engine.deps.logger,
        charge: quotaCharge(h.handle.db, {
          userUnitsPerMinute,
          projectUnitsPerMinute: 1_200_000,
          units: engine.deps.settings.gmailQuotaUnits,
        }),
      },
      { userId },
    );
  }

  it('a spent budget pauses the first sweep where it is, and the next poll resumes there', async () => {
    // The budget of a minute is per clock minute: keep the first poll inside one.
    if (new Date().getSeconds() >= 50) await sleep((61 - new Date().getSeconds()) * 1000);
    const email = `budgeted.${Date.now()}@gmail.com`;
    const user = await h.sender({ email, scopes: METADATA_SCOPES });
    const campaign = await h.campaign(user);
    const three = [await h.contact(campaign), await h.contact(campaign), await h.contact(campaign)];
    for (const contact of three) {
      const { campaignEmailId } = await scheduleSequenceForContact(h.handle.db, {
        userId: user.id,
        campaignId: campaign.id,
        contactId: contact.id,
      });
      expect(await h.engine().deliver(campaignEmailId)).toBe('sent');
    }
    const threadOf = new Map<string, number>();
    for (const contact of three) threadOf.set((await h.emailsOf(contact.id))[0]!.threadId!, contact.id);
    const threadIds = [...threadOf.keys()].sort();
    const callsBefore = h.google.callsOf(email);

    // Room for the profile read and two threads (1 + 2 × 40 units): the third is not paid, so not asked for.
    await newMinute();
    expect(await poll(user.id, ROOM)).toMatchObject({ quotaDeferred: 1, failures: 0 });
    const [paused] = await h.handle.db.select().from(mailGrants).where(eq(mailGrants.userId, user.id));
    expect(paused).toMatchObject({ historyId: null, sweepAfterThread: threadIds[1], sweepHistoryId: expect.any(String) });
    const callsAfterFirst = h.google.callsOf(email);
    expect(callsAfterFirst.profile - callsBefore.profile).toBe(1);
    expect(callsAfterFirst['threads.get'] - callsBefore['threads.get']).toBe(2);
    // Still the same minute: the next poll pays for nothing and changes nothing.
    expect(await poll(user.id, ROOM)).toMatchObject({ quotaDeferred: 1, failures: 0 });
    expect(h.google.callsOf(email)['threads.get']).toBe(callsAfterFirst['threads.get']);

    // A new minute: the sweep goes on with the third thread only, where the contact has answered meanwhile.
    await h.google.reply(threadIds[2]!);
    await newMinute();
    expect(await poll(user.id, ROOM)).toMatchObject({ quotaDeferred: 0, failures: 0, replies: 1 });
    const callsAfterSecond = h.google.callsOf(email);
    expect(callsAfterSecond.profile).toBe(callsAfterFirst.profile);
    expect(callsAfterSecond['threads.get'] - callsAfterFirst['threads.get']).toBe(1);
    const [done] = await h.handle.db.select().from(mailGrants).where(eq(mailGrants.userId, user.id));
    expect(done).toMatchObject({ historyId: paused!.sweepHistoryId, sweepHistoryId: null, sweepAfterThread: null });
    const statusOf = async (threadId: string) =>
      (
        await h.handle.db
          .select()
          .from(contacts)
          .where(eq(contacts.id, threadOf.get(threadId)!))
      )[0]!.status;
    expect(await statusOf(threadIds[2]!)).toBe('RESPONDED');
    expect(await statusOf(threadIds[0]!)).toBe('IN_PROGRESS');
  });

  it('a mailbox whose provider has no unit budget is read in full and spends none of it', async () => {
    if (new Date().getSeconds() >= 50) await sleep((61 - new Date().getSeconds()) * 1000);
    const email = `unit.free.${Date.now()}@gmail.com`;
    const user = await h.sender({ email, scopes: METADATA_SCOPES });
    const campaign = await h.campaign(user);
    for (const contact of [await h.contact(campaign), await h.contact(campaign), await h.contact(campaign)]) {
      const { campaignEmailId } = await scheduleSequenceForContact(h.handle.db, {
        userId: user.id,
        campaignId: campaign.id,
        contactId: contact.id,
      });
      expect(await h.engine().deliver(campaignEmailId)).toBe('sent');
    }
    await newMinute();
    const callsBefore = h.google.callsOf(email);
    // Room for nothing at all: a Gmail-priced poll would stop before its first call.
    expect(await poll(user.id, 1, { unitFree: true })).toMatchObject({ quotaDeferred: 0, failures: 0 });
    expect(h.google.callsOf(email)['threads.get'] - callsBefore['threads.get']).toBe(3);
    const { rows } = await h.handle.db.execute<{ units: number }>(
      sql`SELECT COALESCE(SUM(units), 0)::int AS units FROM gmail_quota_windows WHERE scope = ${user.id}`,
    );
    expect(rows[0]!.units).toBe(0);
  });
});
