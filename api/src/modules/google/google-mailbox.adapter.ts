// Gmail as the mailbox port's first adapter: the grant's access through Google's token endpoint, sends through
// users.messages.send, Gmail's Message-ID read back, the headers-only reads, and Google's failures in the port's words.
import type { Database } from '../../db/db.client';
import type { AppConfig } from '../../config/config';
import { MailAccessError, type AppProblem, type MailboxAdapter } from '../mailbox';
import type { GoogleClients } from './google-clients.factory';
import { GoogleNetworkError } from './google-http.util';
import { googleMailReads } from './google-mail-reads.adapter';
import { isOAuthClientRefused, reportGoogleProjectProblem, type GoogleProjectProblem } from './google-project-health.store';
import { ACCESS_TOKEN_EXPIRY_MARGIN_MS, getGmailAccess } from './grant/gmail-access.service';
import { GoogleAuthNotConfiguredError, GrantUnavailableError } from './grant/google-grant.errors';
import { holdGrantUntil, markGrantRevoked, pauseGrantSending, readCachedAccessToken } from '../mailbox';
import { canReadHeaders } from './grant/google-scopes.constants';
import { GoogleOAuthError } from './oauth/google-oauth.client';

const GOOGLE_PROBLEM: Record<AppProblem, GoogleProjectProblem> = {
  'api-disabled': 'gmail-api-disabled',
  'project-quota': 'project-quota',
  'client-refused': 'oauth-client-refused',
};

/** Google's token-endpoint failures in the port's words; anything else is not an access failure. */
export function toMailAccessError(error: unknown): unknown {
  if (error instanceof GrantUnavailableError) return new MailAccessError('grant-unavailable', error.message, { cause: error });
  if (error instanceof GoogleAuthNotConfiguredError)
    return new MailAccessError('client-refused', error.message, { cause: error });
  if (error instanceof GoogleOAuthError) {
    const kind = isOAuthClientRefused(error.code) ? 'client-refused' : 'token-endpoint';
    return new MailAccessError(kind, error.message, { retryAfterMs: error.retryAfterMs, cause: error });
  }
  if (error instanceof GoogleNetworkError) return new MailAccessError('token-endpoint', error.message, { cause: error });
  return error;
}

export function createGoogleMailbox(deps: { db: Database; config: AppConfig; clients: GoogleClients }): MailboxAdapter {
  const { db, config, clients } = deps;
  const ring = config.tokenEncryption;
  return {
    provider: 'google',
    paysQuotaUnits: true,
    canReadHeaders,
    cachedAccess(grant, now) {
      const accessToken = readCachedAccessToken(grant, ring, now, ACCESS_TOKEN_EXPIRY_MARGIN_MS);
      if (!accessToken) return undefined;
      const { userId, address, scopes } = grant;
      return { userId, provider: 'google', address, scopes, accessToken };
    },
    async access(userId, { now, forceRefresh }) {
      try {
        return await getGmailAccess({ db, ring, oauth: clients.oauth() }, userId, { now, forceRefresh });
      } catch (error) {
        throw toMailAccessError(error);
      }
    },
    send: (access, mail, { threadId }) => clients.mail.send({ accessToken: access.accessToken, threadId, mail }),
    sentMessageId: (access, providerMessageId) => clients.gmail.getMessageIdHeader(access.accessToken, providerMessageId),
    markRevoked: (userId, now) => markGrantRevoked(db, userId, now),
    pauseSending: (userId, until) => pauseGrantSending(db, userId, until),
    holdRequests: (userId, until) => holdGrantUntil(db, userId, until),
    reportAppProblem: (problem, detail, now) => reportGoogleProjectProblem(db, { problem: GOOGLE_PROBLEM[problem], detail, now }),
    ...googleMailReads(clients.gmail),
  };
}
