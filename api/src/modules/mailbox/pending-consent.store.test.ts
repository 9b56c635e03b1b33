// Pending consents are each provider's own: Google's callback never uses up a Microsoft consent (nor the reverse),
// and a consent is used once, by the user who started it, before it expires.
import { createDb, type DbHandle } from '../../db/db.client';
import { insertUser } from '../../../testkit/db/db-fixtures';
import { createTestDatabase, type TestDatabase } from '../../../testkit/db/test-database';
import { savePendingConsent, takePendingConsent, type NewPendingConsent } from './pending-consent.store';

describe('pending mailbox consents', () => {
  let database: TestDatabase;
  let handle: DbHandle;
  const now = new Date('2026-12-03T10:00:00Z');
  const later = (ms: number) => new Date(now.getTime() + ms);

  beforeAll(async () => {
    database = await createTestDatabase();
    handle = createDb({ url: database.url, max: 2, onPoolError: () => undefined });
  });
  afterAll(async () => {
    await handle.close();
    await database.drop();
  });

  async function saved(provider: NewPendingConsent['provider'], state: string) {
    const user = await insertUser(handle.db, { name: 'Sam Seeker' });
    const consent = {
      provider,
      state,
      userId: user.id,
      codeVerifier: `verifier-${state}`,
      returnTo: '/dashboard/settings',
      scopes: provider === 'microsoft' ? ['Mail.Send', 'offline_access'] : ['https://www.googleapis.com/auth/gmail.send'],
      expiresAt: later(10 * 60_000),
    };
    await savePendingConsent(handle.db, consent, now);
    return user;
  }

  it("is never taken by the other provider's callback, and then still completes with its own", async () => {
    const user = await saved('microsoft', 'state-ms');
    expect(await takePendingConsent(handle.db, { provider: 'google', state: 'state-ms', userId: user.id, now })).toBeUndefined();
    const taken = await takePendingConsent(handle.db, { provider: 'microsoft', state: 'state-ms', userId: user.id, now });
    expect(taken).toMatchObject({ provider: 'microsoft', codeVerifier: 'verifier-state-ms', returnTo: '/dashboard/settings' });
  });

  it('is used once: a replay of the same state finds nothing', async () => {
    const user = await saved('google', 'state-once');
    expect(await takePendingConsent(handle.db, { provider: 'google', state: 'state-once', userId: user.id, now })).toBeDefined();
    expect(
      await takePendingConsent(handle.db, { provider: 'google', state: 'state-once', userId: user.id, now }),
    ).toBeUndefined();
  });

  it('is used up, unanswered, when another user presents it or it expired', async () => {
    const owner = await saved('google', 'state-other');
    const stranger = await insertUser(handle.db, { name: 'Other' });
    expect(
      await takePendingConsent(handle.db, { provider: 'google', state: 'state-other', userId: stranger.id, now }),
    ).toBeUndefined();
    expect(
      await takePendingConsent(handle.db, { provider: 'google', state: 'state-other', userId: owner.id, now }),
    ).toBeUndefined();

    const late = await saved('microsoft', 'state-late');
    const after = later(11 * 60_000);
    expect(
      await takePendingConsent(handle.db, { provider: 'microsoft', state: 'state-late', userId: late.id, now: after }),
    ).toBeUndefined();
  });
});
