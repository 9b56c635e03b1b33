// Where 'View in Gmail' / 'View in Outlook' goes for one sent email (product.md §2), by the user's mailbox.
import { outlookSentItemsUrl } from 'contracts';
import type { MailboxInfo } from 'shared-ui';

/** Gmail web search for one sent email: by subject and recipient (product.md §2 'View in Gmail'). */
export function gmailSearchUrl(subject: string, recipient: string | null | undefined): string {
  const terms = [`subject:"${subject.replace(/"/g, '')}"`];
  if (recipient) terms.push(`to:${recipient}`);
  return `https://mail.google.com/mail/u/0/#search/${encodeURIComponent(terms.join(' '))}`;
}

/**
 * Gmail's search for a Gmail user (or one with no mailbox now); for an Outlook user, Outlook's own link to the email
 * when it gave one (a mailbox that may read headers), else Outlook on the web's Sent Items (see outlookSentItemsUrl).
 */
export function sentEmailUrl(
  mailbox: Pick<MailboxInfo, 'provider' | 'address'>,
  subject: string,
  recipient: string | null | undefined,
  outlookWebLink?: string | null,
) {
  if (mailbox.provider !== 'OUTLOOK') return gmailSearchUrl(subject, recipient);
  return outlookWebLink ?? outlookSentItemsUrl(mailbox.address);
}
