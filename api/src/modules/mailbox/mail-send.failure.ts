// Outbound mail behind a small driver interface, the same for every provider: the engine hands over a composed
// message and learns, in the port's words, what a failure means for it (retry, reconnect, give up, or "may have gone
// out"). Each adapter maps its provider's answers onto these kinds.
import type Mail from 'nodemailer/lib/mailer';

/** What exactly is wrong when the app ('project') or the account ('account') cannot send. */
export type MailboxProblem =
  /** The provider's mail API is off for the app's project. */
  | 'gmail-api-disabled'
  /** The app's project-wide quota is spent. */
  | 'project-quota'
  /** The account's administrator blocks the app (a Workspace policy, a tenant without admin consent). */
  | 'admin-policy'
  /** Mail is off for the account (Gmail disabled, no Exchange licence). */
  | 'mail-disabled'
  /** The provider holds the account from sending until its owner verifies it (Outlook.com). */
  | 'sending-blocked'
  /** The mailbox refuses to send as the grant's address. */
  | 'send-as-denied';

export type MailSendFailure =
  /** The grant was refused (expired token, revoked, scope missing): refresh, else the user must reconnect. */
  | 'auth'
  /** The provider asks us to slow down; retry later. */
  | 'rate'
  /** The account reached its daily sending limit: nothing goes out for it until `resumeAt` (when stated). */
  | 'daily-limit'
  /** The app's project cannot send (API disabled, project quota): the operator must act; emails wait. */
  | 'project'
  /** This account cannot use the app (Workspace admin policy, Gmail off for it): the user must act; emails wait. */
  | 'account'
  /** The provider's side failed; retry with backoff. */
  | 'server'
  /** The thread to file the message in no longer exists. */
  | 'thread-gone'
  /** The request itself was refused; retrying will not help. */
  | 'rejected'
  /** The message could not be built (an attachment could not be fetched): nothing left. */
  | 'not-built'
  /** The connection failed before the request was sent: nothing left. */
  | 'not-sent'
  /** The request may have reached the provider (timeout, reset, unreadable answer): never resend. */
  | 'unconfirmed';

export class MailSendError extends Error {
  override readonly name = 'MailSendError';

  constructor(
    readonly kind: MailSendFailure,
    /** Short, loggable detail (status and reason, or the underlying message). */
    readonly detail: string,
    readonly options: {
      retryAfterMs?: number;
      resumeAt?: Date;
      /** What exactly is wrong, for 'project' and 'account' failures. */
      problem?: MailboxProblem;
      providerMessage?: string;
      cause?: unknown;
    } = {},
  ) {
    super(`${kind}: ${detail}`, { cause: options.cause });
  }
}

export interface OutgoingMail {
  accessToken: string;
  /** Provider thread to file the message in (a same-thread follow-up). */
  threadId?: string;
  mail: Mail.Options;
}

export interface SentMail {
  /** The provider's message id and thread id. */
  id: string;
  threadId: string;
  /** The Message-ID header the message went out with. */
  messageId: string;
  /** A link that opens the sent message in the provider's web app, when the provider gave one (Graph's webLink). */
  webLink?: string;
}

export interface MailDriver {
  /** Sends once; throws MailSendError on failure (never retries by itself). */
  send(outgoing: OutgoingMail): Promise<SentMail>;
}
