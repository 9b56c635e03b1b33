// Google clients built from the app configuration (base URLs point at devstack in dev and tests).
import type { AppConfig } from '../../config/config';
import { GmailApiClient, GoogleOAuthClient, type FetchLike } from '../gmail';
import { GoogleAuthNotConfiguredError } from './google-grant.errors';

export function googleOAuthClient(config: AppConfig, fetchImpl: FetchLike = fetch): GoogleOAuthClient {
  const { clientId, clientSecret, tokenUrl, userInfoUrl, revokeUrl } = config.google;
  if (!clientId || !clientSecret) throw new GoogleAuthNotConfiguredError();
  return new GoogleOAuthClient({ clientId, clientSecret, tokenUrl, userInfoUrl, revokeUrl }, fetchImpl);
}

export function gmailApiClient(config: AppConfig, fetchImpl: FetchLike = fetch, timeoutMs?: number): GmailApiClient {
  return new GmailApiClient(config.google.gmailApiUrl, fetchImpl, timeoutMs);
}
