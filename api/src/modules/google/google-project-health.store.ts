// Problems of the Google Cloud project itself, seen while calling Google (the Gmail API disabled in the project, the
// OAuth client refused): no user can fix them, so they are logged and kept here for the operator, and /readyz names
// the recent ones. Users' emails wait meanwhile; nothing is marked ERROR for them.
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Database } from '../../db/db.client';
import { googleProjectProblems } from '../../db/schema';

export type GoogleProjectProblem = 'gmail-api-disabled' | 'project-quota' | 'oauth-client-refused';

/** A problem seen this recently is reported by /readyz. */
export const PROJECT_PROBLEM_RECENT_MS = 15 * 60 * 1000;

/** OAuth token endpoint codes that mean the app's client itself is refused (deleted, wrong secret, disabled). */
const CLIENT_REFUSED_CODES = new Set(['invalid_client', 'unauthorized_client', 'deleted_client', 'disabled_client']);

export function isOAuthClientRefused(code: string): boolean {
  return CLIENT_REFUSED_CODES.has(code);
}

export async function reportGoogleProjectProblem(
  db: Database,
  input: { problem: GoogleProjectProblem; detail: string; now: Date },
): Promise<void> {
  await db
    .insert(googleProjectProblems)
    .values({ problem: input.problem, detail: input.detail, firstSeenAt: input.now, lastSeenAt: input.now })
    .onConflictDoUpdate({
      target: googleProjectProblems.problem,
      set: {
        detail: input.detail,
        lastSeenAt: input.now,
        // A problem that went away and came back starts again.
        firstSeenAt: sql`CASE WHEN ${googleProjectProblems.lastSeenAt} < ${new Date(input.now.getTime() - PROJECT_PROBLEM_RECENT_MS)}
                              THEN ${input.now}::timestamptz ELSE ${googleProjectProblems.firstSeenAt} END`,
      },
    });
}

export interface RecentProjectProblem {
  problem: GoogleProjectProblem;
  detail: string;
  since: string;
  lastSeen: string;
}

/** The problems seen in the last PROJECT_PROBLEM_RECENT_MS (for /readyz: a plain pool, no module state). */
export async function recentGoogleProjectProblems(pool: pg.Pool, now: Date = new Date()): Promise<RecentProjectProblem[]> {
  const { rows } = await pool.query<{ problem: GoogleProjectProblem; detail: string; first_seen_at: Date; last_seen_at: Date }>(
    `SELECT problem, detail, first_seen_at, last_seen_at FROM google_project_problems
      WHERE last_seen_at > $1 ORDER BY problem`,
    [new Date(now.getTime() - PROJECT_PROBLEM_RECENT_MS)],
  );
  return rows.map((row) => ({
    problem: row.problem,
    detail: row.detail,
    since: new Date(row.first_seen_at).toISOString(),
    lastSeen: new Date(row.last_seen_at).toISOString(),
  }));
}
