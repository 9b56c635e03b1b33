import { eq, sql } from 'drizzle-orm';
import { createDb, type DbHandle } from '../db/db.client';
import { ANALYTICS_RETENTION_DAYS } from 'contracts';
import { analyticsEvents, campaigns, contacts, users } from '../db/schema';
import { insertCampaign, insertContact, insertUser } from '../../testkit/db/db-fixtures';
import { createTestDatabase, type TestDatabase } from '../../testkit/db/test-database';
import { waitFor } from '../../testkit/wait-for';
import { createAgenda } from './agenda.factory';
import { JobName } from './job-names.constants';
import { pruneFinishedJobs } from './prune-finished-jobs.job';
import { createPurgeDeletedUsersHandler, purgeDeletedCampaigns, purgeDeletedUsers } from './purge-deleted-users.job';
import { createDefaultJobHandlers, startWorker, type RunningWorker } from './job-worker.service';

const HOUR = 60 * 60 * 1000;

describe('purge-deleted-users job', () => {
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

  const userExists = async (id: string) => (await handle.db.$count(users, eq(users.id, id))) === 1;

  it('hard-deletes only accounts whose purge date has passed, with everything they own', async () => {
    const { db } = handle;
    const now = new Date();
    const due = await insertUser(db, {
      deletedAt: new Date(now.getTime() - 31 * 24 * HOUR),
      purgeAfter: new Date(now.getTime() - HOUR),
    });
    const dueCampaign = await insertCampaign(db, due.id);
    const inGracePeriod = await insertUser(db, { deletedAt: now, purgeAfter: new Date(now.getTime() + 24 * HOUR) });
    const active = await insertUser(db);

    expect(await purgeDeletedUsers(db, now)).toBe(1);

    expect(await userExists(due.id)).toBe(false);
    expect(await db.$count(campaigns, eq(campaigns.id, dueCampaign.id))).toBe(0);
    expect(await userExists(inGracePeriod.id)).toBe(true);
    expect(await userExists(active.id)).toBe(true);
  });

  it('purges campaigns and contacts deleted more than a day ago, with what they hold, and keeps the rest', async () => {
    const { db } = handle;
    const now = new Date();
    const owner = await insertUser(db);
    const gone = await insertCampaign(db, owner.id, { deletedAt: new Date(now.getTime() - 25 * HOUR) });
    const goneContact = await insertContact(db, gone);
    const justDeleted = await insertCampaign(db, owner.id, { deletedAt: new Date(now.getTime() - HOUR) });
    const kept = await insertCampaign(db, owner.id);
    const deletedContact = await insertContact(db, kept, { deletedAt: new Date(now.getTime() - 30 * HOUR) });
    const keptContact = await insertContact(db, kept, { email: 'sam@example.com' });

    expect(await purgeDeletedCampaigns(db, now)).toBe(2);

    const campaignIds = (await db.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.userId, owner.id))).map(
      (row) => row.id,
    );
    expect(campaignIds.sort()).toEqual([justDeleted.id, kept.id].sort());
    const contactIds = (await db.select({ id: contacts.id }).from(contacts).where(eq(contacts.userId, owner.id))).map(
      (row) => row.id,
    );
    expect(contactIds).toEqual([keptContact.id]);
    expect(contactIds).not.toContain(goneContact.id);
    expect(contactIds).not.toContain(deletedContact.id);
  });

  it('runs on a worker as soon as the worker starts, and is scheduled once however many workers start', async () => {
    const due = await insertUser(handle.db, { deletedAt: new Date(), purgeAfter: new Date(Date.now() - 1000) });
    const workers: RunningWorker[] = [];
    try {
      for (const name of ['worker-a', 'worker-b']) {
        const agenda = await createAgenda({ url: database.url, name, processEvery: 100, lockLifetime: 1_000 });
        workers.push(
          await startWorker({
            agenda,
            jobs: [JobName.PURGE_DELETED_USERS],
            handlers: createDefaultJobHandlers({ db: handle.db }),
          }),
        );
      }
      await waitFor(async () => !(await userExists(due.id)), { message: 'the due account to be purged' });
      const schedules = await handle.db.execute(
        sql`SELECT repeat_interval FROM agenda_jobs WHERE name = ${JobName.PURGE_DELETED_USERS}`,
      );
      expect(schedules.rows).toEqual([{ repeat_interval: '1 hour' }]);
    } finally {
      await Promise.all(workers.map((worker) => worker.stop()));
    }
  });

  it('prunes finished one-off jobs after the retention period, keeping failed and recent ones', async () => {
    const { db } = handle;
    const insertJob = (lastFinishedAt: Date, failedAt: Date | null) =>
      db.execute(sql`INSERT INTO agenda_jobs (name, last_finished_at, failed_at) VALUES
        (${JobName.SEND_CAMPAIGN_EMAIL}, ${lastFinishedAt}, ${failedAt}) RETURNING id`);
    const old = new Date(Date.now() - 8 * 24 * HOUR);
    const oldDone = await insertJob(old, null);
    await insertJob(old, old);
    await insertJob(new Date(), null);

    expect(await pruneFinishedJobs(db)).toBe(1);
    const left = await db.execute(sql`SELECT id FROM agenda_jobs WHERE name = ${JobName.SEND_CAMPAIGN_EMAIL}`);
    expect(left.rows).toHaveLength(2);
    expect(left.rows.map((row) => row.id)).not.toContain(oldDone.rows[0]!.id);
  });

  it(`deletes analytics events older than ${ANALYTICS_RETENTION_DAYS} days in the hourly run, keeping newer ones`, async () => {
    const { db } = handle;
    const daysAgo = (days: number) => new Date(Date.now() - days * 24 * HOUR);
    const owner = await insertUser(db);
    const insertEvent = (occurredAt: Date, candidateId: string) =>
      db.insert(analyticsEvents).values({ name: 'candidate_save', properties: { candidateId }, occurredAt, userId: owner.id });
    await insertEvent(daysAgo(ANALYTICS_RETENTION_DAYS + 30), 'expired-long-ago');
    await insertEvent(daysAgo(ANALYTICS_RETENTION_DAYS + 1), 'just-expired');
    await insertEvent(daysAgo(ANALYTICS_RETENTION_DAYS - 1), 'still-kept');
    await insertEvent(new Date(), 'today');

    await createPurgeDeletedUsersHandler(db)();

    const left = await db.select({ properties: analyticsEvents.properties }).from(analyticsEvents);
    expect(left.map((row) => row.properties.candidateId).sort()).toEqual(['still-kept', 'today']);
  });
});
