// What a reply means (product.md §1): each reply's outcome is kept with its time (reply_outcome_events), the contact
// carries the current one (contacts.outcome / outcome_proposed). Detection PROPOSES from headers; the user CONFIRMS or
// sets it in the app or with a one-click link, in every tier, and the outcome acts:
// - INTERVIEW_INVITE: every running sequence of the user at the company's domain stops (free mail excepted);
// - NOT_MOVING_FORWARD, OTHER_REPLY, OFFER, LEFT_COMPANY, BOUNCED: the sequence stops if it still runs;
// - APPLICATION_RECEIVED, OUT_OF_OFFICE: not a reply; a sequence stopped as a reply resumes (reply-undo.service.ts).
import { sql } from 'drizzle-orm';
import { outcomeBehaviour, type ReplyOutcome, type SequenceStopReason } from 'contracts';
import type { Database, DbOrTx } from '../../../db/db.client';
import type { ReplyOutcomeSource } from '../../../db/schema';
import { policyColumns, type PolicyRow } from '../../scheduling';
import { markContactBounced, markContactLeftCompany, markContactResponded } from '../store';
import { stopSequencesAtCompany } from './interview-stop.service';
import { proposeStopOutcome, type ProposedOutcome, type ThreadReading } from './reply-classifier.service';
import { restoreStoppedSequence } from './reply-undo.service';

/** Stops that a user's outcome may take back: they came from a reply (detected, marked, or from a heads-up link). */
const REPLY_STOPS: readonly SequenceStopReason[] = ['REPLIED', 'COLLEAGUE_REPLIED', 'MARKED_REPLIED', 'REPLIED_FROM_EMAIL'];

/**
 * A sequence was just stopped by a message: keeps the message with the outcome its headers suggest, proposes it on
 * the contact, and for an invitation stops the user's other sequences at that company at once (before any of them
 * sends). Recording the same message twice (poller and pre-send check) keeps one row.
 */
export async function recordDetectedOutcome(
  db: Database,
  input: { contactId: number; stop: NonNullable<ThreadReading['stop']>; now?: Date },
): Promise<ProposedOutcome | undefined> {
  const now = input.now ?? new Date();
  const { rows } = await db.execute<{ user_id: string; timezone: string }>(sql`
    SELECT c.user_id, k.timezone FROM contacts c JOIN campaigns k ON k.id = c.campaign_id WHERE c.id = ${input.contactId}`);
  const contact = rows[0];
  if (!contact) return undefined;
  const proposal = proposeStopOutcome(input.stop, contact.timezone);
  const { message } = input.stop;
  await db.execute(sql`
    INSERT INTO reply_outcome_events (user_id, contact_id, outcome, source, occurred_at, thread_id, gmail_message_id, interview_at)
    VALUES (${contact.user_id}, ${input.contactId}, ${proposal.outcome}, 'DETECTED', ${message.internalDate},
            ${message.threadId}, ${message.id}, ${proposal.interviewAt ?? null})
    ON CONFLICT (contact_id, gmail_message_id) DO NOTHING`);
  await db.execute(sql`
    UPDATE contacts SET outcome_proposed = ${proposal.outcome},
           interview_at = COALESCE(interview_at, ${proposal.interviewAt ?? null}::timestamptz)
     WHERE id = ${input.contactId}`);
  if (outcomeBehaviour(proposal.outcome).stops === 'company') {
    await stopSequencesAtCompany(db, { userId: contact.user_id, contactId: input.contactId, now });
  }
  return proposal;
}

export type SetReplyOutcomeResult =
  | {
      outcome: 'set';
      /** A sequence stopped as a reply went back to running (an acknowledgement or out-of-office is not a reply). */
      resumed: boolean;
      /** The contact's own sequence stopped now. */
      stopped: boolean;
      /** Other contacts of the user whose sequences stopped for the interview. */
      stoppedAtCompany: number[];
      eventId: number;
    }
  /** Not the user's contact (or deleted). */
  | { outcome: 'not-found' }
  /** The caller's guard refused to resume (e.g. the address is now in another active sequence); nothing changed. */
  | { outcome: 'refused'; message: string };

export interface SetReplyOutcomeInput {
  userId: string;
  contactId: number;
  outcome: ReplyOutcome;
  /** Only with INTERVIEW_INVITE (the caller checks). */
  interviewAt?: Date | null;
  source: Exclude<ReplyOutcomeSource, 'DETECTED'>;
  now?: Date;
  /**
   * Runs in the transaction, contact locked, before a stopped sequence resumes: a message refuses. The contact module
   * checks its recipient rules here (delivery cannot import it).
   */
  guard?: (tx: DbOrTx) => Promise<string | null>;
}

type LockedContact = {
  id: number;
  campaign_id: number;
  status: string | null;
  stop_reason: string | null;
} & PolicyRow;

/** The user confirms or sets the outcome; one transaction (a caller's transaction makes it a savepoint). */
export async function setReplyOutcome(db: Database, input: SetReplyOutcomeInput): Promise<SetReplyOutcomeResult> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<LockedContact>(sql`
      SELECT c.id, c.campaign_id, c.status, c.stop_reason, ${policyColumns('k')}
        FROM contacts c JOIN campaigns k ON k.id = c.campaign_id AND k.deleted_at IS NULL
       WHERE c.id = ${input.contactId} AND c.user_id = ${input.userId} AND c.deleted_at IS NULL
       FOR UPDATE OF c`);
    const contact = rows[0];
    if (!contact) return { outcome: 'not-found' };

    const running = contact.status === null || contact.status === 'IN_PROGRESS';
    const stoppedAsReply = contact.status === 'RESPONDED' && REPLY_STOPS.includes(contact.stop_reason as SequenceStopReason);
    let resumed = false;
    let stopped = false;
    const behaviour = outcomeBehaviour(input.outcome);
    if (behaviour.stops === 'none') {
      if (stoppedAsReply) {
        const refusal = input.guard ? await input.guard(tx) : null;
        if (refusal) return { outcome: 'refused', message: refusal };
        await restoreStoppedSequence(tx, { userId: input.userId, contact, firstDueAt: now, now });
        resumed = true;
      }
    } else if (running) {
      stopped = await stopFor(tx, contact.id, input.outcome, input.source, now);
    }

    const interviewAt = input.outcome === 'INTERVIEW_INVITE' ? (input.interviewAt ?? null) : null;
    const { rows: events } = await tx.execute<{ id: number }>(sql`
      INSERT INTO reply_outcome_events (user_id, contact_id, outcome, source, occurred_at, interview_at)
      VALUES (${input.userId}, ${contact.id}, ${input.outcome}, ${input.source}, ${now}, ${interviewAt})
      RETURNING id`);
    await tx.execute(sql`
      UPDATE contacts SET outcome = ${input.outcome}, outcome_confirmed_at = ${now},
             interview_at = CASE WHEN ${input.outcome} = 'INTERVIEW_INVITE'
                                 THEN COALESCE(${interviewAt}::timestamptz, interview_at) ELSE interview_at END,
             updated_at = ${now}
       WHERE id = ${contact.id}`);
    const stoppedAtCompany =
      behaviour.stops === 'company' ? await stopSequencesAtCompany(tx, { userId: input.userId, contactId: contact.id, now }) : [];
    return { outcome: 'set', resumed, stopped, stoppedAtCompany, eventId: events[0]!.id };
  });
}

/** Stops a running sequence the way its outcome says (a reply the user reported, a left/bounced address). */
async function stopFor(
  tx: DbOrTx,
  contactId: number,
  outcome: ReplyOutcome,
  source: SetReplyOutcomeInput['source'],
  now: Date,
): Promise<boolean> {
  if (outcome === 'LEFT_COMPANY') return markContactLeftCompany(tx, { contactId, now });
  if (outcome === 'BOUNCED') {
    const { rows } = await tx.execute<{ thread_id: string | null }>(sql`
      SELECT thread_id FROM campaign_emails WHERE contact_id = ${contactId} AND sent_at IS NOT NULL
       ORDER BY position DESC LIMIT 1`);
    return markContactBounced(tx, { contactId, threadId: rows[0]?.thread_id ?? '', bouncedAt: now, now });
  }
  return markContactResponded(tx, {
    contactId,
    respondedAt: now,
    now,
    stopReason: source === 'APP' ? 'MARKED_REPLIED' : 'REPLIED_FROM_EMAIL',
  });
}

/**
 * The reply a reply alert is about: the latest detected one of the contact (its one-click links name it). A reply
 * stopped before outcomes were kept gets its row now.
 */
export async function latestDetectedReply(
  db: Database,
  contactId: number,
): Promise<{ id: number; outcome: ReplyOutcome } | undefined> {
  const { rows } = await db.execute<{ id: number; outcome: ReplyOutcome }>(sql`
    SELECT id, outcome FROM reply_outcome_events WHERE contact_id = ${contactId} AND source = 'DETECTED'
     ORDER BY occurred_at DESC, id DESC LIMIT 1`);
  if (rows[0]) return rows[0];
  const { rows: created } = await db.execute<{ id: number; outcome: ReplyOutcome }>(sql`
    INSERT INTO reply_outcome_events (user_id, contact_id, outcome, source, occurred_at)
    SELECT user_id, id, COALESCE(outcome_proposed, 'OTHER_REPLY'), 'DETECTED', COALESCE(responded_at, updated_at)
      FROM contacts WHERE id = ${contactId}
    RETURNING id, outcome`);
  return created[0];
}

/** A contact's replies with their outcomes, oldest first (the timeline's entries). */
export async function listReplyOutcomes(db: Database, contactIds: readonly number[]) {
  if (contactIds.length === 0) return [];
  const { rows } = await db.execute<{
    id: number;
    contact_id: number;
    outcome: ReplyOutcome;
    source: ReplyOutcomeSource;
    occurred_at: unknown;
    thread_id: string | null;
    return_date: string | null;
    interview_at: unknown;
  }>(sql`
    SELECT id, contact_id, outcome, source, occurred_at, thread_id, return_date::text AS return_date, interview_at
      FROM reply_outcome_events WHERE contact_id IN (${sql.join(
        contactIds.map((id) => sql`${id}`),
        sql`, `,
      )})
     ORDER BY occurred_at, id`);
  return rows;
}
