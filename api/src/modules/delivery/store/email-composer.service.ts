// Turns a campaign email into nodemailer message options: From the user's name and Gmail address, To the contact,
// placeholders filled, the threading headers (conversation-headers.util.ts), an optional open-tracking pixel and attachments
// that nodemailer streams from object storage while it builds the message.
import { randomUUID } from 'node:crypto';
import type Mail from 'nodemailer/lib/mailer';
import { PLACEHOLDERS } from 'contracts';
import type { ConversationHeaders } from './conversation-headers.util';

export interface TemplateValues {
  yourName: string;
  contactFirstName: string;
}

/** Fills {{your_name}} and {{contact_first_name}} (exact placeholders, every occurrence). */
export function fillPlaceholders(text: string, values: TemplateValues): string {
  return text
    .split(PLACEHOLDERS.yourName)
    .join(values.yourName)
    .split(PLACEHOLDERS.contactFirstName)
    .join(values.contactFirstName);
}

const REPLY_PREFIX = /^\s*re\s*:\s*/i;

/** The previous subject with exactly one 'Re: ' in front. */
export function replySubject(previousSubject: string): string {
  let subject = previousSubject;
  while (REPLY_PREFIX.test(subject)) subject = subject.replace(REPLY_PREFIX, '');
  return `Re: ${subject}`;
}

/** A Message-ID on the sender's domain, decided before the send so a retry or a crash check can refer to it. */
export function newMessageId(fromAddress: string): string {
  const domain = fromAddress.split('@')[1] ?? 'localhost';
  return `<${randomUUID()}@${domain}>`;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The plain-text body as simple HTML (paragraph breaks kept), so a tracking pixel can ride along. */
export function textToHtml(text: string): string {
  return `<div>${escapeHtml(text).replace(/\r?\n/g, '<br>\n')}</div>`;
}

export interface AttachmentLink {
  fileName: string;
  contentType: string;
  /** A short-lived URL nodemailer fetches (streams) while building the message. */
  url: string;
}

export interface ComposeInput {
  from: { name: string; address: string };
  to: { name?: string; address: string };
  bcc?: string | null;
  subject: string;
  text: string;
  messageId: string;
  /** References / In-Reply-To (conversation-headers.util.ts); none for a first email outside any run. */
  threading?: ConversationHeaders;
  trackingPixelUrl?: string;
  attachments?: readonly AttachmentLink[];
}

export function composeMail(input: ComposeInput): Mail.Options {
  const references = input.threading?.references ?? [];
  const inReplyTo = input.threading?.inReplyTo;
  const pixel = input.trackingPixelUrl
    ? `\n<img src="${escapeHtml(input.trackingPixelUrl)}" width="1" height="1" alt="" style="display:block;border:0;width:1px;height:1px">`
    : '';
  return {
    from: { name: input.from.name, address: input.from.address },
    to: input.to.name ? { name: input.to.name, address: input.to.address } : input.to.address,
    ...(input.bcc ? { bcc: input.bcc } : {}),
    subject: input.subject,
    text: input.text,
    html: `${textToHtml(input.text)}${pixel}`,
    messageId: input.messageId,
    ...(references.length > 0 ? { references: [...references] } : {}),
    ...(inReplyTo ? { inReplyTo } : {}),
    attachments: (input.attachments ?? []).map((attachment) => ({
      filename: attachment.fileName,
      contentType: attachment.contentType,
      href: attachment.url,
    })),
  };
}
