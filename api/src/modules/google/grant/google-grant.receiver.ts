// Stores a Gmail grant, however Google's consent ended (startGoogleAuthFlow's callback, or sign-in with Google
// that asked for the gmail.send scope): refuses one without the send scope or without a usable refresh token.
import type { AppConfig } from '../../../config/config';
import type { Database } from '../../../db/db.client';
import type { Logger } from '../../../logging/logger';
import { googleOAuthClient } from '../google-clients.factory';
import { findGrant, storeGrant } from '../../mailbox';
import { canSend } from './google-scopes.constants';
import type { GoogleGrant, GoogleGrantReceiver } from './google-grant.types';

/** Refused grants (no send scope, or no refresh token for a new mailbox): the user must authorize again. */
export class GrantNotUsableError extends Error {
  override readonly name = 'GrantNotUsableError';
}

export function createGoogleGrantReceiver(deps: {
  db: Database;
  config: AppConfig;
  logger?: Logger;
  onGrantStored?: (db: Database, userId: string) => Promise<unknown>;
  /** Takes back a refused grant at Google; by default the configured OAuth client's revoke. */
  revoke?: (token: string) => Promise<void>;
}): GoogleGrantReceiver {
  const revoke = deps.revoke ?? ((token: string) => Promise.resolve().then(() => googleOAuthClient(deps.config).revoke(token)));
  return {
    async saveGrant(grant: GoogleGrant): Promise<void> {
      if (!canSend(grant.scopes)) {
        // Granular consent let the user untick sending: nothing of this grant stays live at Google.
        await revoke(grant.refreshToken ?? grant.accessToken).catch((error: unknown) =>
          deps.logger?.warn({ err: error, userId: grant.userId }, 'revoking a refused Google grant failed'),
        );
        throw new GrantNotUsableError('Google did not grant the gmail.send scope');
      }
      const googleEmail = grant.googleEmail.toLowerCase();
      if (!grant.refreshToken) {
        const existing = await findGrant(deps.db, grant.userId);
        if (!existing?.refreshTokenCiphertext || existing.address !== googleEmail) {
          throw new GrantNotUsableError('Google issued no refresh token for this mailbox');
        }
      }
      await storeGrant(deps.db, deps.config.tokenEncryption, {
        userId: grant.userId,
        provider: 'google',
        address: googleEmail,
        scopes: grant.scopes,
        refreshToken: grant.refreshToken,
        accessToken: grant.accessToken,
        accessTokenExpiresAt:
          grant.expiresInSeconds === undefined ? undefined : new Date(Date.now() + grant.expiresInSeconds * 1000),
      });
      deps.logger?.info({ userId: grant.userId, scopes: grant.scopes }, 'Gmail authorization stored');
      await deps.onGrantStored?.(deps.db, grant.userId);
    },
  };
}
