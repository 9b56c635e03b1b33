// Past Gmail's daily limit, Gmail may still answer 200 to a send, keep it in Sent, not deliver it, and then mail the
// account 'You have reached a limit for sending mail' from 'Bounce <nobody@gmail.com>', in a thread of its own that
// names no message (Stack Overflow 35073576; Google's "Resolve errors": "you cannot assume that a 200 response means
// the email was successfully sent"). The reports show the sender and the body, not the subject: Gmail's usual
// failure subject stands in, and nothing should rely on it.
import type { MailboxStore, StoredMessage } from './mailbox.store';
import { buildReplyMime } from './reply-mime';

export const LIMIT_NOTICE_FROM = 'Bounce <nobody@gmail.com>';
export const LIMIT_NOTICE_SUBJECT = 'Delivery Status Notification (Failure)';

/** The notice for one accepted-but-undelivered send, new thread, INBOX. */
export function deliverLimitNotice(mailboxes: MailboxStore, account: string): Promise<StoredMessage> {
  const raw = buildReplyMime({
    references: [],
    from: LIMIT_NOTICE_FROM,
    to: account,
    subject: LIMIT_NOTICE_SUBJECT,
    body: 'You have reached a limit for sending mail. Your message was not sent.',
    headers: { 'Auto-Submitted': 'auto-replied' },
  });
  return mailboxes.add({ account, raw, labelIds: ['INBOX', 'UNREAD'] });
}
