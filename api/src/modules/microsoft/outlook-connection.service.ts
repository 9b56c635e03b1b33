// Connecting Outlook from Settings: the consent's state and PKCE verifier kept server-side (the mailbox module's
// pending consents: hashed, single use, never taken by Google's callback), the authorize URL, and the redirect back
// completed into the user's one grant (replacing a Gmail one).
import { OUTLOOK_CONNECT_FAILURE_REASONS, SETTINGS_ROUTE, type OutlookConnectFailureReason } from 'contracts';
import type { Database } from '../../db/db.client';
import { findGrant, savePendingConsent, takePendingConsent, type TokenKeyRing } from '../mailbox';
import type { MicrosoftOAuthClient } from './microsoft-oauth.client';
import { completeMicrosoftConsent, newMicrosoftConsent, storeMicrosoftGrant } from './microsoft-consent.service';
import {
  microsoftMailScopes,
  MICROSOFT_READ_BASIC_SCOPE,
  MICROSOFT_SEND_SCOPE,
  withoutMicrosoftReadScopes,
} from './microsoft-scopes.constants';

export const MICROSOFT_GRANT_CALLBACK_PATH = '/api/microsoft-grant/callback';
/** How long the user has to finish Microsoft's pages. */
export const OUTLOOK_CONSENT_TTL_MS = 10 * 60 * 1000;

export const outlookCallbackUrl = (appOrigin: string) => `${appOrigin}${MICROSOFT_GRANT_CALLBACK_PATH}`;

export interface OutlookConnectionDeps {
  db: Database;
  appOrigin: string;
  ring: TokenKeyRing;
  oauth: MicrosoftOAuthClient;
}

/** The authorize URL for this user; `returnTo` must already be a safe path on this site. */
export async function startOutlookConnection(
  deps: OutlookConnectionDeps,
  input: { userId: string; detectReplies: boolean; returnTo: string; now?: Date },
): Promise<{ url: string }> {
  const now = input.now ?? new Date();
  const pending = newMicrosoftConsent();
  const url = await deps.oauth.consentUrl({
    redirectUri: outlookCallbackUrl(deps.appOrigin),
    state: pending.state,
    codeChallenge: pending.codeChallenge,
    detect: input.detectReplies,
    ...(await loginHintOf(deps.db, input.userId)),
  });
  await savePendingConsent(
    deps.db,
    {
      provider: 'microsoft',
      state: pending.state,
      userId: input.userId,
      codeVerifier: pending.codeVerifier,
      returnTo: input.returnTo,
      scopes: microsoftMailScopes(input.detectReplies),
      expiresAt: new Date(now.getTime() + OUTLOOK_CONSENT_TTL_MS),
    },
    now,
  );
  return { url };
}

/** A reconnect starts on the connected Microsoft address. */
async function loginHintOf(db: Database, userId: string): Promise<{ loginHint?: string }> {
  const grant = await findGrant(db, userId);
  return grant?.provider === 'microsoft' ? { loginHint: grant.address } : {};
}

export type OutlookConnectionResult =
  | { ok: true; returnTo: string; address: string; scopes: string[] }
  | { ok: false; returnTo: string; reason: OutlookConnectFailureReason; detail?: string };

/** Microsoft's redirect back for the signed-in user: the pending consent is used up whatever the answer. */
export async function completeOutlookConnection(
  deps: OutlookConnectionDeps,
  input: { userId: string; query: Record<string, unknown>; now?: Date },
): Promise<OutlookConnectionResult> {
  const now = input.now ?? new Date();
  const state = typeof input.query.state === 'string' ? input.query.state : '';
  const expired = { ok: false, returnTo: SETTINGS_ROUTE, reason: OUTLOOK_CONNECT_FAILURE_REASONS.expired } as const;
  if (!state) return expired;
  const pending = await takePendingConsent(deps.db, { provider: 'microsoft', state, userId: input.userId, now });
  if (!pending) return expired;
  const { returnTo } = pending;
  const detect = pending.scopes.includes(MICROSOFT_READ_BASIC_SCOPE);
  const outcome = await completeMicrosoftConsent(deps.oauth, {
    query: input.query,
    pending: { state, codeVerifier: pending.codeVerifier },
    redirectUri: outlookCallbackUrl(deps.appOrigin),
    detect,
  });
  switch (outcome.kind) {
    case 'connected': {
      // Without Mail.Send the grant could never send: nothing is stored.
      if (!outcome.connection.scopes.includes(MICROSOFT_SEND_SCOPE))
        return { ok: false, returnTo, reason: OUTLOOK_CONNECT_FAILURE_REASONS.consentRefused };
      // Microsoft may answer every permission the user ever consented to (a read one kept from before a switch to
      // Send only): the grant keeps only what the user chose this time.
      const scopes = detect ? outcome.connection.scopes : withoutMicrosoftReadScopes(outcome.connection.scopes);
      await storeMicrosoftGrant(deps.db, deps.ring, input.userId, { ...outcome.connection, scopes });
      return { ok: true, returnTo, address: outcome.connection.address, scopes };
    }
    case 'consent-refused':
      return { ok: false, returnTo, reason: OUTLOOK_CONNECT_FAILURE_REASONS.consentRefused };
    case 'admin-consent-required':
      return { ok: false, returnTo, reason: OUTLOOK_CONNECT_FAILURE_REASONS.adminConsentRequired };
    case 'state-mismatch':
      return { ok: false, returnTo, reason: OUTLOOK_CONNECT_FAILURE_REASONS.expired };
    case 'failed':
      return {
        ok: false,
        returnTo,
        reason: OUTLOOK_CONNECT_FAILURE_REASONS.failed,
        detail: `${outcome.reason}: ${outcome.detail}`,
      };
  }
}
