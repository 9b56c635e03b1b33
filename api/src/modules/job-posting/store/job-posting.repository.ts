// The job_postings rows (this module is their one writer): an import kept for the sequence it may start, and the daily
// re-check's claim and result. Every read by id is scoped to its owner.
import { and, eq, inArray } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { JOB_POSTING_BOUNDS, POSTING_RECHECK } from 'contracts';
import type { Database, DbOrTx } from '../../../db/db.client';
import { jobPostings, type JobPosting } from '../../../db/schema';
import type { JobPostingClosedReason, JobPostingRead } from '../job-posting.types';

const bounded = (value: string | null, max: number): string | null => (value === null ? null : value.slice(0, max));
const dateOrNull = (value: string | null): Date | null => {
  if (!value) return null;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? null : at;
};

/** Keeps an open posting the user imported; its first re-check is its minute of the next day. */
export async function saveImportedPosting(
  db: Database,
  input: {
    userId: string;
    posting: JobPostingRead;
    noContactSentence: string | null;
    /** The start of its text, already bounded (excerptOf). */
    excerpt: string;
    now: Date;
    nextCheckAt: (postingId: number, at: Date) => Date;
  },
): Promise<JobPosting> {
  const { posting, now } = input;
  const [row] = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(jobPostings)
      .values({
        userId: input.userId,
        url: posting.url.slice(0, JOB_POSTING_BOUNDS.url),
        ats: posting.ats,
        role: bounded(posting.role, JOB_POSTING_BOUNDS.role),
        company: bounded(posting.company, JOB_POSTING_BOUNDS.company),
        companyDomain: bounded(posting.companyDomain, JOB_POSTING_BOUNDS.companyDomain),
        location: bounded(posting.location, JOB_POSTING_BOUNDS.location),
        remote: posting.remote,
        datePosted: dateOrNull(posting.datePosted),
        validThrough: dateOrNull(posting.validThrough),
        noContactSentence: input.noContactSentence,
        excerpt: input.excerpt,
        importedAt: now,
        lastCheckedAt: now,
        // Replaced below once the id (which picks the minute) is known.
        nextCheckAt: now,
      })
      .returning();
    return tx
      .update(jobPostings)
      .set({ nextCheckAt: input.nextCheckAt(inserted!.id, now) })
      .where(eq(jobPostings.id, inserted!.id))
      .returning();
  });
  return row!;
}

/** Forgets imports no sequence links to, made longer ago than the keep time; answers how many went. */
export async function pruneUnusedImports(db: DbOrTx, now: Date): Promise<number> {
  const { rows } = await db.execute<{ id: number }>(sql`
    DELETE FROM job_postings p
     WHERE p.imported_at < ${new Date(now.getTime() - POSTING_RECHECK.unusedImportKeepMs)}
       AND NOT EXISTS (SELECT 1 FROM campaigns k WHERE k.job_posting_id = p.id)
    RETURNING p.id`);
  return rows.length;
}

/** The user's own posting, or undefined (another user's is indistinguishable from a missing one). */
export async function findOwnedPosting(db: DbOrTx, userId: string, id: number): Promise<JobPosting | undefined> {
  const [row] = await db
    .select()
    .from(jobPostings)
    .where(and(eq(jobPostings.id, id), eq(jobPostings.userId, userId)));
  return row;
}

/** Postings by id (a request's loader: one statement for a page of sequences). */
export async function postingsByIds(db: DbOrTx, ids: readonly number[]): Promise<JobPosting[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(jobPostings)
    .where(inArray(jobPostings.id, [...ids]));
}

export interface ClaimedPosting {
  id: number;
  userId: string;
  url: string;
}

/**
 * Claims up to `limit` open postings whose re-check is due and that a running sequence still needs (an unsent
 * follow-up of a running, live contact): their next check moves one lease ahead in the same statement, under
 * SKIP LOCKED, so a second worker neither waits nor reads them too. A worker that dies mid-read leaves the lease,
 * after which another takes the posting.
 */
export async function claimDuePostings(
  db: Database,
  now: Date,
  limit: number = POSTING_RECHECK.batchSize,
): Promise<ClaimedPosting[]> {
  const lease = new Date(now.getTime() + POSTING_RECHECK.claimLeaseMs);
  const { rows } = await db.execute<{ id: number; user_id: string; url: string }>(sql`
    UPDATE job_postings p SET next_check_at = ${lease}, updated_at = ${now}
     WHERE p.id IN (
       SELECT d.id FROM job_postings d
        WHERE d.status = 'open' AND d.next_check_at <= ${now}
          AND EXISTS (
            SELECT 1 FROM campaigns k
              JOIN contacts c ON c.campaign_id = k.id AND c.deleted_at IS NULL
                             AND (c.status IS NULL OR c.status = 'IN_PROGRESS')
              JOIN campaign_emails e ON e.contact_id = c.id AND e.status = 'SCHEDULED' AND e.sent_at IS NULL
                                    AND e.kind = 'SEQUENCE'
             WHERE k.job_posting_id = d.id AND k.deleted_at IS NULL)
        ORDER BY d.next_check_at
        LIMIT ${limit}
        FOR UPDATE SKIP LOCKED)
    RETURNING p.id, p.user_id, p.url`);
  return rows.map((row) => ({ id: Number(row.id), userId: row.user_id, url: row.url }));
}

/** A read found the posting open: the next check is its minute of a later day. */
export async function recordOpenCheck(db: DbOrTx, id: number, nextCheckAt: Date, now: Date): Promise<void> {
  await db.update(jobPostings).set({ lastCheckedAt: now, nextCheckAt, updatedAt: now }).where(eq(jobPostings.id, id));
}

/** A read failed (transient or not): never taken for closed; tried again `retryAt`. */
export async function recordFailedCheck(db: DbOrTx, id: number, retryAt: Date, now: Date): Promise<void> {
  await db.update(jobPostings).set({ nextCheckAt: retryAt, updatedAt: now }).where(eq(jobPostings.id, id));
}

/** The read found the posting closed: kept closed (no more re-checks). Answers false when it was closed already. */
export async function recordClosed(
  db: DbOrTx,
  id: number,
  reason: JobPostingClosedReason,
  now: Date,
): Promise<JobPosting | undefined> {
  const [row] = await db
    .update(jobPostings)
    .set({ status: 'closed', closedAt: now, closedReason: reason, lastCheckedAt: now, updatedAt: now })
    .where(and(eq(jobPostings.id, id), eq(jobPostings.status, 'open')))
    .returning();
  return row;
}
