// After a refresh: the new access token cached, and the refresh token Microsoft rotated sealed in place of the old
// one ("refresh tokens replace themselves with a fresh token upon every use"; the newest is the one to keep). The
// grant is written only through the mailbox's store (one writer per table).
import type { MailGrant } from '../../db/schema';
import type { Database } from '../../db/db.client';
import { saveAccessToken, type TokenKeyRing } from '../mailbox';
import type { MicrosoftTokens } from './microsoft-oauth.client';

export async function saveRefreshedTokens(
  db: Database,
  ring: TokenKeyRing,
  grant: MailGrant,
  tokens: MicrosoftTokens,
  usedRefreshToken: string,
): Promise<void> {
  const rotated = tokens.refreshToken && tokens.refreshToken !== usedRefreshToken ? tokens.refreshToken : undefined;
  await saveAccessToken(db, ring, grant, tokens.accessToken, tokens.expiresAt, rotated ?? usedRefreshToken, Boolean(rotated));
}
