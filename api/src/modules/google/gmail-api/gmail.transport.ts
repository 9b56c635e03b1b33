// A nodemailer transport that delivers through the Gmail API (users.messages.send) instead of SMTP: nodemailer
// composes the MIME message (threading headers, attachments, encodings), this hands the bytes to Gmail.
import type { Transport, Transporter } from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import type MailMessage from 'nodemailer/lib/mailer/mail-message';
import { memoise } from '../../../core/lazy-load.util';
import type { GmailApiClient, SentMessage } from './gmail-api.client';

export interface GmailSendInfo extends SentMessage {
  /** The Message-ID header the message went out with. */
  messageId: string;
  envelope: { from: string | false; to: string[] };
}

/** The message could not be built (e.g. an attachment could not be fetched): nothing reached Gmail. */
export class MessageBuildError extends Error {
  override readonly name = 'MessageBuildError';
}

export interface GmailTransportOptions {
  client: GmailApiClient;
  accessToken: string;
  /** Gmail thread to file the message in (a same-thread follow-up). */
  threadId?: string;
}

class GmailApiTransport implements Transport<GmailSendInfo> {
  readonly name = 'GmailApi';
  readonly version = '1.0.0';

  constructor(private readonly options: GmailTransportOptions) {}

  send(mail: MailMessage<GmailSendInfo>, callback: (error: Error | null, info: GmailSendInfo) => void): void {
    // Gmail delivers to Bcc recipients from the header and strips it from what recipients see.
    mail.message.keepBcc = true;
    const envelope = mail.message.getEnvelope();
    const messageId = mail.message.messageId();
    mail.message.build((buildError, raw) => {
      if (buildError) return callback(new MessageBuildError(buildError.message, { cause: buildError }), undefined as never);
      this.options.client
        .sendRawMessage(this.options.accessToken, raw, this.options.threadId)
        .then((sent) => callback(null, { ...sent, messageId, envelope }))
        .catch((error: Error) => callback(error, undefined as never));
    });
  }
}

/** nodemailer, imported at the first message sent (a large library). */
const loadNodemailer = memoise(async () => (await import('nodemailer')).default);

export async function createGmailTransport(options: GmailTransportOptions): Promise<Transporter<GmailSendInfo>> {
  const nodemailer = await loadNodemailer();
  // nodemailer's typings only know its built-in transports; a custom one resolves with its own info type.
  return nodemailer.createTransport(new GmailApiTransport(options)) as unknown as Transporter<GmailSendInfo>;
}

/** Composes with nodemailer and sends through Gmail; Gmail API errors come back unchanged. */
export async function sendWithGmail(options: GmailTransportOptions, mail: Mail.Options): Promise<GmailSendInfo> {
  return (await createGmailTransport(options)).sendMail(mail);
}
