// A signed-in user (a session cookie for /graphql) who also holds a Gmail send grant the delivery engine can use:
// the set-up of tests that drive the engine and read the result through the api.
import { GMAIL_SEND_SCOPE } from 'contracts';
import type { User } from '../../src/db/schema';
import { storeGrant } from '../../src/modules/mailbox';
import { CookieJar } from '../http/cookie-jar';
import type { TestApp } from '../http/test-app';
import type { DeliveryHarness } from './delivery-harness';

export async function signedInSender(app: TestApp, h: DeliveryHarness, label: string): Promise<{ user: User; jar: CookieJar }> {
  const jar = new CookieJar();
  const response = await app.request('/api/auth/sign-up/email', {
    json: {
      name: 'Ada',
      email: `ada.${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`,
      password: 'secret-pass',
    },
    jar,
  });
  const { user } = (await response.json()) as { user: User };
  const scopes = ['openid', 'email', GMAIL_SEND_SCOPE];
  const tokens = h.google.issueTokens({ email: 'ada@gmail.com', scopes });
  await storeGrant(h.handle.db, h.config.tokenEncryption, {
    userId: user.id,
    provider: 'google',
    address: 'ada@gmail.com',
    scopes,
    refreshToken: tokens.refreshToken,
  });
  return { user, jar };
}
