import express, { Router } from 'express';
import {
  FAULT_ENDPOINTS,
  FAULT_STATUSES,
  FAULT_VARIANTS,
  type FaultEndpoint,
  type FaultStatus,
  type FaultVariant,
} from './faults';
import type { GoogleContext } from './google-context';
import type { RequestLog } from './request-log';
import type { StoredMessage } from './mailbox.store';
import { parseBehaviour } from './gmail-behaviour';
import { buildBounceMime, buildReplyMime } from './reply-mime';
import { addOwnMessage } from './own-message';

export interface ReplyOptions {
  from?: string;
  subject?: string;
  body?: string;
  headers?: Record<string, string>;
  /** A mailer-daemon "Address not found" bounce instead of a human reply. */
  bounce?: boolean;
  /**
   * Labels instead of INBOX and UNREAD, e.g. ['UNREAD'] for a reply a filter archived (skip the inbox) or that a
   * muted thread kept out of it.
   */
  labelIds?: string[];
}

/** The message as the control API lists it: parsed headers plus the raw MIME. */
export async function describeMessage(message: StoredMessage) {
  const { parsed } = message;
  const body = await message.body();
  return {
    id: message.id,
    threadId: message.threadId,
    account: message.account,
    labelIds: message.labelIds,
    /** Accepted past the daily limit and never delivered (acceptPastLimit). */
    undelivered: message.undelivered === true,
    from: parsed.fromText,
    to: parsed.to,
    toText: parsed.toText,
    cc: parsed.cc,
    subject: parsed.subject,
    messageId: parsed.messageId ?? null,
    inReplyTo: parsed.inReplyTo ?? null,
    references: parsed.references,
    headers: parsed.headers,
    text: body.text,
    html: body.html,
    attachments: body.attachments,
    historyId: String(message.historyId),
    sentAt: new Date(message.internalDate).toISOString(),
    raw: message.raw.toString('utf8'),
  };
}

/** Adds a message from the recipient (or a bounce) to the thread, with its history record. */
export async function addReply(
  context: GoogleContext,
  threadId: string,
  options: ReplyOptions,
): Promise<StoredMessage | undefined> {
  const thread = context.mailboxes.threadById(threadId);
  const last = thread?.messages[thread.messages.length - 1];
  if (!thread || !last) return undefined;
  // Answer the last message the account sent; its first recipient is the one replying.
  const lastSent = [...thread.messages].reverse().find((message) => message.labelIds.includes('SENT')) ?? last;
  const recipient = lastSent.parsed.to[0] ?? 'recipient@example.com';
  const threading = { messageId: last.parsed.messageId, references: last.parsed.references };
  const originalSubject = lastSent.parsed.subject;
  const raw = options.bounce
    ? buildBounceMime({ ...threading, to: thread.account, failedRecipient: recipient, originalSubject, headers: options.headers })
    : buildReplyMime({
        ...threading,
        from: options.from ?? recipient,
        to: thread.account,
        subject: options.subject ?? (/^re:/i.test(originalSubject) ? originalSubject : `Re: ${originalSubject}`),
        body: options.body ?? 'Thanks for reaching out! Happy to talk next week.',
        headers: options.headers,
      });
  return context.mailboxes.add({
    account: thread.account,
    raw,
    threadId: thread.id,
    labelIds: options.labelIds ?? ['INBOX', 'UNREAD'],
  });
}

export interface InboxMessageOptions {
  /** The Gmail account whose inbox receives it. */
  account: string;
  from: string;
  subject?: string;
  body?: string;
  headers?: Record<string, string>;
  /** Extra labels besides INBOX and UNREAD, e.g. CATEGORY_PROMOTIONS. */
  labelIds?: string[];
}

/** A message that starts a new thread in the account's inbox (someone writing first, a newsletter, an ATS notice). */
export async function addInboxMessage(context: GoogleContext, options: InboxMessageOptions): Promise<StoredMessage> {
  const raw = buildReplyMime({
    references: [],
    from: options.from,
    to: options.account,
    subject: options.subject ?? 'Hello',
    body: options.body ?? 'Hello!',
    headers: options.headers,
  });
  const labelIds = ['INBOX', 'UNREAD', ...(options.labelIds ?? [])];
  return context.mailboxes.add({ account: options.account, raw, labelIds });
}

const stringRecord = (value: unknown): Record<string, string> | undefined =>
  value && typeof value === 'object'
    ? Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([key, item]) => [key, String(item)]))
    : undefined;

/** JSON control API under /__control/* for tests and manual checks. */
export function createControlRouter(context: GoogleContext, reset: () => void, requestLog: RequestLog): Router {
  const router = Router();
  router.use(express.json());

  router.get('/messages', async (req, res) => {
    // Sent mail by default; ?label=INBOX lists replies, ?label=ALL everything.
    const label = typeof req.query.label === 'string' ? req.query.label : 'SENT';
    const messages = context.mailboxes.all().filter((message) => label === 'ALL' || message.labelIds.includes(label));
    res.json(await Promise.all(messages.map(describeMessage)));
  });

  router.post('/reset', (_req, res) => {
    reset();
    res.json({ ok: true });
  });

  router.get('/accounts', (_req, res) => {
    res.json(context.oauth.accounts());
  });

  router.post('/accounts', (req, res) => {
    const body = (req.body ?? {}) as { email?: unknown; name?: unknown; picture?: unknown };
    if (typeof body.email !== 'string' || !/^[^@\s]+@[^@\s]+$/.test(body.email)) {
      res.status(400).json({ error: 'email is required' });
      return;
    }
    const account = context.oauth.addAccount({
      email: body.email,
      name: typeof body.name === 'string' ? body.name : undefined,
      picture: typeof body.picture === 'string' ? body.picture : undefined,
    });
    res.status(201).json(account);
  });

  router.post('/threads/:threadId/reply', async (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const headers = stringRecord(body.headers);
    const message = await addReply(context, req.params.threadId, {
      from: typeof body.from === 'string' ? body.from : undefined,
      subject: typeof body.subject === 'string' ? body.subject : undefined,
      body: typeof body.body === 'string' ? body.body : undefined,
      headers,
      bounce: body.bounce === true,
      labelIds: Array.isArray(body.labelIds) ? body.labelIds.map(String) : undefined,
    });
    if (!message) {
      res.status(404).json({ error: `thread ${req.params.threadId} not found` });
      return;
    }
    res.status(201).json(await describeMessage(message));
  });

  // The account's owner writes in the thread from Gmail itself (own-message.ts).
  router.post('/threads/:threadId/own-message', async (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const text = (key: string) => (typeof body[key] === 'string' ? (body[key] as string) : undefined);
    const message = await addOwnMessage(context, req.params.threadId, {
      subject: text('subject'),
      body: text('body'),
      to: text('to'),
      labelIds: Array.isArray(body.labelIds) ? body.labelIds.map(String) : undefined,
    });
    if (!message) {
      res.status(404).json({ error: `thread ${req.params.threadId} not found` });
      return;
    }
    res.status(201).json(await describeMessage(message));
  });

  router.post('/inbox', async (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    if (typeof body.account !== 'string' || typeof body.from !== 'string') {
      res.status(400).json({ error: 'account and from are required' });
      return;
    }
    const message = await addInboxMessage(context, {
      account: body.account,
      from: body.from,
      subject: typeof body.subject === 'string' ? body.subject : undefined,
      body: typeof body.body === 'string' ? body.body : undefined,
      headers: stringRecord(body.headers),
      labelIds: Array.isArray(body.labelIds) ? body.labelIds.map(String) : undefined,
    });
    res.status(201).json(await describeMessage(message));
  });

  // What a recipient sees: the delivered copies, threaded by Gmail's rule for incoming mail.
  router.get('/recipients/:address/conversations', (req, res) => {
    res.json({ conversations: context.recipients.conversations(String(req.params.address)) });
  });

  // Gmail API calls per account and endpoint since the last reset: { "<account>": { "history": 2, ... } }.
  router.get('/calls', (_req, res) => {
    res.json(context.calls.snapshot());
  });

  // The last requests to Google's paths and the client headers they carried (which library called).
  router.get('/requests', (_req, res) => {
    res.json(requestLog.list());
  });

  router.delete('/calls', (_req, res) => {
    context.calls.reset();
    res.json({ ok: true });
  });

  router.post('/fail-next', (req, res) => {
    const body = (req.body ?? {}) as {
      count?: unknown;
      status?: unknown;
      endpoint?: unknown;
      retryAfterSeconds?: unknown;
      retryAfterHeader?: unknown;
      variant?: unknown;
      deliverAnyway?: unknown;
    };
    const variant = body.variant as FaultVariant | undefined;
    const status = (body.status === undefined && (variant || body.deliverAnyway === true) ? undefined : Number(body.status)) as
      FaultStatus | undefined;
    const endpoint = (body.endpoint ?? 'any') as FaultEndpoint;
    if (
      (status !== undefined && !FAULT_STATUSES.includes(status)) ||
      (variant !== undefined && !FAULT_VARIANTS.includes(variant)) ||
      !FAULT_ENDPOINTS.includes(endpoint) ||
      // Only a send can go through and still answer an error (the 500 of the README's conformance table).
      (body.deliverAnyway === true && (endpoint !== 'send' || (status ?? 500) !== 500 || variant !== undefined))
    ) {
      res.status(400).json({
        error:
          `status must be one of ${FAULT_STATUSES.join(', ')}; variant one of ${FAULT_VARIANTS.join(', ')}; ` +
          `endpoint one of ${FAULT_ENDPOINTS.join(', ')}; deliverAnyway only with status 500 on 'send'`,
      });
      return;
    }
    const fault = context.faults.failNext({
      status,
      variant,
      endpoint,
      count: body.count === undefined ? 1 : Number(body.count),
      retryAfterSeconds: body.retryAfterSeconds === undefined ? undefined : Number(body.retryAfterSeconds),
      retryAfterHeader: body.retryAfterHeader === true,
      deliverAnyway: body.deliverAnyway === true,
    });
    res.json(fault);
  });

  router.post('/latency', (req, res) => {
    const ms = Number((req.body ?? {}).ms);
    if (!Number.isFinite(ms) || ms < 0) {
      res.status(400).json({ error: 'ms must be a number >= 0' });
      return;
    }
    context.faults.latencyMs = ms;
    res.json({ ms });
  });

  router.post('/revoke', (req, res) => {
    const email = (req.body ?? {}).email;
    if (typeof email !== 'string') {
      res.status(400).json({ error: 'email is required' });
      return;
    }
    res.json({ revokedGrants: context.oauth.revokeAccount(email) });
  });

  // Gmail's harder behaviours (all on by default): {"replaceMessageId": false, "dailyRecipientLimit": 2000, ...}.
  router.post('/behaviour', (req, res) => {
    const change = parseBehaviour(req.body);
    if ('error' in change) {
      res.status(400).json(change);
      return;
    }
    context.behaviour = { ...context.behaviour, ...change };
    res.json(context.behaviour);
  });

  // The account hit its daily sending limit until {until} (ISO time): every send answers 429 until then.
  router.post('/sending-limit', (req, res) => {
    const body = (req.body ?? {}) as { account?: unknown; until?: unknown };
    const until = typeof body.until === 'string' ? new Date(body.until) : undefined;
    if (typeof body.account !== 'string' || !until || Number.isNaN(until.getTime())) {
      res.status(400).json({ error: 'account and until (ISO time) are required' });
      return;
    }
    context.limits.limitUntil(body.account.toLowerCase(), until);
    res.json({ account: body.account, until: until.toISOString() });
  });

  // Past the daily limit, sends answer 200 but are not delivered, each followed by a limit notice: {account, on}.
  router.post('/accept-past-limit', (req, res) => {
    const body = (req.body ?? {}) as { account?: unknown; on?: unknown };
    if (typeof body.account !== 'string') {
      res.status(400).json({ error: 'account is required' });
      return;
    }
    const on = body.on !== false;
    context.limits.acceptPastLimit(body.account.toLowerCase(), on);
    res.json({ account: body.account, on });
  });

  // The user deletes a thread, or one message for good, in Gmail.
  router.delete('/threads/:threadId', (req, res) => {
    res.status(context.mailboxes.deleteThread(req.params.threadId) ? 200 : 404).json({});
  });
  router.delete('/messages/:messageId', (req, res) => {
    res.status(context.mailboxes.deleteMessage(req.params.messageId) ? 200 : 404).json({});
  });

  // The user moves a thread, or one message, to the Trash in Gmail (still readable; sends into it still work).
  router.post('/threads/:threadId/trash', (req, res) => {
    res.status(context.mailboxes.trashThread(req.params.threadId) ? 200 : 404).json({});
  });
  router.post('/messages/:messageId/trash', (req, res) => {
    res.status(context.mailboxes.trash([req.params.messageId]) > 0 ? 200 : 404).json({});
  });

  // Every history id the account's clients hold expires: their next history.list answers 404 ({account}).
  router.post('/expire-history', (req, res) => {
    const account = (req.body ?? {}).account;
    if (typeof account !== 'string') {
      res.status(400).json({ error: 'account is required' });
      return;
    }
    res.json({ historyId: String(context.mailboxes.expireHistory(account.toLowerCase())) });
  });

  router.post('/expire-access-tokens', (_req, res) => {
    res.json({ expired: context.oauth.expireAccessTokens() });
  });

  return router;
}
