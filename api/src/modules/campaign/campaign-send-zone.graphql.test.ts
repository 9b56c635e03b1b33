// The one zone rule over /graphql (real PostgreSQL; product.md §10): a sequence keeps where its zone came from; the
// first contact's domain guess replaces a browser zone nobody chose (Preview then says 'in Tokyo' for mercari.co.jp),
// a chosen zone is never overridden, and a zone changed by hand becomes 'the zone you chose'.
import { CookieJar } from '../../../testkit/http/cookie-jar';
import { startTestApp, type TestApp } from '../../../testkit/http/test-app';
import { graphqlClient } from '../../../testkit/http/graphql-client';
import { signUp } from '../../../testkit/auth/auth-helpers';

interface Zone {
  timezone: string;
  timezoneSource: string | null;
}

const CREATE_CAMPAIGN = `mutation($data: CreateCampaignInput!) {
  createCampaign(data: $data) { success campaign { id timezone timezoneSource } }
}`;
const CREATE_CONTACT = `mutation($data: CreateContactInput!) {
  createContact(data: $data) { success message contact { id campaign { timezone timezoneSource } } }
}`;
const UPDATE_CAMPAIGN = `mutation($id: Int!, $data: UpdateCampaignInput!) {
  updateCampaign(id: $id, data: $data) { timezone timezoneSource }
}`;
const CAMPAIGN = `query($filter: CampaignFilterInput!) { campaign(filter: $filter) { campaign { timezone timezoneSource } } }`;

describe('the sending zone: where it came from, and the recipient-domain guess', () => {
  let app: TestApp;
  const jar = new CookieJar();
  const gql = <T>(query: string, variables: Record<string, unknown>) => graphqlClient(app, jar)<T>(query, variables);

  const createCampaign = async (timezone: string, timezoneSource?: string) => {
    const { createCampaign: created } = await gql<{ createCampaign: { success: boolean; campaign: Zone & { id: number } } }>(
      CREATE_CAMPAIGN,
      { data: { name: 'Follow up with Yuki', timezone, excludeWeekends: true, ...(timezoneSource && { timezoneSource }) } },
    );
    expect(created.success).toBe(true);
    return created.campaign;
  };
  const addContact = async (campaignId: number, email: string) => {
    const { createContact } = await gql<{ createContact: { success: boolean; contact: { campaign: Zone } } }>(CREATE_CONTACT, {
      data: { campaignId, email, firstName: 'Yuki', lastName: 'Tanaka' },
    });
    expect(createContact).toMatchObject({ success: true });
    return createContact.contact.campaign;
  };
  const zoneOf = async (id: number) =>
    (await gql<{ campaign: { campaign: Zone } }>(CAMPAIGN, { filter: { id } })).campaign.campaign;
  const update = async (id: number, data: Record<string, unknown>) =>
    (await gql<{ updateCampaign: Zone }>(UPDATE_CAMPAIGN, { id, data })).updateCampaign;

  beforeAll(async () => {
    app = await startTestApp();
    await signUp(app, { name: 'Kai', email: `kai.${Date.now()}@example.com`, jar });
  });
  afterAll(async () => {
    await app.close();
  });

  it('keeps the source a sequence was created with', async () => {
    const campaign = await createCampaign('Asia/Tokyo', 'BROWSER');
    expect(campaign).toMatchObject({ timezone: 'Asia/Tokyo', timezoneSource: 'BROWSER' });
    expect(await zoneOf(campaign.id)).toEqual({ timezone: 'Asia/Tokyo', timezoneSource: 'BROWSER' });
  });

  it("a contact at mercari.co.jp puts a browser-zone sequence in the recipient's zone, guessed from the domain", async () => {
    const campaign = await createCampaign('Asia/Tokyo', 'BROWSER');
    expect(await addContact(campaign.id, 'yuki.tanaka@mercari.co.jp')).toEqual({
      timezone: 'Asia/Tokyo',
      timezoneSource: 'RECIPIENT_DOMAIN',
    });
    expect(await zoneOf(campaign.id)).toEqual({ timezone: 'Asia/Tokyo', timezoneSource: 'RECIPIENT_DOMAIN' });
  });

  it('moves a New York browser zone to Berlin for a contact at globex.de, and the default zone too', async () => {
    const browser = await createCampaign('America/New_York', 'BROWSER');
    await addContact(browser.id, 'anna@globex.de');
    expect(await zoneOf(browser.id)).toEqual({ timezone: 'Europe/Berlin', timezoneSource: 'RECIPIENT_DOMAIN' });

    const unknown = await createCampaign('America/New_York', 'DEFAULT');
    await addContact(unknown.id, 'tom@acme.co.uk');
    expect(await zoneOf(unknown.id)).toEqual({ timezone: 'Europe/London', timezoneSource: 'RECIPIENT_DOMAIN' });
  });

  it("keeps a zone guessed from a job posting's location, and lets a recipient's country-code domain replace it", async () => {
    const kept = await createCampaign('Europe/Berlin', 'JOB_POSTING');
    expect(await zoneOf(kept.id)).toEqual({ timezone: 'Europe/Berlin', timezoneSource: 'JOB_POSTING' });
    await addContact(kept.id, 'sam@example.com');
    expect(await zoneOf(kept.id)).toEqual({ timezone: 'Europe/Berlin', timezoneSource: 'JOB_POSTING' });

    const replaced = await createCampaign('Europe/Berlin', 'JOB_POSTING');
    await addContact(replaced.id, 'kenta.sato@mercari.co.jp');
    expect(await zoneOf(replaced.id)).toEqual({ timezone: 'Asia/Tokyo', timezoneSource: 'RECIPIENT_DOMAIN' });
  });

  it('never overrides a zone the user chose, nor one of a sequence made before sources were kept', async () => {
    const chosen = await createCampaign('Australia/Sydney', 'CHOSEN');
    await addContact(chosen.id, 'kenji@line.jp');
    expect(await zoneOf(chosen.id)).toEqual({ timezone: 'Australia/Sydney', timezoneSource: 'CHOSEN' });

    const legacy = await createCampaign('America/New_York');
    await addContact(legacy.id, 'mika@rakuten.co.jp');
    expect(await zoneOf(legacy.id)).toEqual({ timezone: 'America/New_York', timezoneSource: null });
  });

  it("keeps the browser's zone for a generic domain, and a later contact's guess does not move the first one's zone", async () => {
    const campaign = await createCampaign('Asia/Tokyo', 'BROWSER');
    await addContact(campaign.id, 'jane@acme.com');
    expect(await zoneOf(campaign.id)).toEqual({ timezone: 'Asia/Tokyo', timezoneSource: 'BROWSER' });
    await addContact(campaign.id, 'lena@globex.de');
    expect(await zoneOf(campaign.id)).toEqual({ timezone: 'Asia/Tokyo', timezoneSource: 'BROWSER' });
  });

  it('a zone saved unchanged keeps its source; a new zone without a source is the one the user chose', async () => {
    const campaign = await createCampaign('Asia/Tokyo', 'BROWSER');
    await addContact(campaign.id, 'sora@sony.co.jp');
    expect(await update(campaign.id, { timezone: 'Asia/Tokyo', name: 'Renamed' })).toEqual({
      timezone: 'Asia/Tokyo',
      timezoneSource: 'RECIPIENT_DOMAIN',
    });
    expect(await update(campaign.id, { excludeWeekends: false })).toMatchObject({ timezoneSource: 'RECIPIENT_DOMAIN' });
    expect(await update(campaign.id, { timezone: 'Europe/Paris' })).toEqual({
      timezone: 'Europe/Paris',
      timezoneSource: 'CHOSEN',
    });
    expect(await update(campaign.id, { timezone: 'Asia/Tokyo', timezoneSource: 'CHOSEN' })).toEqual({
      timezone: 'Asia/Tokyo',
      timezoneSource: 'CHOSEN',
    });
  });
});
