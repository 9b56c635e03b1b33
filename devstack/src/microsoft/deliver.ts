import { simpleParser } from 'mailparser';
import type { MicrosoftAccount } from './accounts';
import type { Submitted } from './exchange-submit';
import { headerList, headerValue, splitMessage } from './mime-headers.util';
import type { MailStore } from './mail.store';

/** Hands the sent message to each recipient's mail system, at `deliverAt` (later when Exchange held it). */
export function deliverToRecipients(store: MailStore, account: MicrosoftAccount, submitted: Submitted, deliverAt: number): void {
  const split = splitMessage(submitted.outgoing);
  const references = (headerValue(split, 'references') ?? '').split(/\s+/).filter(Boolean);
  for (const recipient of submitted.recipients) {
    store.addCopy({
      address: recipient.address,
      fromAccount: account.email,
      messageId: submitted.sent.internetMessageId,
      subject: submitted.sent.subject,
      inReplyTo: headerValue(split, 'in-reply-to'),
      references,
      threadTopic: headerValue(split, 'thread-topic'),
      threadIndex: headerValue(split, 'thread-index'),
      deliverAt,
      headers: headerList(split),
      raw: submitted.outgoing,
    });
  }
}

/** Parses a raw message into what the inbox keeps (for replies, auto-replies and NDRs built by the controls). */
export async function parsedInbound(raw: string) {
  const parsed = await simpleParser(Buffer.from(raw, 'utf8'));
  return { parsed, split: splitMessage(raw) };
}
