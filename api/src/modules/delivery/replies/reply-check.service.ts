// Before a follow-up goes out (only with a grant that may read headers, the user's choice): read the headers of the contact's
// threads and stop if the contact (or a colleague) replied, the person left or the address bounced since the last
// poll; hold the follow-up if an out-of-office notice says they are away past its due time.
import type { Database } from '../../../db/db.client';
import type { Logger } from '../../../logging/logger';
import { MailReadError, type MailboxAccess, type MailboxReads, type MessageMetadata } from '../../mailbox';
import {
  type DeliveryContext,
  markContactBouncedReasonUnknown,
  markContactLeftCompany,
  markContactResponded,
  msUntilNextMinute,
  QuotaBudgetSpentError,
  type QuotaCharge,
} from '../store';
import { noteOutOfOffice, returnOpening } from './out-of-office.service';
import { recordDetectedOutcome } from './reply-outcome.service';
import { readMessages, type ThreadReading } from './reply-classifier.service';
import { pauseIfWroteByHand } from './hand-written.service';

export type StoppingMessage = NonNullable<ThreadReading['stop']>;

/**
 * Applies what stops a sequence (a reply, a colleague's reply, a 'left the company' notice, a bounce); true if it
 * stopped. The message is kept with the outcome its headers suggest (reply-outcome.service.ts).
 */
export async function applyStoppingMessage(db: Database, contactId: number, stop: StoppingMessage): Promise<boolean> {
  const stopped = await stopSequence(db, contactId, stop);
  // A failure notice without a readable reason says nothing about the application (and is no dead address).
  if (stopped && stop.kind !== 'bounce') await recordDetectedOutcome(db, { contactId, stop });
  return stopped;
}

async function stopSequence(db: Database, contactId: number, stop: StoppingMessage): Promise<boolean> {
  const { message } = stop;
  switch (stop.kind) {
    case 'reply':
    case 'colleague-reply':
      return markContactResponded(db, {
        contactId,
        respondedAt: message.internalDate,
        stopReason: stop.kind === 'reply' ? 'REPLIED' : 'COLLEAGUE_REPLIED',
        threadId: message.threadId,
      });
    case 'left-company':
      return markContactLeftCompany(db, { contactId });
    case 'bounce':
      return markContactBouncedReasonUnknown(db, { contactId, threadId: message.threadId, bouncedAt: message.internalDate });
  }
}

export type ThreadCheck =
  | { outcome: 'clear' | 'stopped' }
  /** The user wrote in the thread themselves (hand-written.service.ts): the contact is paused, the follow-up waits. */
  | { outcome: 'paused' }
  /**
   * The mailbox refused for now or our quota budget is spent (then `retryAfterMs`: its next minute). `retryAt`: the
   * provider stated 'Retry after <time>'; the account is held until then (the adapter's holdRequests).
   */
  | { outcome: 'retry'; retryAfterMs?: number; retryAt?: Date }
  /** The access token was refused for the read (401): refreshed once, then checked again; never sent unchecked. */
  | { outcome: 'unauthorized' }
  | { outcome: 'postponed'; until: Date; returnDate: string };

export async function checkThreadsForReplies(
  /** `charge` pays each thread read from the quota budget (quota-budget.repository.ts). */
  deps: { db: Database; mailbox: MailboxReads; logger: Logger; now?: () => Date; charge?: QuotaCharge },
  context: DeliveryContext,
  access: MailboxAccess,
): Promise<ThreadCheck> {
  let returnDate: string | undefined;
  const read: MessageMetadata[] = [];
  for (const threadId of context.sentThreadIds) {
    let messages: MessageMetadata[];
    try {
      await deps.charge?.(context.userId, 'threads.get');
      messages = await deps.mailbox.threadHeaders(access, threadId);
    } catch (error) {
      if (error instanceof QuotaBudgetSpentError) return { outcome: 'retry', retryAfterMs: msUntilNextMinute() };
      if (error instanceof MailReadError && (error.kind === 'rate' || error.kind === 'server')) {
        return { outcome: 'retry', retryAfterMs: error.retryAfterMs, retryAt: error.retryAt };
      }
      if (error instanceof MailReadError && error.kind === 'network') return { outcome: 'retry' };
      if (error instanceof MailReadError && error.kind === 'unauthorized') return { outcome: 'unauthorized' };
      // A deleted thread or a narrowed grant does not block the send; the send itself reports auth problems.
      deps.logger.warn({ err: error, emailId: context.id }, 'reply check skipped a thread');
      continue;
    }
    read.push(...messages);
    const reading = readMessages(messages, {
      ownAddress: access.address,
      contactAddress: context.contact.email,
      campaignThread: true,
      noticesSettledAt: context.noticesSettledAt,
    });
    if (reading.stop) {
      await applyStoppingMessage(deps.db, context.contactId, reading.stop);
      deps.logger.info(
        { emailId: context.id, contactId: context.contactId, kind: reading.stop.kind },
        'follow-up stopped by the thread',
      );
      return { outcome: 'stopped' };
    }
    if (reading.returnDate && (!returnDate || reading.returnDate > returnDate)) returnDate = reading.returnDate;
  }
  // A reply in any thread wins (above); only then does the user's own message pause.
  const handWritten = {
    contactId: context.contactId,
    messages: read,
    ownAddress: access.address,
    sending: context.id,
    now: deps.now?.(),
  };
  if (await pauseIfWroteByHand(deps.db, handWritten)) {
    deps.logger.info({ emailId: context.id, contactId: context.contactId }, 'follow-up paused: the user wrote by hand');
    return { outcome: 'paused' };
  }
  if (returnDate) {
    await noteOutOfOffice(deps.db, { contactId: context.contactId, returnDate });
    const until = returnOpening(returnDate, context.campaign.policy);
    const now = deps.now?.() ?? new Date();
    if (until.getTime() > Math.max(now.getTime(), context.scheduledFor?.getTime() ?? 0))
      return { outcome: 'postponed', until, returnDate };
  }
  return { outcome: 'clear' };
}
