import type { MailMessage } from './mail.store';

/**
 * Mail.ReadBasic: "read email in the signed-in user's mailbox, except for body, bodyPreview, uniqueBody,
 * attachments, extensions, and any extended properties". Asking for one of them with only that permission is refused.
 */
export const READ_BASIC_EXCLUDED = [
  'body',
  'bodypreview',
  'uniquebody',
  'attachments',
  'extensions',
  'singlevalueextendedproperties',
  'multivalueextendedproperties',
];

/** What Graph returns for a message without $select (internetMessageHeaders only when selected). */
const DEFAULT_PROPERTIES = [
  'id',
  'createdDateTime',
  'lastModifiedDateTime',
  'changeKey',
  'categories',
  'receivedDateTime',
  'sentDateTime',
  'hasAttachments',
  'internetMessageId',
  'subject',
  'bodyPreview',
  'importance',
  'parentFolderId',
  'conversationId',
  'isDeliveryReceiptRequested',
  'isReadReceiptRequested',
  'isRead',
  'isDraft',
  'webLink',
  'inferenceClassification',
  'body',
  'sender',
  'from',
  'toRecipients',
  'ccRecipients',
  'bccRecipients',
  'replyTo',
  'flag',
];

const email = (entry: { name: string; address: string }) => ({ emailAddress: { name: entry.name, address: entry.address } });

function allProperties(message: MailMessage): Record<string, unknown> {
  return {
    id: message.id,
    createdDateTime: message.receivedDateTime,
    lastModifiedDateTime: message.receivedDateTime,
    changeKey: `CQAAABYAAA${message.changeSeq}`,
    categories: [],
    receivedDateTime: message.receivedDateTime,
    sentDateTime: message.sentDateTime,
    hasAttachments: message.hasAttachments,
    internetMessageId: message.internetMessageId,
    subject: message.subject,
    bodyPreview: message.bodyText.slice(0, 255),
    importance: 'normal',
    parentFolderId: message.folder === 'inbox' ? 'AQMkInbox' : 'AQMkSentItems',
    conversationId: message.conversationId,
    isDeliveryReceiptRequested: false,
    isReadReceiptRequested: false,
    isRead: message.isRead,
    isDraft: false,
    webLink: `https://outlook.office365.com/owa/?ItemID=${encodeURIComponent(message.id)}&exvsurl=1&viewmodel=ReadMessageItem`,
    inferenceClassification: 'focused',
    body: { contentType: 'text', content: message.bodyText },
    sender: email(message.from),
    from: email(message.from),
    toRecipients: message.toRecipients.map(email),
    ccRecipients: message.ccRecipients.map(email),
    bccRecipients: message.bccRecipients.map(email),
    replyTo: [],
    flag: { flagStatus: 'notFlagged' },
    internetMessageHeaders: message.headers,
  };
}

/** A property Graph's message type has (for `$select`). */
export function isMessageProperty(name: string): boolean {
  const lower = name.toLowerCase();
  return (
    lower === 'internetmessageheaders' ||
    lower === 'uniquebody' ||
    lower === 'attachments' ||
    lower === 'extensions' ||
    DEFAULT_PROPERTIES.some((property) => property.toLowerCase() === lower)
  );
}

/** Parses `$select` (comma-separated, case-insensitive) into the message's property names. */
export function parseSelect(value: unknown): string[] | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  return value
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
}

/** The properties a token may see: with Mail.ReadBasic only, the excluded ones are refused (or dropped by default). */
export function refusedProperties(select: string[] | undefined, readBasicOnly: boolean, headersAllowed: boolean): string[] {
  if (!readBasicOnly || !select) return [];
  return select.filter((name) => {
    const lower = name.toLowerCase();
    return READ_BASIC_EXCLUDED.includes(lower) || (lower === 'internetmessageheaders' && !headersAllowed);
  });
}

/** One message as Graph serializes it: `@odata.etag`, `id`, then the selected (or default) properties. */
export function viewMessage(message: MailMessage, select: string[] | undefined, readBasicOnly: boolean): Record<string, unknown> {
  const all = allProperties(message);
  const names =
    select ?? DEFAULT_PROPERTIES.filter((name) => !(readBasicOnly && READ_BASIC_EXCLUDED.includes(name.toLowerCase())));
  const byLower = new Map(Object.keys(all).map((key) => [key.toLowerCase(), key]));
  const view: Record<string, unknown> = { '@odata.etag': `W/"CQAAABYAAA${message.changeSeq}"`, id: message.id };
  for (const name of names) {
    const key = byLower.get(name.toLowerCase());
    if (key) view[key] = all[key];
  }
  return view;
}
