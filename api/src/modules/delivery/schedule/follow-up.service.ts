// The follow-up an email's sending brings into being: the sequence's next step, due `daysDelay` (business) days
// after this email actually went out, in its thread when the step says so.
//
// Computing it is a step of its own after Gmail has accepted the email: if it fails (a step saved before the
// 1..60 day bound, a bug), the email is still recorded SENT with its counters, the error is logged, and the POLL_REPLIES
// housekeeping (`scheduleMissingFollowUps`, every minute) creates the follow-up once it can be computed. A sent
// email never turns into ERROR 'delivery could not be confirmed' because of its follow-up.
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/db.client';
import type { Logger } from '../../../logging/logger';
import { followUpDue, holidayNoteOf } from '../../scheduling';
import { readDeliveryContext, type DeliveryContext, replySubject, insertFollowUp, type MarkSentInput, asDate } from '../store';

export function followUpAfter(
  context: Pick<DeliveryContext, 'nextStep' | 'nextInThread' | 'campaign'>,
  sentAt: Date,
  sentSubject: string,
  threadId: string,
): MarkSentInput['next'] {
  const step = context.nextStep;
  if (!step) return undefined;
  const sameThread = context.nextInThread;
  const { timezone, policy } = context.campaign;
  // Counted from when this email actually went out, not from when it was planned.
  const due = followUpDue(sentAt, Math.max(1, step.daysDelay), policy);
  return {
    stepId: step.id,
    subject: sameThread ? replySubject(sentSubject) : step.subject,
    body: step.body,
    dueAt: due.at,
    threadId: sameThread ? threadId : null,
    // A follow-up a public holiday moved says why on the contact's history (product.md §10).
    note: holidayNoteOf(due, timezone),
  };
}

/**
 * What to record with a sent email about its follow-up: the follow-up itself, or `followUpPending` when computing it
 * threw (logged here; `scheduleMissingFollowUps` tries again). Never throws.
 */
export function followUpOrPending(
  logger: Logger,
  context: Pick<DeliveryContext, 'id' | 'nextStep' | 'nextInThread' | 'campaign'>,
  sentAt: Date,
  sentSubject: string,
  threadId: string,
): Pick<MarkSentInput, 'next' | 'followUpPending'> {
  try {
    return { next: followUpAfter(context, sentAt, sentSubject, threadId) };
  } catch (error) {
    logger.error(
      { err: error, emailId: context.id, nextStepId: context.nextStep?.id },
      'email sent, but its follow-up could not be scheduled; the delivery housekeeping will try again',
    );
    return { next: undefined, followUpPending: true };
  }
}

const SWEEP_BATCH = 100;

export interface FollowUpSweep {
  created: number;
  failed: number;
}

/**
 * Creates the follow-ups that sent emails are missing: a contact still IN_PROGRESS whose latest email was sent
 * while the campaign has a step after it, and nothing scheduled. In normal operation markSent creates the follow-up
 * in the same statement, so only a failed computation (followUpPending) leaves this state. One that fails again is
 * logged and looked at again at the next run.
 */
export async function scheduleMissingFollowUps(deps: { db: Database; logger: Logger }, now: Date): Promise<FollowUpSweep> {
  const { db, logger } = deps;
  const { rows } = await db.execute<{ id: number; sent_at: unknown }>(sql`
    SELECT latest.id, latest.sent_at
      FROM contacts c
      JOIN campaigns k ON k.id = c.campaign_id AND k.deleted_at IS NULL
      CROSS JOIN LATERAL (SELECT e.id, e.position, e.status, e.sent_at, e.thread_id FROM campaign_emails e
                           WHERE e.contact_id = c.id ORDER BY e.position DESC LIMIT 1) latest
      JOIN sequence_steps nxt ON nxt.campaign_id = c.campaign_id AND nxt.position = latest.position + 1
     WHERE c.status = 'IN_PROGRESS' AND c.deleted_at IS NULL
       AND latest.status IN ('SENT', 'OPENED') AND latest.sent_at IS NOT NULL AND latest.thread_id IS NOT NULL
       AND latest.sent_at <= ${now}
     ORDER BY latest.sent_at
     LIMIT ${SWEEP_BATCH}`);
  const sweep: FollowUpSweep = { created: 0, failed: 0 };
  for (const row of rows) {
    const id = row.id;
    const context = await readDeliveryContext(db, id);
    if (!context?.nextStep || !context.threadId) continue;
    let next: MarkSentInput['next'];
    try {
      // As the engine would have on Gmail's answer: from the actual send time, the subject that went out, its thread.
      next = followUpAfter(context, asDate(row.sent_at), context.subject, context.threadId);
    } catch (error) {
      sweep.failed += 1;
      logger.warn(
        { err: error, emailId: id, nextStepId: context.nextStep.id },
        'the follow-up of a sent email still cannot be scheduled',
      );
      continue;
    }
    if (next && (await insertFollowUp(db, { sentEmailId: id, next }))) sweep.created += 1;
  }
  if (sweep.created > 0) logger.info({ ...sweep }, 'missing follow-ups scheduled');
  return sweep;
}
