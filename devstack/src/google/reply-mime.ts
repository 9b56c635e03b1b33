import { randomBytes } from 'node:crypto';

/** RFC 2047 encodes a header value only when it is not plain ASCII. */
function encodeHeader(value: string): string {
  return /^[\x20-\x7e]*$/.test(value) ? value : `=?UTF-8?B?${Buffer.from(value, 'utf8').toString('base64')}?=`;
}

function base64Lines(text: string): string {
  return (
    Buffer.from(text, 'utf8')
      .toString('base64')
      .match(/.{1,76}/g) ?? []
  ).join('\r\n');
}

export function newMessageId(): string {
  return `<${randomBytes(12).toString('hex')}@mail.gmail.com>`;
}

interface ThreadContext {
  /** Message-ID of the message being answered. */
  messageId?: string;
  references: string[];
}

function threadingHeaders(context: ThreadContext): string[] {
  if (!context.messageId) return [];
  const references = [...context.references, context.messageId].join(' ');
  return [`In-Reply-To: ${context.messageId}`, `References: ${references}`];
}

/** A plain-text reply from the recipient, with threading headers so it lands in the same conversation. */
export function buildReplyMime(
  input: ThreadContext & {
    from: string;
    to: string;
    subject: string;
    body: string;
    headers?: Record<string, string>;
  },
): Buffer {
  const lines = [
    `From: ${encodeHeader(input.from)}`,
    `To: ${encodeHeader(input.to)}`,
    `Subject: ${encodeHeader(input.subject)}`,
    `Date: ${new Date().toUTCString().replace('GMT', '+0000')}`,
    `Message-ID: ${newMessageId()}`,
    ...threadingHeaders(input),
    ...Object.entries(input.headers ?? {}).map(([name, value]) => `${name}: ${encodeHeader(value)}`),
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=UTF-8',
    'Content-Transfer-Encoding: base64',
    '',
    base64Lines(input.body),
    '',
  ];
  return Buffer.from(lines.join('\r\n'), 'utf8');
}

/** A Gmail-style "Address not found" bounce (multipart/report) from mailer-daemon for a failed recipient. */
export function buildBounceMime(
  input: ThreadContext & {
    to: string;
    failedRecipient: string;
    originalSubject: string;
    headers?: Record<string, string>;
  },
): Buffer {
  const boundary = `devstack-${randomBytes(8).toString('hex')}`;
  const explanation =
    `Address not found\r\n\r\nYour message wasn't delivered to ${input.failedRecipient} because the address couldn't be found, ` +
    `or is unable to receive mail.\r\n\r\nThe response from the remote server was:\r\n550 5.1.1 The email account that you tried to reach does not exist.\r\n`;
  const lines = [
    'From: Mail Delivery Subsystem <mailer-daemon@googlemail.com>',
    `To: ${encodeHeader(input.to)}`,
    'Subject: Delivery Status Notification (Failure)',
    `Date: ${new Date().toUTCString().replace('GMT', '+0000')}`,
    `Message-ID: ${newMessageId()}`,
    ...threadingHeaders(input),
    `X-Failed-Recipients: ${input.failedRecipient}`,
    'Auto-Submitted: auto-replied',
    ...Object.entries(input.headers ?? {}).map(([name, value]) => `${name}: ${encodeHeader(value)}`),
    'MIME-Version: 1.0',
    `Content-Type: multipart/report; report-type=delivery-status; boundary="${boundary}"`,
    '',
    `--${boundary}`,
    'Content-Type: text/plain; charset=UTF-8',
    '',
    explanation,
    `--${boundary}`,
    'Content-Type: message/delivery-status',
    '',
    'Reporting-MTA: dns; googlemail.com',
    '',
    `Final-Recipient: rfc822; ${input.failedRecipient}`,
    'Action: failed',
    'Status: 5.1.1',
    'Diagnostic-Code: smtp; 550-5.1.1 The email account that you tried to reach does not exist.',
    '',
    `--${boundary}`,
    'Content-Type: text/rfc822-headers; charset=UTF-8',
    '',
    `Subject: ${encodeHeader(input.originalSubject)}`,
    ...(input.messageId ? [`Message-ID: ${input.messageId}`] : []),
    '',
    `--${boundary}--`,
    '',
  ];
  return Buffer.from(lines.join('\r\n'), 'utf8');
}
