import type { Transporter } from 'nodemailer';
import type { AppConfig } from '../../config/config';
import { memoise } from '../../core/lazy-load.util';
import type { Logger } from '../../logging/logger';
import type { MailMessage } from './mail-message.types';

export interface Mailer {
  /** Sends now; rejects when the SMTP server refuses or cannot be reached. */
  send(message: MailMessage): Promise<void>;
  /**
   * Composes and sends after the caller has answered (so the answer's timing tells nothing about the
   * account). `compose` may return undefined to send nothing. Failures are logged, never thrown.
   */
  sendLater(compose: () => Promise<MailMessage | undefined>): void;
  /** Waits for mail still being composed or sent, then closes the SMTP connection. */
  close(): Promise<void>;
}

/** nodemailer, imported at the first mail sent (a large library). */
const loadNodemailer = memoise(async () => (await import('nodemailer')).default);

const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/**
 * The product's own mail through nodemailer over SMTP (SMTP_URL, sender MAIL_FROM). Without SMTP_URL nothing
 * is sent: development logs the message (links included, so a developer can follow them); production logs a
 * warning without the body, since links in it are credentials.
 */
export function createMailer(config: Pick<AppConfig, 'smtp' | 'isProduction'>, logger: Logger): Mailer {
  const smtpUrl = config.smtp.url;
  // Made at the first send; `close` closes it only if it was made.
  let transport: Promise<Transporter> | undefined;
  const pending = new Set<Promise<void>>();

  async function send(message: MailMessage): Promise<void> {
    if (!smtpUrl) {
      if (config.isProduction) logger.warn({ subject: message.subject }, 'mail not sent: SMTP_URL is not set');
      else logger.info({ to: message.to, subject: message.subject, text: message.text }, 'mail not sent (no SMTP_URL)');
      return;
    }
    transport ??= loadNodemailer().then((nodemailer) =>
      nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS }, { from: config.smtp.from }),
    );
    await (await transport).sendMail({ from: config.smtp.from, ...message });
  }

  return {
    send,
    sendLater(compose) {
      const work = (async () => {
        const message = await compose();
        if (message) await send(message);
      })()
        .catch((error: unknown) => {
          // The recipient and body stay out of the log: the body carries one-time links.
          logger.error(
            { err: error instanceof Error ? { message: error.message, name: error.name } : String(error) },
            'mail could not be sent',
          );
        })
        .finally(() => pending.delete(work));
      pending.add(work);
    },
    async close() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
      (await transport?.catch(() => undefined))?.close();
    },
  };
}
