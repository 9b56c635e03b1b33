/** One email of the product's own (verification, password reset, password changed): always a text and an HTML body. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}
