// Exchange puts a reply that carries no Thread-Index (from Gmail and most other mail systems) in a conversation of
// its own, whatever its In-Reply-To and References say (the stand-in's conformance table). For the recipient it is an
// answer in our conversation, and the check right before a follow-up must see it: so a conversation's headers also
// hold the inbox's messages since our first one there that carry its topic and come from its recipients' domains
// (Mail.ReadBasic reads no In-Reply-To to match by). One inbox list call per conversation read, a few pages at most.
import type { GraphMailClient, GraphMessage, GraphRecipient } from './graph-mail.client';
import { threadTopic } from './thread-index.util';

const INBOX_PAGE = 100;
const INBOX_PAGES = 5;

const addressOf = (recipient: GraphRecipient | undefined) => recipient?.emailAddress?.address?.toLowerCase();
const domainOf = (address: string | undefined) => address?.split('@')[1];
const topicOf = (message: GraphMessage) => threadTopic(message.subject ?? '').toLowerCase();

/** The inbox's replies Exchange filed apart from `conversation` (our messages in it, and whatever else it holds). */
export async function splitReplies(
  graph: GraphMailClient,
  accessToken: string,
  ownAddress: string,
  conversation: readonly GraphMessage[],
  select: string,
): Promise<GraphMessage[]> {
  const own = ownAddress.toLowerCase();
  const ours = conversation.filter((message) => addressOf(message.from ?? message.sender) === own);
  const first = ours.map((message) => message.sentDateTime ?? message.receivedDateTime ?? '').sort()[0];
  if (!first || !Number.isFinite(Date.parse(first))) return [];
  const topic = topicOf(ours[0]!);
  const domains = new Set(
    ours
      .flatMap((message) => [...(message.toRecipients ?? []), ...(message.ccRecipients ?? [])])
      .map((recipient) => domainOf(addressOf(recipient)))
      .filter((domain): domain is string => !!domain),
  );
  const known = new Set(conversation.map((message) => message.id));
  const since = new Date(Date.parse(first)).toISOString().slice(0, 19) + 'Z';
  const filter = encodeURIComponent(`receivedDateTime ge ${since}`);
  let link: string | undefined = `/me/mailFolders/inbox/messages?$filter=${filter}&$select=${select}&$top=${INBOX_PAGE}`;
  const found: GraphMessage[] = [];
  for (let pages = 0; link && pages < INBOX_PAGES; pages += 1) {
    const page = await graph.page(accessToken, link);
    for (const message of page.value) {
      const domain = domainOf(addressOf(message.from ?? message.sender));
      if (known.has(message.id) || !domain || !domains.has(domain) || topicOf(message) !== topic) continue;
      found.push(message);
    }
    link = page.nextLink;
  }
  return found;
}
