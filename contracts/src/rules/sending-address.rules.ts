// The address emails go from (issue 35, "What to build" 6): the connected Gmail account, which can differ from the
// address the user signed in with. Sending from the wrong mailbox is an easy mis-click, so the connect result and
// every email preview say plainly which address the recruiter will see.

const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/**
 * An address as a mailbox: lower case; for consumer Gmail the dots of the name do not count and googlemail.com is
 * gmail.com (Gmail Help, answer 10313: "Gmail doesn't recognize dots as characters within usernames").
 */
export function mailboxKey(address: string): string {
  const email = address.trim().toLowerCase();
  const at = email.lastIndexOf('@');
  if (at < 0) return email;
  const domain = email.slice(at + 1);
  if (!GMAIL_DOMAINS.has(domain)) return email;
  return `${email.slice(0, at).replace(/\./g, '')}@gmail.com`;
}

/** Whether the Gmail account sends from another mailbox than the one the user signed in with. */
export function sendsFromOtherAddress(sendingFrom: string | null | undefined, signedInAs: string | null | undefined): boolean {
  return Boolean(sendingFrom && signedInAs && mailboxKey(sendingFrom) !== mailboxKey(signedInAs));
}

/** The label of the sender line on every email preview. */
export const FROM_LABEL = 'From:';

/**
 * 'Emails will be sent from b@gmail.com, not a@x.com, the address you signed in with.', or null when the two are the
 * same mailbox (or either is unknown): shown at connect time and under every preview's From line.
 */
export function otherSendingAddressNotice(
  sendingFrom: string | null | undefined,
  signedInAs: string | null | undefined,
): string | null {
  if (!sendsFromOtherAddress(sendingFrom, signedInAs)) return null;
  return `Emails will be sent from ${sendingFrom}, not ${signedInAs}, the address you signed in with.`;
}
