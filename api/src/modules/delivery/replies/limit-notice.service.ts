// Gmail's 'You have reached a limit for sending mail' notice, wherever it lands (product.md §10). Past the daily limit
// Gmail may still answer 200 to sends for a while and then mail this notice from nobody@gmail.com, in a thread of its
// own that names no message (Stack Overflow 35073576; Google: "you cannot assume that a 200 response means the email
// was successfully sent"). So the poller looks for it among new inbox messages outside the campaign threads, and:
// - holds the account as a daily-limit 429 does (mail_grants.sending_paused_until, the same "resumes at" screen),
//   for GMAIL_LIMIT_NOTICE_HOLD_MS from the latest notice (Gmail counts a rolling 24 hours and says nothing of when);
// - re-checks the emails marked SENT since the limit began (the first notice's time minus GMAIL_LIMIT_NOTICE_MARGIN_MS):
//   each one's thread is read (headers); one whose thread holds a failure notice after it was not delivered: it is
//   shown so and sent again once after the hold (email-resend.repository.ts); the others stay SENT.
import { sql } from 'drizzle-orm';
import {
  formatSendingResumeTime,
  GMAIL_DAILY_LIMIT_MAX_WAIT_MS,
  GMAIL_LIMIT_NOTICE_HOLD_MS,
  GMAIL_LIMIT_NOTICE_MARGIN_MS,
  NOT_DELIVERED_TWICE,
  notDeliveredPastLimit,
} from 'contracts';
import type { Database } from '../../../db/db.client';
import { type AddedMessage, isGone, type MailboxAccess, type MailboxAdapter, type MessageMetadata } from '../../mailbox';
import { markNotDeliveredAgain, type QuotaCharge, scheduleResend } from '../store';
import { classifyIncoming, isSendingLimitNotice } from './reply-classifier.service';
import { NOT_PERSONAL_LABELS } from './mail-labels.constants';

/**
 * Reads of messages outside the campaign threads a poll may spend on looking for the notice (one messages.get each,
 * paid from the quota budget); the emails re-checked after one (one threads.get per thread).
 */
export const LIMIT_NOTICE_READS_PER_POLL = 20;
export const LIMIT_RECHECK_THREADS = 50;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Gmail files its own notices as personal mail: the tabs, spam and the user's own messages are never read for it. */
const NOT_A_NOTICE_LABELS = NOT_PERSONAL_LABELS;

export interface LimitNoticeDeps {
  db: Database;
  /** The account's mailbox: its headers-only reads, and the pause a notice puts on its sends. */
  mailbox: Pick<MailboxAdapter, 'messageHeaders' | 'threadHeaders' | 'pauseSending'>;
  charge?: QuotaCharge;
}

type Added = AddedMessage;

export interface LimitNoticeScan {
  /** Headers read, by message id (the new-thread reading reuses them instead of paying twice). */
  read: Map<string, MessageMetadata>;
  /** Threads of emails found not delivered (their failure notice must not stop the contact as a bounce). */
  notDeliveredThreads: Set<string>;
  /** When sending resumes, when a notice was found. */
  heldUntil?: Date;
  undelivered: number;
}

async function sentInLastDay(db: Database, userId: string, now: Date): Promise<boolean> {
  const { rows } = await db.execute(sql`
    SELECT 1 FROM campaign_emails WHERE user_id = ${userId} AND sent_at > ${new Date(now.getTime() - DAY_MS)} LIMIT 1`);
  return rows.length > 0;
}

/**
 * Looks for the notice among `outside` (new messages not in a campaign thread). Paid only while the account sent
 * something in the last 24 hours (no send, no limit), only for new INBOX messages, at most LIMIT_NOTICE_READS_PER_POLL.
 */
export async function scanForLimitNotice(
  deps: LimitNoticeDeps,
  access: MailboxAccess,
  outside: readonly Added[],
  now: Date,
): Promise<LimitNoticeScan> {
  const scan: LimitNoticeScan = { read: new Map(), notDeliveredThreads: new Set(), undelivered: 0 };
  const inbox = outside.filter(
    (message) => message.labelIds.includes('INBOX') && !message.labelIds.some((label) => NOT_A_NOTICE_LABELS.has(label)),
  );
  if (inbox.length === 0 || !(await sentInLastDay(deps.db, access.userId, now))) return scan;
  const notices: MessageMetadata[] = [];
  for (const message of inbox.slice(0, LIMIT_NOTICE_READS_PER_POLL)) {
    await deps.charge?.(access.userId, 'messages.get');
    try {
      const metadata = await deps.mailbox.messageHeaders(access, message.id);
      scan.read.set(message.id, metadata);
      if (isSendingLimitNotice(metadata)) notices.push(metadata);
    } catch (error) {
      if (!isGone(error)) throw error; // deleted since: skipped
    }
  }
  if (notices.length === 0) return scan;
  const times = notices.map((notice) => notice.internalDate.getTime());
  // Not further off than any daily-limit hold is believed (contracts' GMAIL_DAILY_LIMIT_MAX_WAIT_MS).
  scan.heldUntil = new Date(
    Math.min(Math.max(...times) + GMAIL_LIMIT_NOTICE_HOLD_MS, now.getTime() + GMAIL_DAILY_LIMIT_MAX_WAIT_MS),
  );
  await deps.mailbox.pauseSending(access.userId, scan.heldUntil);
  await recheckSentSince(deps, access, new Date(Math.min(...times) - GMAIL_LIMIT_NOTICE_MARGIN_MS), scan, now);
  return scan;
}

type SentEmail = { id: number; thread_id: string; sent_at: Date; undelivered_at: Date | null; timezone: string };

/** A failure notice (a bounce or a limit notice) in the thread after `after`. */
function noticeAfter(messages: readonly MessageMetadata[], access: MailboxAccess, after: Date): boolean {
  return messages.some((message) => {
    if (message.internalDate <= after) return false;
    const kind = classifyIncoming(message, { ownAddress: access.address, campaignThread: true }).kind;
    return kind === 'bounce' || kind === 'not-delivered';
  });
}

async function recheckSentSince(
  deps: LimitNoticeDeps,
  access: MailboxAccess,
  began: Date,
  scan: LimitNoticeScan & { heldUntil?: Date },
  now: Date,
): Promise<void> {
  // Undelivered ones may already be ERROR 'Bounced (reason unknown)' from an earlier poll: they count too.
  const { rows } = await deps.db.execute<SentEmail>(sql`
    SELECT e.id, e.thread_id, e.sent_at, e.undelivered_at, k.timezone
      FROM campaign_emails e JOIN campaigns k ON k.id = e.campaign_id JOIN contacts c ON c.id = e.contact_id
     WHERE e.user_id = ${access.userId} AND e.sent_at >= ${began} AND e.thread_id IS NOT NULL AND e.kind = 'SEQUENCE'
       AND (e.status = 'SENT' OR (e.status = 'ERROR' AND c.stop_reason = 'BOUNCED_REASON_UNKNOWN'))
     ORDER BY e.sent_at DESC`);
  const threads = new Map<string, SentEmail[]>();
  for (const row of rows) threads.set(row.thread_id, [...(threads.get(row.thread_id) ?? []), row]);
  for (const [threadId, emails] of [...threads].slice(0, LIMIT_RECHECK_THREADS)) {
    await deps.charge?.(access.userId, 'threads.get');
    let messages: MessageMetadata[];
    try {
      messages = await deps.mailbox.threadHeaders(access, threadId);
    } catch (error) {
      if (isGone(error)) continue;
      throw error;
    }
    // The notice is about the latest of our emails before it (emails are newest first).
    const email = emails.find((candidate) => noticeAfter(messages, access, new Date(candidate.sent_at)));
    if (!email) continue;
    scan.notDeliveredThreads.add(threadId);
    scan.undelivered += 1;
    await resendOnce(deps.db, email, scan.heldUntil!, now);
  }
}

async function resendOnce(db: Database, email: SentEmail, at: Date, now: Date): Promise<void> {
  if (email.undelivered_at) {
    // Already sent again once after a limit: not a third time.
    await markNotDeliveredAgain(db, { emailId: email.id, message: NOT_DELIVERED_TWICE, now });
    return;
  }
  const note = notDeliveredPastLimit(formatSendingResumeTime(at, email.timezone));
  // A SENT email, or one an earlier poll already stopped as 'Bounced (reason unknown)'.
  if (!(await scheduleResend(db, { emailId: email.id, at, note, from: 'SENT', now }))) {
    await scheduleResend(db, { emailId: email.id, at, note, from: 'ERROR', now });
  }
}
