// Connecting a Microsoft mailbox: a consent's PKCE pair and state, what Microsoft's redirect back means (connected,
// the user said no, a school or work tenant that needs its administrator's approval), and the grant it leaves
// (one row per user in mail_grants, provider 'microsoft'). Where the pending state is kept is the caller's.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Database } from '../../db/db.client';
import type { MailGrant } from '../../db/schema';
import { storeGrant, type TokenKeyRing } from '../mailbox';
import { aadstsOf, MicrosoftOAuthError, type MicrosoftConnection, type MicrosoftOAuthClient } from './microsoft-oauth.client';

export interface PendingMicrosoftConsent {
  state: string;
  /** Stays server-side; only its S256 challenge goes in the URL. */
  codeVerifier: string;
  codeChallenge: string;
}

export function newMicrosoftConsent(): PendingMicrosoftConsent {
  const codeVerifier = randomBytes(32).toString('base64url');
  return {
    state: randomBytes(24).toString('base64url'),
    codeVerifier,
    codeChallenge: createHash('sha256').update(codeVerifier).digest('base64url'),
  };
}

export type MicrosoftConsentOutcome =
  | { kind: 'connected'; connection: MicrosoftConnection }
  /** The user pressed Cancel on Microsoft's consent page (access_denied). */
  | { kind: 'consent-refused' }
  /**
   * The tenant lets only its administrators consent (AADSTS90094 "Need admin approval", answered with
   * consent_required / AADSTS65001): "Your school or work account needs an administrator to approve this app".
   */
  | { kind: 'admin-consent-required' }
  /** The answer is not for the consent this browser started (or it was used already). */
  | { kind: 'state-mismatch' }
  | { kind: 'failed'; reason: MicrosoftOAuthError['kind'] | 'authorize-error'; detail: string };

/** AADSTS codes of the authorize endpoint that mean "an administrator must approve" (90094, 90095, 65001). */
const ADMIN_CONSENT_AADSTS = new Set([90094, 90095, 65001]);

const sameText = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/** Reads Microsoft's redirect back (`code`+`state`, or `error`, `error_description`, `error_subcode`). */
export async function completeMicrosoftConsent(
  oauth: MicrosoftOAuthClient,
  input: {
    query: Record<string, unknown>;
    pending: Pick<PendingMicrosoftConsent, 'state' | 'codeVerifier'>;
    redirectUri: string;
    detect: boolean;
  },
): Promise<MicrosoftConsentOutcome> {
  const text = (name: string) => (typeof input.query[name] === 'string' ? (input.query[name] as string) : undefined);
  const state = text('state');
  if (!state || !sameText(state, input.pending.state)) return { kind: 'state-mismatch' };
  const error = text('error');
  if (error) {
    const description = text('error_description') ?? '';
    const aadsts = aadstsOf(description);
    if (error === 'consent_required' || (aadsts !== undefined && ADMIN_CONSENT_AADSTS.has(aadsts)))
      return { kind: 'admin-consent-required' };
    if (error === 'access_denied') return { kind: 'consent-refused' };
    return { kind: 'failed', reason: 'authorize-error', detail: `${error}${aadsts ? ` AADSTS${aadsts}` : ''}` };
  }
  const code = text('code');
  if (!code) return { kind: 'failed', reason: 'authorize-error', detail: 'no code in the answer' };
  try {
    const connection = await oauth.exchangeCode({
      code,
      codeVerifier: input.pending.codeVerifier,
      redirectUri: input.redirectUri,
      detect: input.detect,
    });
    // Without one the grant could not outlive its first access token (offline_access was asked for).
    if (!connection.refreshToken) return { kind: 'failed', reason: 'token-endpoint', detail: 'the answer had no refresh token' };
    return { kind: 'connected', connection };
  } catch (caught) {
    if (!(caught instanceof MicrosoftOAuthError)) throw caught;
    if (caught.options.aadsts !== undefined && ADMIN_CONSENT_AADSTS.has(caught.options.aadsts))
      return { kind: 'admin-consent-required' };
    return { kind: 'failed', reason: caught.kind, detail: caught.message };
  }
}

/** The user's grant from a connection: replaces any earlier one (another provider's too) and clears a revocation. */
export function storeMicrosoftGrant(
  db: Database,
  ring: TokenKeyRing,
  userId: string,
  connection: MicrosoftConnection,
): Promise<MailGrant> {
  return storeGrant(db, ring, {
    userId,
    provider: 'microsoft',
    address: connection.address,
    scopes: connection.scopes,
    refreshToken: connection.refreshToken,
    accessToken: connection.accessToken,
    accessTokenExpiresAt: connection.expiresAt,
  });
}
