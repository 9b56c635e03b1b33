// One job run for one email: budget, claim with its context, decide, then send (send-claimed.service.ts) or carry out
// what the decision says; a few rounds when a wait is short.
import type { DeliveryOutcome, EngineContext } from './engine.types';
import { sendClaimed } from './send-claimed.service';
import { limitMessage } from './send-failure.service';
import { randomUUID } from 'node:crypto';
import { nextWindowOpening } from '../../scheduling';
import {
  claimWithContext,
  messageIdFor,
  cancelScheduledEmail,
  markEmailFailed,
  releaseClaim,
  rescheduleEmail,
  scheduleJobOnly,
  sendingResumesAt,
  setWaiting,
  msUntilNextMinute,
  returnGmailUnits,
  takeSendBudget,
} from '../store';
import { DELIVERY_UNCONFIRMED, GMAIL_QUOTA_UNITS, isMoveNote } from 'contracts';
import type { SendDecision } from './send-decision.service';
import { decideDelivery } from './reply-note.decision';
import { msUntilNextSecond } from './send-rate.repository';

/** Rounds of decide-claim-send in one job run (rate waits, an auth refresh, short retries). */
const MAX_ROUNDS = 12;

export async function deliver(ctx: EngineContext, emailId: number): Promise<DeliveryOutcome> {
  const { db, settings, now, sleep } = ctx;
  let rateWaitedMs = 0;
  const state = { authRetried: false, repliesChecked: false };
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    // The send's share of the shared budgets first (a slot of the per-second rate, messages.send's quota units for
    // the account and the project this minute), then the claim. Either spent: wait a little, else defer.
    const budget = await takeSendBudget(db, {
      emailId,
      ratePerSecond: settings.projectSendRatePerSecond,
      projectUnitsPerMinute: settings.gmailProjectUnitsPerMinute,
      userUnitsPerMinute: settings.gmailUserUnitsPerMinute,
    });
    if (budget !== 'ok') {
      const wait = budget === 'rate' ? msUntilNextSecond() : msUntilNextMinute();
      if (rateWaitedMs + wait > settings.rateWaitMaxMs) {
        await scheduleJobOnly(db, emailId, new Date(now().getTime() + wait), now());
        return 'deferred';
      }
      await sleep(wait);
      rateWaitedMs += wait;
      continue;
    }
    const claimedAt = now();
    const token = randomUUID();
    const messageIdLocalPart = randomUUID();
    // One round trip: the claim (with every re-check and the cap) and the context it was decided on.
    const attempt = await claimWithContext(db, {
      emailId,
      token,
      messageIdLocalPart,
      now: claimedAt,
      claimTtlMs: settings.claimTtlMs,
      dailySendCap: settings.dailySendCap,
    });
    if (!attempt) return 'missing';
    const { claim, context } = attempt;
    // The snapshot shows the email as it was just before our claim.
    const decision = decideDelivery(context, claimedAt);
    // No Gmail call comes of this round (a duplicate job, the window, the cap): the send's units go back (a
    // Microsoft mailbox took none: take_send_budget, migration 0035).
    const tookUnits = (context.grant?.provider ?? 'google') === 'google';
    if (tookUnits && (claim === 'not-claimable' || decision.kind !== 'send')) {
      await returnGmailUnits(db, { userId: context.userId, units: GMAIL_QUOTA_UNITS['messages.send'] });
    }

    if (claim === 'not-claimable') {
      if (decision.kind !== 'send') return act(ctx, emailId, decision, claimedAt);
      // Everything looked sendable, so the account is at its cap or Gmail's daily limit holds it (or something
      // changed a moment ago).
      const resumes = await sendingResumesAt(db, context.userId, now(), settings.dailySendCap);
      if (resumes) {
        const { policy } = context.campaign;
        await rescheduleEmail(db, {
          emailId,
          runAt: nextWindowOpening(resumes.at, policy),
          moveDueTime: true,
          errorMessage: resumes.gmailLimit ? limitMessage(context, resumes.at) : null,
          now: now(),
        });
        return resumes.gmailLimit ? 'limited' : 'deferred';
      }
      continue;
    }

    // Claimed. Checks only the engine can make (window, due time, address) may still say no: then let go.
    if (decision.kind !== 'send') {
      // The claim cleared the email's note; a note saying why it was moved (out of office) stays.
      const note = isMoveNote(context.errorMessage) ? context.errorMessage : null;
      // Gmail's stated wait is not an attempt of this email's.
      const uncountAttempt = decision.kind === 'gmail-held';
      await releaseClaim(db, { emailId, token, now: now(), errorMessage: note, uncountAttempt });
      return act(ctx, emailId, decision, claimedAt);
    }
    const outcome = await sendClaimed(ctx, context, token, messageIdFor(messageIdLocalPart, context.grant?.address), state);
    if (outcome === 'again') continue;
    return outcome;
  }
  await scheduleJobOnly(db, emailId, new Date(now().getTime() + 1_000), now());
  return 'deferred';
}

/** Carries out a decision other than 'send' (the email is not claimed by us at this point). */
export async function act(
  ctx: EngineContext,
  emailId: number,
  decision: Exclude<SendDecision, { kind: 'send' }>,
  at: Date,
): Promise<DeliveryOutcome> {
  const { db, logger } = ctx;
  switch (decision.kind) {
    case 'done':
      return 'done';
    case 'hold':
      return 'held';
    case 'cancel':
      await cancelScheduledEmail(db, emailId);
      return 'cancelled';
    case 'wait':
      await setWaiting(db, { emailId, message: decision.message, now: at });
      return 'waiting';
    case 'reschedule':
      await rescheduleEmail(db, { emailId, runAt: decision.at, moveDueTime: true, now: at });
      return 'rescheduled';
    case 'gmail-held':
      await rescheduleEmail(db, { emailId, runAt: decision.runAt, moveDueTime: true, errorMessage: decision.message, now: at });
      return 'limited';
    case 'claimed-elsewhere':
      await scheduleJobOnly(db, emailId, new Date(decision.checkAt.getTime() + 1_000), at);
      return 'deferred';
    case 'unconfirmed':
      await markEmailFailed(db, { emailId, expiredBefore: at, message: DELIVERY_UNCONFIRMED, now: at });
      logger.warn({ emailId }, 'claim expired mid-send: marked unconfirmed, not resent');
      return 'unconfirmed';
  }
}
