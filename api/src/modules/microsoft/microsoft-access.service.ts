// A usable Microsoft Graph access for a user: the cached access token while it is valid, else refreshed with the
// sealed refresh token (the rotated one Microsoft answers is sealed in its place). A refresh token Microsoft refuses
// for good (consent removed, password reset, expired) marks the grant revoked: the user reconnects.
import type { Database } from '../../db/db.client';
import {
  findGrant,
  isLiveGrant,
  MailAccessError,
  markGrantRevoked,
  readCachedAccessToken,
  readRefreshToken,
  TokenDecryptionError,
  type MailboxAccess,
  type TokenKeyRing,
} from '../mailbox';
import { saveRefreshedTokens } from './microsoft-grant-tokens.store';
import { MicrosoftOAuthError, type MicrosoftOAuthClient } from './microsoft-oauth.client';
import { canReadMicrosoftHeaders, microsoftMailScopes } from './microsoft-scopes.constants';

/** Refresh a little before Microsoft's expiry so a token never dies mid-request. */
export const MICROSOFT_TOKEN_EXPIRY_MARGIN_MS = 60_000;

export interface MicrosoftAccessDeps {
  db: Database;
  ring: TokenKeyRing;
  oauth: () => MicrosoftOAuthClient;
}

/** Microsoft's token-endpoint failures in the port's words. */
export function toMailAccessError(error: unknown): unknown {
  if (!(error instanceof MicrosoftOAuthError)) return error;
  const kind =
    error.kind === 'client-refused' ? 'client-refused' : error.kind === 'token-endpoint' ? 'token-endpoint' : 'grant-unavailable';
  return new MailAccessError(kind, error.message, { retryAfterMs: error.options.retryAfterMs, cause: error });
}

export async function getMicrosoftAccess(
  deps: MicrosoftAccessDeps,
  userId: string,
  options: { now: Date; forceRefresh: boolean },
): Promise<MailboxAccess> {
  const { now } = options;
  const grant = await findGrant(deps.db, userId);
  if (!grant || grant.provider !== 'microsoft') throw new MailAccessError('grant-unavailable', 'no Microsoft grant');
  if (!isLiveGrant(grant)) throw new MailAccessError('grant-unavailable', 'the Microsoft grant is revoked');
  const base = { userId, provider: 'microsoft' as const, address: grant.address, scopes: grant.scopes };

  const cached = options.forceRefresh
    ? undefined
    : readCachedAccessToken(grant, deps.ring, now, MICROSOFT_TOKEN_EXPIRY_MARGIN_MS);
  if (cached) return { ...base, accessToken: cached };

  let refreshToken: string;
  try {
    refreshToken = readRefreshToken(grant, deps.ring);
  } catch (error) {
    // The key that sealed it is gone from the key ring: only a new consent can fix that.
    if (error instanceof TokenDecryptionError)
      throw new MailAccessError('grant-unavailable', 'the refresh token cannot be opened');
    throw error;
  }
  try {
    // The grant's own tier: a refresh never asks for more than the user consented to.
    const tokens = await deps.oauth().refresh(refreshToken, microsoftMailScopes(canReadMicrosoftHeaders(grant.scopes)));
    await saveRefreshedTokens(deps.db, deps.ring, grant, tokens, refreshToken);
    return { ...base, accessToken: tokens.accessToken };
  } catch (error) {
    if (error instanceof MicrosoftOAuthError && error.kind === 'grant-revoked') {
      await markGrantRevoked(deps.db, userId, now);
    }
    throw toMailAccessError(error);
  }
}
