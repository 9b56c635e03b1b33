// An out-of-office notice that names a return date holds the contact's next follow-up until the recipient is back:
// the first sending window opening on or after that date (the campaign's zone and weekend rule, through the
// scheduling module, which also knows its holidays). Only ever later, never earlier. The email keeps a note saying why
// (shown on the contact's history; the claim clears it when the email goes).
//
// No new send job is written: the email's job still runs at the old time, finds the email not yet due and moves
// itself to the new one (decideSend 'reschedule'), so the email keeps exactly one job.
import { sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { outOfOfficeMoveNote } from 'contracts';
import type { Database } from '../../../db/db.client';
import { nextWindowOpening } from '../../scheduling';
import { asOptionalDate } from '../store';

/** When a follow-up may go to someone back on `returnDate` ('YYYY-MM-DD', a day in the campaign's zone). */
export function returnOpening(returnDate: string, timezone: string, excludeWeekends: boolean): Date {
  const dayStart = DateTime.fromISO(returnDate, { zone: timezone }).startOf('day').toJSDate();
  return nextWindowOpening(dayStart, timezone, excludeWeekends);
}

/**
 * Keeps an out-of-office notice's return date: on the contact (the latest date wins: the screen says when the next
 * email goes) and as an OUT_OF_OFFICE entry of its reply history, once per date.
 */
export async function noteOutOfOffice(db: Database, input: { contactId: number; returnDate: string; now?: Date }): Promise<void> {
  const now = input.now ?? new Date();
  await db.execute(sql`
    WITH contact AS (
      UPDATE contacts SET out_of_office_until = GREATEST(out_of_office_until, ${input.returnDate}::date)
       WHERE id = ${input.contactId} AND deleted_at IS NULL
      RETURNING id, user_id
    )
    INSERT INTO reply_outcome_events (user_id, contact_id, outcome, source, occurred_at, return_date)
    SELECT user_id, id, 'OUT_OF_OFFICE', 'DETECTED', ${now}, ${input.returnDate}::date FROM contact
     WHERE NOT EXISTS (SELECT 1 FROM reply_outcome_events
                        WHERE contact_id = ${input.contactId} AND outcome = 'OUT_OF_OFFICE'
                          AND return_date = ${input.returnDate}::date)`);
}

/**
 * Moves the contact's next scheduled, unclaimed follow-up to `returnOpening` when that is later than its due time.
 * Returns the new due time, or undefined when nothing moved (no follow-up waiting, or it is already due later).
 */
export async function postponeUntilReturn(
  db: Database,
  input: { contactId: number; returnDate: string; now?: Date },
): Promise<Date | undefined> {
  const now = input.now ?? new Date();
  await noteOutOfOffice(db, input);
  const { rows } = await db.execute<{ id: number; scheduled_for: unknown; timezone: string; exclude_weekends: boolean }>(sql`
    SELECT e.id, e.scheduled_for, k.timezone, k.exclude_weekends
      FROM campaign_emails e
      JOIN campaigns k ON k.id = e.campaign_id
      JOIN contacts c ON c.id = e.contact_id
     WHERE e.contact_id = ${input.contactId} AND e.status = 'SCHEDULED' AND e.claim_token IS NULL
       AND c.status = 'IN_PROGRESS' AND c.deleted_at IS NULL
     ORDER BY e.position LIMIT 1`);
  const next = rows[0];
  if (!next) return undefined;
  const dueAt = asOptionalDate(next.scheduled_for);
  const at = returnOpening(input.returnDate, next.timezone, next.exclude_weekends);
  if (at.getTime() <= Math.max(dueAt?.getTime() ?? 0, now.getTime())) return undefined;
  const { rows: moved } = await db.execute<{ id: number }>(sql`
    UPDATE campaign_emails SET scheduled_for = ${at}, updated_at = ${now},
           error_message = ${outOfOfficeMoveNote(input.returnDate)}
     WHERE id = ${next.id} AND status = 'SCHEDULED' AND claim_token IS NULL
       AND (scheduled_for IS NULL OR scheduled_for < ${at})
    RETURNING id`);
  return moved.length > 0 ? at : undefined;
}
