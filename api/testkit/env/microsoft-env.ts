// Test settings pointing the api at a devstack Microsoft stand-in (identity platform and Graph on one HTTPS server),
// and the one way tests connect a Microsoft mailbox: the real consent pages, PKCE, the code exchange, the grant.
import { signInToMicrosoft, type MicrosoftStandIn } from 'devstack/microsoft';
import type { MicrosoftConfig } from '../../src/config/microsoft.config';
import type { Database } from '../../src/db/db.client';
import type { TokenKeyRing } from '../../src/modules/mailbox';
import {
  completeMicrosoftConsent,
  newMicrosoftConsent,
  storeMicrosoftGrant,
  type MicrosoftConsentOutcome,
  type MicrosoftOAuthClient,
} from '../../src/modules/microsoft';

export const MICROSOFT_TEST_REDIRECT = 'http://localhost:8080/api/microsoft/callback';

/** The MICROSOFT_* variables for a stand-in; `caPemFile` holds `ms.caPem` (written by the caller). */
export function microsoftEnv(ms: Pick<MicrosoftStandIn, 'url' | 'app'>, caPemFile: string): Record<string, string> {
  return {
    MICROSOFT_CLIENT_ID: ms.app.clientId,
    MICROSOFT_CLIENT_SECRET: ms.app.clientSecret,
    MICROSOFT_LOGIN_URL: ms.url,
    MICROSOFT_GRAPH_URL: ms.url,
    MICROSOFT_CA_PEM_FILE: caPemFile,
  };
}

/** The settings loadMicrosoftConfig would read from microsoftEnv, without a file. */
export function microsoftConfigFor(ms: Pick<MicrosoftStandIn, 'url' | 'app' | 'caPem'>): MicrosoftConfig {
  return { clientId: ms.app.clientId, clientSecret: ms.app.clientSecret, loginUrl: ms.url, graphUrl: ms.url, caPem: ms.caPem };
}

/** A fixed key ring for grants sealed in tests. */
export const MICROSOFT_TEST_RING: TokenKeyRing = { keys: [{ id: 'k1', key: Buffer.alloc(32, 7) }], activeKeyId: 'k1' };

/**
 * A user connects `email` as a user would: the consent URL, the stand-in's pages (Accept, Cancel, or "Return to the
 * application without granting consent"), the redirect back read; a connection is stored as the user's grant.
 */
export async function connectMicrosoftMailbox(input: {
  ms: MicrosoftStandIn;
  oauth: MicrosoftOAuthClient;
  db: Database;
  ring?: TokenKeyRing;
  userId: string;
  email: string;
  detect?: boolean;
  choice?: 'accept' | 'cancel' | 'back';
}): Promise<MicrosoftConsentOutcome> {
  const detect = input.detect ?? false;
  const pending = newMicrosoftConsent();
  const url = await input.oauth.consentUrl({
    redirectUri: MICROSOFT_TEST_REDIRECT,
    state: pending.state,
    codeChallenge: pending.codeChallenge,
    detect,
  });
  const { redirect, page } = await signInToMicrosoft(url, input.ms.caPem, input.email, input.choice ?? 'accept');
  if (!redirect) throw new Error(`the sign-in pages did not redirect back: ${page.slice(0, 300)}`);
  const outcome = await completeMicrosoftConsent(input.oauth, {
    query: Object.fromEntries(redirect.searchParams),
    pending,
    redirectUri: MICROSOFT_TEST_REDIRECT,
    detect,
  });
  if (outcome.kind === 'connected')
    await storeMicrosoftGrant(input.db, input.ring ?? MICROSOFT_TEST_RING, input.userId, outcome.connection);
  return outcome;
}
