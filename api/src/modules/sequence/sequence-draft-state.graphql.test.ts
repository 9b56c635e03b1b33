// The Draft state over /graphql against real PostgreSQL: a sequence whose steps are saved but whose contacts were
// never scheduled (the chat left at 'One More Step', waiting for Gmail) reads as a draft with its drafted emails,
// and stops being one once it is finished (createEmailSequence after Gmail is connected).
import type pg from 'pg';
import { GMAIL_ACCESS_REQUIRED, GMAIL_SEND_SCOPE } from 'contracts';
import { CookieJar } from '../../../testkit/http/cookie-jar';
import { startTestApp, type TestApp } from '../../../testkit/http/test-app';
import { graphqlClient } from '../../../testkit/http/graphql-client';
import { adminPool } from '../../../testkit/db/admin-pool';
import { signUp } from '../../../testkit/auth/auth-helpers';

const CREATE_CAMPAIGN = `mutation($data: CreateCampaignInput!) { createCampaign(data: $data) { campaign { id isDraft } } }`;
const CREATE_CONTACT = `mutation($data: CreateContactInput!) { createContact(data: $data) { success } }`;
const SAVE_DRAFT = `mutation($campaignId: Int!, $data: CreateEmailSequenceInput!) {
  saveSequenceDraft(campaignId: $campaignId, data: $data) { success }
}`;
const CREATE_SEQUENCE = `mutation($campaignId: Int!, $data: CreateEmailSequenceInput!) {
  createEmailSequence(campaignId: $campaignId, data: $data) { success message }
}`;
const CAMPAIGN = `query($filter: CampaignFilterInput!) {
  campaign(filter: $filter) { campaign { isActive isDraft emailSequences { edges { node { subject body } } } } }
}`;
const LIST = `query { campaigns { edges { node { id isDraft } } } }`;

const drafted = [
  { position: 1, subject: 'Product designer role', body: 'Hi Dana, my portfolio...', daysDelay: 0, nextMailInThread: true },
  { position: 2, subject: 'Product designer role', body: 'A short follow-up', daysDelay: 3, nextMailInThread: true },
];

describe('a sequence waiting for Gmail is a draft that keeps its emails', () => {
  let app: TestApp;
  let admin: pg.Pool;
  const jar = new CookieJar();
  let userId: string;

  const gql = <T>(query: string, variables: Record<string, unknown>) => graphqlClient(app, jar)<T>(query, variables);
  type CampaignView = { isActive: boolean; isDraft: boolean; emailSequences: { edges: Array<{ node: object }> } };
  const campaign = async (id: number) =>
    (await gql<{ campaign: { campaign: CampaignView } }>(CAMPAIGN, { filter: { id } })).campaign.campaign;
  const listed = async (id: number) =>
    (await gql<{ campaigns: { edges: Array<{ node: { id: number; isDraft: boolean } }> } }>(LIST, {})).campaigns.edges.find(
      (edge) => edge.node.id === id,
    )?.node;

  beforeAll(async () => {
    app = await startTestApp();
    admin = adminPool(app);
    userId = (await signUp(app, { name: 'Dana', email: `dana.draft.${Date.now()}@example.com`, jar })).userId;
  });
  afterAll(async () => {
    await admin.end();
    await app.close();
  });

  it('reads as a draft with the drafted emails until it is scheduled, then as a running sequence', async () => {
    const { createCampaign } = await gql<{ createCampaign: { campaign: { id: number; isDraft: boolean } } }>(CREATE_CAMPAIGN, {
      data: { name: 'Follow up with Dana', timezone: 'Europe/Berlin', excludeWeekends: true, isActive: true },
    });
    const id = createCampaign.campaign.id;
    expect(createCampaign.campaign.isDraft).toBe(true);
    await gql(CREATE_CONTACT, { data: { campaignId: id, email: 'dana@globex.example', firstName: 'Dana' } });
    // What the chat does at 'One More Step': the drafts are saved, scheduling waits for Gmail.
    expect(
      (await gql<{ saveSequenceDraft: { success: boolean } }>(SAVE_DRAFT, { campaignId: id, data: { emails: drafted } }))
        .saveSequenceDraft.success,
    ).toBe(true);
    expect(
      (await gql<{ createEmailSequence: { message: string } }>(CREATE_SEQUENCE, { campaignId: id, data: { emails: drafted } }))
        .createEmailSequence.message,
    ).toBe(GMAIL_ACCESS_REQUIRED);

    const waiting = await campaign(id);
    expect(waiting.isDraft).toBe(true);
    expect(waiting.emailSequences.edges.map((edge) => edge.node)).toEqual(
      drafted.map(({ subject, body }) => ({ subject, body })),
    );
    expect((await listed(id))?.isDraft).toBe(true);

    // Finished from the dashboard once Gmail is connected.
    await admin.query(`insert into mail_grants (user_id, address, scopes) values ($1, 'dana@gmail.com', $2)`, [
      userId,
      ['openid', 'email', GMAIL_SEND_SCOPE],
    ]);
    expect(
      (await gql<{ createEmailSequence: { success: boolean } }>(CREATE_SEQUENCE, { campaignId: id, data: { emails: drafted } }))
        .createEmailSequence.success,
    ).toBe(true);
    expect(await campaign(id)).toMatchObject({ isDraft: false, isActive: true });
    expect((await listed(id))?.isDraft).toBe(false);
  });
});
