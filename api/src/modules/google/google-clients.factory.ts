// The official Google clients built from the app configuration (base URLs point at devstack in dev and tests).
import type { AppConfig } from '../../config/config';
import { gmailApiDriver } from './gmail-api/gmail-api.driver';
import { GmailApiClient } from './gmail-api/gmail-api.client';
import type { MailDriver } from '../mailbox';
import type { FetchLike } from './google-http.util';
import { GoogleOAuthClient } from './oauth/google-oauth.client';
import { GoogleAuthNotConfiguredError } from './grant/google-grant.errors';

export function googleOAuthClient(config: Pick<AppConfig, 'google'>, fetchImpl: FetchLike = fetch): GoogleOAuthClient {
  const { clientId, clientSecret, authUrl, tokenUrl, userInfoUrl, revokeUrl } = config.google;
  if (!clientId || !clientSecret) throw new GoogleAuthNotConfiguredError();
  return new GoogleOAuthClient({ clientId, clientSecret, authUrl, tokenUrl, userInfoUrl, revokeUrl }, fetchImpl);
}

export function gmailApiClient(config: AppConfig, fetchImpl: FetchLike = fetch, timeoutMs?: number): GmailApiClient {
  return new GmailApiClient(config.google.gmailApiUrl, fetchImpl, timeoutMs);
}

/** The Google clients a process shares: built once (per process) from the configuration. */
export interface GoogleClients {
  gmail: GmailApiClient;
  /** Lazy: a deployment without Google OAuth configured still starts (the first use throws). */
  oauth(): GoogleOAuthClient;
  mail: MailDriver;
}

export function createGoogleClients(
  config: AppConfig,
  options: { fetch?: FetchLike; gmailTimeoutMs?: number } = {},
): GoogleClients {
  const gmail = gmailApiClient(config, options.fetch, options.gmailTimeoutMs);
  let oauthClient: GoogleOAuthClient | undefined;
  return {
    gmail,
    oauth: () => (oauthClient ??= googleOAuthClient(config, options.fetch)),
    mail: gmailApiDriver(gmail),
  };
}
