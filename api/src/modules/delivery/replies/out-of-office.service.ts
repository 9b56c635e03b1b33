// An out-of-office notice that names a return date holds the contact's next follow-up until the recipient is back:
// the first sending window opening on or after that date (the campaign's zone and weekend rule, through the
// scheduling module, which also knows its holidays). Only ever later, never earlier. The email keeps a note saying why
// (shown on the contact's history; the claim clears it when the email goes).
//
// No new send job is written: the email's job still runs at the old time, finds the email not yet due and moves
// itself to the new one (decideSend 'reschedule'), so the email keeps exactly one job.
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/db.client';
import { holdNextForReturn } from '../schedule';

export { returnOpening } from '../schedule';

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
  return holdNextForReturn(db, { contactId: input.contactId, returnDate: input.returnDate, now });
}
