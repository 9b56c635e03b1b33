// Safety net, run with the reply poller every minute: an email that should be going out but has no pending send
// job (a job failed on a database error, a worker died between commit and enqueue, a stuck claim) gets one.
// Duplicated jobs are harmless — the claim lets only one send — so the sweep can afford to be simple.
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/db.client';
import { JobName } from '../../../jobs/job-names.constants';
import { enqueue } from '../../../jobs/job.queue';

const SWEEP_BATCH = 500;

export async function sweepOrphanedEmails(db: Database, now: Date, graceMs: number): Promise<number> {
  const overdueBefore = new Date(now.getTime() - graceMs);
  const { rows } = await db.execute<{ id: number }>(sql`
    SELECT e.id FROM campaign_emails e
      JOIN contacts c ON c.id = e.contact_id
      JOIN campaigns k ON k.id = e.campaign_id
      JOIN users u ON u.id = e.user_id
      JOIN mail_grants g ON g.user_id = e.user_id
     WHERE e.status = 'SCHEDULED'
       AND (
         (e.claim_token IS NULL AND e.scheduled_for < ${overdueBefore}
           AND k.is_active AND k.deleted_at IS NULL AND u.deleted_at IS NULL
           AND c.is_active AND c.deleted_at IS NULL AND (c.status IS NULL OR c.status = 'IN_PROGRESS')
           AND g.revoked_at IS NULL AND g.refresh_token_ciphertext IS NOT NULL)
         OR (e.claim_token IS NOT NULL AND e.claim_expires_at < ${overdueBefore})
       )
       AND NOT EXISTS (SELECT 1 FROM agenda_jobs j
                        WHERE j.name = ${JobName.SEND_CAMPAIGN_EMAIL} AND j.next_run_at IS NOT NULL
                          AND ((j.data ->> 'campaignEmailId')::integer) = e.id)
     ORDER BY e.scheduled_for
     LIMIT ${SWEEP_BATCH}`);
  await enqueue(
    db,
    JobName.SEND_CAMPAIGN_EMAIL,
    rows.map((row) => ({ data: { campaignEmailId: row.id }, runAt: now })),
    now,
  );
  return rows.length;
}
