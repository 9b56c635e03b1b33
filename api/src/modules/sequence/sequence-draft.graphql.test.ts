// saveSequenceDraft over /graphql against real PostgreSQL: the wizard's autosave stores the steps a user is writing
// (and replaces them on the next save) with the same bounds and messages as createEmailSequence, but schedules nobody
// (no campaign_emails row, no Agenda job), needs no Gmail, and only the campaign's owner may save.
import type pg from 'pg';
import {
  AT_LEAST_ONE_EMAIL,
  DAYS_TO_WAIT_MAX,
  EMAIL_BODY_EMPTY,
  EMAIL_SUBJECT_EMPTY,
  GMAIL_SEND_SCOPE,
  SEQUENCE_DRAFT_RUNNING,
  SEQUENCE_DRAFT_SAVED,
  SUBJECT_TOO_LONG,
  CAMPAIGN_NOT_FOUND,
  controlCharactersIn,
} from 'contracts';
import { CookieJar } from '../../../testkit/http/cookie-jar';
import { startTestApp, type TestApp } from '../../../testkit/http/test-app';
import { graphqlClient } from '../../../testkit/http/graphql-client';
import { adminPool } from '../../../testkit/db/admin-pool';
import { signUp } from '../../../testkit/auth/auth-helpers';

const CREATE_CAMPAIGN = `mutation($data: CreateCampaignInput!) { createCampaign(data: $data) { campaign { id } } }`;
const CREATE_CONTACT = `mutation($data: CreateContactInput!) { createContact(data: $data) { success message } }`;
const SAVE_DRAFT = `mutation($campaignId: Int!, $data: CreateEmailSequenceInput!) {
  saveSequenceDraft(campaignId: $campaignId, data: $data) { success message count }
}`;
const CREATE_SEQUENCE = `mutation($campaignId: Int!, $data: CreateEmailSequenceInput!) {
  createEmailSequence(campaignId: $campaignId, data: $data) { success message count }
}`;
const STEPS = `query($filter: CampaignFilterInput!) {
  campaign(filter: $filter) { campaign { emailSequences { edges { node { position subject body daysDelay nextMailInThread } } } } }
}`;

type Payload = { success: boolean; message: string; count: number };

const step = (position: number, extra: Record<string, unknown> = {}) => ({
  position,
  subject: `Subject ${position}`,
  body: `Hi {{contact_first_name}}, note ${position}`,
  daysDelay: position === 1 ? 0 : 3,
  nextMailInThread: true,
  ...extra,
});

describe('saveSequenceDraft over /graphql (the wizard autosave)', () => {
  let app: TestApp;
  let admin: pg.Pool;
  let ownerId: string;
  const owner = new CookieJar();
  const stranger = new CookieJar();

  const signUpAs = async (jar: CookieJar, name: string) =>
    (await signUp(app, { name, email: `${name.toLowerCase()}.${Date.now()}@example.com`, jar })).userId;
  const gql = <T>(query: string, variables: Record<string, unknown>, jar = owner) => graphqlClient(app, jar)<T>(query, variables);
  const newCampaign = async (name: string) =>
    (
      await gql<{ createCampaign: { campaign: { id: number } } }>(CREATE_CAMPAIGN, {
        data: { name, timezone: 'America/New_York', excludeWeekends: true },
      })
    ).createCampaign.campaign.id;
  const saveDraft = async (campaignId: number, emails: unknown[], jar = owner) =>
    (await gql<{ saveSequenceDraft: Payload }>(SAVE_DRAFT, { campaignId, data: { emails } }, jar)).saveSequenceDraft;
  const steps = async (campaignId: number) =>
    (
      await gql<{
        campaign: { campaign: { emailSequences: { edges: Array<{ node: Record<string, unknown> }> } } };
      }>(STEPS, { filter: { id: campaignId } })
    ).campaign.campaign.emailSequences.edges.map((edge) => edge.node);
  const scheduled = async (campaignId: number) => {
    const emails = await admin.query(`select count(*)::int as n from campaign_emails where campaign_id = $1`, [campaignId]);
    const jobs = await admin.query(
      `select count(*)::int as n from agenda_jobs where (data ->> 'campaignEmailId')::integer in
         (select id from campaign_emails where campaign_id = $1)`,
      [campaignId],
    );
    return { emails: emails.rows[0].n as number, jobs: jobs.rows[0].n as number };
  };
  const totalJobs = async () => (await admin.query(`select count(*)::int as n from agenda_jobs`)).rows[0].n as number;

  beforeAll(async () => {
    app = await startTestApp();
    admin = adminPool(app);
    ownerId = await signUpAs(owner, 'Owner');
    await signUpAs(stranger, 'Stranger');
  });
  afterAll(async () => {
    await admin.end();
    await app.close();
  });

  it('saves the steps without Gmail and schedules nobody, even with an active contact in the campaign', async () => {
    const campaignId = await newCampaign('Draft only');
    const added = await gql<{ createContact: { success: boolean } }>(CREATE_CONTACT, {
      data: { campaignId, email: 'dana@acme.example', firstName: 'Dana' },
    });
    expect(added.createContact.success).toBe(true);
    const jobsBefore = await totalJobs();

    expect(await saveDraft(campaignId, [step(1), step(2, { subject: '', nextMailInThread: false })])).toEqual({
      success: true,
      message: SEQUENCE_DRAFT_SAVED,
      count: 2,
    });
    expect(await steps(campaignId)).toEqual([
      { position: 1, subject: 'Subject 1', body: 'Hi {{contact_first_name}}, note 1', daysDelay: 0, nextMailInThread: true },
      { position: 2, subject: '', body: 'Hi {{contact_first_name}}, note 2', daysDelay: 3, nextMailInThread: false },
    ]);
    expect(await scheduled(campaignId)).toEqual({ emails: 0, jobs: 0 });
    expect(await totalJobs()).toBe(jobsBefore);
  });

  it('replaces the saved steps on the next save (fewer steps, new text)', async () => {
    const campaignId = await newCampaign('Draft replaced');
    await saveDraft(campaignId, [step(1), step(2), step(3)]);
    expect(await saveDraft(campaignId, [step(1, { subject: 'Edited subject', body: 'Edited body' })])).toMatchObject({
      success: true,
      count: 1,
    });
    expect(await steps(campaignId)).toEqual([
      { position: 1, subject: 'Edited subject', body: 'Edited body', daysDelay: 0, nextMailInThread: true },
    ]);
    expect(await scheduled(campaignId)).toEqual({ emails: 0, jobs: 0 });
  });

  it("refuses another user's campaign (as not found) and leaves its steps alone", async () => {
    const campaignId = await newCampaign('Owned');
    await saveDraft(campaignId, [step(1, { subject: 'Mine' })]);
    expect(await saveDraft(campaignId, [step(1, { subject: 'Theirs' })], stranger)).toEqual({
      success: false,
      message: CAMPAIGN_NOT_FOUND,
      count: 0,
    });
    expect((await steps(campaignId)).map((saved) => saved.subject)).toEqual(['Mine']);
    const anonymous = await app.graphql(SAVE_DRAFT, { campaignId, data: { emails: [step(1)] } }, new CookieJar());
    expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('refuses out-of-bounds steps with the spec messages and keeps the last good draft', async () => {
    const campaignId = await newCampaign('Bounds');
    await saveDraft(campaignId, [step(1, { subject: 'Good' })]);
    const refused = async (emails: unknown[]) => (await saveDraft(campaignId, emails)).message;
    expect(await refused([step(1), step(2, { daysDelay: 61 })])).toBe(DAYS_TO_WAIT_MAX);
    expect(await refused([step(1, { subject: 's'.repeat(201) })])).toBe(SUBJECT_TOO_LONG);
    expect(await refused([step(1, { subject: '  ' })])).toBe(EMAIL_SUBJECT_EMPTY);
    expect(await refused([step(1, { body: '' }), step(2)])).toBe(EMAIL_BODY_EMPTY);
    expect(await refused([step(1, { subject: 'Hi\r\nBcc: x@y.example' })])).toBe(controlCharactersIn('Subject'));
    expect(await refused([])).toBe(AT_LEAST_ONE_EMAIL);
    expect((await steps(campaignId)).map((saved) => saved.subject)).toEqual(['Good']);
  });

  it('refuses to change a running sequence (its follow-ups are built from the steps)', async () => {
    await admin.query(`insert into mail_grants (user_id, address, scopes) values ($1, 'owner@gmail.com', $2)`, [
      ownerId,
      ['openid', 'email', GMAIL_SEND_SCOPE],
    ]);
    const campaignId = await newCampaign('Running');
    await gql(CREATE_CONTACT, { data: { campaignId, email: 'lee@acme.example', firstName: 'Lee' } });
    expect(
      (await gql<{ createEmailSequence: Payload }>(CREATE_SEQUENCE, { campaignId, data: { emails: [step(1)] } }))
        .createEmailSequence,
    ).toMatchObject({ success: true });
    expect((await scheduled(campaignId)).emails).toBe(1);
    expect(await saveDraft(campaignId, [step(1, { subject: 'Autosaved' })])).toEqual({
      success: false,
      message: SEQUENCE_DRAFT_RUNNING,
      count: 0,
    });
    expect((await steps(campaignId)).map((saved) => saved.subject)).toEqual(['Subject 1']);
  });
});
