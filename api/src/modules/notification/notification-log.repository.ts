// The notification outbox (table notification_log): one row per event emailed about, unique per (kind, subject_key).
// Inserting the row IS the claim (ON CONFLICT DO NOTHING: one worker wins), so an event is emailed at most once; a
// refused send is retried a bounded number of times, and a crash mid-send leaves the row SENDING (never resent).
import { sql, type SQL } from 'drizzle-orm';
import { NOTIFICATION_MAX_ATTEMPTS } from 'contracts';
import type { Database } from '../../db/db.client';
import type { NotificationKind } from '../../db/schema';

export type ClaimedNotification = {
  id: number;
  user_id: string;
  kind: NotificationKind;
  subject_key: string;
  contact_id: number | null;
  status: 'SENDING' | 'SKIPPED';
  attempts: number;
};

/** First retry a minute after a refusal, then doubling (1, 2, 4, 8 minutes). */
const retryDelayMs = (attempts: number) => 60_000 * 2 ** Math.max(0, attempts - 1);

/**
 * Claims the events `source` finds that have no row yet. `source` selects (user_id uuid, subject_key text,
 * contact_id integer, enabled boolean): `enabled` false (the user's preference is off) records the event as SKIPPED,
 * so turning the preference on later does not email about old events.
 */
export async function claimEvents(
  db: Database,
  kind: NotificationKind,
  source: SQL,
  now: Date,
  limit: number,
): Promise<ClaimedNotification[]> {
  // Events already in the outbox are left out before the limit, so old ones never crowd out new ones.
  const { rows } = await db.execute<ClaimedNotification>(sql`
    INSERT INTO notification_log (user_id, kind, subject_key, contact_id, status, attempts, created_at, updated_at)
    SELECT src.user_id, ${kind}, src.subject_key, src.contact_id,
           CASE WHEN src.enabled THEN 'SENDING' ELSE 'SKIPPED' END, CASE WHEN src.enabled THEN 1 ELSE 0 END, ${now}, ${now}
      FROM (${source}) AS src(user_id, subject_key, contact_id, enabled)
     WHERE NOT EXISTS (SELECT 1 FROM notification_log n WHERE n.kind = ${kind} AND n.subject_key = src.subject_key)
     LIMIT ${limit}
    ON CONFLICT (kind, subject_key) DO NOTHING
    RETURNING id, user_id, kind, subject_key, contact_id, status, attempts`);
  return rows;
}

/** Claims the refused event emails whose retry is due (SKIP LOCKED: two workers never take the same one). A heads-up
 * is retried through its follow-up instead (heads-up.service.ts). */
export async function claimRetries(db: Database, now: Date, limit: number): Promise<ClaimedNotification[]> {
  const { rows } = await db.execute<ClaimedNotification>(sql`
    WITH due AS (
      SELECT id FROM notification_log
       WHERE status = 'RETRY' AND retry_at <= ${now} AND kind <> 'HEADS_UP'
       ORDER BY retry_at LIMIT ${limit}
       FOR UPDATE SKIP LOCKED
    )
    UPDATE notification_log n SET status = 'SENDING', attempts = n.attempts + 1, retry_at = NULL, updated_at = ${now}
      FROM due WHERE n.id = due.id
    RETURNING n.id, n.user_id, n.kind, n.subject_key, n.contact_id, n.status, n.attempts`);
  return rows;
}

export type Outcome = 'sent' | 'skipped' | 'refused';

/** Records how a claimed send ended: SENT, SKIPPED (nothing to say any more), or refused (RETRY, FAILED when spent). */
export async function finishNotification(
  db: Database,
  claimed: Pick<ClaimedNotification, 'id' | 'attempts'>,
  outcome: Outcome,
  now: Date,
): Promise<void> {
  const status =
    outcome === 'sent'
      ? 'SENT'
      : outcome === 'skipped'
        ? 'SKIPPED'
        : claimed.attempts >= NOTIFICATION_MAX_ATTEMPTS
          ? 'FAILED'
          : 'RETRY';
  const retryAt = status === 'RETRY' ? new Date(now.getTime() + retryDelayMs(claimed.attempts)) : null;
  await db.execute(sql`
    UPDATE notification_log
       SET status = ${status}, retry_at = ${retryAt}, sent_at = ${outcome === 'sent' ? now : null}, updated_at = ${now}
     WHERE id = ${claimed.id}`);
}

/**
 * One attempt at a heads-up (whose claim is campaign_emails.heads_up_sent_at): counts it and returns how many were
 * made, so a refused heads-up is retried at most NOTIFICATION_MAX_ATTEMPTS times.
 */
export async function recordAttempt(
  db: Database,
  input: { userId: string; kind: NotificationKind; subjectKey: string; contactId: number | null; ok: boolean; now: Date },
): Promise<number> {
  const status = input.ok ? 'SENT' : 'FAILED';
  const sentAt = input.ok ? input.now : null;
  const { rows } = await db.execute<{ attempts: number }>(sql`
    INSERT INTO notification_log (user_id, kind, subject_key, contact_id, status, attempts, sent_at, created_at, updated_at)
    VALUES (${input.userId}, ${input.kind}, ${input.subjectKey}, ${input.contactId}, ${status}, 1, ${sentAt}, ${input.now}, ${input.now})
    ON CONFLICT (kind, subject_key) DO UPDATE
       SET attempts = notification_log.attempts + 1, status = EXCLUDED.status, sent_at = EXCLUDED.sent_at,
           updated_at = EXCLUDED.updated_at
    RETURNING attempts`);
  return Number(rows[0]?.attempts ?? NOTIFICATION_MAX_ATTEMPTS);
}
