import type pg from 'pg';
import { CHECKOUT_UNAVAILABLE, GMAIL_SEND_SCOPE, NO_BILLING_ACCOUNT, SEQUENCE_QUOTA_REACHED } from 'contracts';
import { createEmailSequence } from '../sequence/sequence.service';
import { CookieJar } from '../../../testkit/http/cookie-jar';
import { startTestApp, type TestApp } from '../../../testkit/http/test-app';
import { graphqlClient } from '../../../testkit/http/graphql-client';
import { adminPool } from '../../../testkit/db/admin-pool';
import { signUp } from '../../../testkit/auth/auth-helpers';

const OVERVIEW = `query { billingOverview {
  planName planSequences addOnSequences sequencesTotal sequencesUsed period
  renewsAt cancelsAt paymentFailed canManageBilling
  invoices { id description amountCents currency status issuedAt url }
  checkout { focused relentless addOn10 addOn25 }
} }`;
const CREATE_CAMPAIGN = `mutation($data: CreateCampaignInput!) { createCampaign(data: $data) { campaign { id } } }`;
const CREATE_CONTACT = `mutation($data: CreateContactInput!) { createContact(data: $data) { success contact { id } } }`;
const CREATE_SEQUENCE = `mutation($campaignId: Int!, $data: CreateEmailSequenceInput!) {
  createEmailSequence(campaignId: $campaignId, data: $data) { success message count }
}`;

const steps = [
  { position: 1, subject: 'Hello', body: 'Hi {{contact_first_name}}', daysDelay: 0, nextMailInThread: true },
  { position: 2, subject: 'Hello', body: 'Following up', daysDelay: 2, nextMailInThread: true },
];
const period = () => new Date().toISOString().slice(0, 7);

describe('plan quotas and billingOverview over /graphql', () => {
  let app: TestApp;
  let admin: pg.Pool;

  beforeAll(async () => {
    // No Stripe key: nothing can be bought (the Stripe flow has its own suite, stripe-billing.test.ts).
    app = await startTestApp();
    admin = adminPool(app);
  });
  afterAll(async () => {
    await admin.end();
    await app.close();
  });

  let counter = 0;
  async function signedIn() {
    const jar = new CookieJar();
    const { userId } = await signUp(app, { name: 'Ada', email: `ada.billing${++counter}.${Date.now()}@example.com`, jar });
    await admin.query(`insert into mail_grants (user_id, address, scopes) values ($1, 'ada@gmail.com', $2)`, [
      userId,
      ['openid', 'email', GMAIL_SEND_SCOPE],
    ]);
    return { jar, id: userId };
  }

  const gql = <T>(query: string, variables: Record<string, unknown>, jar: CookieJar) =>
    graphqlClient(app, jar)<T>(query, variables);

  /** A campaign with `contactCount` contacts. */
  async function campaignWithContacts(jar: CookieJar, contactCount: number) {
    const { createCampaign } = await gql<{ createCampaign: { campaign: { id: number } } }>(
      CREATE_CAMPAIGN,
      { data: { name: 'Follow up with Acme', timezone: 'America/New_York', excludeWeekends: true } },
      jar,
    );
    const campaignId = createCampaign.campaign.id;
    for (let i = 0; i < contactCount; i++) {
      // A new address at its own company each time: the recipient rules allow one active sequence per address and
      // two per company domain.
      const email = `person${campaignId}.${i}@company${campaignId}-${i}.example`;
      await gql(CREATE_CONTACT, { data: { campaignId, email, firstName: `Person${i}` } }, jar);
    }
    return campaignId;
  }

  const schedule = async (jar: CookieJar, campaignId: number) =>
    (
      await gql<{ createEmailSequence: { success: boolean; message: string; count: number } }>(
        CREATE_SEQUENCE,
        { campaignId, data: { emails: steps } },
        jar,
      )
    ).createEmailSequence;
  const overview = async (jar: CookieJar) =>
    (
      await gql<{ billingOverview: Record<string, unknown> & { sequencesUsed: number; sequencesTotal: number } }>(
        OVERVIEW,
        {},
        jar,
      )
    ).billingOverview;
  const rowCount = async (table: string, userId: string) =>
    Number((await admin.query(`select count(*) from ${table} where user_id = $1`, [userId])).rows[0].count);

  it('shows a new account on the free plan with nothing used, no invoices and nothing to buy without Stripe', async () => {
    const user = await signedIn();
    expect(await overview(user.jar)).toEqual({
      planName: 'Starter',
      planSequences: 3,
      addOnSequences: 0,
      sequencesTotal: 3,
      sequencesUsed: 0,
      period: period(),
      renewsAt: null,
      cancelsAt: null,
      paymentFailed: false,
      canManageBilling: false,
      invoices: [],
      checkout: { focused: false, relentless: false, addOn10: false, addOn25: false },
    });
  });

  it('refuses a checkout or the portal with a clear message when the deployment has no Stripe key', async () => {
    const user = await signedIn();
    const checkout = await app.graphql(`mutation { createCheckoutSession(product: focused) { url } }`, {}, user.jar);
    expect(checkout.body.errors?.[0]).toMatchObject({ message: CHECKOUT_UNAVAILABLE, extensions: { code: 'BAD_USER_INPUT' } });
    const portal = await app.graphql(`mutation { createBillingPortalSession { url } }`, {}, user.jar);
    expect(portal.body.errors?.[0]).toMatchObject({ message: NO_BILLING_ACCOUNT, extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('counts each newly scheduled contact once and refuses over quota with nothing saved', async () => {
    const user = await signedIn();
    const first = await campaignWithContacts(user.jar, 2);
    expect(await schedule(user.jar, first)).toMatchObject({ success: true, count: 2 });
    expect((await overview(user.jar)).sequencesUsed).toBe(2);
    // Re-saving the steps of contacts already scheduled does not count again.
    expect(await schedule(user.jar, first)).toMatchObject({ success: true });
    expect((await overview(user.jar)).sequencesUsed).toBe(2);

    const second = await campaignWithContacts(user.jar, 2);
    const emailsBefore = await rowCount('campaign_emails', user.id);
    expect(await schedule(user.jar, second)).toEqual({ success: false, message: SEQUENCE_QUOTA_REACHED, count: 0 });
    expect((await overview(user.jar)).sequencesUsed).toBe(2);
    expect(await rowCount('campaign_emails', user.id)).toBe(emailsBefore);
    const steps = await admin.query(`select count(*) from sequence_steps where campaign_id = $1`, [second]);
    expect(Number(steps.rows[0].count)).toBe(0);
  });

  it("lets bought add-ons raise the month's total and shows invoices newest first", async () => {
    const user = await signedIn();
    await admin.query(`insert into usage (user_id, period, sequences_used, addon_sequences) values ($1, $2, 3, 10)`, [
      user.id,
      period(),
    ]);
    await admin.query(
      `insert into invoices (user_id, amount_cents, description, status, issued_at) values
         ($1, 299, '10 additional sequences', 'paid', now() - interval '40 days'),
         ($1, 599, '25 additional sequences', 'paid', now() - interval '1 day')`,
      [user.id],
    );
    const campaignId = await campaignWithContacts(user.jar, 2);
    expect(await schedule(user.jar, campaignId)).toMatchObject({ success: true });
    const figures = await overview(user.jar);
    expect(figures).toMatchObject({ addOnSequences: 10, sequencesTotal: 13, sequencesUsed: 5 });
    expect((figures.invoices as Array<{ description: string; amountCents: number }>).map((i) => i.description)).toEqual([
      '25 additional sequences',
      '10 additional sequences',
    ]);
  });

  it('follows the plan of the subscription', async () => {
    const user = await signedIn();
    await admin.query(`insert into subscriptions (user_id, plan) values ($1, 'relentless')`, [user.id]);
    expect(await overview(user.jar)).toMatchObject({ planName: 'Relentless', planSequences: 50, sequencesTotal: 50 });
  });

  it('starts every calendar month at zero', async () => {
    const user = await signedIn();
    const campaignId = await campaignWithContacts(user.jar, 3);
    const db = app.db.db;
    expect(await createEmailSequence(db, user.id, campaignId, steps, new Date('2031-01-31T23:00:00Z'))).toMatchObject({
      success: true,
    });
    const months = await admin.query(`select period, sequences_used from usage where user_id = $1 order by period`, [user.id]);
    expect(months.rows).toEqual([{ period: '2031-01', sequences_used: 3 }]);
    // February starts empty: three more contacts fit.
    const next = await campaignWithContacts(user.jar, 3);
    expect(await createEmailSequence(db, user.id, next, steps, new Date('2031-02-01T00:30:00Z'))).toMatchObject({
      success: true,
    });
    const after = await admin.query(`select period, sequences_used from usage where user_id = $1 order by period`, [user.id]);
    expect(after.rows).toEqual([
      { period: '2031-01', sequences_used: 3 },
      { period: '2031-02', sequences_used: 3 },
    ]);
  });
});
