// What to do with a due campaign email, decided from a fresh read of its email, contact, campaign, owner and
// grant. Pure: the engine acts on the answer. The window rules come from the scheduling module only.
import { isInsideWindow, nextWindowOpening } from '../../scheduling';
import type { DeliveryContext } from '../store';
import { mailProviderOf } from '../../mailbox';
import { formatSendingResumeTime, mailboxAskedToWait, reconnectMailboxToResume, WAITING_FOR_CONTACT_EMAIL } from 'contracts';

export type SendDecision =
  /** Already sent, failed or otherwise out of the engine's hands. */
  | { kind: 'done' }
  /** Another worker is sending it right now; look again once its claim would have expired. */
  | { kind: 'claimed-elsewhere'; checkAt: Date }
  /** A worker claimed it and vanished: it may have been sent, so it must not be sent again. */
  | { kind: 'unconfirmed' }
  /** The contact replied, bounced or finished: this email will never go out. */
  | { kind: 'cancel' }
  /** Paused or deleted: nothing to do until activated again (the activation hooks reschedule). */
  | { kind: 'hold' }
  /** Cannot go out until something changes (e.g. Gmail reconnected); the message tells the user why. */
  | { kind: 'wait'; message: string }
  /** Outside the sending window: due again at the next opening. */
  | { kind: 'reschedule'; at: Date }
  /** Gmail stated a time before which the account must not call it again: due then (product.md §10). */
  | { kind: 'gmail-held'; runAt: Date; message: string }
  | { kind: 'send' };

/** Just enough of an address to hand to Gmail; the real check is Gmail's. */
const LOOKS_LIKE_EMAIL = /^[^@\s]+@[^@\s.]+\.[^@\s]+$/;
/** A job may wake a moment before its due time (timer rounding, clock skew between processes). */
const EARLY_TOLERANCE_MS = 1_000;

export function decideSend(context: DeliveryContext, now: Date): SendDecision {
  if (context.status !== 'SCHEDULED') return { kind: 'done' };
  if (context.claimToken) {
    const expiresAt = context.claimExpiresAt ?? now;
    if (expiresAt.getTime() > now.getTime()) return { kind: 'claimed-elsewhere', checkAt: expiresAt };
    return { kind: 'unconfirmed' };
  }
  const { contact, campaign, user, grant } = context;
  if (user.deleted || campaign.deleted || contact.deleted) return { kind: 'hold' };
  if (contact.status !== null && contact.status !== 'IN_PROGRESS') return { kind: 'cancel' };
  if (!campaign.isActive || !contact.isActive) return { kind: 'hold' };
  if (!grant?.live) return { kind: 'wait', message: reconnectMailboxToResume(mailProviderOf(grant?.provider)) };
  if (!contact.email || !LOOKS_LIKE_EMAIL.test(contact.email)) return { kind: 'wait', message: WAITING_FOR_CONTACT_EMAIL };
  if (grant.heldUntil && grant.heldUntil.getTime() > now.getTime()) return gmailHeld(grant.heldUntil, context);
  // 'Send now' skips the window for the due time it set; a later move (the cap, a pause) brings the window back.
  if (!context.sendNow && !isInsideWindow(now, campaign.policy)) {
    return { kind: 'reschedule', at: nextWindowOpening(now, campaign.policy) };
  }
  if (context.scheduledFor && context.scheduledFor.getTime() - EARLY_TOLERANCE_MS > now.getTime()) {
    // A job that ran early (e.g. a duplicate): the email keeps its own due time.
    return { kind: 'reschedule', at: context.scheduledFor };
  }
  return { kind: 'send' };
}

/** Due once the provider's stated time has passed, at the window's next opening from then. */
function gmailHeld(until: Date, { campaign, grant }: DeliveryContext): SendDecision {
  return {
    kind: 'gmail-held',
    runAt: nextWindowOpening(until, campaign.policy),
    message: mailboxAskedToWait(mailProviderOf(grant?.provider), formatSendingResumeTime(until, campaign.timezone)),
  };
}
