import { eq, sql } from 'drizzle-orm';
import { MAX_FOLLOW_UP_DELAY } from 'contracts';
import { insertCampaign, insertContact, insertUser } from '../../testkit/db/db-fixtures';
import { createTestDatabase, type TestDatabase } from '../../testkit/db/test-database';
import { createDb, type DbHandle } from './db.client';
import {
  analyticsEvents,
  attachments,
  authTokens,
  campaignEmails,
  campaigns,
  contacts,
  mailGrants,
  invoices,
  sequenceSteps,
  stepAttachments,
  subscriptions,
  usage,
  userEmailMatches,
  users,
} from './schema';

/** Drizzle wraps driver errors; the Postgres SQLSTATE is on the cause. */
async function pgErrorCode(work: Promise<unknown>): Promise<string | undefined> {
  try {
    await work;
  } catch (error) {
    const { cause } = error as { cause?: { code?: string } };
    return cause?.code ?? (error as { code?: string }).code;
  }
  return undefined;
}

describe('database constraints', () => {
  let database: TestDatabase;
  let handle: DbHandle;

  beforeAll(async () => {
    database = await createTestDatabase();
    handle = createDb({ url: database.url });
  });

  afterAll(async () => {
    await handle.close();
    await database.drop();
  });

  it('rejects a second account whose email differs only in case (23505 at err.cause.code)', async () => {
    await insertUser(handle.db, { email: 'jordan@example.com' });
    expect(await pgErrorCode(insertUser(handle.db, { email: 'Jordan@Example.COM' }))).toBe('23505');
    const found = await handle.db.select().from(users).where(userEmailMatches(' JORDAN@example.com '));
    expect(found.map((user) => user.email)).toEqual(['jordan@example.com']);
  });

  it('never materialises the same step twice for a contact', async () => {
    const user = await insertUser(handle.db);
    const campaign = await insertCampaign(handle.db, user.id);
    const contact = await insertContact(handle.db, campaign);
    const email = {
      userId: user.id,
      campaignId: campaign.id,
      contactId: contact.id,
      position: 0,
      subject: 'Quick follow-up on the X role',
      body: 'Hi Dana',
    };
    await handle.db.insert(campaignEmails).values(email);
    expect(await pgErrorCode(handle.db.insert(campaignEmails).values(email))).toBe('23505');
    // The next position for the same contact is fine, and so is position 0 for another contact.
    await handle.db.insert(campaignEmails).values({ ...email, position: 1 });
    const other = await insertContact(handle.db, campaign, { email: 'lee@example.com', firstName: 'Lee' });
    await handle.db.insert(campaignEmails).values({ ...email, contactId: other.id });
    const rows = await handle.db.select().from(campaignEmails).where(eq(campaignEmails.campaignId, campaign.id));
    expect(rows).toHaveLength(3);
    expect(rows.every((row) => row.status === 'SCHEDULED')).toBe(true);
  });

  it('rejects a status outside the enum and a malformed usage period', async () => {
    const user = await insertUser(handle.db);
    const campaign = await insertCampaign(handle.db, user.id);
    expect(
      await pgErrorCode(
        handle.db.execute(
          sql`INSERT INTO contacts (campaign_id, user_id, first_name, status) VALUES (${campaign.id}, ${user.id}, 'Ann', 'LOST')`,
        ),
      ),
    ).toBe('22P02');
    expect(await pgErrorCode(handle.db.insert(usage).values({ userId: user.id, period: '2025-13' }))).toBe('23514');
  });

  it(`refuses a step delay outside 0..${MAX_FOLLOW_UP_DELAY} days, so every stored step has a sending day`, async () => {
    const user = await insertUser(handle.db);
    const campaign = await insertCampaign(handle.db, user.id);
    const step = (position: number, daysDelay: number) =>
      handle.db.insert(sequenceSteps).values({ campaignId: campaign.id, position, subject: 'S', body: 'B', daysDelay });
    expect(await pgErrorCode(step(1, 2_147_483_647))).toBe('23514');
    expect(await pgErrorCode(step(1, MAX_FOLLOW_UP_DELAY + 1))).toBe('23514');
    expect(await pgErrorCode(step(1, -1))).toBe('23514');
    expect(await pgErrorCode(step(1, MAX_FOLLOW_UP_DELAY))).toBeUndefined();
  });

  it('removes everything a user owns when the user row is deleted', async () => {
    const { db } = handle;
    const user = await insertUser(db);
    const campaign = await insertCampaign(db, user.id);
    const contact = await insertContact(db, campaign);
    const [step] = await db
      .insert(sequenceSteps)
      .values({ campaignId: campaign.id, position: 0, subject: 'Hello', body: 'Hi', daysDelay: 0 })
      .returning();
    const [file] = await db
      .insert(attachments)
      .values({
        userId: user.id,
        fileName: 'cv.pdf',
        fileType: 'application/pdf',
        fileSize: 1200,
        storageKey: 'k/cv.pdf',
      })
      .returning();
    await db.insert(stepAttachments).values({ stepId: step!.id, attachmentId: file!.id });
    await db.insert(campaignEmails).values({
      userId: user.id,
      campaignId: campaign.id,
      contactId: contact.id,
      stepId: step!.id,
      position: 0,
      subject: 'Hello',
      body: 'Hi',
    });
    await db.insert(mailGrants).values({ userId: user.id, address: 'me@gmail.com', scopes: ['gmail.send'] });
    await db
      .insert(authTokens)
      .values({ userId: user.id, purpose: 'reset_password', tokenHash: `hash-${user.id}`, expiresAt: new Date() });
    await db.insert(usage).values({ userId: user.id, period: '2025-06', sequencesUsed: 1 });
    await db.insert(subscriptions).values({ userId: user.id, plan: 'focused' });
    await db.insert(invoices).values({ userId: user.id, amountCents: 499, description: 'Focused', status: 'paid' });
    const [event] = await db.insert(analyticsEvents).values({ userId: user.id, name: 'signed_up' }).returning();

    await db.delete(users).where(eq(users.id, user.id));

    const remaining = await Promise.all([
      db.$count(campaigns, eq(campaigns.userId, user.id)),
      db.$count(contacts, eq(contacts.userId, user.id)),
      db.$count(sequenceSteps, eq(sequenceSteps.campaignId, campaign.id)),
      db.$count(campaignEmails, eq(campaignEmails.userId, user.id)),
      db.$count(attachments, eq(attachments.userId, user.id)),
      db.$count(mailGrants, eq(mailGrants.userId, user.id)),
      db.$count(authTokens, eq(authTokens.userId, user.id)),
      db.$count(usage, eq(usage.userId, user.id)),
      db.$count(subscriptions, eq(subscriptions.userId, user.id)),
      db.$count(invoices, eq(invoices.userId, user.id)),
    ]);
    expect(remaining).toEqual(Array(10).fill(0));
    expect(await db.$count(stepAttachments, eq(stepAttachments.attachmentId, file!.id))).toBe(0);
    // Analytics keep the event, without the person.
    const [kept] = await db.select().from(analyticsEvents).where(eq(analyticsEvents.id, event!.id));
    expect(kept?.userId).toBeNull();
  });
});
