// An away recipient's return date (contacts.out_of_office_until, the latest one known) outlives every re-plan: a
// follow-up planned again (an outcome that resumes, an undo, Resume, a zone change) never goes before the first
// window opening of that day, and says why (its out-of-office note). Kept here, below `replies`, so re-plans can use it.
import { sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { outOfOfficeMoveNote, type SendPolicy } from 'contracts';
import type { SqlRunner } from '../../../jobs/job.queue';
import { nextWindowOpening, policyColumns, policyOfRow, type PolicyRow } from '../../scheduling';
import { asOptionalDate, holdUnsentEmail } from '../store';

/** When a follow-up may go to someone back on `returnDate` ('YYYY-MM-DD', a day in the campaign's zone). */
export function returnOpening(returnDate: string, policy: SendPolicy): Date {
  const dayStart = DateTime.fromISO(returnDate, { zone: policy.zone }).startOf('day').toJSDate();
  return nextWindowOpening(dayStart, policy);
}

/** `at`, or the return opening with its note when the recipient is still away then. */
export function heldUntilReturn(
  at: Date,
  returnDate: string | null | undefined,
  policy: SendPolicy,
): { at: Date; note: string | null } {
  if (!returnDate) return { at, note: null };
  const opening = returnOpening(returnDate, policy);
  return opening.getTime() > at.getTime() ? { at: opening, note: outOfOfficeMoveNote(returnDate) } : { at, note: null };
}

/**
 * Moves the contact's next scheduled, unclaimed follow-up to the latest known return date when it is due before it
 * (a send job that fires early reschedules itself to `scheduled_for`). Returns the new due time, or undefined.
 */
export async function holdNextForReturn(
  db: SqlRunner,
  input: { contactId: number; returnDate?: string; now?: Date },
): Promise<Date | undefined> {
  const now = input.now ?? new Date();
  const { rows } = (await db.execute(sql`
    SELECT e.id, e.scheduled_for, ${policyColumns('k')},
           COALESCE(${input.returnDate ?? null}::date, c.out_of_office_until)::text AS return_date
      FROM campaign_emails e
      JOIN campaigns k ON k.id = e.campaign_id
      JOIN contacts c ON c.id = e.contact_id
     WHERE e.contact_id = ${input.contactId} AND e.status = 'SCHEDULED' AND e.claim_token IS NULL
       AND e.kind = 'SEQUENCE' AND c.status = 'IN_PROGRESS' AND c.deleted_at IS NULL
     ORDER BY e.position LIMIT 1`)) as {
    rows: (PolicyRow & { id: number; scheduled_for: unknown; return_date: string | null })[];
  };
  const next = rows[0];
  if (!next?.return_date) return undefined;
  const dueAt = asOptionalDate(next.scheduled_for);
  const held = heldUntilReturn(new Date(Math.max(dueAt?.getTime() ?? 0, now.getTime())), next.return_date, policyOfRow(next));
  if (!held.note) return undefined;
  return (await holdUnsentEmail(db, { emailId: next.id, at: held.at, note: held.note, now })) ? held.at : undefined;
}
