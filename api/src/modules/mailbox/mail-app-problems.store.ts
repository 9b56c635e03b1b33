// Problems of the app itself at a mail provider (Google's Cloud project, Microsoft's app registration), seen while
// calling the provider: no user can fix them, so they are logged and kept here for the operator, and /readyz names
// the recent ones by provider. Users' emails wait meanwhile; nothing is marked ERROR for them.
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Database } from '../../db/db.client';
import { mailAppProblems } from '../../db/schema';
import type { MailProviderId } from './mailbox.types';

/** A problem seen this recently is reported by /readyz. */
export const APP_PROBLEM_RECENT_MS = 15 * 60 * 1000;

export async function reportMailAppProblem(
  db: Database,
  input: { provider: MailProviderId; problem: string; detail: string; now: Date },
): Promise<void> {
  await db
    .insert(mailAppProblems)
    .values({
      provider: input.provider,
      problem: input.problem,
      detail: input.detail,
      firstSeenAt: input.now,
      lastSeenAt: input.now,
    })
    .onConflictDoUpdate({
      target: [mailAppProblems.provider, mailAppProblems.problem],
      set: {
        detail: input.detail,
        lastSeenAt: input.now,
        // A problem that went away and came back starts again.
        firstSeenAt: sql`CASE WHEN ${mailAppProblems.lastSeenAt} < ${new Date(input.now.getTime() - APP_PROBLEM_RECENT_MS)}
                              THEN ${input.now}::timestamptz ELSE ${mailAppProblems.firstSeenAt} END`,
      },
    });
}

export interface RecentAppProblem {
  problem: string;
  detail: string;
  since: string;
  lastSeen: string;
}

export type RecentAppProblems = Partial<Record<MailProviderId, { problems: RecentAppProblem[] }>>;

/** The problems seen in the last APP_PROBLEM_RECENT_MS, by provider (for /readyz: a plain pool, no module state). */
export async function recentMailAppProblems(pool: pg.Pool, now: Date = new Date()): Promise<RecentAppProblems> {
  const { rows } = await pool.query<{
    provider: MailProviderId;
    problem: string;
    detail: string;
    first_seen_at: Date;
    last_seen_at: Date;
  }>(
    `SELECT provider, problem, detail, first_seen_at, last_seen_at FROM mail_app_problems
      WHERE last_seen_at > $1 ORDER BY provider, problem`,
    [new Date(now.getTime() - APP_PROBLEM_RECENT_MS)],
  );
  const recent: RecentAppProblems = {};
  for (const row of rows) {
    const problems = (recent[row.provider] ??= { problems: [] }).problems;
    problems.push({
      problem: row.problem,
      detail: row.detail,
      since: new Date(row.first_seen_at).toISOString(),
      lastSeen: new Date(row.last_seen_at).toISOString(),
    });
  }
  return recent;
}
