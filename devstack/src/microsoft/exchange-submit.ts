import { randomBytes } from 'node:crypto';
import { simpleParser, type AddressObject } from 'mailparser';
import type { MicrosoftAccount } from './accounts';
import { conversationIdFor, newThreadIndex, normalizeTopic, threadGuid } from './conversation.util';
import type { MicrosoftBehaviour } from './microsoft-behaviour';
import type { Address, MailMessage, MailStore } from './mail.store';
import { headerList, headerValue, joinMessage, rewriteHeaders, splitMessage } from './mime-headers.util';

export function addresses(value: AddressObject | AddressObject[] | undefined): Address[] {
  return [value ?? []]
    .flat()
    .flatMap((group) => group.value)
    .filter((entry) => !!entry.address)
    .map((entry) => ({ name: entry.name || entry.address!, address: entry.address!.toLowerCase() }));
}

/** Exchange Online's own Message-ID form: `<{id}@{mailbox server}.{region}.prod.outlook.com>`. */
export function exchangeMessageId(account: MicrosoftAccount): string {
  const server = account.kind === 'personal' ? 'DM6PR11MB4691' : 'AM0PR09MB2187';
  const region = account.kind === 'personal' ? 'namprd11' : 'eurprd09';
  return `<${server}${randomBytes(12).toString('hex').toUpperCase()}@${server}.${region}.prod.outlook.com>`;
}

export interface Submitted {
  sent: MailMessage;
  /** The message as it left Exchange (Bcc removed), for the recipients. */
  outgoing: string;
  recipients: Address[];
}

/**
 * What Exchange does to a MIME message sent with sendMail: the From must be the mailbox (else ErrorSendAsDenied);
 * its own Message-ID replaces the client's (behaviour `replaceMessageId`); a message without a Thread-Index gets a
 * new one, i.e. a conversation of its own, whatever In-Reply-To and References say; Thread-Topic defaults to the
 * subject without prefixes. A copy goes to Sent Items.
 */
export async function submitMime(
  store: MailStore,
  account: MicrosoftAccount,
  mime: Buffer,
  behaviour: MicrosoftBehaviour,
): Promise<Submitted | 'sendAsDenied' | 'noRecipients'> {
  const parsed = await simpleParser(mime);
  const from = addresses(parsed.from)[0];
  if (from && from.address !== account.email) return 'sendAsDenied';
  const to = addresses(parsed.to);
  const cc = addresses(parsed.cc);
  const bcc = addresses(parsed.bcc);
  if (to.length + cc.length + bcc.length === 0) return 'noRecipients';
  const split = splitMessage(mime.toString('utf8'));
  const subject = parsed.subject ?? '';
  const clientId = headerValue(split, 'message-id');
  const messageId = behaviour.replaceMessageId || !clientId ? exchangeMessageId(account) : clientId;
  const given = headerValue(split, 'thread-index');
  const threadIndex = threadGuid(given) ? given! : newThreadIndex();
  const threadTopic = headerValue(split, 'thread-topic') ?? normalizeTopic(subject);
  const now = new Date();
  const stamped = rewriteHeaders(
    split,
    ['message-id', 'thread-index', 'thread-topic', ...(from ? [] : ['from'])],
    [
      ...(from ? [] : ([['From', `${account.name} <${account.email}>`]] as Array<[string, string]>)),
      ['Message-ID', messageId],
      ['Thread-Topic', threadTopic],
      ['Thread-Index', threadIndex],
    ],
  );
  const sent = store.add({
    account: account.email,
    folder: 'sentitems',
    internetMessageId: messageId,
    conversationId: conversationIdFor(threadGuid(threadIndex)!, threadTopic),
    subject,
    from: from ?? { name: account.name, address: account.email },
    toRecipients: to,
    ccRecipients: cc,
    bccRecipients: bcc,
    receivedDateTime: now.toISOString().slice(0, 19) + 'Z',
    sentDateTime: now.toISOString().slice(0, 19) + 'Z',
    bodyText: parsed.text ?? '',
    hasAttachments: parsed.attachments.length > 0,
    isRead: true,
    headers: headerList(stamped),
    raw: joinMessage(stamped),
  });
  const outgoing = joinMessage(rewriteHeaders(stamped, ['bcc'], []));
  return { sent, outgoing, recipients: [...to, ...cc, ...bcc] };
}
