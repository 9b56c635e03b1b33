// A usable Gmail access token for a user: the cached one while it is valid, else refreshed from the stored
// refresh token. Google answering invalid_grant means the user revoked us: the grant is marked revoked.
import type { Database } from '../../../db/db.client';
import type { GoogleOAuthClient } from '../oauth/google-oauth.client';
import { GoogleOAuthError } from '../oauth/google-oauth.client';
import { GrantUnavailableError } from './google-grant.errors';
import {
  findGrant,
  isLiveGrant,
  markGrantRevoked,
  readCachedAccessToken,
  readRefreshToken,
  saveAccessToken,
} from '../../mailbox';
import { TokenDecryptionError, type MailboxAccess, type TokenKeyRing } from '../../mailbox';

/** Refresh a little before Google's expiry so a token never dies mid-request. */
export const ACCESS_TOKEN_EXPIRY_MARGIN_MS = 60_000;

/** A Gmail mailbox's access, in the port's shape (provider 'google'). */
export type GmailAccess = MailboxAccess;

export interface GmailAccessDeps {
  db: Database;
  ring: TokenKeyRing;
  oauth: GoogleOAuthClient;
}

export async function getGmailAccess(
  deps: GmailAccessDeps,
  userId: string,
  options: { now?: Date; forceRefresh?: boolean } = {},
): Promise<GmailAccess> {
  const now = options.now ?? new Date();
  const grant = await findGrant(deps.db, userId);
  if (!grant) throw new GrantUnavailableError('missing');
  if (!isLiveGrant(grant)) throw new GrantUnavailableError('revoked');
  const base = { userId, provider: 'google' as const, address: grant.address, scopes: grant.scopes };

  const cached = options.forceRefresh ? undefined : readCachedAccessToken(grant, deps.ring, now, ACCESS_TOKEN_EXPIRY_MARGIN_MS);
  if (cached) return { ...base, accessToken: cached };

  let refreshToken: string;
  try {
    refreshToken = readRefreshToken(grant, deps.ring);
  } catch (error) {
    // The key that sealed it is gone from the key ring: only a new authorization can fix that.
    if (error instanceof TokenDecryptionError) throw new GrantUnavailableError('revoked');
    throw error;
  }
  try {
    const tokens = await deps.oauth.refreshAccessToken(refreshToken, now);
    await saveAccessToken(deps.db, deps.ring, grant, tokens.accessToken, tokens.expiresAt, refreshToken);
    return { ...base, accessToken: tokens.accessToken };
  } catch (error) {
    if (error instanceof GoogleOAuthError && error.isGrantRevoked) {
      await markGrantRevoked(deps.db, userId, now);
      throw new GrantUnavailableError('revoked');
    }
    throw error;
  }
}
