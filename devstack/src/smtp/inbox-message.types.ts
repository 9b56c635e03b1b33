// One message the dev inbox received (its own file: the inbox and its page both use it).
export interface InboxMessage {
  id: string;
  /** Recipient addresses (lower case) from the To header, or the SMTP envelope when absent. */
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  /** Every http(s) URL found in the html and text bodies, in order. */
  links: string[];
  /** When the message arrived (ISO 8601). */
  date: string;
}
