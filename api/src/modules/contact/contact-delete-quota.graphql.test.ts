// deleteContact over /graphql against real PostgreSQL: a contact deleted before any email of its sequence went out
// gives its month's count back (the user sees it in billingOverview), as a deleted sequence does; one that was
// emailed keeps it.
import type pg from 'pg';
import { DeleteContactDocument, GetBillingOverviewDocument } from 'contracts';
import { startTestApp, type TestApp } from '../../../testkit/http/test-app';
import { adminPool } from '../../../testkit/db/admin-pool';
import { createSeed, type Seed, type SeededUser } from '../../../testkit/seed';

describe('deleteContact gives back the sequence count of a contact nothing was sent to', () => {
  let app: TestApp;
  let admin: pg.Pool;
  let seed: Seed;

  beforeAll(async () => {
    app = await startTestApp();
    admin = adminPool(app);
    seed = createSeed(app);
  });
  afterAll(async () => {
    await admin.end();
    await app.close();
  });

  const signedIn = () => seed.user({ name: 'Ada' }).withGmail();

  /** A scheduled sequence for two contacts; answers their ids. */
  async function scheduledContacts(user: SeededUser): Promise<number[]> {
    const campaign = await seed.createCampaign(user, { name: 'Follow up' });
    const ids: number[] = [];
    for (let i = 0; i < 2; i++) ids.push((await seed.createContact(campaign, { firstName: `Person${i}` })).id);
    await seed.scheduleSequence(campaign);
    return ids;
  }
  const used = async (user: SeededUser) => (await user.gql(GetBillingOverviewDocument)).billingOverview.sequencesUsed;
  const remove = async (user: SeededUser, id: number) => (await user.gql(DeleteContactDocument, { id })).deleteContact;

  it('gives the count back when the contact was never emailed', async () => {
    const user = await signedIn();
    const [first, second] = await scheduledContacts(user);
    expect(await used(user)).toBe(2);
    expect(await remove(user, first!)).toMatchObject({ success: true });
    expect(await used(user)).toBe(1);
    expect(await remove(user, second!)).toMatchObject({ success: true });
    expect(await used(user)).toBe(0);
  });

  it.each(['SENT', 'OPENED', 'RECEIVED'])('keeps the count when an email to the contact had gone (%s)', async (status) => {
    const user = await signedIn();
    const [emailed] = await scheduledContacts(user);
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
    expect(await used(user)).toBe(2);
    expect(await remove(user, emailed!)).toMatchObject({ success: true });
    expect(await used(user)).toBe(2);
    const left = await admin.query(`select position from campaign_emails where contact_id = $1 order by position`, [emailed]);
    expect(left.rows).toEqual([{ position: 1 }]); // the unsent follow-up is cancelled, the sent email kept
  });

  it('keeps the count of an email being sent right now (claimed)', async () => {
    const user = await signedIn();
    const [inFlight] = await scheduledContacts(user);
    await admin.query(`update campaign_emails set claim_token = 'in-flight' where contact_id = $1`, [inFlight]);
    expect(await remove(user, inFlight!)).toMatchObject({ success: true });
    expect(await used(user)).toBe(2);
  });

  it("gives nothing back for another user's contact", async () => {
    const owner = await signedIn();
    const stranger = await signedIn();
    const [contact] = await scheduledContacts(owner);
    expect(await remove(stranger, contact!)).toMatchObject({ success: false });
    expect(await used(owner)).toBe(2);
  });
});
