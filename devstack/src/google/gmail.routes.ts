import express, { Router, type NextFunction, type Request, type Response } from 'express';
import { countCall, gate, type GoogleContext } from './google-context';
import type { Fault } from './faults';
import {
  sendApiFault,
  sendBadRequest,
  sendDailyLimitExceeded,
  sendForbidden,
  sendInsufficientScope,
  sendInvalidCredentials,
  sendInvalidRawBase64,
  sendInvalidThreadId,
  sendNotFound,
} from './google-errors';
import { messageResource, parseFormat, parseHeaderNames, threadResource } from './gmail-resources';
import { readUpload } from './gmail-upload';
import { deliverLimitNotice } from './limit-notice';
import { ThreadNotFoundError } from './mailbox.store';
import { gmailMessageId, withMessageId } from './message-id';
import { parseMimeHeaders, type ParsedHeaders } from '../mail/mime-parse';
import type { AccessToken } from './oauth.store';
import { BODY_SCOPES, hasAnyScope, METADATA_SCOPES, SEND_SCOPES } from './scopes';

/** Gmail accepts messages up to 35 MB once encoded (the upload limit); base64 in JSON adds a third. */
const MAX_MESSAGE_BYTES = '50mb';

/** Bcc recipients: Gmail takes them off the header, and each still gets a copy. */
function bccAddresses(parsed: ParsedHeaders): string[] {
  return parsed.headers
    .filter((header) => header.name.toLowerCase() === 'bcc')
    .flatMap((header) => header.value.match(/(?<![^\s<>,;"])[^\s<>,;"]+@[^\s<>,;"]+/g) ?? []);
}

/** To, Cc and Bcc recipients of a message: what Gmail's daily limit counts. */
function recipientCount(parsed: ParsedHeaders): number {
  return Math.max(1, parsed.to.length + parsed.cc.length + bccAddresses(parsed).length);
}

function token(res: Response): AccessToken {
  return res.locals.accessToken as AccessToken;
}

/** Bearer token check, then scope check (403 like Google), then the {userId} path segment ('me' or the account). */
function requireScope(context: GoogleContext, accepted: readonly string[], method: string) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const header = req.headers.authorization;
    const accessToken = header?.startsWith('Bearer ') ? context.oauth.validAccessToken(header.slice(7).trim()) : undefined;
    if (!accessToken) return sendInvalidCredentials(res);
    if (!hasAnyScope(accessToken.scopes, accepted)) return sendInsufficientScope(res, method);
    const userId = String(req.params.userId ?? 'me').toLowerCase();
    if (userId !== 'me' && userId !== accessToken.grant.email) return sendForbidden(res, 'Delegation denied for ' + userId);
    res.locals.accessToken = accessToken;
    next();
  };
}

/** labelIds may repeat (labelIds=SENT&labelIds=INBOX); label ids are case-sensitive. */
function parseLabelIds(value: unknown): string[] {
  const values = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return values.filter((item): item is string => typeof item === 'string' && item !== '');
}

/** Gmail API v1 (send, threads.get, messages.list, messages.get, history.list, getProfile) under Google's paths. */
export function createGmailRouter(context: GoogleContext): Router {
  const router = Router();
  const { mailboxes } = context;

  const store = async (res: Response, raw: Buffer, threadId: string | undefined) => {
    const account = token(res).grant.email;
    let parsed: ParsedHeaders;
    try {
      parsed = await parseMimeHeaders(raw);
    } catch (error) {
      return sendBadRequest(res, `Invalid RFC822 payload: ${(error as Error).message}`);
    }
    if (threadId && !mailboxes.thread(account, threadId)) return sendInvalidThreadId(res);
    const { behaviour } = context;
    const limitedUntil = context.limits.admit(
      account,
      recipientCount(parsed),
      Date.now(),
      behaviour.dailyRecipientLimit,
      behaviour.limitSuspensionMs,
    );
    if (limitedUntil) return sendDailyLimitExceeded(res, limitedUntil);
    try {
      const stored = behaviour.replaceMessageId ? withMessageId(raw, gmailMessageId()) : raw;
      const subjectMustMatch = behaviour.matchThreadSubject;
      const message = await mailboxes.add({ account, raw: stored, threadId, labelIds: ['SENT'], subjectMustMatch });
      // Past the limit Gmail may answer 200 and deliver nothing, then send a notice (limit-notice.ts).
      if (context.limits.acceptsPastLimit(account)) {
        message.undelivered = true;
        await deliverLimitNotice(mailboxes, account);
      }
      // The copies the recipients get carry what the Sent copy does (Gmail's Message-ID); an undelivered send has none.
      if (!message.undelivered) context.recipients.deliver(message.parsed, message.threadId, bccAddresses(parsed));
      // failNext({ deliverAnyway: true }): stored like any send, answered 500 (README conformance table).
      const fault = res.locals.deliveredAnywayFault as Fault | undefined;
      if (fault) return sendApiFault(res, fault);
      res.json({ id: message.id, threadId: message.threadId, labelIds: message.labelIds });
    } catch (error) {
      if (error instanceof ThreadNotFoundError) return sendInvalidThreadId(res);
      sendBadRequest(res, `Invalid RFC822 payload: ${(error as Error).message}`);
    }
  };

  const sendScope = requireScope(context, SEND_SCOPES, 'caribou.api.proto.MailboxService.SendMessage');

  // The latency (and any scripted fault) comes once the request is in, as at Gmail: a client that goes away while
  // waiting for the answer does not stop the message from being sent.
  router.post(
    '/gmail/v1/users/:userId/messages/send',
    countCall(context, 'send'),
    sendScope,
    express.json({ limit: MAX_MESSAGE_BYTES }),
    gate(context, 'send', 'api'),
    async (req, res) => {
      const body = (req.body ?? {}) as { raw?: unknown; threadId?: unknown };
      if (typeof body.raw !== 'string' || body.raw === '') {
        return sendBadRequest(res, "'raw' RFC822 payload message string or uploading message via /upload/* URL required");
      }
      // `raw` is base64url: Gmail refuses standard base64's '+' and '/' (README: conformance table).
      if (context.behaviour.refuseStandardBase64 && /[+/]/.test(body.raw)) return sendInvalidRawBase64(res, body.raw);
      const threadId = typeof body.threadId === 'string' && body.threadId ? body.threadId : undefined;
      await store(res, Buffer.from(body.raw, 'base64'), threadId);
    },
  );

  router.post(
    '/upload/gmail/v1/users/:userId/messages/send',
    countCall(context, 'send'),
    sendScope,
    express.raw({ type: () => true, limit: MAX_MESSAGE_BYTES }),
    gate(context, 'send', 'api'),
    async (req, res) => {
      const uploadType = typeof req.query.uploadType === 'string' ? req.query.uploadType : undefined;
      const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const upload = readUpload(uploadType, req.headers['content-type'], body);
      if ('error' in upload) return sendBadRequest(res, upload.error);
      await store(res, upload.raw, upload.threadId);
    },
  );

  const readScope = (method: string) => requireScope(context, METADATA_SCOPES, method);

  /** gmail.metadata alone cannot read bodies: Google answers 403 for format=full/raw. */
  const formatFor = (req: Request, res: Response) => {
    const format = parseFormat(req.query.format);
    if (!format) {
      sendBadRequest(res, `Invalid value at 'format' (${String(req.query.format)})`);
      return undefined;
    }
    if ((format === 'full' || format === 'raw') && !hasAnyScope(token(res).scopes, BODY_SCOPES)) {
      sendForbidden(res, `Metadata scope doesn't allow format ${format.toUpperCase()}`);
      return undefined;
    }
    return format;
  };

  router.get(
    '/gmail/v1/users/:userId/threads/:threadId',
    countCall(context, 'threads.get'),
    gate(context, 'threads', 'api'),
    readScope('caribou.api.proto.MailboxService.GetThread'),
    async (req, res) => {
      const format = formatFor(req, res);
      if (!format) return;
      const thread = mailboxes.thread(token(res).grant.email, req.params.threadId as string);
      if (!thread) return sendNotFound(res);
      res.json(await threadResource(thread, format, parseHeaderNames(req.query.metadataHeaders)));
    },
  );

  router.get(
    '/gmail/v1/users/:userId/messages',
    countCall(context, 'messages.list'),
    gate(context, 'messages', 'api'),
    readScope('caribou.api.proto.MailboxService.ListMessages'),
    (req, res) => {
      // Like Google: a metadata-only grant may filter by label but not search.
      if (req.query.q !== undefined && !hasAnyScope(token(res).scopes, BODY_SCOPES)) {
        return sendForbidden(res, "Metadata scope does not support 'q' parameter");
      }
      const offset = req.query.pageToken === undefined ? 0 : Number(req.query.pageToken);
      if (!Number.isSafeInteger(offset) || offset < 0) return sendBadRequest(res, 'Invalid pageToken');
      const maxResults = Math.min(500, Math.max(1, Number(req.query.maxResults) || 100));
      const includeSpamTrash = req.query.includeSpamTrash === 'true';
      const labelIds = parseLabelIds(req.query.labelIds);
      const { messages, more } = mailboxes.list(token(res).grant.email, labelIds, offset, maxResults, includeSpamTrash);
      res.json({
        ...(messages.length > 0 ? { messages: messages.map((message) => ({ id: message.id, threadId: message.threadId })) } : {}),
        ...(more ? { nextPageToken: String(offset + maxResults) } : {}),
        resultSizeEstimate: messages.length,
      });
    },
  );

  router.get(
    '/gmail/v1/users/:userId/messages/:messageId',
    countCall(context, 'messages.get'),
    gate(context, 'messages', 'api'),
    readScope('caribou.api.proto.MailboxService.GetMessage'),
    async (req, res) => {
      const format = formatFor(req, res);
      if (!format) return;
      const message = mailboxes.message(token(res).grant.email, req.params.messageId as string);
      if (!message) return sendNotFound(res);
      res.json(await messageResource(message, format, parseHeaderNames(req.query.metadataHeaders)));
    },
  );

  router.get(
    '/gmail/v1/users/:userId/history',
    countCall(context, 'history'),
    gate(context, 'history', 'api'),
    readScope('caribou.api.proto.MailboxService.ListHistory'),
    (req, res) => {
      const account = token(res).grant.email;
      const start = Number(req.query.startHistoryId);
      if (req.query.startHistoryId === undefined) return sendBadRequest(res, 'Missing required parameter: startHistoryId');
      if (!Number.isSafeInteger(start) || start < 0) return sendBadRequest(res, "Invalid value at 'start_history_id'");
      const pageToken = req.query.pageToken === undefined ? undefined : Number(req.query.pageToken);
      const maxResults = Math.min(500, Math.max(1, Number(req.query.maxResults) || 100));
      const types = parseHeaderNames(req.query.historyTypes);
      const labelId = typeof req.query.labelId === 'string' ? req.query.labelId : undefined;
      // A start id older than the history Gmail keeps: 404, and the client does a full sync.
      if (mailboxes.historyExpired(account, start, Date.now(), context.behaviour.historyRetentionMs)) return sendNotFound(res);
      const historyId = String(mailboxes.currentHistoryId(account));
      // Only messageAdded records are kept; asking for other types alone yields none.
      if (types.length > 0 && !types.includes('messageadded')) return res.json({ historyId });
      const { records, more } = mailboxes.historySince(account, Math.max(start, pageToken ?? 0), maxResults);
      const history = records
        .filter((record) => !labelId || record.message.labelIds.includes(labelId))
        .map((record) => {
          const summary = { id: record.message.id, threadId: record.message.threadId, labelIds: record.message.labelIds };
          return { id: String(record.id), messages: [summary], messagesAdded: [{ message: summary }] };
        });
      const last = records[records.length - 1];
      res.json({
        ...(history.length > 0 ? { history } : {}),
        ...(more && last ? { nextPageToken: String(last.id) } : {}),
        historyId,
      });
    },
  );

  router.get(
    '/gmail/v1/users/:userId/profile',
    countCall(context, 'profile'),
    gate(context, 'profile', 'api'),
    readScope('caribou.api.proto.MailboxService.GetProfile'),
    (_req, res) => {
      const account = token(res).grant.email;
      const counts = mailboxes.counts(account);
      res.json({
        emailAddress: account,
        messagesTotal: counts.messages,
        threadsTotal: counts.threads,
        historyId: String(mailboxes.currentHistoryId(account)),
      });
    },
  );

  return router;
}
