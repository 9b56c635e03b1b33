// Before a follow-up goes out (only with the optional gmail.metadata grant): read the headers of the contact's
// threads and stop if the contact (or a colleague) replied, the person left or the address bounced since the last
// poll; hold the follow-up if an out-of-office notice says they are away past its due time.
import type { Database } from '../../../db/db.client';
import type { Logger } from '../../../logging/logger';
import { GmailApiError, GoogleNetworkError, type GmailApiClient, type MessageMetadata, type GmailAccess } from '../../google';
import { markContactBounced, markContactLeftCompany, markContactResponded } from './contact-outcome.service';
import { type DeliveryContext, msUntilNextMinute, QuotaBudgetSpentError, type QuotaCharge } from '../store';
import { noteOutOfOffice, returnOpening } from './out-of-office.service';
import { recordDetectedOutcome } from './reply-outcome.service';
import { readMessages, type ThreadReading } from './reply-classifier.service';

export type StoppingMessage = NonNullable<ThreadReading['stop']>;

/**
 * Applies what stops a sequence (a reply, a colleague's reply, a 'left the company' notice, a bounce); true if it
 * stopped. The message is kept with the outcome its headers suggest (reply-outcome.service.ts).
 */
export async function applyStoppingMessage(db: Database, contactId: number, stop: StoppingMessage): Promise<boolean> {
  const stopped = await stopSequence(db, contactId, stop);
  if (stopped) await recordDetectedOutcome(db, { contactId, stop });
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
      return markContactBounced(db, {
        contactId,
        threadId: message.threadId,
        bouncedAt: message.internalDate,
        reason: stop.reason,
      });
  }
}

export type ThreadCheck =
  | { outcome: 'clear' | 'stopped' }
  /**
   * Gmail refused or our quota budget is spent (then `retryAfterMs`: its next minute). `retryAt`: Gmail stated
   * 'Retry after <time>'; the account is held until then (holdGmailUntil).
   */
  | { outcome: 'retry'; retryAfterMs?: number; retryAt?: Date }
  | { outcome: 'postponed'; until: Date; returnDate: string };

export async function checkThreadsForReplies(
  /** `charge` pays each threads.get from the quota budget (quota-budget.repository.ts). */
  deps: { db: Database; gmail: GmailApiClient; logger: Logger; now?: () => Date; charge?: QuotaCharge },
  context: DeliveryContext,
  access: GmailAccess,
): Promise<ThreadCheck> {
  let returnDate: string | undefined;
  for (const threadId of context.sentThreadIds) {
    let messages: MessageMetadata[];
    try {
      await deps.charge?.(context.userId, 'threads.get');
      messages = (await deps.gmail.getThreadMetadata(access.accessToken, threadId)).messages;
    } catch (error) {
      if (error instanceof QuotaBudgetSpentError) return { outcome: 'retry', retryAfterMs: msUntilNextMinute() };
      if (error instanceof GmailApiError && (error.kind === 'rate' || error.kind === 'server')) {
        return { outcome: 'retry', retryAfterMs: error.retryAfterMs, retryAt: error.retryAt };
      }
      if (error instanceof GoogleNetworkError) return { outcome: 'retry' };
      // A deleted thread or a narrowed grant does not block the send; the send itself reports auth problems.
      deps.logger.warn({ err: error, emailId: context.id }, 'reply check skipped a thread');
      continue;
    }
    const reading = readMessages(messages, {
      ownAddress: access.googleEmail,
      contactAddress: context.contact.email,
      campaignThread: true,
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
  if (returnDate) {
    await noteOutOfOffice(deps.db, { contactId: context.contactId, returnDate });
    const until = returnOpening(returnDate, context.campaign.timezone, context.campaign.excludeWeekends);
    const now = deps.now?.() ?? new Date();
    if (until.getTime() > Math.max(now.getTime(), context.scheduledFor?.getTime() ?? 0))
      return { outcome: 'postponed', until, returnDate };
  }
  return { outcome: 'clear' };
}
