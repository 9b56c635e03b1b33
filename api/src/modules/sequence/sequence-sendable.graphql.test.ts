// What cannot be scheduled over /graphql (real PostgreSQL): a step still holding the default template's 'X role', or an
// empty body. The refusal is the contracts message the editors show, and nothing is saved; a draft may still hold them.
import type pg from 'pg';
import {
  DEFAULT_FIRST_BODY,
  DEFAULT_FIRST_SUBJECT,
  GMAIL_SEND_SCOPE,
  emptyBodyLeftover,
  unsendableStepsMessage,
} from 'contracts';
import { CookieJar } from '../../../testkit/http/cookie-jar';
import { startTestApp, type TestApp } from '../../../testkit/http/test-app';
import { graphqlClient } from '../../../testkit/http/graphql-client';
import { adminPool } from '../../../testkit/db/admin-pool';
import { signUp } from '../../../testkit/auth/auth-helpers';

const CREATE_CAMPAIGN = `mutation($data: CreateCampaignInput!) { createCampaign(data: $data) { campaign { id } } }`;
const CREATE_SEQUENCE = `mutation($campaignId: Int!, $data: CreateEmailSequenceInput!) {
  createEmailSequence(campaignId: $campaignId, data: $data) { success message count }
}`;
const SEQUENCE_SIZE = `query($filter: CampaignFilterInput!) { campaign(filter: $filter) { campaign { sequenceSize } } }`;

const step = (position: number, extra: Record<string, unknown> = {}) => ({
  position,
  subject: position === 1 ? 'My application for the Staff Nurse role' : '',
  body: `Hi {{contact_first_name}},\n\nNote ${position}.\n\nBest,\n{{your_name}}`,
  daysDelay: position === 1 ? 0 : 3,
  nextMailInThread: true,
  ...extra,
});

describe('createEmailSequence refuses steps a recruiter would read as unfinished', () => {
  let app: TestApp;
  let admin: pg.Pool;
  const jar = new CookieJar();
  let campaignId: number;

  const gql = <T>(query: string, variables: Record<string, unknown>) => graphqlClient(app, jar)<T>(query, variables);
  const schedule = async (emails: unknown[]) =>
    (
      await gql<{ createEmailSequence: { success: boolean; message: string; count: number } }>(CREATE_SEQUENCE, {
        campaignId,
        data: { emails },
      })
    ).createEmailSequence;
  const savedSize = async () =>
    (await gql<{ campaign: { campaign: { sequenceSize: number } } }>(SEQUENCE_SIZE, { filter: { id: campaignId } })).campaign
      .campaign.sequenceSize;

  beforeAll(async () => {
    app = await startTestApp();
    admin = adminPool(app);
    const userId = (await signUp(app, { name: 'Nia', email: `nia.${Date.now()}@example.com`, jar })).userId;
    await admin.query(`insert into mail_grants (user_id, address, scopes) values ($1, 'nia@gmail.com', $2)`, [
      userId,
      ['openid', 'email', GMAIL_SEND_SCOPE],
    ]);
    campaignId = (
      await gql<{ createCampaign: { campaign: { id: number } } }>(CREATE_CAMPAIGN, {
        data: { name: 'Nurse applications', timezone: 'America/New_York', excludeWeekends: true },
      })
    ).createCampaign.campaign.id;
  });
  afterAll(async () => {
    await admin.end();
    await app.close();
  });

  it("refuses the default template's 'X role' in a subject or a body, with the editors' message", async () => {
    const defaults = [{ subject: DEFAULT_FIRST_SUBJECT, body: DEFAULT_FIRST_BODY }];
    expect(await schedule([step(1, defaults[0])])).toEqual({
      success: false,
      message: unsendableStepsMessage(defaults),
      count: 0,
    });
    expect(unsendableStepsMessage(defaults)).toBe("Email 1: replace 'the X role' with the role you applied for.");
    expect(await schedule([step(1), step(2, { body: 'Hi again about the X role.\n\n{{your_name}}' })])).toMatchObject({
      success: false,
      message: "Email 2: replace 'the X role' with the role you applied for.",
    });
    expect(await savedSize()).toBe(0);
  });

  it('refuses an empty body, even in the last email', async () => {
    expect(await schedule([step(1), step(2), step(3, { body: ' \n ' })])).toMatchObject({
      success: false,
      message: emptyBodyLeftover(3),
    });
    expect(await savedSize()).toBe(0);
  });

  it('schedules the same sequence once it is filled in', async () => {
    expect(await schedule([step(1), step(2), step(3)])).toMatchObject({ success: true, count: 3 });
    expect(await savedSize()).toBe(3);
  });
});
