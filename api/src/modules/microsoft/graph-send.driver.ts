// Sending through Graph: nodemailer composes the same Mail.Options Gmail's adapter gets, the run's Thread-Index and
// Thread-Topic are added (thread-index.util.ts), and the MIME goes to POST /me/sendMail once. Graph answers 202 with
// no body, so the provider ids come from the Sent Items copy when the grant may read headers (one list call), else
// from what we set (README.md, "Provider ids").
import type Mail from 'nodemailer/lib/mailer';
import MailComposer from 'nodemailer/lib/mail-composer';
import { MailSendError, type MailboxAccess, type SentMail } from '../mailbox';
import { GraphApiError, toSendError } from './graph-api.error';
import { odataString, type GraphMailClient, type GraphMessage } from './graph-mail.client';
import { MicrosoftNetworkError } from './microsoft-https.client';
import { canReadMicrosoftHeaders } from './microsoft-scopes.constants';
import { conversationGuid, threadIndexFor, threadIndexId, threadTopic } from './thread-index.util';

export interface ComposedMime {
  raw: Buffer;
  /** Ours, as set: Exchange may write its own over it. */
  messageId: string;
  guid: Buffer;
  subject: string;
  recipients: string[];
}

const firstOf = (value: Mail.Options['references']) => (Array.isArray(value) ? value[0] : value?.split(/\s+/)[0]);

const addressesOf = (value: Mail.Options['to']): string[] =>
  [value ?? []]
    .flat()
    .map((entry) => (typeof entry === 'string' ? entry : entry.address))
    .map((text) => (/<([^<>]+)>/.exec(text)?.[1] ?? text).trim().toLowerCase())
    .filter(Boolean);

/** The MIME Graph receives: Bcc kept (Exchange delivers to it and keeps it out of what recipients see). */
export async function composeMime(mail: Mail.Options, now: number = Date.now()): Promise<ComposedMime> {
  const node = new MailComposer(mail).compile();
  node.keepBcc = true;
  const guid = conversationGuid(firstOf(mail.references));
  const subject = typeof mail.subject === 'string' ? mail.subject : '';
  node.setHeader('Thread-Topic', threadTopic(subject));
  node.setHeader('Thread-Index', threadIndexFor(guid, Boolean(mail.inReplyTo), now));
  let raw: Buffer;
  try {
    raw = await new Promise<Buffer>((resolve, reject) => node.build((error, built) => (error ? reject(error) : resolve(built))));
  } catch (error) {
    throw new MailSendError('not-built', error instanceof Error ? error.message : String(error), { cause: error });
  }
  const recipients = [...addressesOf(mail.to), ...addressesOf(mail.cc), ...addressesOf(mail.bcc)];
  return { raw, messageId: node.messageId(), guid, subject, recipients };
}

/** sendMail's failures in the port's words: Graph's answers, then whether a network failure can have reached it. */
export function toMailSendError(error: unknown): MailSendError {
  if (error instanceof MailSendError) return error;
  if (error instanceof GraphApiError) return toSendError(error);
  if (error instanceof MicrosoftNetworkError && error.requestNotSent)
    return new MailSendError('not-sent', error.message, { cause: error });
  return new MailSendError('unconfirmed', error instanceof Error ? error.message : String(error), { cause: error });
}

/** Properties of a Sent Items copy that tell it apart, all within Mail.ReadBasic. */
const COPY_SELECT = 'id,conversationId,internetMessageId,subject,toRecipients,ccRecipients,sentDateTime,webLink';
/** Sent Items, newest first: the copy of a message just sent is among the first few. */
const COPY_PAGE = 10;
/** Clock skew allowed between this process and Exchange when matching a copy by its send time. */
const COPY_SKEW_MS = 120_000;

function isCopyOf(message: GraphMessage, composed: ComposedMime, began: number): boolean {
  if (message.internetMessageId === composed.messageId) return true;
  if ((message.subject ?? '') !== composed.subject) return false;
  const sent = Date.parse(message.sentDateTime ?? '');
  if (!Number.isFinite(sent) || sent < began - COPY_SKEW_MS) return false;
  const to = [...(message.toRecipients ?? []), ...(message.ccRecipients ?? [])].map((r) =>
    r.emailAddress?.address?.toLowerCase(),
  );
  return composed.recipients.some((address) => to.includes(address));
}

export interface SentCopyLookup {
  graph: GraphMailClient;
  /** Waits before the second look (the copy is written as Exchange submits the message). */
  sleep: (ms: number) => Promise<void>;
  /** Remembers the Message-ID Exchange gave a message, so sentMessageId needs no call. */
  remember: (id: string, messageId: string) => void;
  secondLookAfterMs: number;
}

/** The Sent Items copy of a message just sent (twice at most), or undefined; never throws: the message is out. */
async function findSentCopy(
  lookup: SentCopyLookup,
  access: MailboxAccess,
  composed: ComposedMime,
  began: number,
): Promise<GraphMessage | undefined> {
  const path = `/me/mailFolders/sentitems/messages?$select=${COPY_SELECT}&$top=${COPY_PAGE}`;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    if (attempt > 0) await lookup.sleep(lookup.secondLookAfterMs);
    try {
      const page = await lookup.graph.page(access.accessToken, path);
      const copy = page.value.find((message) => isCopyOf(message, composed, began));
      if (copy) return copy;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** Outlook on the web's hosts: a webLink elsewhere (or not https) is not kept, since the app renders it as a link. */
const OUTLOOK_WEB_HOSTS = new Set(['outlook.office365.com', 'outlook.office.com', 'outlook.live.com']);

export function outlookWebLink(link: string | undefined): string | undefined {
  if (!link) return undefined;
  try {
    const url = new URL(link);
    return url.protocol === 'https:' && OUTLOOK_WEB_HOSTS.has(url.hostname) ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** Sends once (never retries by itself). Throws MailSendError. */
export async function sendThroughGraph(
  lookup: SentCopyLookup,
  access: MailboxAccess,
  mail: Mail.Options,
  now: () => number = Date.now,
): Promise<SentMail> {
  const composed = await composeMime(mail, now());
  const began = now();
  try {
    await lookup.graph.sendMime(access.accessToken, composed.raw);
  } catch (error) {
    throw toMailSendError(error);
  }
  const fallback = { id: composed.messageId, threadId: threadIndexId(composed.guid), messageId: composed.messageId };
  if (!canReadMicrosoftHeaders(access.scopes)) return fallback;
  const copy = await findSentCopy(lookup, access, composed, began);
  if (!copy?.id) return fallback;
  const messageId = copy.internetMessageId ?? composed.messageId;
  lookup.remember(copy.id, messageId);
  return { id: copy.id, threadId: copy.conversationId ?? fallback.threadId, messageId, webLink: outlookWebLink(copy.webLink) };
}

/** The Message-ID of a message in the mailbox by its Graph id (or by ours, when that is all we had). */
export async function readSentMessageId(graph: GraphMailClient, access: MailboxAccess, id: string): Promise<string | undefined> {
  if (id.startsWith('<')) {
    const path = `/me/mailFolders/sentitems/messages?$select=id,internetMessageId&$filter=${encodeURIComponent(`internetMessageId eq ${odataString(id)}`)}&$top=1`;
    return (await graph.page(access.accessToken, path)).value[0]?.internetMessageId;
  }
  const message = await graph.get<GraphMessage>(
    access.accessToken,
    `/me/messages/${encodeURIComponent(id)}?$select=internetMessageId`,
  );
  return message.internetMessageId;
}
