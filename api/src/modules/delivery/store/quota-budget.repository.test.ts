// The Gmail quota budget in units, shared by every worker: however many take units at once, no minute counts more
// than the user's or the project's limit, a refused take keeps nothing, and a send the budget cannot pay is deferred,
// never failed.
import { sql } from 'drizzle-orm';
import { GMAIL_QUOTA_UNITS } from 'contracts';
import { createDb, type DbHandle } from '../../../db/db.client';
import { insertUser } from '../../../../testkit/db/db-fixtures';
import { quotaCharge, QuotaBudgetSpentError, returnGmailUnits, takeGmailUnits, takeSendBudget } from './quota-budget.repository';
import { deliverySettingsFrom } from '../delivery.settings';
import { scheduleSequenceForContact } from '../schedule';
import { startDeliveryHarness, type DeliveryHarness } from '../../../../testkit/delivery/delivery-harness';

const SEND = GMAIL_QUOTA_UNITS['messages.send'];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A test that fills a minute's budget must not straddle two minutes: start it early in one. */
async function awayFromMinuteEdge(): Promise<void> {
  const second = new Date().getSeconds();
  if (second >= 50) await sleep((61 - second) * 1000);
}

describe('the Gmail quota budget', () => {
  let h: DeliveryHarness;
  /** A second pool: another worker process. */
  let other: DbHandle;

  beforeAll(async () => {
    h = await startDeliveryHarness();
    other = createDb({ url: h.database.url, max: 8 });
  });
  beforeEach(async () => {
    await h.handle.db.execute(sql`DELETE FROM gmail_quota_windows`);
    await h.handle.db.execute(sql`DELETE FROM send_rate_windows`);
    h.google.reset();
  });
  afterAll(async () => {
    await other.close();
    await h.close();
  });

  const unitsOf = async (scope: string) =>
    (
      await h.handle.db.execute<{ units: number }>(
        sql`SELECT coalesce(sum(units), 0)::int AS units FROM gmail_quota_windows WHERE scope = ${scope}`,
      )
    ).rows[0]!.units;

  it("two workers racing for one user's budget never spend more than it, and every unit granted is counted", async () => {
    await awayFromMinuteEdge();
    const user = await insertUser(h.handle.db);
    const limits = { userUnitsPerMinute: 1_000, projectUnitsPerMinute: 1_000_000 };
    const takes = Array.from({ length: 40 }, (_, index) =>
      takeGmailUnits(index % 2 === 0 ? h.handle.db : other.db, { userId: user.id, units: SEND, ...limits }),
    );
    const granted = (await Promise.all(takes)).filter(Boolean).length;
    expect(granted).toBe(10);
    expect(await unitsOf(user.id)).toBe(1_000);
    expect(await unitsOf('project')).toBe(1_000);
  });

  it("one user's spent budget leaves other users theirs; the project's limit holds for all of them together", async () => {
    await awayFromMinuteEdge();
    const [ada, bob, cy] = [await insertUser(h.handle.db), await insertUser(h.handle.db), await insertUser(h.handle.db)];
    const limits = { userUnitsPerMinute: 300, projectUnitsPerMinute: 500 };
    const take = (userId: string) => takeGmailUnits(other.db, { userId, units: SEND, ...limits });

    expect([await take(ada.id), await take(ada.id), await take(ada.id), await take(ada.id)]).toEqual([true, true, true, false]);
    expect([await take(bob.id), await take(bob.id), await take(bob.id)]).toEqual([true, true, false]);
    // The project is spent (500): Cy's own budget is untouched, and his refused take keeps nothing of it.
    expect(await take(cy.id)).toBe(false);
    expect(await unitsOf(cy.id)).toBe(0);
    expect(await unitsOf(bob.id)).toBe(200);
    expect(await unitsOf('project')).toBe(500);

    // Units of a call that was not made come back.
    await returnGmailUnits(h.handle.db, { userId: bob.id, units: SEND });
    expect(await unitsOf('project')).toBe(400);
    expect(await take(cy.id)).toBe(true);
  });

  it('a send takes a slot of the per-second rate and its units together; whichever refuses, neither is kept', async () => {
    await awayFromMinuteEdge();
    const user = await h.sender();
    const campaign = await h.campaign(user);
    const contact = await h.contact(campaign);
    const { campaignEmailId: emailId } = await scheduleSequenceForContact(h.handle.db, {
      userId: user.id,
      campaignId: campaign.id,
      contactId: contact.id,
    });
    const budget = (userUnitsPerMinute: number) =>
      takeSendBudget(h.handle.db, { emailId, ratePerSecond: 1_000, userUnitsPerMinute, projectUnitsPerMinute: 1_000_000 });
    expect(await budget(100)).toBe('ok');
    expect(await budget(100)).toBe('units');
    const { rows } = await h.handle.db.execute<{ sends: number }>(
      sql`SELECT coalesce(sum(sends), 0)::int AS sends FROM send_rate_windows`,
    );
    expect(rows[0]!.sends).toBe(1);
    expect(await unitsOf(user.id)).toBe(SEND);
  });

  it('charges a thread read 40 units and a message read 20 by default, 10 and 5 under GMAIL_QUOTA_TABLE=legacy', async () => {
    await awayFromMinuteEdge();
    const chargeOf = (gmailQuotaTable: 'current' | 'legacy') => {
      const settings = deliverySettingsFrom({ ...h.config, delivery: { ...h.config.delivery, gmailQuotaTable } });
      return quotaCharge(h.handle.db, {
        projectUnitsPerMinute: settings.gmailProjectUnitsPerMinute,
        userUnitsPerMinute: settings.gmailUserUnitsPerMinute,
        units: settings.gmailQuotaUnits,
      });
    };
    const [now, old] = [await insertUser(h.handle.db), await insertUser(h.handle.db)];
    const current = chargeOf('current');
    await current(now.id, 'threads.get');
    expect(await unitsOf(now.id)).toBe(40);
    await current(now.id, 'messages.get');
    expect(await unitsOf(now.id)).toBe(60);
    const legacy = chargeOf('legacy');
    await legacy(old.id, 'threads.get');
    expect(await unitsOf(old.id)).toBe(10);
    await legacy(old.id, 'messages.get');
    expect(await unitsOf(old.id)).toBe(15);
    expect(await unitsOf('project')).toBe(75);

    // The budget a user gets is half the table's limit: 3,000 units now, so the 75th thread read is refused.
    for (let read = 2; read <= 74; read += 1) await current(now.id, 'threads.get');
    expect(await unitsOf(now.id)).toBe(2_980);
    await expect(current(now.id, 'threads.get')).rejects.toBeInstanceOf(QuotaBudgetSpentError);
    expect(await unitsOf(now.id)).toBe(2_980);
  });

  it("defers a send the user's budget cannot pay this minute: due again at the next minute, not failed, not sent", async () => {
    await awayFromMinuteEdge();
    const user = await h.sender();
    const campaign = await h.campaign(user);
    const [first, second] = [await h.contact(campaign), await h.contact(campaign)];
    const ids: number[] = [];
    for (const contact of [first, second]) {
      const scheduled = await scheduleSequenceForContact(h.handle.db, {
        userId: user.id,
        campaignId: campaign.id,
        contactId: contact.id,
      });
      ids.push(scheduled.campaignEmailId);
    }
    // One send a minute for this user.
    const engine = h.engine({ gmailUserUnitsPerMinute: SEND });
    expect(await engine.deliver(ids[0]!)).toBe('sent');
    const before = Date.now();
    expect(await engine.deliver(ids[1]!)).toBe('deferred');

    const waiting = await h.email(ids[1]!);
    expect(waiting).toMatchObject({ status: 'SCHEDULED', attempts: 0, claimToken: null, errorMessage: null });
    const jobs = await h.pendingJobs(ids[1]!);
    const nextMinute = Math.floor(before / 60_000 + 1) * 60_000;
    expect(jobs.some((job) => job.next_run_at.getTime() >= nextMinute - 1_000)).toBe(true);
    expect((await h.sent()).filter((message) => message.to.includes(second.email!))).toHaveLength(0);
    expect((await h.sent()).filter((message) => message.to.includes(first.email!))).toHaveLength(1);
  });
});
