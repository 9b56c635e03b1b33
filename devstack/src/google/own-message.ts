// A message the account's owner wrote in Gmail itself (the web app or a phone, not through the API) into one of the
// account's threads: answering the recruiter, adding a link. Gmail files it like any send from the account: label
// SENT (no INBOX), From the account, a Message-ID of Gmail's, threaded under the thread's last message. It did not
// come through messages.send, so no client-side id names it: a client tells it from its own sends only by Gmail's id.
import type { GoogleContext } from './google-context';
import type { StoredMessage } from './mailbox.store';
import { buildReplyMime } from './reply-mime';

export interface OwnMessageOptions {
  subject?: string;
  body?: string;
  /** Default: the first recipient of the thread's last sent message. */
  to?: string;
  /** Default ['SENT']; ['DRAFT'] is a draft the owner has not sent. */
  labelIds?: string[];
}

export async function addOwnMessage(
  context: GoogleContext,
  threadId: string,
  options: OwnMessageOptions = {},
): Promise<StoredMessage | undefined> {
  const thread = context.mailboxes.threadById(threadId);
  const last = thread?.messages[thread.messages.length - 1];
  if (!thread || !last) return undefined;
  const lastSent = [...thread.messages].reverse().find((message) => message.labelIds.includes('SENT')) ?? last;
  const owner = context.oauth.accounts().find((account) => account.email.toLowerCase() === thread.account.toLowerCase());
  const subject = lastSent.parsed.subject;
  const raw = buildReplyMime({
    messageId: last.parsed.messageId,
    references: last.parsed.references,
    from: owner ? `${owner.name} <${thread.account}>` : thread.account,
    to: options.to ?? lastSent.parsed.to[0] ?? 'recipient@example.com',
    subject: options.subject ?? (/^re:/i.test(subject) ? subject : `Re: ${subject}`),
    body: options.body ?? 'One more thing: here is the link to my portfolio.',
  });
  return context.mailboxes.add({ account: thread.account, raw, threadId: thread.id, labelIds: options.labelIds ?? ['SENT'] });
}
