// Open tracking is off unless the user turns it on (product.md §10): a sequence created without the switch carries no
// pixel, over /graphql against real PostgreSQL; the user can turn it on and off again.
import { CookieJar } from '../../../testkit/http/cookie-jar';
import { startTestApp, type TestApp } from '../../../testkit/http/test-app';
import { graphqlClient } from '../../../testkit/http/graphql-client';
import { signUp } from '../../../testkit/auth/auth-helpers';

const CREATE = `mutation($data: CreateCampaignInput!) { createCampaign(data: $data) { campaign { id trackOpens } } }`;
const UPDATE = `mutation($id: Int!, $data: UpdateCampaignInput!) { updateCampaign(id: $id, data: $data) { id trackOpens } }`;
const READ = `query($filter: CampaignFilterInput!) { campaign(filter: $filter) { campaign { trackOpens } } }`;

describe('open tracking', () => {
  let app: TestApp;
  const jar = new CookieJar();
  const gql = <T>(query: string, variables: Record<string, unknown>) => graphqlClient(app, jar)<T>(query, variables);

  beforeAll(async () => {
    app = await startTestApp();
    await signUp(app, { name: 'Ada', email: `ada.opens.${Date.now()}@example.com`, jar });
  });
  afterAll(() => app.close());

  it('is off for a new sequence, and the user can turn it on and off', async () => {
    const { campaign } = (
      await gql<{ createCampaign: { campaign: { id: number; trackOpens: boolean } } }>(CREATE, {
        data: { name: 'Designer roles', timezone: 'Europe/Berlin', excludeWeekends: true },
      })
    ).createCampaign;
    expect(campaign.trackOpens).toBe(false);

    expect(
      (await gql<{ updateCampaign: { trackOpens: boolean } }>(UPDATE, { id: campaign.id, data: { trackOpens: true } }))
        .updateCampaign.trackOpens,
    ).toBe(true);
    expect(
      (await gql<{ campaign: { campaign: { trackOpens: boolean } } }>(READ, { filter: { id: campaign.id } })).campaign.campaign
        .trackOpens,
    ).toBe(true);
    await gql(UPDATE, { id: campaign.id, data: { trackOpens: false } });
    expect(
      (await gql<{ campaign: { campaign: { trackOpens: boolean } } }>(READ, { filter: { id: campaign.id } })).campaign.campaign
        .trackOpens,
    ).toBe(false);
  });
});
