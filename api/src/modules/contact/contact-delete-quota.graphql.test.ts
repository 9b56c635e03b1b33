// deleteContact over /graphql against real PostgreSQL: a contact deleted before any email of its sequence went out
// gives its month's count back (the user sees it in billingOverview), as a deleted sequence does; one that was
// emailed keeps it.
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
const DELETE_CONTACT = `mutation($id: Int!) { deleteContact(id: $id) { success message } }`;
const USED = `query { billingOverview { sequencesUsed } }`;

const steps = [
  { position: 1, subject: 'Hello', body: 'Hi {{contact_first_name}}', daysDelay: 0, nextMailInThread: true },
  { position: 2, subject: 'Hello', body: 'Following up', daysDelay: 3, nextMailInThread: true },
];

describe('deleteContact gives back the sequence count of a contact nothing was sent to', () => {
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
    const { userId } = await signUp(app, { name: 'Ada', email: `ada.contact-delete${++counter}.${Date.now()}@example.com`, jar });
    await admin.query(`insert into google_grants (user_id, google_email, scopes) values ($1, 'ada@gmail.com', $2)`, [
      userId,
      ['openid', 'email', GMAIL_SEND_SCOPE],
    ]);
    return { jar, id: userId };
  }

  /** A scheduled sequence for two contacts; answers their ids. */
  async function scheduledContacts(jar: CookieJar): Promise<number[]> {
    const { createCampaign } = await gql<{ createCampaign: { campaign: { id: number } } }>(
      CREATE_CAMPAIGN,
      { data: { name: 'Follow up', timezone: 'Europe/Berlin', excludeWeekends: false } },
      jar,
    );
    const campaignId = createCampaign.campaign.id;
    const ids: number[] = [];
    for (let i = 0; i < 2; i++) {
      const email = `person${campaignId}.${i}@company${campaignId}-${i}.example`;
      const { createContact } = await gql<{ createContact: { contact: { id: number } } }>(
        CREATE_CONTACT,
        { data: { campaignId, email, firstName: `Person${i}` } },
        jar,
      );
      ids.push(createContact.contact.id);
    }
    const { createEmailSequence } = await gql<{ createEmailSequence: { success: boolean } }>(
      CREATE_SEQUENCE,
      { campaignId, data: { emails: steps } },
      jar,
    );
    expect(createEmailSequence.success).toBe(true);
    return ids;
  }
  const used = async (jar: CookieJar) =>
    (await gql<{ billingOverview: { sequencesUsed: number } }>(USED, {}, jar)).billingOverview.sequencesUsed;
  const remove = async (jar: CookieJar, id: number) =>
    (await gql<{ deleteContact: { success: boolean } }>(DELETE_CONTACT, { id }, jar)).deleteContact;

  it('gives the count back when the contact was never emailed', async () => {
    const user = await signedIn();
    const [first, second] = await scheduledContacts(user.jar);
    expect(await used(user.jar)).toBe(2);
    expect(await remove(user.jar, first!)).toMatchObject({ success: true });
    expect(await used(user.jar)).toBe(1);
    expect(await remove(user.jar, second!)).toMatchObject({ success: true });
    expect(await used(user.jar)).toBe(0);
  });

  it.each(['SENT', 'OPENED', 'RECEIVED'])('keeps the count when an email to the contact had gone (%s)', async (status) => {
    const user = await signedIn();
    const [emailed] = await scheduledContacts(user.jar);
    // The first email went out (as the sender records it); its follow-up waits.
    await admin.query(`update campaign_emails set status = $2, sent_at = now() where contact_id = $1 and position = 1`, [
      emailed,
      status,
    ]);
    await admin.query(
      `insert into campaign_emails (user_id, campaign_id, contact_id, position, subject, body, status, scheduled_for)
       select user_id, campaign_id, contact_id, 2, 'Re: Hello', 'Following up', 'SCHEDULED', now() + interval '3 days'
         from campaign_emails where contact_id = $1 and position = 1`,
      [emailed],
    );
    expect(await used(user.jar)).toBe(2);
    expect(await remove(user.jar, emailed!)).toMatchObject({ success: true });
    expect(await used(user.jar)).toBe(2);
    const left = await admin.query(`select position from campaign_emails where contact_id = $1 order by position`, [emailed]);
    expect(left.rows).toEqual([{ position: 1 }]); // the unsent follow-up is cancelled, the sent email kept
  });

  it('keeps the count of an email being sent right now (claimed)', async () => {
    const user = await signedIn();
    const [inFlight] = await scheduledContacts(user.jar);
    await admin.query(`update campaign_emails set claim_token = 'in-flight' where contact_id = $1`, [inFlight]);
    expect(await remove(user.jar, inFlight!)).toMatchObject({ success: true });
    expect(await used(user.jar)).toBe(2);
  });

  it("gives nothing back for another user's contact", async () => {
    const owner = await signedIn();
    const stranger = await signedIn();
    const [contact] = await scheduledContacts(owner.jar);
    expect(await remove(stranger.jar, contact!)).toMatchObject({ success: false });
    expect(await used(owner.jar)).toBe(2);
  });
});
