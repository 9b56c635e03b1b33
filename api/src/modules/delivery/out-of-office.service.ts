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
import type { Database } from '../../db/db.client';
import { nextWindowOpening } from '../scheduling';
import { asOptionalDate } from './sql-values.util';

/** When a follow-up may go to someone back on `returnDate` ('YYYY-MM-DD', a day in the campaign's zone). */
export function returnOpening(returnDate: string, timezone: string, excludeWeekends: boolean): Date {
  const dayStart = DateTime.fromISO(returnDate, { zone: timezone }).startOf('day').toJSDate();
  return nextWindowOpening(dayStart, timezone, excludeWeekends);
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
