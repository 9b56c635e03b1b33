// Interrupted sends, settled from the mailbox (only with the optional gmail.metadata grant). A worker that died
// between its claim and Gmail's answer leaves the email ERROR 'delivery could not be confirmed', never resent.
// A few minutes later the reply poller reads the account's Sent folder (ids, then headers, never bodies) back to
// when that send began. Gmail replaces the Message-ID we set with its own, so the copy is known by what it was sent
// as: to the contact, with the email's subject, after the send began, in the email's thread when it had one (our
// Message-ID still counts where Gmail kept it). Found -> SENT under Gmail's ids and Message-ID, counted, its
// follow-up scheduled, as if the answer had arrived; not there -> it did not go out and the message says so.
// Nothing is ever sent again here.
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/db.client';
import type { Logger } from '../../../logging/logger';
import { DELIVERY_UNCONFIRMED } from 'contracts';
import { headerValue, type MailboxAccess, type MailboxReads, type MessageMetadata } from '../../mailbox';
import {
  readDeliveryContext,
  markNotInSent,
  markSent,
  fillPlaceholders,
  QuotaBudgetSpentError,
  type QuotaCharge,
  asDate,
} from '../store';
import { followUpOrPending } from '../schedule';
import { addressesOf } from './sender-relation.util';

/** A send cut off this long ago has finished or failed at Gmail: its copy, if any, is in the Sent folder. */
export const CONFIRM_AFTER_MS = 2 * 60 * 1000;
/** Interrupted sends older than this are left as they are. */
const LOOK_BACK_MS = 24 * 60 * 60 * 1000;
/** Gmail's clock (internalDate) against ours. */
const CLOCK_MARGIN_MS = 5 * 60 * 1000;
/** Bounds on one account's search per poll; a search cut short is taken up again at the next poll. */
const MAX_PAGES = 10;
const PAGE_SIZE = 100;
const MAX_HEADER_READS = 100;

export interface ConfirmationSummary {
  confirmed: number;
  notSent: number;
}

/** A send whose outcome Gmail did not tell (interrupted, or answered 5xx), as its copy would be known in the mailbox. */
export interface Interrupted {
  id: number;
  /** The Message-ID we set (Gmail usually replaced it). */
  rfcMessageId: string;
  began: Date;
  /** The Gmail thread it was sent into (a same-thread follow-up), if any. */
  threadId: string | null;
  recipient: string;
  /** The subject as it went out (placeholders filled). */
  subject: string;
}

/** `charge` pays each read from the quota budget (quota-budget.repository.ts); absent, reads are not counted. */
type Deps = { db: Database; mailbox: MailboxReads; logger: Logger; charge?: QuotaCharge };

/** SQL condition: the email is an interrupted send waiting to be looked for (alias e). */
export function awaitingConfirmation(now: Date) {
  return sql`e.status = 'ERROR' AND e.error_message = ${DELIVERY_UNCONFIRMED} AND e.rfc_message_id IS NOT NULL
    AND e.updated_at <= ${new Date(now.getTime() - CONFIRM_AFTER_MS)} AND e.updated_at > ${new Date(now.getTime() - LOOK_BACK_MS)}`;
}

async function interruptedSends(db: Database, userId: string, now: Date): Promise<Interrupted[]> {
  const { rows } = await db.execute<{
    id: number;
    rfc_message_id: string;
    began: unknown;
    thread_id: string | null;
    subject: string;
    contact_email: string | null;
    first_name: string;
    user_name: string;
  }>(sql`
    SELECT e.id, e.rfc_message_id, COALESCE(LEAST(e.server_error_at, e.claimed_at), e.updated_at) AS began, e.thread_id, e.subject,
           c.email AS contact_email, c.first_name, u.name AS user_name
      FROM campaign_emails e
      JOIN contacts c ON c.id = e.contact_id
      JOIN users u ON u.id = e.user_id
     WHERE e.user_id = ${userId} AND ${awaitingConfirmation(now)}
     ORDER BY began LIMIT 50`);
  return rows.map((row) => ({
    id: row.id,
    rfcMessageId: row.rfc_message_id,
    began: asDate(row.began),
    threadId: row.thread_id,
    recipient: (row.contact_email ?? '').toLowerCase(),
    subject: fillPlaceholders(row.subject, { yourName: row.user_name, contactFirstName: row.first_name }),
  }));
}

const normalSubject = (subject: string) => subject.replace(/\s+/g, ' ').trim();

/** Whether a Sent message is the copy of an interrupted send (see the top of this file). */
function isCopyOf(email: Interrupted, message: MessageMetadata): boolean {
  const messageId = headerValue(message.headers, 'Message-ID')?.trim();
  if (messageId && messageId === email.rfcMessageId) return true;
  if (message.internalDate.getTime() < email.began.getTime() - CLOCK_MARGIN_MS) return false;
  if (email.threadId && message.threadId !== email.threadId) return false;
  // The exact address among the To header's mailboxes: 'dana@x.com' must not match 'ba.dana@x.com'.
  if (!email.recipient || !addressesOf(headerValue(message.headers, 'To')).includes(email.recipient)) return false;
  return normalSubject(headerValue(message.headers, 'Subject') ?? '') === normalSubject(email.subject);
}

/** Paid from the quota budget: false once it is spent (the search stops incomplete and goes on later). */
function pay(deps: Deps, access: MailboxAccess, method: 'messages.list' | 'messages.get' | 'threads.get'): Promise<boolean> {
  return (deps.charge?.(access.userId, method) ?? Promise.resolve()).then(
    () => true,
    (error: unknown) => {
      if (error instanceof QuotaBudgetSpentError) return false;
      throw error;
    },
  );
}

/** When our own sends among these Gmail ids went out (they need no header read to be told apart). */
async function ourSends(db: Database, userId: string, gmailIds: string[]): Promise<Map<string, Date>> {
  if (gmailIds.length === 0) return new Map();
  const { rows } = await db.execute<{ gmail_message_id: string; sent_at: unknown }>(sql`
    SELECT gmail_message_id, sent_at FROM campaign_emails
     WHERE user_id = ${userId} AND sent_at IS NOT NULL
       AND gmail_message_id IN (${sql.join(
         gmailIds.map((id) => sql`${id}`),
         sql`, `,
       )})`);
  return new Map(rows.map((row) => [row.gmail_message_id, asDate(row.sent_at)]));
}

/**
 * Walks the Sent folder newest first back to `since`, reading the headers of messages we did not send ourselves,
 * and returns the copy found for each interrupted send (by email id). `complete` says whether it got back to `since`.
 */
async function searchSent(
  deps: Deps,
  access: MailboxAccess,
  emails: readonly Interrupted[],
  since: Date,
): Promise<{ found: Map<number, MessageMetadata>; complete: boolean }> {
  const found = new Map<number, MessageMetadata>();
  let headerReads = 0;
  let pageToken: string | undefined;
  const paid = (method: 'messages.list' | 'messages.get') => pay(deps, access, method);
  for (let page = 0; page < MAX_PAGES; page += 1) {
    if (!(await paid('messages.list'))) return { found, complete: false };
    const listed = await deps.mailbox.sentFolderPage(access, { pageToken, pageSize: PAGE_SIZE });
    const known = await ourSends(deps.db, access.userId, listed.messageIds);
    for (const id of listed.messageIds) {
      const sentAt = known.get(id);
      if (sentAt) {
        if (sentAt < since) return { found, complete: true };
        continue;
      }
      if (headerReads >= MAX_HEADER_READS) return { found, complete: false };
      headerReads += 1;
      if (!(await paid('messages.get'))) return { found, complete: false };
      const metadata = await deps.mailbox.messageHeaders(access, id);
      if (metadata.internalDate < since) return { found, complete: true };
      // Newest first: of two copies that fit, the older (found later) is the interrupted send's, so later wins.
      const email = emails.find((candidate) => isCopyOf(candidate, metadata));
      if (email) found.set(email.id, metadata);
    }
    if (!listed.nextPageToken) return { found, complete: true };
    pageToken = listed.nextPageToken;
  }
  return { found, complete: false };
}

/** Records an interrupted send found in the Sent folder as the engine would have on Gmail's answer. */
async function confirmSent(deps: Deps, email: Interrupted, message: MessageMetadata): Promise<boolean> {
  const { db } = deps;
  const context = await readDeliveryContext(db, email.id);
  if (!context) return false;
  const values = { yourName: context.user.name, contactFirstName: context.contact.firstName };
  const subject = headerValue(message.headers, 'Subject') ?? fillPlaceholders(context.subject, values);
  return markSent(db, {
    emailId: email.id,
    token: '', // no claim: markSent matches an unconfirmed email by its Message-ID
    sentAt: message.internalDate,
    gmailMessageId: message.id,
    threadId: message.threadId,
    rfcMessageId: headerValue(message.headers, 'Message-ID')?.trim() || email.rfcMessageId,
    claimedMessageId: email.rfcMessageId,
    messageIdFromGmail: Boolean(headerValue(message.headers, 'Message-ID')?.trim()),
    subject,
    body: fillPlaceholders(context.body, values),
    ...followUpOrPending(deps.logger, context, message.internalDate, subject, message.threadId),
  });
}

export async function confirmInterruptedSends(deps: Deps, access: MailboxAccess, now: Date): Promise<ConfirmationSummary> {
  const summary: ConfirmationSummary = { confirmed: 0, notSent: 0 };
  const emails = await interruptedSends(deps.db, access.userId, now);
  if (emails.length === 0) return summary;
  const since = new Date(Math.min(...emails.map((email) => email.began.getTime())) - CLOCK_MARGIN_MS);
  const { found, complete } = await searchSent(deps, access, emails, since);
  for (const email of emails) {
    const message = found.get(email.id);
    if (message) {
      if (await confirmSent(deps, email, message)) summary.confirmed += 1;
    } else if (complete) {
      await markNotInSent(deps.db, { emailId: email.id, now });
      summary.notSent += 1;
    }
  }
  if (summary.confirmed + summary.notSent > 0) {
    deps.logger.info({ userId: access.userId, ...summary }, 'interrupted sends settled from the Sent folder');
  }
  return summary;
}

/**
 * Looks for the copy of one send Gmail answered 5xx for (it sometimes sends those anyway, product.md §10), before it is
 * sent again: in its thread when it joins one (one thread read), then in the Sent folder back to when it began, by
 * the same signs as an interrupted send. 'absent' only when the look was complete; 'unknown' when the budget ran out
 * (a Gmail error is thrown to the caller).
 */
export async function lookForCopy(
  deps: Deps,
  access: MailboxAccess,
  email: Interrupted,
): Promise<MessageMetadata | 'absent' | 'unknown'> {
  if (email.threadId) {
    if (!(await pay(deps, access, 'threads.get'))) return 'unknown';
    const thread = await deps.mailbox.threadHeaders(access, email.threadId);
    const ours = await ourSends(
      deps.db,
      access.userId,
      thread.map((message) => message.id),
    );
    const copy = thread.find((message) => !ours.has(message.id) && isCopyOf(email, message));
    if (copy) return copy;
    // Gmail may have filed the copy in a thread of its own (it joins a thread only when the subject matches): an
    // absence there is not proof, so the Sent folder is read too before the email may be sent again.
  }
  const { found, complete } = await searchSent(deps, access, [email], new Date(email.began.getTime() - CLOCK_MARGIN_MS));
  return found.get(email.id) ?? (complete ? 'absent' : 'unknown');
}
