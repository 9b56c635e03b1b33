// Settings › Email Permissions: which Gmail account is connected and with which tier, disconnecting it, and going
// back to 'Send only'. Google cannot take one scope away from a grant, so both revoke the token at Google first.
import type { GmailConnection } from 'contracts/resolvers-types';
import type { AppConfig } from '../../../config/config';
import type { Database } from '../../../db/db.client';
import type { MailGrant } from '../../../db/schema';
import type { GoogleOAuthClient } from '../oauth/google-oauth.client';
import { startGoogleAuthFlow } from './google-auth-flow.service';
import { GoogleAuthNotConfiguredError } from './google-grant.errors';
import { connectionOf, forgetGrantTokens, findGrant, isLiveGrant, readRefreshToken } from '../../mailbox';
import { canSend, gmailTierOf, withoutHeaderReadScopes } from './google-scopes.constants';
import { TokenDecryptionError, type TokenKeyRing } from '../../mailbox';

export interface GmailConnectionDeps {
  db: Database;
  config: AppConfig;
  ring: TokenKeyRing;
  /** Lazy: throws GoogleAuthNotConfiguredError when Google OAuth is not configured. */
  oauth: () => GoogleOAuthClient;
}

export async function gmailConnection(db: Database, userId: string): Promise<GmailConnection> {
  const grant = await findGrant(db, userId);
  if (!grant) return { connected: false, googleEmail: null, tier: null, needsReconnect: false };
  // A connected Outlook is the user's mailbox too: screens that only know Gmail must not ask to reconnect it.
  if (grant.provider !== 'google') {
    const mailbox = connectionOf(grant);
    return {
      connected: mailbox.connected,
      googleEmail: mailbox.address,
      tier: mailbox.tier,
      needsReconnect: mailbox.needsReconnect,
    };
  }
  const connected = isLiveGrant(grant) && canSend(grant.scopes);
  return { connected, googleEmail: grant.address, tier: gmailTierOf(grant.scopes), needsReconnect: !connected };
}

/**
 * Revokes the stored refresh token at Google (which ends the whole grant, access tokens included). A token we
 * can no longer open (its key retired) cannot be sent; Google's own 400 for an already dead one is fine.
 * Throws when Google cannot be reached, so nothing is forgotten that is still live there.
 */
async function revokeAtGoogle(deps: GmailConnectionDeps, grant: MailGrant): Promise<void> {
  // Another provider's token is never sent to Google (Settings' Disconnect serves every provider).
  if (grant.provider !== 'google' || !grant.refreshTokenCiphertext) return;
  let refreshToken: string;
  let oauth: GoogleOAuthClient;
  try {
    refreshToken = readRefreshToken(grant, deps.ring);
    oauth = deps.oauth();
  } catch (error) {
    // Nothing to send Google (key retired, or no OAuth client configured): forgetting the token is all we can do.
    if (error instanceof TokenDecryptionError || error instanceof GoogleAuthNotConfiguredError) return;
    throw error;
  }
  await oauth.revoke(refreshToken);
}

export type DisconnectResult = 'disconnected' | 'not-connected';

/**
 * 'Disconnect': revoked at Google (a Gmail grant), tokens and the poll cursor forgotten; the row keeps the address to
 * reconnect. An Outlook grant's tokens are only forgotten: Microsoft has no endpoint that revokes one refresh token.
 */
export async function disconnectGmail(deps: GmailConnectionDeps, userId: string, now = new Date()): Promise<DisconnectResult> {
  const grant = await findGrant(deps.db, userId);
  if (!grant || (grant.revokedAt !== null && !grant.refreshTokenCiphertext)) return 'not-connected';
  await revokeAtGoogle(deps, grant);
  await forgetGrantTokens(deps.db, userId, { at: now });
  return 'disconnected';
}

/**
 * 'Switch to Send only': the current token is revoked and the grant loses its read scopes at once (the reply
 * poller selects accounts by scope), then a consent for gmail.send alone starts, without Google's incremental
 * consent that would bring gmail.metadata back. Until the user finishes it, emails wait for the reconnect.
 */
export async function downgradeGmailToSendOnly(
  deps: GmailConnectionDeps,
  input: { userId: string; returnTo?: string; now?: Date },
): Promise<{ url: string }> {
  // Checked first: the consent must be able to start before the current grant is given up.
  if (!deps.config.google.clientId || !deps.config.google.clientSecret) throw new GoogleAuthNotConfiguredError();
  const grant = await findGrant(deps.db, input.userId);
  if (grant) {
    await revokeAtGoogle(deps, grant);
    await forgetGrantTokens(deps.db, input.userId, { at: input.now, scopes: withoutHeaderReadScopes(grant.scopes) });
  }
  return startGoogleAuthFlow(
    { db: deps.db, config: deps.config },
    { userId: input.userId, returnTo: input.returnTo, detectReplies: false, includeGrantedScopes: false, now: input.now },
  );
}
