// Before a follow-up goes out (only with the optional gmail.metadata grant): read the headers of the contact's
// threads and stop if the contact replied or the address bounced since the last poll.
import type { Database } from '../../db/db.client';
import type { Logger } from '../../logging/logger';
import { GmailApiError, GoogleNetworkError, type GmailApiClient, type MessageMetadata } from '../google';
import type { GmailAccess } from '../google';
import { markContactBounced, markContactResponded } from './contact-outcome.service';
import type { DeliveryContext } from './delivery-context.repository';
import { firstStoppingMessage } from './reply-classifier.service';

/** Applies a reply or a bounce found in a thread; true if the contact's sequence stopped because of it. */
export async function applyStoppingMessage(
  db: Database,
  contactId: number,
  stop: { kind: 'reply' | 'bounce'; message: MessageMetadata },
): Promise<boolean> {
  if (stop.kind === 'reply') {
    return markContactResponded(db, { contactId, respondedAt: stop.message.internalDate, threadId: stop.message.threadId });
  }
  return markContactBounced(db, { contactId, threadId: stop.message.threadId, bouncedAt: stop.message.internalDate });
}

export async function checkThreadsForReplies(
  deps: { db: Database; gmail: GmailApiClient; logger: Logger },
  context: DeliveryContext,
  access: GmailAccess,
): Promise<'clear' | 'stopped' | 'retry'> {
  for (const threadId of context.sentThreadIds) {
    let messages: MessageMetadata[];
    try {
      messages = (await deps.gmail.getThreadMetadata(access.accessToken, threadId)).messages;
    } catch (error) {
      if (error instanceof GmailApiError && (error.kind === 'rate' || error.kind === 'server')) return 'retry';
      if (error instanceof GoogleNetworkError) return 'retry';
      // A deleted thread or a narrowed grant does not block the send; the send itself reports auth problems.
      deps.logger.warn({ err: error, emailId: context.id }, 'reply check skipped a thread');
      continue;
    }
    const stop = firstStoppingMessage(messages, access.googleEmail);
    if (stop) {
      await applyStoppingMessage(deps.db, context.contactId, stop);
      deps.logger.info({ emailId: context.id, contactId: context.contactId, kind: stop.kind }, 'follow-up stopped by the thread');
      return 'stopped';
    }
  }
  return 'clear';
}
