// Notification Preferences over /graphql: the signed-in user's own two switches, default on, saved one at a time.
import { GRAPHQL_ERROR_CODES, NotificationPreferencesDocument, UpdateNotificationPreferencesDocument } from 'contracts';
import { print } from 'graphql';
import { CookieJar } from '../../../testkit/http/cookie-jar';
import { startTestApp, type TestApp } from '../../../testkit/http/test-app';
import { signUp } from '../../../testkit/auth/auth-helpers';

const QUERY = print(NotificationPreferencesDocument);
const UPDATE = print(UpdateNotificationPreferencesDocument);

type Preferences = { replyAlerts: boolean; sequenceUpdates: boolean };

describe('notificationPreferences and updateNotificationPreferences', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ env: { AUTH_RATE_LIMIT_MAX: '1000' } });
  });
  afterAll(() => app.close());

  const read = async (jar: CookieJar) => (await app.graphql<{ notificationPreferences: Preferences }>(QUERY, {}, jar)).body;
  const update = async (jar: CookieJar, data: Partial<Record<keyof Preferences, boolean | null>>) =>
    (await app.graphql<{ updateNotificationPreferences: Preferences }>(UPDATE, { data }, jar)).body;

  it('starts with both switches on and saves each one separately', async () => {
    const { jar } = await signUp(app);
    expect((await read(jar)).data).toEqual({ notificationPreferences: { replyAlerts: true, sequenceUpdates: true } });

    expect((await update(jar, { replyAlerts: false })).data).toEqual({
      updateNotificationPreferences: { replyAlerts: false, sequenceUpdates: true },
    });
    expect((await update(jar, { sequenceUpdates: false, replyAlerts: null })).data).toEqual({
      updateNotificationPreferences: { replyAlerts: false, sequenceUpdates: false },
    });
    expect((await update(jar, {})).data).toEqual({
      updateNotificationPreferences: { replyAlerts: false, sequenceUpdates: false },
    });
    expect((await read(jar)).data).toEqual({ notificationPreferences: { replyAlerts: false, sequenceUpdates: false } });
  });

  it("changes only the caller's own row", async () => {
    const first = await signUp(app);
    const second = await signUp(app);
    await update(first.jar, { replyAlerts: false, sequenceUpdates: false });
    expect((await read(second.jar)).data).toEqual({ notificationPreferences: { replyAlerts: true, sequenceUpdates: true } });
    const { rows } = await app.db.pool.query<{ notify_reply_alerts: boolean }>(
      'select notify_reply_alerts from users where id = $1',
      [second.userId],
    );
    expect(rows[0]!.notify_reply_alerts).toBe(true);
  });

  it('refuses both without a session', async () => {
    const jar = new CookieJar();
    for (const body of [await read(jar), await update(jar, { replyAlerts: false })]) {
      expect(body.data).toBeNull();
      expect(body.errors?.[0]?.extensions?.code).toBe(GRAPHQL_ERROR_CODES.unauthenticated);
    }
  });
});
