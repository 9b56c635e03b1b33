// The MailDriver over the Gmail API (users.messages.send through the nodemailer transport): translates Gmail's
// HTTP errors and network failures into the driver's failure kinds.
import { GoogleNetworkError } from '../google-http.util';
import type { GmailApiClient } from './gmail-api.client';
import { GmailApiError } from './gmail-api.error';
import { MessageBuildError, sendWithGmail } from './gmail.transport';
import { MailSendError, type MailDriver, type MailSendFailure } from '../../mailbox';

const KIND_BY_GMAIL_FAILURE: Record<GmailApiError['kind'], MailSendFailure> = {
  auth: 'auth',
  rate: 'rate',
  'daily-limit': 'daily-limit',
  project: 'project',
  account: 'account',
  server: 'server',
  'not-found': 'thread-gone',
  rejected: 'rejected',
};

export function toMailSendError(error: unknown): MailSendError {
  if (error instanceof MailSendError) return error;
  if (error instanceof GmailApiError) {
    const detail = `${error.status} ${error.reason ?? ''}`.trim();
    return new MailSendError(KIND_BY_GMAIL_FAILURE[error.kind], detail, {
      retryAfterMs: error.retryAfterMs,
      resumeAt: error.retryAt,
      problem: error.problem,
      providerMessage: error.googleMessage,
      cause: error,
    });
  }
  if (error instanceof MessageBuildError) return new MailSendError('not-built', error.message, { cause: error });
  if (error instanceof GoogleNetworkError && error.requestNotSent) {
    return new MailSendError('not-sent', error.message, { cause: error });
  }
  return new MailSendError('unconfirmed', error instanceof Error ? error.message : String(error), { cause: error });
}

export function gmailApiDriver(client: GmailApiClient): MailDriver {
  return {
    async send({ accessToken, threadId, mail }) {
      try {
        const sent = await sendWithGmail({ client, accessToken, threadId }, mail);
        return { id: sent.id, threadId: sent.threadId, messageId: sent.messageId };
      } catch (error) {
        throw toMailSendError(error);
      }
    },
  };
}
