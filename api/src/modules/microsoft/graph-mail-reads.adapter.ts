// Graph's headers-only reads behind the mailbox port (README.md, "Reads"): a conversation's messages by
// conversationId, one message, Sent Items newest first, and the inbox's delta (its deltaLink is the change cursor; an
// expired one answers 410 SyncStateNotFound: 'not-found', so the poller sweeps again). Mail.ReadBasic sees no
// internetMessageHeaders, so the headers the port gives are built from the message's properties (From, To, Cc,
// Subject, Message-ID, Date); a grant with Mail.Read gets Exchange's own. Folders map onto the port's label names:
// the inbox delta is INBOX, a message from the mailbox's own address SENT. A conversation also holds the replies
// Exchange filed apart from it (split-replies.reader.ts).
import { MailReadError, type MailboxAccess, type MailboxReads, type MessageHeader, type MessageMetadata } from '../mailbox';
import { GraphApiError, toReadError } from './graph-api.error';
import { odataString, type GraphMailClient, type GraphMessage, type GraphRecipient } from './graph-mail.client';
import { MicrosoftNetworkError } from './microsoft-https.client';
import { canReadFullHeaders } from './microsoft-scopes.constants';
import { splitReplies } from './split-replies.reader';
import { THREAD_INDEX_ID_PREFIX } from './thread-index.util';

const BASIC_SELECT =
  'id,conversationId,internetMessageId,subject,from,sender,toRecipients,ccRecipients,receivedDateTime,sentDateTime';
const selectFor = (access: MailboxAccess) =>
  canReadFullHeaders(access.scopes) ? `${BASIC_SELECT},internetMessageHeaders` : BASIC_SELECT;
/** One page holds any conversation of ours (Graph allows far larger pages). */
const CONVERSATION_PAGE = 100;
const DELTA_PAGE = 50;
/** Pages followed at most in one call (a runaway mailbox cannot hold a poll for ever). */
const MAX_PAGES = 20;
/** How far back the first delta round starts (clock skew with Exchange); what it returns is only skipped. */
const CURSOR_SKEW_MS = 5 * 60_000;

/** A Graph read failure in the port's words; anything that is not Microsoft's answer (a bug) passes unchanged. */
export function toMailReadError(error: unknown): unknown {
  if (error instanceof MicrosoftNetworkError) return new MailReadError('network', error.message, { cause: error });
  if (error instanceof GraphApiError) return toReadError(error);
  return error;
}

async function mapped<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    throw toMailReadError(error);
  }
}

function mailbox(recipient: GraphRecipient | undefined): string | undefined {
  const address = recipient?.emailAddress?.address;
  if (!address) return undefined;
  const name = recipient?.emailAddress?.name?.replace(/["\\]/g, '');
  return name && name.toLowerCase() !== address.toLowerCase() ? `"${name}" <${address}>` : address;
}

function headersOf(message: GraphMessage): MessageHeader[] {
  if (message.internetMessageHeaders?.length) {
    const headers = [...message.internetMessageHeaders];
    // Graph's list may leave out Message-ID and Subject (they are properties); the port's readers need them.
    const has = (name: string) => headers.some((header) => header.name.toLowerCase() === name.toLowerCase());
    if (!has('Message-ID') && message.internetMessageId) headers.push({ name: 'Message-ID', value: message.internetMessageId });
    if (!has('Subject') && message.subject !== undefined) headers.push({ name: 'Subject', value: message.subject });
    return headers;
  }
  const list = (recipients: GraphRecipient[] | undefined) =>
    (recipients ?? [])
      .map(mailbox)
      .filter((value): value is string => !!value)
      .join(', ');
  const headers: MessageHeader[] = [];
  const from = mailbox(message.from ?? message.sender);
  if (from) headers.push({ name: 'From', value: from });
  if (message.toRecipients?.length) headers.push({ name: 'To', value: list(message.toRecipients) });
  if (message.ccRecipients?.length) headers.push({ name: 'Cc', value: list(message.ccRecipients) });
  if (message.subject !== undefined) headers.push({ name: 'Subject', value: message.subject });
  if (message.internetMessageId) headers.push({ name: 'Message-ID', value: message.internetMessageId });
  const date = message.sentDateTime ?? message.receivedDateTime;
  if (date && Number.isFinite(Date.parse(date))) headers.push({ name: 'Date', value: new Date(date).toUTCString() });
  return headers;
}

export function toMetadata(message: GraphMessage, ownAddress: string): MessageMetadata {
  const from = (message.from ?? message.sender)?.emailAddress?.address?.toLowerCase();
  const received = Date.parse(message.receivedDateTime ?? message.sentDateTime ?? '');
  return {
    id: message.id,
    threadId: message.conversationId ?? '',
    labelIds: [from && from === ownAddress.toLowerCase() ? 'SENT' : 'INBOX'],
    internalDate: new Date(Number.isFinite(received) ? received : 0),
    headers: headersOf(message),
  };
}

const byReceived = (a: MessageMetadata, b: MessageMetadata) => a.internalDate.getTime() - b.internalDate.getTime();

export function graphMailReads(graph: GraphMailClient, now: () => number = Date.now): MailboxReads {
  return {
    threadHeaders: (access, threadId) =>
      mapped(async () => {
        // A conversation a send-only grant could not read back has no conversationId to ask for.
        if (threadId.startsWith(THREAD_INDEX_ID_PREFIX)) throw new MailReadError('not-found', 'a conversation never read back');
        const filter = encodeURIComponent(`conversationId eq ${odataString(threadId)}`);
        const select = selectFor(access);
        let link: string | undefined = `/me/messages?$filter=${filter}&$select=${select}&$top=${CONVERSATION_PAGE}`;
        const conversation: GraphMessage[] = [];
        for (let pages = 0; link && pages < MAX_PAGES; pages += 1) {
          const page = await graph.page(access.accessToken, link);
          conversation.push(...page.value);
          link = page.nextLink;
        }
        const split = await splitReplies(graph, access.accessToken, access.address, conversation, select);
        // $orderby beside a conversationId filter is refused (InefficientFilter): sorted here, oldest first. Graph
        // lists newest first and its times are to the second, so each list is reversed before the (stable) sort, and
        // a reply filed apart comes after the conversation's messages of its second.
        // A reply filed apart is, for the recipient, an answer in this conversation: it is reported in it, so the
        // email it answers is the one marked replied.
        return [
          ...conversation.reverse().map((message) => toMetadata(message, access.address)),
          ...split.reverse().map((message) => ({ ...toMetadata(message, access.address), threadId })),
        ].sort(byReceived);
      }),
    messageHeaders: (access, messageId) =>
      mapped(async () => {
        const path = `/me/messages/${encodeURIComponent(messageId)}?$select=${selectFor(access)}`;
        return toMetadata(await graph.get<GraphMessage>(access.accessToken, path), access.address);
      }),
    sentFolderPage: (access, { pageToken, pageSize }) =>
      mapped(async () => {
        const top = Math.min(1000, Math.max(1, pageSize));
        const page = await graph.page(
          access.accessToken,
          pageToken ?? `/me/mailFolders/sentitems/messages?$select=id&$top=${top}`,
        );
        return { messageIds: page.value.map((message) => message.id), nextPageToken: page.nextLink };
      }),
    changeCursor: (access) =>
      mapped(async () => {
        const since = new Date(now() - CURSOR_SKEW_MS).toISOString().slice(0, 19) + 'Z';
        let link: string | undefined =
          `/me/mailFolders/inbox/messages/delta?$select=id,conversationId&$filter=${encodeURIComponent(`receivedDateTime ge ${since}`)}`;
        for (let pages = 0; link && pages < MAX_PAGES; pages += 1) {
          const page = await graph.page(access.accessToken, link, { pageSize: DELTA_PAGE });
          if (page.deltaLink) return page.deltaLink;
          link = page.nextLink;
        }
        throw new MailReadError('server', 'the inbox delta gave no deltaLink');
      }),
    changesSince: (access, cursor, pageToken) =>
      mapped(async () => {
        const page = await graph.page(access.accessToken, pageToken ?? cursor, { pageSize: DELTA_PAGE });
        const added = page.value
          .filter((message) => message['@removed'] === undefined)
          .map((message) => ({ id: message.id, threadId: message.conversationId ?? '', labelIds: ['INBOX'] }));
        return { added, cursor: page.deltaLink ?? cursor, nextPageToken: page.nextLink };
      }),
  };
}
