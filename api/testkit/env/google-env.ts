// Test settings pointing the api at a devstack Google stand-in (OAuth + Gmail API on one server).
import type { GoogleStandIn } from 'devstack/google';

export function googleEnv(google: Pick<GoogleStandIn, 'url' | 'client'>): Record<string, string> {
  return {
    GOOGLE_CLIENT_ID: google.client.clientId,
    GOOGLE_CLIENT_SECRET: google.client.clientSecret,
    GOOGLE_AUTH_URL: `${google.url}/o/oauth2/v2/auth`,
    GOOGLE_TOKEN_URL: `${google.url}/token`,
    GOOGLE_USERINFO_URL: `${google.url}/v1/userinfo`,
    GOOGLE_REVOKE_URL: `${google.url}/revoke`,
    GMAIL_API_URL: google.url,
  };
}

/** A fixed test key ring (two keys so rotation can be exercised). */
export const TEST_TOKEN_KEYS = {
  TOKEN_ENCRYPTION_KEYS: `k1:${Buffer.alloc(32, 1).toString('base64')},k2:${Buffer.alloc(32, 2).toString('base64')}`,
  TOKEN_ENCRYPTION_KEY_ID: 'k1',
};
