// The writes that move or mark one email on its way (send now, a re-plan, an out-of-office hold, a limit notice, an
// undone reply): delivery's store is the only writer of campaign_emails (issue 36), the wings above decide when.
// Each statement keeps the guard that makes it safe against a worker's claim (SCHEDULED and unclaimed) where it needs one.
import { sql } from 'drizzle-orm';
import {
  HOLIDAY_MOVE_PREFIX,
  OUT_OF_OFFICE_MOVE_PREFIX,
  WAITING_FOR_CONTACT_EMAIL,
  WAITING_FOR_RECONNECT_MESSAGES,
} from 'contracts';
import type { DbOrTx } from '../../../db/db.client';
import type { SqlRunner } from '../../../jobs/job.queue';

/** 'Send now': due at once, and marked as asked (the window is skipped for this due time). */
export async function markSendNow(tx: DbOrTx, input: { emailId: number; now: Date }): Promise<void> {
  await tx.execute(sql`
    UPDATE campaign_emails
       SET scheduled_for = ${input.now}, send_now_requested_at = ${input.now}, error_message = NULL, updated_at = ${input.now}
     WHERE id = ${input.emailId}`);
}

/** An email a limit notice says was not delivered, after it had already been sent again once: it stops there. */
export async function markNotDeliveredAgain(db: DbOrTx, input: { emailId: number; message: string; now: Date }): Promise<void> {
  await db.execute(sql`
    UPDATE campaign_emails SET status = 'ERROR', error_message = ${input.message}, updated_at = ${input.now}
     WHERE id = ${input.emailId} AND status IN ('SENT', 'ERROR')`);
}

/** Holds a scheduled, unclaimed email until `at` (only ever later) with a note saying why; true if it moved. */
export async function holdUnsentEmail(
  runner: SqlRunner,
  input: { emailId: number; at: Date; note: string; now: Date },
): Promise<boolean> {
  const { rows } = (await runner.execute(sql`
    UPDATE campaign_emails SET scheduled_for = ${input.at}, updated_at = ${input.now}, error_message = ${input.note}
     WHERE id = ${input.emailId} AND status = 'SCHEDULED' AND claim_token IS NULL
       AND (scheduled_for IS NULL OR scheduled_for < ${input.at})
    RETURNING id`)) as { rows: { id: number }[] };
  return rows.length > 0;
}

/**
 * A re-planned email's new due time (a zone or policy change). A move note (holiday, out of office) is rewritten for
 * the new plan; a note saying what the user must do stays; `held` keeps whatever note there is.
 */
export async function replanUnsentEmail(
  runner: SqlRunner,
  input: { emailId: number; runAt: Date; held: boolean; note: string | null; now: Date },
): Promise<void> {
  await runner.execute(sql`
    UPDATE campaign_emails SET scheduled_for = ${input.runAt}, updated_at = ${input.now},
           error_message = CASE
             WHEN ${input.held} THEN error_message
             WHEN error_message IS NULL OR error_message LIKE ${`${OUT_OF_OFFICE_MOVE_PREFIX}%`}
               OR error_message LIKE ${`${HOLIDAY_MOVE_PREFIX} %`} THEN ${input.note}::text
             ELSE error_message END
     WHERE id = ${input.emailId}`);
}

/** A resumed email's due time: its own note when given, else a 'waiting for ...' note that no longer applies goes. */
export async function resumeUnsentEmail(
  tx: DbOrTx,
  input: { emailId: number; runAt: Date; note: string | null; now: Date },
): Promise<void> {
  const waiting = [...WAITING_FOR_RECONNECT_MESSAGES, WAITING_FOR_CONTACT_EMAIL].map((message) => sql`${message}`);
  await tx.execute(sql`
    UPDATE campaign_emails SET scheduled_for = ${input.runAt}, updated_at = ${input.now},
           error_message = CASE WHEN ${input.note}::text IS NOT NULL THEN ${input.note}::text
                                WHEN error_message IN (${sql.join(waiting, sql`, `)}) THEN NULL ELSE error_message END
     WHERE id = ${input.emailId}`);
}

/** An undone reply: the answered email is SENT again (OPENED if its pixel loaded). */
export async function unmarkAnsweredEmails(tx: DbOrTx, input: { contactId: number; now: Date }): Promise<void> {
  await tx.execute(sql`
    UPDATE campaign_emails SET status = CASE WHEN opened_at IS NOT NULL THEN 'OPENED' ELSE 'SENT' END::campaign_email_status,
           responded_at = NULL, updated_at = ${input.now}
     WHERE contact_id = ${input.contactId} AND status = 'RECEIVED'`);
}

/** A step's SCHEDULED email for a contact; undefined when that position has one already. */
export async function insertScheduledEmail(
  tx: DbOrTx,
  input: {
    userId: string;
    campaignId: number;
    contactId: number;
    step: { id: number; position: number; subject: string; body: string };
    dueAt: Date;
    note?: string | null;
  },
): Promise<number | undefined> {
  const { rows } = await tx.execute<{ id: number }>(sql`
    INSERT INTO campaign_emails (user_id, campaign_id, contact_id, step_id, position, subject, body, status, scheduled_for,
                                 error_message)
    VALUES (${input.userId}, ${input.campaignId}, ${input.contactId}, ${input.step.id}, ${input.step.position},
            ${input.step.subject}, ${input.step.body}, 'SCHEDULED', ${input.dueAt}, ${input.note ?? null})
    ON CONFLICT (contact_id, position) DO NOTHING
    RETURNING id`);
  return rows[0]?.id;
}
