// deleteCampaign over /graphql against real PostgreSQL: a sequence deleted before its first email went out gives its
// month's count back (the user sees it in billingOverview); one that sent anything keeps it.
import type pg from 'pg';
import { GMAIL_SEND_SCOPE } from 'contracts';
import { CookieJar } from '../../../testkit/http/cookie-jar';
import { startTestApp, type TestApp } from '../../../testkit/http/test-app';
import { graphqlClient } from '../../../testkit/http/graphql-client';
import { adminPool } from '../../../testkit/db/admin-pool';
import { signUp } from '../../../testkit/auth/auth-helpers';

const CREATE_CAMPAIGN = `mutation($data: CreateCampaignInput!) { createCampaign(data: $data) { campaign { id } } }`;
const CREATE_CONTACT = `mutation($data: CreateContactInput!) { createContact(data: $data) { success contact { id } } }`;
const CREATE_SEQUENCE = `mutation($campaignId: Int!, $data: CreateEmailSequenceInput!) {
  createEmailSequence(campaignId: $campaignId, data: $data) { success message }
}`;
const DELETE_CAMPAIGN = `mutation($id: Int!) { deleteCampaign(id: $id) { success message } }`;
const USED = `query { billingOverview { sequencesUsed } }`;

const steps = [
  { position: 1, subject: 'Hello', body: 'Hi {{contact_first_name}}', daysDelay: 0, nextMailInThread: true },
  { position: 2, subject: 'Hello', body: 'Following up', daysDelay: 3, nextMailInThread: true },
];

describe('deleteCampaign gives back the sequences that never sent', () => {
  let app: TestApp;
  let admin: pg.Pool;
  let counter = 0;

  beforeAll(async () => {
    app = await startTestApp();
    admin = adminPool(app);
  });
  afterAll(async () => {
    await admin.end();
    await app.close();
  });

  const gql = <T>(query: string, variables: Record<string, unknown>, jar: CookieJar) =>
    graphqlClient(app, jar)<T>(query, variables);

  async function signedIn() {
    const jar = new CookieJar();
    const { userId } = await signUp(app, { name: 'Ada', email: `ada.delete${++counter}.${Date.now()}@example.com`, jar });
    await admin.query(`insert into google_grants (user_id, google_email, scopes) values ($1, 'ada@gmail.com', $2)`, [
      userId,
      ['openid', 'email', GMAIL_SEND_SCOPE],
    ]);
    return { jar, id: userId };
  }

  /** A scheduled sequence for `contactCount` contacts; answers the campaign id. */
  async function scheduledSequence(jar: CookieJar, contactCount: number) {
    const { createCampaign } = await gql<{ createCampaign: { campaign: { id: number } } }>(
      CREATE_CAMPAIGN,
      { data: { name: 'Follow up', timezone: 'Europe/Berlin', excludeWeekends: false } },
      jar,
    );
    const campaignId = createCampaign.campaign.id;
    for (let i = 0; i < contactCount; i++) {
      const email = `person${campaignId}.${i}@company${campaignId}-${i}.example`;
      await gql(CREATE_CONTACT, { data: { campaignId, email, firstName: `Person${i}` } }, jar);
    }
    const { createEmailSequence } = await gql<{ createEmailSequence: { success: boolean } }>(
      CREATE_SEQUENCE,
      { campaignId, data: { emails: steps } },
      jar,
    );
    expect(createEmailSequence.success).toBe(true);
    return campaignId;
  }
  const used = async (jar: CookieJar) =>
    (await gql<{ billingOverview: { sequencesUsed: number } }>(USED, {}, jar)).billingOverview.sequencesUsed;
  const remove = async (jar: CookieJar, id: number) =>
    (await gql<{ deleteCampaign: { success: boolean } }>(DELETE_CAMPAIGN, { id }, jar)).deleteCampaign;

  it('gives back every contact whose first email had not gone out', async () => {
    const user = await signedIn();
    const campaignId = await scheduledSequence(user.jar, 2);
    expect(await used(user.jar)).toBe(2);
    expect(await remove(user.jar, campaignId)).toMatchObject({ success: true });
    expect(await used(user.jar)).toBe(0);
  });

  it('keeps the count of a contact who was already emailed and gives back the others', async () => {
    const user = await signedIn();
    const campaignId = await scheduledSequence(user.jar, 2);
    // The first contact's first email went out (as the sender records it).
    await admin.query(
      `update campaign_emails set status = 'SENT', sent_at = now()
        where id = (select min(id) from campaign_emails where campaign_id = $1)`,
      [campaignId],
    );
    expect(await used(user.jar)).toBe(2);
    expect(await remove(user.jar, campaignId)).toMatchObject({ success: true });
    expect(await used(user.jar)).toBe(1);
  });

  it('keeps the count of an email being sent right now (claimed) and never goes below zero', async () => {
    const user = await signedIn();
    const campaignId = await scheduledSequence(user.jar, 1);
    await admin.query(`update campaign_emails set claim_token = 'in-flight' where campaign_id = $1`, [campaignId]);
    expect(await remove(user.jar, campaignId)).toMatchObject({ success: true });
    expect(await used(user.jar)).toBe(1);
    const other = await scheduledSequence(user.jar, 1);
    await admin.query(`update usage set sequences_used = 0 where user_id = $1`, [user.id]);
    expect(await remove(user.jar, other)).toMatchObject({ success: true });
    expect(await used(user.jar)).toBe(0);
  });

  it('gives back to the month the sequence was counted in', async () => {
    const user = await signedIn();
    const campaignId = await scheduledSequence(user.jar, 1);
    // Scheduled (and counted) last month: that month gets it back, this month's figure is untouched.
    await admin.query(`update usage set period = to_char(now() - interval '1 month', 'YYYY-MM') where user_id = $1;`, [user.id]);
    await admin.query(`update campaign_emails set created_at = now() - interval '1 month' where campaign_id = $1`, [campaignId]);
    await admin.query(`insert into usage (user_id, period, sequences_used) values ($1, to_char(now(), 'YYYY-MM'), 2)`, [user.id]);
    expect(await remove(user.jar, campaignId)).toMatchObject({ success: true });
    const months = await admin.query(
      `select period = to_char(now(), 'YYYY-MM') as current, sequences_used from usage where user_id = $1 order by period`,
      [user.id],
    );
    expect(months.rows).toEqual([
      { current: false, sequences_used: 0 },
      { current: true, sequences_used: 2 },
    ]);
  });

  it("does not touch another user's campaign or count", async () => {
    const owner = await signedIn();
    const stranger = await signedIn();
    const campaignId = await scheduledSequence(owner.jar, 1);
    expect(await remove(stranger.jar, campaignId)).toMatchObject({ success: false });
    expect(await used(owner.jar)).toBe(1);
  });
});
