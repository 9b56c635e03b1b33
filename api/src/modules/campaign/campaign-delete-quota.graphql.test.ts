// deleteCampaign over /graphql against real PostgreSQL: a sequence deleted before its first email went out gives its
// month's count back (the user sees it in billingOverview); one that sent anything keeps it.
import type pg from 'pg';
import { DeleteCampaignDocument, GetBillingOverviewDocument } from 'contracts';
import { startTestApp, type TestApp } from '../../../testkit/http/test-app';
import { adminPool } from '../../../testkit/db/admin-pool';
import { createSeed, type Seed, type SeededUser } from '../../../testkit/seed';

describe('deleteCampaign gives back the sequences that never sent', () => {
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

  /** A scheduled sequence for `contactCount` contacts; answers the campaign id. */
  async function scheduledSequence(user: SeededUser, contactCount: number) {
    const campaign = await seed.createCampaign(user, { name: 'Follow up' });
    for (let i = 0; i < contactCount; i++) await seed.createContact(campaign, { firstName: `Person${i}` });
    await seed.scheduleSequence(campaign);
    return campaign.id;
  }
  const used = async (user: SeededUser) => (await user.gql(GetBillingOverviewDocument)).billingOverview.sequencesUsed;
  const remove = async (user: SeededUser, id: number) => (await user.gql(DeleteCampaignDocument, { id })).deleteCampaign;

  it('gives back every contact whose first email had not gone out', async () => {
    const user = await signedIn();
    const campaignId = await scheduledSequence(user, 2);
    expect(await used(user)).toBe(2);
    expect(await remove(user, campaignId)).toMatchObject({ success: true });
    expect(await used(user)).toBe(0);
  });

  it('keeps the count of a contact who was already emailed and gives back the others', async () => {
    const user = await signedIn();
    const campaignId = await scheduledSequence(user, 2);
    // The first contact's first email went out (as the sender records it).
    await admin.query(
      `update campaign_emails set status = 'SENT', sent_at = now()
        where id = (select min(id) from campaign_emails where campaign_id = $1)`,
      [campaignId],
    );
    expect(await used(user)).toBe(2);
    expect(await remove(user, campaignId)).toMatchObject({ success: true });
    expect(await used(user)).toBe(1);
  });

  it('keeps the count of an email being sent right now (claimed) and never goes below zero', async () => {
    const user = await signedIn();
    const campaignId = await scheduledSequence(user, 1);
    await admin.query(`update campaign_emails set claim_token = 'in-flight' where campaign_id = $1`, [campaignId]);
    expect(await remove(user, campaignId)).toMatchObject({ success: true });
    expect(await used(user)).toBe(1);
    const other = await scheduledSequence(user, 1);
    await admin.query(`update usage set sequences_used = 0 where user_id = $1`, [user.id]);
    expect(await remove(user, other)).toMatchObject({ success: true });
    expect(await used(user)).toBe(0);
  });

  it('gives back to the month the sequence was counted in', async () => {
    const user = await signedIn();
    const campaignId = await scheduledSequence(user, 1);
    // Scheduled (and counted) last month: that month gets it back, this month's figure is untouched.
    await admin.query(`update usage set period = to_char(now() - interval '1 month', 'YYYY-MM') where user_id = $1;`, [user.id]);
    await admin.query(`update campaign_emails set created_at = now() - interval '1 month' where campaign_id = $1`, [campaignId]);
    await admin.query(`insert into usage (user_id, period, sequences_used) values ($1, to_char(now(), 'YYYY-MM'), 2)`, [user.id]);
    expect(await remove(user, campaignId)).toMatchObject({ success: true });
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
    const campaignId = await scheduledSequence(owner, 1);
    expect(await remove(stranger, campaignId)).toMatchObject({ success: false });
    expect(await used(owner)).toBe(1);
  });
});
