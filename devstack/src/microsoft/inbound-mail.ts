import { randomBytes } from 'node:crypto';
import { childThreadIndex, conversationIdFor, newThreadIndex, normalizeTopic, threadGuid } from './conversation.util';
import { headerList, headerValue, splitMessage } from './mime-headers.util';
import type { Address, MailMessage } from './mail.store';
import type { MicrosoftContext } from './microsoft-context';

export interface InboundOptions {
  /** Who writes (default: the first recipient of the original). */
  from?: string;
  subject?: string;
  body?: string;
  /**
   * The reply came from Outlook/Exchange and carries the conversation's Thread-Index (it joins the conversation).
   * Default false: a reply from Gmail and most other systems has only In-Reply-To/References, and Exchange puts it
   * in a new conversation (reported, see README).
   */
  keepThreadIndex?: boolean;
  /** An auto-reply that marks itself with `Auto-Submitted: auto-replied` (many systems do; Exchange's, reportedly, not). */
  autoSubmitted?: boolean;
  headers?: Record<string, string>;
}

const now = () => new Date().toISOString().slice(0, 19) + 'Z';
const foreignId = (from: string) => `<${randomBytes(10).toString('hex')}@${from.split('@')[1] ?? 'example.com'}>`;

function referencesOf(original: MailMessage): string {
  const split = splitMessage(original.raw);
  const previous = (headerValue(split, 'references') ?? '').split(/\s+/).filter(Boolean);
  return [...previous, original.internetMessageId].join(' ');
}

/** Stores a message in the account's inbox; its conversation comes from its Thread-Index (or a new one). */
export function storeInbound(
  context: MicrosoftContext,
  account: string,
  fields: Array<[string, string]>,
  body: string,
  sender: Address,
  subject: string,
): MailMessage {
  const given = fields.find(([name]) => name === 'Thread-Index')?.[1];
  const threadIndex = threadGuid(given) ? given! : newThreadIndex();
  const topic = fields.find(([name]) => name === 'Thread-Topic')?.[1] ?? normalizeTopic(subject);
  const all: Array<[string, string]> = [
    ...fields.filter(([n]) => n !== 'Thread-Index' && n !== 'Thread-Topic'),
    ['Thread-Topic', topic],
    ['Thread-Index', threadIndex],
  ];
  const raw = `${all.map(([n, v]) => `${n}: ${v}`).join('\r\n')}\r\n\r\n${body}`;
  const owner = context.identity.account(account);
  return context.mail.add({
    account,
    folder: 'inbox',
    internetMessageId: all.find(([n]) => n === 'Message-ID')![1],
    conversationId: conversationIdFor(threadGuid(threadIndex)!, topic),
    subject,
    from: sender,
    toRecipients: [{ name: owner?.name ?? account, address: account }],
    ccRecipients: [],
    bccRecipients: [],
    receivedDateTime: now(),
    sentDateTime: now(),
    bodyText: body,
    hasAttachments: false,
    isRead: false,
    headers: headerList(splitMessage(raw)),
    raw,
  });
}

export function threadFields(original: MailMessage, keep: boolean): Array<[string, string]> {
  const split = splitMessage(original.raw);
  const index = headerValue(split, 'thread-index');
  const topic = headerValue(split, 'thread-topic') ?? normalizeTopic(original.subject);
  return keep && index
    ? [
        ['Thread-Topic', topic],
        ['Thread-Index', childThreadIndex(index)],
      ]
    : [];
}

/** A recipient replies (In-Reply-To and References name the sent message). */
export function addReply(context: MicrosoftContext, original: MailMessage, options: InboundOptions = {}): MailMessage {
  const from = (options.from ?? original.toRecipients[0]?.address ?? 'someone@example.com').toLowerCase();
  const subject = options.subject ?? `Re: ${original.subject}`;
  const fields: Array<[string, string]> = [
    ['From', from],
    ['To', original.account],
    ['Subject', subject],
    ['Date', new Date().toUTCString()],
    ['Message-ID', foreignId(from)],
    ['In-Reply-To', original.internetMessageId],
    ['References', referencesOf(original)],
    ['MIME-Version', '1.0'],
    ['Content-Type', 'text/plain; charset=utf-8'],
    ...threadFields(original, options.keepThreadIndex === true),
    ...Object.entries(options.headers ?? {}),
  ];
  return storeInbound(
    context,
    original.account,
    fields,
    options.body ?? 'Thanks, let us talk next week.',
    { name: from, address: from },
    subject,
  );
}

/**
 * The recipient's Exchange answers with an out-of-office note: "Automatic reply: <subject>", in the conversation,
 * and, as reported, no header that marks it automatic (no Auto-Submitted) unless `autoSubmitted` is set.
 */
export function addAutoReply(context: MicrosoftContext, original: MailMessage, options: InboundOptions = {}): MailMessage {
  const from = (options.from ?? original.toRecipients[0]?.address ?? 'someone@example.com').toLowerCase();
  const subject = `Automatic reply: ${original.subject}`;
  const fields: Array<[string, string]> = [
    ['From', from],
    ['To', original.account],
    ['Subject', subject],
    ['Date', new Date().toUTCString()],
    ['Message-ID', foreignId(from)],
    ['In-Reply-To', original.internetMessageId],
    ['References', referencesOf(original)],
    ...(options.autoSubmitted ? ([['Auto-Submitted', 'auto-replied']] as Array<[string, string]>) : []),
    ['X-Auto-Response-Suppress', 'All'],
    ['MIME-Version', '1.0'],
    ['Content-Type', 'text/plain; charset=utf-8'],
    ...threadFields(original, options.keepThreadIndex !== false),
  ];
  return storeInbound(
    context,
    original.account,
    fields,
    options.body ?? 'I am out of the office until Monday.',
    { name: from, address: from },
    subject,
  );
}
