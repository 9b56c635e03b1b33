// What the delivery engine writes into campaign_emails.error_message / contacts.error_message and answers to
// sendTestEmail. The UI shows these as they are. (The spec's catalogue has none of them but 'Reconnect Gmail to resume'.)

/** The Gmail grant is missing or revoked: emails wait and resume after the user reconnects. */
export const RECONNECT_GMAIL_TO_RESUME = 'Reconnect Gmail to resume';

/** A sending worker stopped mid-send: the email may have gone out, so it is not sent again. */
export const DELIVERY_UNCONFIRMED =
  'Sending was interrupted and delivery could not be confirmed. It was not sent again to avoid a duplicate: check your Gmail Sent folder.';

/** The same, after the Sent folder was read (optional gmail.metadata grant) and the email is not in it. */
export const DELIVERY_NOT_IN_SENT =
  'Sending was interrupted and the email is not in your Gmail Sent folder, so it did not go out. It was not sent again automatically.';

export const WAITING_FOR_CONTACT_EMAIL = "Waiting for the contact's email address";

export const gmailKeptFailing = (detail: string): string => `Gmail did not accept the email after several attempts (${detail}).`;

export const gmailRejected = (detail: string): string => `Gmail rejected the email: ${detail}`;

export const attachmentUnavailable = (detail: string): string => `An attachment could not be read: ${detail}`;

/** The reason, when the bounce names one ('Mailbox full', 'Message rejected'), comes first. */
export const bounced = (address: string, reason?: string): string =>
  `The email to ${address} bounced${reason ? ` (${reason})` : ''}: the address was not found or cannot receive mail.`;

export const testEmailSent = (address: string): string => `Test email sent to ${address}`;
