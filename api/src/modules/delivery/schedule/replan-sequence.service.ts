// Re-plans a campaign's unsent emails after its zone or weekend switch changed: each one's due time is computed again
// in the new settings (a first email from when it was scheduled, a follow-up from the previous email's actual send),
// never earlier than now, and its pending send job is moved to the same time, in the caller's transaction. An email
// held later than its plan (a Gmail pause) stays held; one waiting for an away recipient goes at the first opening of
// their return day in the new zone. One a
// public holiday moves in the new settings says why (its note), as a follow-up planned by the engine does.
import { sql } from 'drizzle-orm';
import { JobName } from '../../../jobs/job-names.constants';
import { wakeWorkers, type SqlRunner } from '../../../jobs/job.queue';
import type { SendPolicy } from 'contracts';
import { firstSendDue, followUpDue, holidayNoteOf, nextWindowOpening, type DueTime } from '../../scheduling';
import { enqueueSendJobs, type SendJob, asDate, asOptionalDate, replanUnsentEmail } from '../store';
import { heldUntilReturn } from './return-hold.service';

export interface ReplanInput {
  campaignId: number;
  /** The campaign's sending policy before and after the change (zone, work days, hours). */
  before: SendPolicy;
  after: SendPolicy;
  now?: Date;
}

export interface ReplanResult {
  /** How many unsent emails got a new time. */
  replanned: number;
  /** The earliest new due time, or null when nothing waits to be sent. */
  firstSendAt: Date | null;
}

interface UnsentEmail {
  id: number;
  scheduled_for: unknown;
  created_at: unknown;
  days_delay: number | null;
  previous_sent_at: unknown;
  /** The contact's latest out-of-office return date ('YYYY-MM-DD'), or null. */
  return_date: string | null;
}

/** A held email is one due later than its plan by more than this (a re-spread after a pause is a minute apart). */
const HELD_SLACK_MS = 5 * 60_000;

function plannedAt(email: UnsentEmail, policy: SendPolicy): DueTime | null {
  const previousSentAt = asOptionalDate(email.previous_sent_at);
  if (previousSentAt && email.days_delay != null) return followUpDue(previousSentAt, email.days_delay, policy);
  return previousSentAt ? null : firstSendDue(asDate(email.created_at), policy);
}

interface Replanned {
  runAt: Date;
  /** Still held (out of office, a Gmail pause): its note stays. */
  held: boolean;
  /** Why a public holiday moved it in the new settings, or null. */
  note: string | null;
}

/** The email's due time under `after`, not before `now`. */
function replannedAt(email: UnsentEmail, input: Required<ReplanInput>): Replanned {
  const policy = input.after;
  const scheduledFor = asOptionalDate(email.scheduled_for);
  const planned = plannedAt(email, input.after);
  const future = planned && planned.at.getTime() > input.now.getTime() ? planned : null;
  const at = nextWindowOpening(future?.at ?? input.now, policy);
  // Away until a known day: the first opening of that day in the new zone, with its note.
  const away = heldUntilReturn(at, email.return_date, policy);
  if (away.note) return { runAt: away.at, held: false, note: away.note };
  const plannedBefore = plannedAt(email, input.before)?.at;
  const held = scheduledFor && plannedBefore && scheduledFor.getTime() > plannedBefore.getTime() + HELD_SLACK_MS;
  if (held && scheduledFor.getTime() > at.getTime())
    return { runAt: nextWindowOpening(scheduledFor, policy), held: true, note: null };
  return { runAt: at, held: false, note: future ? holidayNoteOf(future, policy.zone) : null };
}

/**
 * Call inside the transaction that saved the new settings. Emails being sent right now (claimed) are left alone: the
 * claim lets each email go once, and the engine re-checks the window in the campaign's current zone before sending.
 */
export async function replanCampaignEmails(runner: SqlRunner, input: ReplanInput): Promise<ReplanResult> {
  const now = input.now ?? new Date();
  const { rows } = (await runner.execute(sql`
    SELECT e.id, e.scheduled_for, e.created_at, s.days_delay,
           (SELECT p.sent_at FROM campaign_emails p
             WHERE p.contact_id = e.contact_id AND p.position < e.position AND p.sent_at IS NOT NULL
             ORDER BY p.position DESC LIMIT 1) AS previous_sent_at,
           c.out_of_office_until::text AS return_date
      FROM campaign_emails e
      JOIN contacts c ON c.id = e.contact_id
      LEFT JOIN sequence_steps s ON s.id = e.step_id
     WHERE e.campaign_id = ${input.campaignId} AND e.status = 'SCHEDULED' AND e.claim_token IS NULL
       AND e.kind = 'SEQUENCE'
     ORDER BY e.id
       FOR UPDATE OF e`)) as { rows: UnsentEmail[] };
  if (rows.length === 0) return { replanned: 0, firstSendAt: null };

  const full = { ...input, now };
  const moves = rows.map((email) => ({ campaignEmailId: email.id, ...replannedAt(email, full) }));
  const missingJobs: SendJob[] = [];
  for (const move of moves) {
    await replanUnsentEmail(runner, { emailId: move.campaignEmailId, runAt: move.runAt, held: move.held, note: move.note, now });
    const { rows: moved } = await runner.execute(sql`
      UPDATE agenda_jobs SET next_run_at = ${move.runAt}
       WHERE name = ${JobName.SEND_CAMPAIGN_EMAIL} AND next_run_at IS NOT NULL AND locked_at IS NULL
         AND (data ->> 'campaignEmailId')::integer = ${move.campaignEmailId}
      RETURNING id`);
    if (moved.length === 0) missingJobs.push({ campaignEmailId: move.campaignEmailId, runAt: move.runAt });
  }
  if (missingJobs.length > 0) await enqueueSendJobs(runner, missingJobs, now);
  // Workers keep a queue of upcoming jobs: they re-read it now rather than at the old time.
  else await wakeWorkers(runner, JobName.SEND_CAMPAIGN_EMAIL, now);
  const first = Math.min(...moves.map((move) => move.runAt.getTime()));
  return { replanned: moves.length, firstSendAt: new Date(first) };
}
