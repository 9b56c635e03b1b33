// The reply poller (POLL_REPLIES, every minute): for each account with the optional gmail.metadata grant and
// sequences still waiting for an answer, read the inbox history since the last cursor, look at the headers of
// new messages in campaign threads, and stop sequences on a human reply or a bounce. The same poll settles the
// account's interrupted sends from its Sent folder (delivery-confirmation.ts).
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/db.client';
import type { Logger } from '../../logging/logger';
import {
  GmailApiError,
  type GmailApiClient,
  type GoogleOAuthClient,
  type MessageMetadata,
  getGmailAccess,
  GrantUnavailableError,
  HEADER_READ_SCOPES,
  type GmailAccess,
  type TokenKeyRing,
} from '../google';
import { awaitingConfirmation, confirmInterruptedSends } from './delivery-confirmation.service';
import { applyStoppingMessage } from './reply-check.service';
import { firstStoppingMessage } from './reply-classifier.service';

/** Replies to sequences older than this are no longer looked for. */
const TRACKING_DAYS = 60;

export interface ReplyPollerDeps {
  db: Database;
  gmail: GmailApiClient;
  oauth: () => GoogleOAuthClient;
  ring: TokenKeyRing;
  logger: Logger;
  now?: () => Date;
}

export interface PollSummary {
  accounts: number;
  replies: number;
  bounces: number;
  /** Interrupted sends found in the Sent folder (now SENT), and found missing from it. */
  confirmed: number;
  notSent: number;
  failures: number;
}

type TrackedThread = {
  thread_id: string;
  contact_id: number;
};

/** Threads of the user's contacts who may still answer (in progress, or all follow-ups sent). */
async function trackedThreads(db: Database, userId: string, now: Date, threadIds?: readonly string[]): Promise<TrackedThread[]> {
  const since = new Date(now.getTime() - TRACKING_DAYS * 24 * 60 * 60 * 1000);
  const only = threadIds
    ? sql`AND e.thread_id IN (${sql.join(
        threadIds.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql``;
  const { rows } = await db.execute<TrackedThread>(sql`
    SELECT DISTINCT e.thread_id, e.contact_id
      FROM campaign_emails e JOIN contacts c ON c.id = e.contact_id
     WHERE e.user_id = ${userId} AND e.thread_id IS NOT NULL AND e.sent_at > ${since}
       AND c.deleted_at IS NULL AND c.status IN ('IN_PROGRESS', 'NO_RESPONSE') ${only}`);
  return rows;
}

async function saveCursor(db: Database, userId: string, historyId: string | null): Promise<void> {
  await db.execute(sql`UPDATE google_grants SET history_id = ${historyId} WHERE user_id = ${userId}`);
}

async function applyFound(
  deps: ReplyPollerDeps,
  threads: TrackedThread[],
  messagesByThread: Map<string, MessageMetadata[]>,
  access: GmailAccess,
  summary: PollSummary,
): Promise<void> {
  for (const thread of threads) {
    const stop = firstStoppingMessage(messagesByThread.get(thread.thread_id) ?? [], access.googleEmail);
    if (!stop) continue;
    if (await applyStoppingMessage(deps.db, thread.contact_id, stop)) {
      if (stop.kind === 'reply') summary.replies += 1;
      else summary.bounces += 1;
    }
  }
}

/** First poll of a mailbox (or after the cursor expired): remember where history starts, read each thread once. */
async function sweepThreads(deps: ReplyPollerDeps, access: GmailAccess, now: Date, summary: PollSummary): Promise<void> {
  const historyId = await deps.gmail.getProfileHistoryId(access.accessToken);
  const threads = await trackedThreads(deps.db, access.userId, now);
  const messagesByThread = new Map<string, MessageMetadata[]>();
  for (const threadId of new Set(threads.map((thread) => thread.thread_id))) {
    try {
      messagesByThread.set(threadId, (await deps.gmail.getThreadMetadata(access.accessToken, threadId)).messages);
    } catch (error) {
      if (!(error instanceof GmailApiError && error.kind === 'not-found')) throw error;
    }
  }
  await applyFound(deps, threads, messagesByThread, access, summary);
  await saveCursor(deps.db, access.userId, historyId);
}

type PolledAccount = {
  user_id: string;
  history_id: string | null;
  /** Whether it has interrupted sends to settle (read with the account, so others cost no query). */
  has_interrupted: boolean;
};

async function pollAccount(deps: ReplyPollerDeps, account: PolledAccount, summary: PollSummary): Promise<void> {
  const { user_id: userId, history_id: cursor } = account;
  const now = deps.now?.() ?? new Date();
  let access: GmailAccess;
  try {
    access = await getGmailAccess({ db: deps.db, ring: deps.ring, oauth: deps.oauth() }, userId, { now });
  } catch (error) {
    if (error instanceof GrantUnavailableError) return;
    throw error;
  }
  if (account.has_interrupted) {
    try {
      const settled = await confirmInterruptedSends(deps, access, now);
      summary.confirmed += settled.confirmed;
      summary.notSent += settled.notSent;
    } catch (error) {
      // Looked for again at the next poll; reply detection goes on.
      summary.failures += 1;
      deps.logger.warn({ err: error, userId }, 'could not read the Sent folder to settle interrupted sends');
    }
  }
  if (!cursor) return sweepThreads(deps, access, now, summary);

  let historyId = cursor;
  const added: Array<{ id: string; threadId: string }> = [];
  try {
    let pageToken: string | undefined;
    do {
      const page = await deps.gmail.listInboxHistory(access.accessToken, cursor, pageToken);
      added.push(...page.addedMessages);
      historyId = page.historyId;
      pageToken = page.nextPageToken;
    } while (pageToken);
  } catch (error) {
    // Google keeps history for about a week; an expired cursor answers 404: start over from a sweep.
    if (error instanceof GmailApiError && error.kind === 'not-found') return sweepThreads(deps, access, now, summary);
    throw error;
  }
  if (added.length > 0) {
    const threads = await trackedThreads(deps.db, userId, now, [...new Set(added.map((message) => message.threadId))]);
    const wanted = new Set(threads.map((thread) => thread.thread_id));
    const messagesByThread = new Map<string, MessageMetadata[]>();
    for (const message of added) {
      if (!wanted.has(message.threadId)) continue;
      const metadata = await deps.gmail.getMessageMetadata(access.accessToken, message.id);
      messagesByThread.set(message.threadId, [...(messagesByThread.get(message.threadId) ?? []), metadata]);
    }
    await applyFound(deps, threads, messagesByThread, access, summary);
  }
  await saveCursor(deps.db, userId, historyId);
}

/** Polls every account that granted header access and still has sequences waiting for an answer or sends to settle. */
export async function pollReplies(deps: ReplyPollerDeps, options: { userId?: string } = {}): Promise<PollSummary> {
  const now = deps.now?.() ?? new Date();
  const since = new Date(now.getTime() - TRACKING_DAYS * 24 * 60 * 60 * 1000);
  const scopes = sql.join(
    HEADER_READ_SCOPES.map((scope) => sql`${scope}`),
    sql`, `,
  );
  const { rows } = await deps.db.execute<PolledAccount>(sql`
    SELECT * FROM (
      SELECT g.user_id, g.history_id,
             EXISTS (SELECT 1 FROM campaign_emails e JOIN contacts c ON c.id = e.contact_id
                      WHERE e.user_id = g.user_id AND e.thread_id IS NOT NULL AND e.sent_at > ${since}
                        AND c.deleted_at IS NULL AND c.status IN ('IN_PROGRESS', 'NO_RESPONSE')) AS has_waiting,
             EXISTS (SELECT 1 FROM campaign_emails e WHERE e.user_id = g.user_id AND ${awaitingConfirmation(now)}) AS has_interrupted
        FROM google_grants g
       WHERE g.revoked_at IS NULL AND g.refresh_token_ciphertext IS NOT NULL
         AND g.scopes && ARRAY[${scopes}]::text[]
         ${options.userId ? sql`AND g.user_id = ${options.userId}` : sql``}
    ) account WHERE has_waiting OR has_interrupted`);
  const summary: PollSummary = { accounts: rows.length, replies: 0, bounces: 0, confirmed: 0, notSent: 0, failures: 0 };
  for (const row of rows) {
    try {
      await pollAccount(deps, row, summary);
    } catch (error) {
      // One mailbox failing (rate limit, outage) must not stop the others; it is polled again next minute.
      summary.failures += 1;
      deps.logger.warn({ err: error, userId: row.user_id }, 'reply poll failed for an account');
    }
  }
  return summary;
}
