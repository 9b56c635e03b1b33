// The seed chain against the real app and database: a user with a detecting Gmail grant, a campaign in a zone and a
// contact, and the user's own client reading them back as the dashboard would.
import { GetSingleContactDocument, GmailConnectionDocument } from 'contracts';
import { adminPool } from './db/admin-pool';
import { startTestApp, type TestApp } from './http/test-app';
import { createSeed, type Seed } from './seed';

describe('seed', () => {
  let app: TestApp;
  let seed: Seed;

  beforeAll(async () => {
    app = await startTestApp();
    seed = createSeed(app);
  });
  afterAll(() => app.close());

  it('seeds a signed-in user with a detecting grant, a campaign and a contact the user can query', async () => {
    const contact = await seed
      .user({ name: 'Ada Lovelace' })
      .withGmail({ detect: true })
      .campaign({ zone: 'Europe/Berlin', excludeWeekends: true })
      .contact({ email: 'dana@acme.example', firstName: 'Dana' });

    const { gmailConnection } = await contact.user.gql(GmailConnectionDocument);
    expect(gmailConnection).toMatchObject({ connected: true, tier: 'SEND_AND_DETECT_REPLIES', needsReconnect: false });

    const { contact: found } = await contact.user.gql(GetSingleContactDocument, { filter: { id: contact.id } });
    expect(found).toMatchObject({ id: contact.id, email: 'dana@acme.example', firstName: 'Dana' });
    expect(found?.campaign).toMatchObject({ id: contact.campaign.id, timezone: 'Europe/Berlin' });
  });

  it("keeps one user's contacts from another user's client", async () => {
    const contact = await seed.user().withGmail().campaign().contact();
    const stranger = await seed.user();

    const { contact: seen } = await stranger.gql(GetSingleContactDocument, { filter: { id: contact.id } });
    expect(seen).toBeNull();
  });

  it('gives the admin pool the rows the chain made', async () => {
    const second = await seed.user().withGmail().campaign({ zone: 'Asia/Tokyo' }).contact().contact();
    const admin = adminPool(app);
    try {
      const { rows } = await admin.query<{ count: string }>('select count(*) from contacts where campaign_id = $1', [
        second.campaign.id,
      ]);
      expect(Number(rows[0]!.count)).toBe(2);
    } finally {
      await admin.end();
    }
  });
});
