// The reply poller (POLL_REPLIES, every minute): for each account whose grant may read headers (the user's choice) and
// sequences still waiting for an answer, read the mailbox history since the last cursor, classify the headers of new
// messages in campaign threads (whatever their labels: a filter may archive a reply, a muted thread keeps it out of
// the inbox) and of new inbox threads that may come from a contact or their company, and stop, or hold, sequences
// accordingly (reply-classifier.service.ts). A message history lists may be gone when it is read (deleted): skipped. The same poll settles the account's interrupted sends from its
// Sent folder (delivery-confirmation.ts). Accounts without the grant (send-only) are never read.
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/db.client';
import type { Logger } from '../../../logging/logger';
import {
  type AddedMessage,
  headerValue,
  isGone,
  MailAccessError,
  type MailboxAccess,
  type MailboxAdapter,
  type MailboxAdapters,
  type MailProviderId,
  MailReadError,
  type MessageMetadata,
} from '../../mailbox';
import { awaitingConfirmation, confirmInterruptedSends } from './delivery-confirmation.service';
import { sendingResumeTime, QuotaBudgetSpentError, type QuotaCharge } from '../store';
import { postponeUntilReturn } from './out-of-office.service';
import { applyStoppingMessage } from './reply-check.service';
import { readMessages, type ThreadReading } from './reply-classifier.service';
import { scanForLimitNotice } from './limit-notice.service';
import { GMAIL_LIMIT_NOTICE_HOLD_MS, MAIL_HEADER_READ_SCOPES } from 'contracts';
import { senderRelation } from './sender-relation.util';
import { pauseIfWroteByHand, sentGmailIds } from './hand-written.service';
import { NOT_PERSONAL_LABELS } from './mail-labels.constants';

/** Replies to sequences older than this are no longer looked for. */
const TRACKING_DAYS = 60;
/** Accounts polled at once: each waits on Gmail most of the time, and holds one database connection at most. */
const DEFAULT_POLL_CONCURRENCY = 4;

/**
 * New threads: Gmail's history says which messages arrived (id, thread, labels) but not who sent them, and
 * gmail.metadata cannot search (`q`), so the sender of a message outside the campaign threads costs one
 * messages.get (5 quota units). It is paid only for messages Gmail files as personal: the Promotions, Social and
 * Forums tabs, spam and the user's own mail are skipped from the labels history already gives, and at most
 * NEW_THREAD_READS_PER_POLL messages an account are read per poll (a flood beyond that is not someone answering).
 * See api/bench/reply-poller.bench.ts for what that costs per 1,000 accounts.
 */
export const NEW_THREAD_READS_PER_POLL = 100;
/** Labels of the user's own messages (history lists every label now). */
const OWN_LABELS = new Set(['SENT', 'DRAFT']);

export interface ReplyPollerDeps {
  db: Database;
  /** The mailbox adapters by provider: each account is read through its grant's. */
  mailboxes: MailboxAdapters;
  logger: Logger;
  now?: () => Date;
  /** Accounts polled at once (default 4). */
  concurrency?: number;
  /**
   * Pays each Gmail call from the quota budget before it is made (quota-budget.repository.ts). Once it is spent the
   * account's poll stops (a first sweep keeps its place) and goes on at a later poll. Absent: calls are not counted.
   */
  charge?: QuotaCharge;
}

export interface PollSummary {
  accounts: number;
  /** Sequences stopped: by the contact's reply, a colleague's, a 'left the company' notice, a bounce. */
  replies: number;
  colleagueReplies: number;
  leftCompany: number;
  bounces: number;
  /** Follow-ups moved after an out-of-office return date. */
  postponed: number;
  /** Headers read of messages outside the campaign threads (one messages.get each), and those left unread. */
  newThreadReads: number;
  newThreadSkipped: number;
  /** Interrupted sends found in the Sent folder (now SENT), and found missing from it. */
  confirmed: number;
  notSent: number;
  failures: number;
  /** Accounts whose poll stopped because the Gmail quota budget of the minute was spent (read again later). */
  quotaDeferred: number;
  /** Contacts paused because the user wrote in the thread themselves (hand-written.service.ts). */
  handWritten: number;
  /** Accounts held by a 'You have reached a limit for sending mail' notice, and emails found not delivered past it. */
  limitNotices: number;
  undelivered: number;
}

/** What one account's poll works with: the poller's deps and the account's mailbox. */
type AccountDeps = ReplyPollerDeps & { mailbox: MailboxAdapter };

type TrackedThread = {
  thread_id: string;
  contact_id: number;
  contact_email: string | null;
};

type WaitingContact = { contact_id: number; email: string };

const since = (now: Date) => new Date(now.getTime() - TRACKING_DAYS * 24 * 60 * 60 * 1000);

/** Threads of the user's contacts who may still answer (in progress, or all follow-ups sent). */
async function trackedThreads(db: Database, userId: string, now: Date, threadIds?: readonly string[]): Promise<TrackedThread[]> {
  const only = threadIds
    ? sql`AND e.thread_id IN (${sql.join(
        threadIds.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql``;
  const { rows } = await db.execute<TrackedThread>(sql`
    SELECT DISTINCT e.thread_id, e.contact_id, c.email AS contact_email
      FROM campaign_emails e JOIN contacts c ON c.id = e.contact_id
     WHERE e.user_id = ${userId} AND e.thread_id IS NOT NULL AND e.sent_at > ${since(now)}
       AND c.deleted_at IS NULL AND c.status IN ('IN_PROGRESS', 'NO_RESPONSE') ${only}`);
  return rows;
}

/** The user's contacts who may still answer, with their address (a new thread is matched against these). */
async function waitingContacts(db: Database, userId: string, now: Date): Promise<WaitingContact[]> {
  const { rows } = await db.execute<WaitingContact>(sql`
    SELECT c.id AS contact_id, c.email
      FROM contacts c
     WHERE c.user_id = ${userId} AND c.deleted_at IS NULL AND c.email IS NOT NULL
       AND c.status IN ('IN_PROGRESS', 'NO_RESPONSE')
       AND EXISTS (SELECT 1 FROM campaign_emails e WHERE e.contact_id = c.id AND e.sent_at > ${since(now)})`);
  return rows;
}

async function saveCursor(db: Database, userId: string, historyId: string | null): Promise<void> {
  await db.execute(sql`UPDATE mail_grants SET history_id = ${historyId} WHERE user_id = ${userId}`);
}

/** Stops the sequence on a reply, a 'left' notice or a bounce; otherwise holds the next follow-up past a return date. */
async function applyReading(
  deps: AccountDeps,
  contactId: number,
  reading: ThreadReading,
  summary: PollSummary,
  now: Date,
  userId: string,
): Promise<void> {
  if (reading.sendingLimit) {
    // Gmail's limit notice in a campaign thread: the account waits as for one anywhere (limit-notice.service.ts).
    await deps.mailbox.pauseSending(userId, new Date(now.getTime() + GMAIL_LIMIT_NOTICE_HOLD_MS));
  }
  if (reading.stop) {
    if (!(await applyStoppingMessage(deps.db, contactId, reading.stop))) return;
    const counter = (
      { reply: 'replies', 'colleague-reply': 'colleagueReplies', 'left-company': 'leftCompany', bounce: 'bounces' } as const
    )[reading.stop.kind];
    summary[counter] += 1;
    return;
  }
  if (reading.returnDate && (await postponeUntilReturn(deps.db, { contactId, returnDate: reading.returnDate, now }))) {
    summary.postponed += 1;
  }
}

async function applyFound(
  deps: AccountDeps,
  threads: TrackedThread[],
  messagesByThread: Map<string, MessageMetadata[]>,
  access: MailboxAccess,
  summary: PollSummary,
  now: Date,
): Promise<void> {
  for (const thread of threads) {
    const messages = messagesByThread.get(thread.thread_id) ?? [];
    if (messages.length === 0) continue;
    const reading = readMessages(messages, {
      ownAddress: access.address,
      contactAddress: thread.contact_email,
      campaignThread: true,
    });
    await applyReading(deps, thread.contact_id, reading, summary, now, access.userId);
    // A reply wins; otherwise the user's own message, if the product did not send it, pauses the follow-ups.
    const handWritten = { contactId: thread.contact_id, messages, ownAddress: access.address, now };
    if (!reading.stop && (await pauseIfWroteByHand(deps.db, handWritten))) summary.handWritten += 1;
  }
}

/** Where a first sweep cut short stopped: the history id it started from and the last thread it read. */
type SweepState = { historyId: string; afterThread: string | null };

async function saveSweep(db: Database, userId: string, sweep: SweepState | null): Promise<void> {
  await db.execute(sql`UPDATE mail_grants SET sweep_history_id = ${sweep?.historyId ?? null},
                                                sweep_after_thread = ${sweep?.afterThread ?? null}
                        WHERE user_id = ${userId}`);
}

/**
 * First poll of a mailbox (or after the cursor expired): remember where history starts, read each campaign thread
 * once (in thread id order), then keep the history id as the cursor. A sweep cut short (a 429, an outage) keeps its
 * place: the next poll goes on from the thread after the last one read, with the history id it started from, so
 * a big mailbox under a tight quota is not read from the start again and again.
 */
async function sweepThreads(
  deps: AccountDeps,
  access: MailboxAccess,
  now: Date,
  summary: PollSummary,
  resume: SweepState | null,
): Promise<void> {
  if (!resume) await deps.charge?.(access.userId, 'getProfile');
  const historyId = resume?.historyId ?? (await deps.mailbox.changeCursor(access));
  const threads = await trackedThreads(deps.db, access.userId, now);
  const threadIds = [...new Set(threads.map((thread) => thread.thread_id))]
    .sort()
    .filter((threadId) => !resume?.afterThread || threadId > resume.afterThread);
  let afterThread = resume?.afterThread ?? null;
  try {
    for (const threadId of threadIds) {
      let messages: MessageMetadata[] = [];
      // Outside the try below: a spent budget ends the sweep here, keeping its place (the catch around the loop).
      await deps.charge?.(access.userId, 'threads.get');
      try {
        messages = await deps.mailbox.threadHeaders(access, threadId);
      } catch (error) {
        if (!isGone(error)) throw error;
      }
      await applyFound(
        deps,
        threads.filter((thread) => thread.thread_id === threadId),
        new Map([[threadId, messages]]),
        access,
        summary,
        now,
      );
      afterThread = threadId;
    }
  } catch (error) {
    await saveSweep(deps.db, access.userId, { historyId, afterThread });
    throw error;
  }
  await saveCursor(deps.db, access.userId, historyId);
  if (resume) await saveSweep(deps.db, access.userId, null);
}

/** Messages outside the campaign threads: from a contact, or from their company (a coordinator, an ATS relay). */
async function readNewThreads(
  deps: AccountDeps,
  access: MailboxAccess,
  added: AddedMessage[],
  now: Date,
  summary: PollSummary,
  /** Headers the limit-notice scan already read (limit-notice.service.ts): not paid for twice. */
  alreadyRead: ReadonlyMap<string, MessageMetadata> = new Map(),
): Promise<void> {
  // A new thread is someone writing first: only what reached the inbox is worth a read.
  const personal = added.filter(
    (message) => message.labelIds.includes('INBOX') && !message.labelIds.some((label) => NOT_PERSONAL_LABELS.has(label)),
  );
  if (personal.length === 0) return;
  const waiting = await waitingContacts(deps.db, access.userId, now);
  if (waiting.length === 0) return;
  const toRead = personal.slice(0, NEW_THREAD_READS_PER_POLL);
  summary.newThreadSkipped += personal.length - toRead.length;
  const byContact = new Map<number, { email: string; messages: MessageMetadata[] }>();
  for (const message of toRead) {
    let metadata: MessageMetadata;
    const read = alreadyRead.get(message.id);
    if (read) metadata = read;
    else {
      await deps.charge?.(access.userId, 'messages.get');
      try {
        metadata = await deps.mailbox.messageHeaders(access, message.id);
      } catch (error) {
        if (isGone(error)) continue; // deleted since
        throw error;
      }
    }
    summary.newThreadReads += 1;
    const from = headerValue(metadata.headers, 'From');
    // A colleague's message concerns every waiting contact at that company (the user's application there).
    for (const contact of waiting) {
      if (senderRelation(from, contact.email) === 'other') continue;
      const entry = byContact.get(contact.contact_id) ?? { email: contact.email, messages: [] };
      entry.messages.push(metadata);
      byContact.set(contact.contact_id, entry);
    }
  }
  for (const [contactId, { email, messages }] of byContact) {
    const reading = readMessages(messages, { ownAddress: access.address, contactAddress: email, campaignThread: false });
    await applyReading(deps, contactId, reading, summary, now, access.userId);
  }
}

type PolledAccount = {
  user_id: string;
  provider: MailProviderId;
  history_id: string | null;
  /** A first sweep cut short: where it goes on from (see sweepThreads). */
  sweep_history_id: string | null;
  sweep_after_thread: string | null;
  /** Whether it has interrupted sends to settle (read with the account, so others cost no query). */
  has_interrupted: boolean;
};

async function readHistory(deps: AccountDeps, access: MailboxAccess, cursor: string) {
  let historyId = cursor;
  const added: AddedMessage[] = [];
  let pageToken: string | undefined;
  do {
    await deps.charge?.(access.userId, 'history.list');
    const page = await deps.mailbox.changesSince(access, cursor, pageToken);
    added.push(...page.added);
    historyId = page.cursor;
    pageToken = page.nextPageToken;
  } while (pageToken);
  return { historyId, added };
}

async function pollMailbox(
  deps: AccountDeps,
  account: PolledAccount,
  access: MailboxAccess,
  now: Date,
  summary: PollSummary,
): Promise<void> {
  const { user_id: userId, history_id: cursor } = account;
  const resume = account.sweep_history_id
    ? { historyId: account.sweep_history_id, afterThread: account.sweep_after_thread }
    : null;
  if (!cursor) return sweepThreads(deps, access, now, summary, resume);
  let history: Awaited<ReturnType<typeof readHistory>>;
  try {
    history = await readHistory(deps, access, cursor);
  } catch (error) {
    // Google keeps history for about a week; an expired cursor answers 'not-found': start over from a sweep.
    if (isGone(error)) return sweepThreads(deps, access, now, summary, null);
    throw error;
  }
  const added = [...new Map(history.added.map((message) => [message.id, message])).values()];
  if (added.length > 0) {
    const tracked = await trackedThreads(deps.db, userId, now, [...new Set(added.map((message) => message.threadId))]);
    const wanted = new Set(tracked.map((thread) => thread.thread_id));
    // Gmail's sending-limit notice comes in a thread of its own: looked for first, so a failure notice it explains
    // is not read as a bounce below (its email goes again after the hold instead).
    const limit = await scanForLimitNotice(
      deps,
      access,
      added.filter((message) => !wanted.has(message.threadId)),
      now,
    );
    if (limit.heldUntil) summary.limitNotices += 1;
    summary.undelivered += limit.undelivered;
    const threads = tracked.filter((thread) => !limit.notDeliveredThreads.has(thread.thread_id));
    const messagesByThread = new Map<string, MessageMetadata[]>();
    const ours = await sentGmailIds(deps.db, userId, [...wanted]);
    for (const message of added) {
      // Our own sends need no read, nor drafts; the user's other mail in the thread may be written by hand (it pauses).
      const own = message.labelIds.some((label) => OWN_LABELS.has(label));
      if (!wanted.has(message.threadId) || (own && (ours.has(message.id) || message.labelIds.includes('DRAFT')))) continue;
      let metadata: MessageMetadata;
      await deps.charge?.(access.userId, 'messages.get');
      try {
        metadata = await deps.mailbox.messageHeaders(access, message.id);
      } catch (error) {
        if (isGone(error)) continue; // deleted since history listed it
        throw error;
      }
      messagesByThread.set(message.threadId, [...(messagesByThread.get(message.threadId) ?? []), metadata]);
    }
    await applyFound(deps, threads, messagesByThread, access, summary, now);
    await readNewThreads(
      deps,
      access,
      added.filter((message) => !wanted.has(message.threadId)),
      now,
      summary,
      limit.read,
    );
  }
  // A quiet mailbox keeps its history id: no write for most accounts on most polls.
  if (history.historyId !== cursor) await saveCursor(deps.db, userId, history.historyId);
}

const grantUnavailable = (error: unknown) => error instanceof MailAccessError && error.kind === 'grant-unavailable';

async function pollAccount(deps: AccountDeps, account: PolledAccount, summary: PollSummary): Promise<void> {
  const userId = account.user_id;
  const now = deps.now?.() ?? new Date();
  const accessFor = (forceRefresh: boolean) => deps.mailbox.access(userId, { now, forceRefresh });
  let access: MailboxAccess;
  try {
    access = await accessFor(false);
  } catch (error) {
    if (grantUnavailable(error)) return;
    throw error;
  }
  if (account.has_interrupted) {
    try {
      const settled = await confirmInterruptedSends(deps, access, now);
      summary.confirmed += settled.confirmed;
      summary.notSent += settled.notSent;
    } catch (error) {
      if (error instanceof QuotaBudgetSpentError) throw error;
      // Looked for again at the next poll; reply detection goes on.
      summary.failures += 1;
      deps.logger.warn({ err: error, userId }, 'could not read the Sent folder to settle interrupted sends');
    }
  }
  try {
    await pollMailbox(deps, account, access, now, summary);
  } catch (error) {
    if (!(error instanceof MailReadError && error.kind === 'unauthorized')) throw error;
    // The cached token was refused: refresh it once. A grant revoked at the provider answers invalid_grant, which
    // marks it revoked, so the next poll leaves this account alone.
    try {
      access = await accessFor(true);
    } catch (refreshError) {
      if (grantUnavailable(refreshError)) return;
      throw refreshError;
    }
    await pollMailbox(deps, account, access, now, summary);
  }
}

export function emptyPollSummary(accounts = 0): PollSummary {
  return {
    accounts,
    replies: 0,
    colleagueReplies: 0,
    leftCompany: 0,
    bounces: 0,
    postponed: 0,
    newThreadReads: 0,
    newThreadSkipped: 0,
    confirmed: 0,
    notSent: 0,
    failures: 0,
    quotaDeferred: 0,
    handWritten: 0,
    limitNotices: 0,
    undelivered: 0,
  };
}

/** Polls every account that granted header access and still has sequences waiting for an answer or sends to settle. */
export async function pollReplies(deps: ReplyPollerDeps, options: { userId?: string } = {}): Promise<PollSummary> {
  const now = deps.now?.() ?? new Date();
  const scopes = sql.join(
    MAIL_HEADER_READ_SCOPES.map((scope) => sql`${scope}`),
    sql`, `,
  );
  // A revoked grant, or one narrowed to sending (scopes without header access), is not polled at all.
  const { rows } = await deps.db.execute<PolledAccount>(sql`
    SELECT * FROM (
      SELECT g.user_id, g.provider, g.history_id, g.sweep_history_id, g.sweep_after_thread,
             EXISTS (SELECT 1 FROM campaign_emails e JOIN contacts c ON c.id = e.contact_id
                      WHERE e.user_id = g.user_id AND e.thread_id IS NOT NULL AND e.sent_at > ${since(now)}
                        AND c.deleted_at IS NULL AND c.status IN ('IN_PROGRESS', 'NO_RESPONSE')) AS has_waiting,
             EXISTS (SELECT 1 FROM campaign_emails e WHERE e.user_id = g.user_id AND ${awaitingConfirmation(now)}) AS has_interrupted,
             -- Sent in the last 24 hours: Gmail's sending-limit notice may come (limit-notice.service.ts).
             EXISTS (SELECT 1 FROM campaign_emails e WHERE e.user_id = g.user_id
                        AND e.sent_at > ${new Date(now.getTime() - 24 * 60 * 60 * 1000)}) AS has_recent_send
        FROM mail_grants g
       WHERE g.revoked_at IS NULL AND g.refresh_token_ciphertext IS NOT NULL
         AND g.scopes && ARRAY[${scopes}]::text[]
         AND (g.held_until IS NULL OR g.held_until <= ${now})
         ${options.userId ? sql`AND g.user_id = ${options.userId}` : sql``}
    ) account WHERE has_waiting OR has_interrupted OR has_recent_send`);
  const summary = emptyPollSummary(rows.length);
  let next = 0;
  const worker = async () => {
    while (next < rows.length) {
      const row = rows[next++]!;
      const mailbox = deps.mailboxes[row.provider];
      if (!mailbox) {
        // A provider this process has no configuration for: the operator's to fix; the account waits.
        summary.failures += 1;
        deps.logger.warn({ userId: row.user_id, provider: row.provider }, 'reply poll skipped: no mailbox adapter');
        continue;
      }
      try {
        // Only a provider priced in units pays the quota budget (mailbox.port.ts).
        await pollAccount({ ...deps, mailbox, charge: mailbox.paysQuotaUnits ? deps.charge : undefined }, row, summary);
      } catch (error) {
        if (error instanceof QuotaBudgetSpentError) {
          // Our own budget, not a failure: the history cursor (or the sweep's place) is kept, and read on later.
          summary.quotaDeferred += 1;
          deps.logger.debug({ userId: row.user_id, method: error.method }, 'reply poll paused: Gmail quota budget spent');
          continue;
        }
        // One mailbox failing (rate limit, outage) must not stop the others; it is polled again next minute, or
        // once the time the provider stated has passed (an earlier call would only push it out again).
        summary.failures += 1;
        if (error instanceof MailReadError && error.kind === 'rate' && error.retryAt && error.retryAt > now) {
          await mailbox.holdRequests(row.user_id, sendingResumeTime(error.retryAt, now));
        }
        deps.logger.warn({ err: error, userId: row.user_id }, 'reply poll failed for an account');
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, deps.concurrency ?? DEFAULT_POLL_CONCURRENCY) }, worker));
  return summary;
}
