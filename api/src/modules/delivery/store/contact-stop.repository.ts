// The ends of a contact's sequence that do not come from sending: a reply (detected, marked by the user, or from a
// heads-up email's link), a 'left the company' notice and a bounce. Each stops the sequence at once and says why
// (contacts.stop_reason): the contact's status is what every claim re-checks, and its not-yet-sent emails are removed.
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/db.client';
import { bounced, bouncedReasonUnknown, leftCompany, NO_RESPONSE_AFTER_DAYS, type SequenceStopReason } from 'contracts';

/** The stop reasons that come with a reply (status RESPONDED). */
export type ReplyStopReason = Extract<
  SequenceStopReason,
  'REPLIED' | 'COLLEAGUE_REPLIED' | 'MARKED_REPLIED' | 'REPLIED_FROM_EMAIL'
>;

/** A reply the user marked can be taken back until its next email would have gone; with none pending, this long. */
export const MARKED_REPLY_UNDO_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * The CTE every stop shares: the stopped contact's emails not yet sent and not claimed by a worker go (a claimed one
 * re-checks the contact before it sends). Runs only when the `contact` CTE stopped the contact.
 */
const cancelUnsentEmails = (contactId: number) => sql`cancelled AS (
      DELETE FROM campaign_emails
       WHERE contact_id = ${contactId} AND status = 'SCHEDULED' AND claim_token IS NULL AND kind = 'SEQUENCE'
         AND EXISTS (SELECT 1 FROM contact)
      RETURNING id
    )`;

/** The `contact` CTE of a stop with an error (bounce, left the company): a reply or an earlier error wins. */
const stopContactAsError = (contactId: number, message: string, reason: SequenceStopReason, now: Date) => sql`contact AS (
      UPDATE contacts SET status = 'ERROR', error_message = ${message}, stop_reason = ${reason}, reply_undo_until = NULL,
             updated_at = ${now}
       WHERE id = ${contactId} AND status IS DISTINCT FROM 'RESPONDED' AND status IS DISTINCT FROM 'ERROR'
      RETURNING id
    )`;

async function contactEmail(db: Database, contactId: number): Promise<string | null> {
  const { rows } = await db.execute<{ email: string | null }>(sql`SELECT email FROM contacts WHERE id = ${contactId}`);
  return rows[0]?.email ?? null;
}

export interface ContactReplyInput {
  contactId: number;
  /** When the reply arrived. */
  respondedAt: Date;
  /** Who answered, or who said so: detected (REPLIED, COLLEAGUE_REPLIED), the app (MARKED_REPLIED), a heads-up link. */
  stopReason: ReplyStopReason;
  /** The Gmail thread replied in; without it the latest sent email counts as the one answered. */
  threadId?: string;
  now?: Date;
}

/**
 * Sets RESPONDED + respondedAt + stopReason on the contact and RECEIVED on the email answered; idempotent. A reply
 * marked in the app (MARKED_REPLIED) can be undone until the scheduled time of the earliest email it cancels
 * (`reply_undo_until`; 7 days when none was pending), see reply-undo.service.ts.
 */
export async function markContactResponded(db: Database, input: ContactReplyInput): Promise<boolean> {
  const now = input.now ?? new Date();
  // The email answered: the latest one sent in the reply's thread, else (a reply that came in a thread of its own,
  // as Exchange files a reply without Thread-Index) the latest one sent to the contact.
  const inThreadFirst = input.threadId ? sql`(thread_id = ${input.threadId}) DESC NULLS LAST,` : sql``;
  const undoUntil =
    input.stopReason === 'MARKED_REPLIED'
      ? sql`COALESCE((SELECT min(scheduled_for) FROM campaign_emails
                       WHERE contact_id = ${input.contactId} AND status = 'SCHEDULED' AND claim_token IS NULL),
                     ${new Date(now.getTime() + MARKED_REPLY_UNDO_MS)}::timestamptz)`
      : sql`NULL::timestamptz`;
  const { rows } = await db.execute<{ id: number }>(sql`
    WITH contact AS (
      UPDATE contacts SET status = 'RESPONDED', responded_at = COALESCE(responded_at, ${input.respondedAt}),
             stop_reason = ${input.stopReason}, reply_undo_until = ${undoUntil},
             -- what the user had set before the mark: its undo puts it back (an outcome set with the mark overwrites it)
             outcome_before_mark = CASE WHEN ${input.stopReason} = 'MARKED_REPLIED' THEN outcome END,
             outcome_confirmed_before_mark_at = CASE WHEN ${input.stopReason} = 'MARKED_REPLIED' THEN outcome_confirmed_at END,
             error_message = NULL, updated_at = ${now}
       WHERE id = ${input.contactId} AND status IS DISTINCT FROM 'RESPONDED'
      RETURNING id
    ), answered AS (
      UPDATE campaign_emails SET status = 'RECEIVED', responded_at = ${input.respondedAt}, updated_at = ${now}
       WHERE id = (SELECT id FROM campaign_emails
                    WHERE contact_id = ${input.contactId} AND sent_at IS NOT NULL
                    ORDER BY ${inThreadFirst} position DESC LIMIT 1)
         AND EXISTS (SELECT 1 FROM contact)
      RETURNING id
    ), ${cancelUnsentEmails(input.contactId)}
    SELECT id FROM contact`);
  return rows.length > 0;
}

type BounceInput = { contactId: number; threadId: string; bouncedAt: Date; reason?: string; now?: Date };

/**
 * A dead address (the user set the outcome BOUNCED): the email and the contact become ERROR (stop reason BOUNCED) and
 * the sequence stops; the user is told the address does not exist (notification module).
 */
export async function markContactBounced(db: Database, input: BounceInput): Promise<boolean> {
  const message = bounced((await contactEmail(db, input.contactId)) ?? 'the contact', input.reason);
  return stopForBounce(db, input, message, 'BOUNCED');
}

/**
 * A failure notice read from headers (Gmail writes the reason in the body): the sequence stops the same way, but with
 * stop reason BOUNCED_REASON_UNKNOWN ('Bounced (reason unknown)'), which is not a dead address: no BOUNCED outcome,
 * no 'bounced' email to the user, and the contact page offers to send again or fix the address (bounce-resend.service.ts).
 */
export async function markContactBouncedReasonUnknown(db: Database, input: BounceInput): Promise<boolean> {
  const message = bouncedReasonUnknown((await contactEmail(db, input.contactId)) ?? 'the contact');
  return stopForBounce(db, input, message, 'BOUNCED_REASON_UNKNOWN');
}

async function stopForBounce(
  db: Database,
  input: BounceInput,
  message: string,
  reason: Extract<SequenceStopReason, 'BOUNCED' | 'BOUNCED_REASON_UNKNOWN'>,
): Promise<boolean> {
  const now = input.now ?? new Date();
  const { rows } = await db.execute<{ id: number }>(sql`
    WITH ${stopContactAsError(input.contactId, message, reason, now)}, failed AS (
      UPDATE campaign_emails SET status = 'ERROR', error_message = ${message}, updated_at = ${now}
       WHERE id = (SELECT id FROM campaign_emails
                    WHERE contact_id = ${input.contactId} AND thread_id = ${input.threadId} AND sent_at IS NOT NULL
                    ORDER BY position DESC LIMIT 1)
         AND EXISTS (SELECT 1 FROM contact)
      RETURNING id
    ), ${cancelUnsentEmails(input.contactId)}
    SELECT id FROM contact`);
  return rows.length > 0;
}

/**
 * An automatic notice said the person left the company or nobody reads the mailbox: the contact becomes ERROR with a
 * message saying so (stop reason LEFT_COMPANY) and its unsent emails go. The emails already sent keep their status:
 * they were delivered. A reply recorded before wins (a RESPONDED contact is left alone).
 */
export async function markContactLeftCompany(db: Database, input: { contactId: number; now?: Date }): Promise<boolean> {
  const now = input.now ?? new Date();
  const message = leftCompany((await contactEmail(db, input.contactId)) ?? 'The address');
  const { rows } = await db.execute<{ id: number }>(sql`
    WITH ${stopContactAsError(input.contactId, message, 'LEFT_COMPANY', now)}, ${cancelUnsentEmails(input.contactId)}
    SELECT id FROM contact`);
  return rows.length > 0;
}

/**
 * The user has an interview at this contact's company (another contact's reply was an invitation): the sequence stops
 * (RESPONDED, stop reason INTERVIEW_AT_COMPANY) without a reply of its own, so no email becomes RECEIVED and no
 * reply alert goes out. Only a running sequence stops.
 */
export async function markContactStoppedForInterview(db: Database, input: { contactId: number; now?: Date }): Promise<boolean> {
  const now = input.now ?? new Date();
  const { rows } = await db.execute<{ id: number }>(sql`
    WITH contact AS (
      UPDATE contacts SET status = 'RESPONDED', stop_reason = 'INTERVIEW_AT_COMPANY', reply_undo_until = NULL,
             updated_at = ${now}
       WHERE id = ${input.contactId} AND (status IS NULL OR status = 'IN_PROGRESS')
      RETURNING id
    ), ${cancelUnsentEmails(input.contactId)}
    SELECT id FROM contact`);
  return rows.length > 0;
}

/**
 * The quiet end of a sequence: once a contact's last email has gone unanswered for `NO_RESPONSE_AFTER_DAYS`, the
 * emails they were sent move from SENT/OPENED to NO_RESPONSE (openedAt stays, so an opened email still shows as
 * opened). The contact itself is NO_RESPONSE from the moment the last step is sent. A reply that arrives later still
 * wins: the reply poller watches NO_RESPONSE contacts and `markContactResponded` sets RECEIVED on the email answered.
 * Returns how many emails changed.
 */
export async function closeUnansweredSequences(db: Database, now: Date): Promise<number> {
  const quietSince = new Date(now.getTime() - NO_RESPONSE_AFTER_DAYS * 24 * 60 * 60 * 1000);
  const { rows } = await db.execute<{ id: number }>(sql`
    UPDATE campaign_emails e SET status = 'NO_RESPONSE', updated_at = ${now}
      FROM contacts c
     WHERE c.id = e.contact_id AND c.status = 'NO_RESPONSE' AND c.responded_at IS NULL
       AND e.status IN ('SENT', 'OPENED')
       AND NOT EXISTS (SELECT 1 FROM campaign_emails later
                        WHERE later.contact_id = c.id AND (later.sent_at IS NULL OR later.sent_at > ${quietSince}))
    RETURNING e.id`);
  return rows.length;
}
