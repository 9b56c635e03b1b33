// The replaced "lock the next job" query keeps Agenda's contract: one due, free (or lock-expired) job locked and
// returned at a time, never the same job to two callers, nothing disabled, not yet due or of another name.
import type { Agenda } from 'agenda';
import pg from 'pg';
import { createTestDatabase, type TestDatabase } from '../../testkit/db/test-database';
import { closeAgenda, createAgenda } from './agenda.factory';
import { JobName } from './job-names.constants';

const NAME = JobName.SEND_CAMPAIGN_EMAIL;
const MINUTE = 60_000;

describe.each([{ pglite: false }, { pglite: true }])('locking the next job (PGlite mode: $pglite)', ({ pglite }) => {
  let database: TestDatabase;
  let pool: pg.Pool;
  let agenda: Agenda;
  const now = new Date();
  const lockNext = (lockDeadline = new Date(now.getTime() - 10 * MINUTE)) =>
    agenda.db.getNextJobToRun(NAME, now, lockDeadline, now, { lastModifiedBy: 'test-worker' });

  /** Inserts a job for `emailId`; returns its id. */
  const insertJob = async (
    emailId: number,
    fields: { nextRunAt?: Date | null; lockedAt?: Date | null; disabled?: boolean; name?: string } = {},
  ) => {
    const { rows } = await pool.query<{ id: string }>(
      `INSERT INTO agenda_jobs (name, data, next_run_at, locked_at, disabled) VALUES ($1, jsonb_build_object('campaignEmailId', $2::int), $3, $4, $5)
       RETURNING id`,
      [
        fields.name ?? NAME,
        emailId,
        fields.nextRunAt === undefined ? new Date(now.getTime() - MINUTE) : fields.nextRunAt,
        fields.lockedAt ?? null,
        fields.disabled ?? false,
      ],
    );
    return rows[0]!.id;
  };
  const emailOf = (job: { data?: unknown } | undefined) =>
    (job?.data as { campaignEmailId?: number } | undefined)?.campaignEmailId;

  beforeEach(async () => {
    database = await createTestDatabase();
    pool = new pg.Pool({ connectionString: database.url, max: 2 });
    agenda = await createAgenda({ url: database.url, pglite, name: 'test-worker' });
  });

  afterEach(async () => {
    await closeAgenda(agenda);
    await pool.end();
    await database.drop();
  });

  it('locks the earliest due free job, then the next, and records who locked it', async () => {
    await insertJob(2, { nextRunAt: new Date(now.getTime() - MINUTE) });
    await insertJob(1, { nextRunAt: new Date(now.getTime() - 2 * MINUTE) });

    const first = await lockNext();
    const second = await lockNext();
    expect([emailOf(first), emailOf(second)]).toEqual([1, 2]);
    expect(first).toMatchObject({ name: NAME, lockedAt: now, lastModifiedBy: 'test-worker' });
    expect(await lockNext()).toBeUndefined();
  });

  it('skips jobs not yet due, disabled, of another name, finished, or locked by a live worker', async () => {
    await insertJob(1, { nextRunAt: new Date(now.getTime() + MINUTE) });
    await insertJob(2, { disabled: true });
    await insertJob(3, { name: JobName.POLL_REPLIES });
    await insertJob(4, { nextRunAt: null });
    await insertJob(5, { lockedAt: new Date(now.getTime() - MINUTE) });

    expect(await lockNext()).toBeUndefined();
  });

  it("takes over a job whose worker's lock expired, before any free one", async () => {
    await insertJob(1, { nextRunAt: new Date(now.getTime() - 5 * MINUTE) });
    await insertJob(2, { lockedAt: new Date(now.getTime() - 30 * MINUTE), nextRunAt: new Date(now.getTime() - MINUTE) });

    const recovered = await lockNext();
    expect(emailOf(recovered)).toBe(2);
    expect(recovered?.lockedAt).toEqual(now);
    expect(emailOf(await lockNext())).toBe(1);
  });

  it('never gives one job to two callers racing for it', async () => {
    for (let emailId = 1; emailId <= 10; emailId += 1) await insertJob(emailId);

    const locked = await Promise.all(Array.from({ length: 20 }, () => lockNext()));
    const emails = locked.map(emailOf).filter((id): id is number => id !== undefined);
    expect(emails.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });
});
