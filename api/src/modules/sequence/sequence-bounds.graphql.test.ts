// Replays the bad-input probe against /graphql (real PostgreSQL): every row must be refused with its contracts message,
// the way its mutation answers failures (a payload with success false where it has one, else BAD_USER_INPUT), and
// nothing saved. Bounds: contracts/src/rules/input-bounds.rules.ts, sequence/contact/campaign/linkedin validators.
import type pg from 'pg';
import {
  CONTROL_CHARACTERS_REFUSED,
  DAYS_TO_WAIT_MAX,
  DAYS_TO_WAIT_MIN,
  DELAY_NEGATIVE,
  EMAIL_ADDRESS_TOO_LONG,
  EMAIL_BODY_EMPTY,
  EMAIL_BODY_TOO_LONG,
  EMAIL_LOCAL_PART_TOO_LONG,
  EMAIL_SUBJECT_EMPTY,
  FIRST_NAME_TOO_LONG,
  GMAIL_SEND_SCOPE,
  INVALID_EMAIL_ADDRESS,
  INVALID_LINKEDIN_URL,
  LAST_NAME_TOO_LONG,
  MAX_FOLLOW_UP_DELAY,
  SUBJECT_TOO_LONG,
  TEXT_LIMITS,
  campaignNameTooLong,
  controlCharactersIn,
  emptyBodyLeftover,
} from 'contracts';
import { CookieJar } from '../../../testkit/http/cookie-jar';
import { startTestApp, type TestApp } from '../../../testkit/http/test-app';
import { createContact, ContactValidationError } from '../contact';
import { createEmailSequence, SequenceValidationError } from './sequence.service';
import { graphqlClient } from '../../../testkit/http/graphql-client';
import { adminPool } from '../../../testkit/db/admin-pool';
import { signUp } from '../../../testkit/auth/auth-helpers';

const CREATE_CAMPAIGN = `mutation($data: CreateCampaignInput!) { createCampaign(data: $data) { success message campaign { id name } } }`;
const UPDATE_CAMPAIGN = `mutation($id: Int!, $data: UpdateCampaignInput!) { updateCampaign(id: $id, data: $data) { id name } }`;
const CAMPAIGNS = `query { campaigns { totalCount } }`;
const CREATE_CONTACT = `mutation($data: CreateContactInput!) {
  createContact(data: $data) { success message contact { id email firstName lastName linkedInUrl } }
}`;
const CONTACTS = `query($filter: ContactFilterInput) { contacts(filter: $filter) { totalCount } }`;
const CREATE_SEQUENCE = `mutation($campaignId: Int!, $data: CreateEmailSequenceInput!) {
  createEmailSequence(campaignId: $campaignId, data: $data) { success message count }
}`;
const SEQUENCE = `query($filter: CampaignFilterInput!) {
  campaign(filter: $filter) { campaign { sequenceSize emailSequences { edges { node { position daysDelay subject } } } } }
}`;
const SEND_TEST = `mutation($data: SendTestEmailInput!) { sendTestEmail(data: $data) { success message hasRefreshToken } }`;
const PREVIEW = `query($delays: [Int!]!) {
  sequenceSchedulePreview(timezone: "America/New_York", excludeWeekends: true, delays: $delays) { position sendAt }
}`;

type Payload = { success: boolean; message: string };

const step = (position: number, extra: Record<string, unknown> = {}) => ({
  position,
  subject: `Subject ${position}`,
  body: `Hi {{contact_first_name}}, note ${position}`,
  daysDelay: position === 1 ? 0 : 2,
  nextMailInThread: true,
  ...extra,
});

describe('bounds on campaigns, contacts and sequences over /graphql (the bad-input probe)', () => {
  let app: TestApp;
  let admin: pg.Pool;
  const jar = new CookieJar();
  let userId: string;
  let campaignId: number;

  beforeAll(async () => {
    app = await startTestApp();
    admin = adminPool(app);
    userId = (await signUp(app, { name: 'Probe', email: `probe.${Date.now()}@example.com`, jar })).userId;
    await admin.query(`insert into mail_grants (user_id, address, scopes) values ($1, 'probe@gmail.com', $2)`, [
      userId,
      ['openid', 'email', GMAIL_SEND_SCOPE],
    ]);
    campaignId = (await campaign({ name: 'Probe campaign' })).campaign!.id;
  });
  afterAll(async () => {
    await admin.end();
    await app.close();
  });

  const gql = <T>(query: string, variables: Record<string, unknown>) => graphqlClient(app, jar)<T>(query, variables);
  /** The first GraphQL error of a request expected to fail, with the HTTP status. */
  const refusal = async (query: string, variables: Record<string, unknown>) => {
    const { status, body } = await app.graphql(query, variables, jar);
    expect(body.errors).toBeDefined();
    return { status, error: body.errors![0]! };
  };

  async function campaign(data: Record<string, unknown>) {
    const result = await gql<{ createCampaign: Payload & { campaign: { id: number; name: string } | null } }>(CREATE_CAMPAIGN, {
      data: { timezone: 'America/New_York', excludeWeekends: true, ...data },
    });
    return result.createCampaign;
  }
  const campaignCount = async () => (await gql<{ campaigns: { totalCount: number } }>(CAMPAIGNS, {})).campaigns.totalCount;

  async function contact(data: Record<string, unknown>) {
    const result = await gql<{
      createContact: Payload & { contact: { id: number; email: string; linkedInUrl: string | null } | null };
    }>(CREATE_CONTACT, { data: { campaignId, email: 'dana@acme.example', firstName: 'Dana', ...data } });
    return result.createContact;
  }
  const contactCount = async () =>
    (await gql<{ contacts: { totalCount: number } }>(CONTACTS, { filter: { campaignId } })).contacts.totalCount;

  async function sequence(emails: unknown[], target = campaignId) {
    return (
      await gql<{ createEmailSequence: Payload & { count: number } }>(CREATE_SEQUENCE, { campaignId: target, data: { emails } })
    ).createEmailSequence;
  }
  async function savedSteps(target: number) {
    const result = await gql<{
      campaign: {
        campaign: {
          sequenceSize: number;
          emailSequences: { edges: Array<{ node: { position: number; daysDelay: number; subject: string } }> };
        };
      };
    }>(SEQUENCE, { filter: { id: target } });
    return result.campaign.campaign;
  }

  describe('daysDelay', () => {
    it.each([
      ['2147483647 (the probe: step 1 went out, then the worker threw)', 2_147_483_647],
      ['100000 (the probe: scheduled for the year 2300)', 100_000],
      ['61', MAX_FOLLOW_UP_DELAY + 1],
    ])('refuses a follow-up delay of %s and saves nothing', async (_name, daysDelay) => {
      const target = (await campaign({ name: `Delay ${daysDelay}` })).campaign!.id;
      expect(await sequence([step(1), step(2, { daysDelay })], target)).toEqual({
        success: false,
        message: DAYS_TO_WAIT_MAX,
        count: 0,
      });
      expect(DAYS_TO_WAIT_MAX).toBe('Days to wait can be at most 60 days');
      expect((await savedSteps(target)).sequenceSize).toBe(0);
    });

    it("keeps the spec's lower messages and accepts 1 to 60 days (the first email's delay forced to 0)", async () => {
      const target = (await campaign({ name: 'Delays in bounds' })).campaign!.id;
      expect(await sequence([step(1), step(2, { daysDelay: 0 })], target)).toMatchObject({ message: DAYS_TO_WAIT_MIN });
      expect(await sequence([step(1), step(2, { daysDelay: -1 })], target)).toMatchObject({ message: DELAY_NEGATIVE });
      expect(
        await sequence([step(1, { daysDelay: 2_147_483_647 }), step(2, { daysDelay: 1 }), step(3, { daysDelay: 60 })], target),
      ).toMatchObject({ success: true, count: 3 });
      const saved = await savedSteps(target);
      expect(saved.emailSequences.edges.map((edge) => edge.node.daysDelay)).toEqual([0, 1, 60]);
    });

    it('refuses the huge delay in the schedule preview too (BAD_USER_INPUT, never a 500 or a hang)', async () => {
      const started = Date.now();
      const { status, error } = await refusal(PREVIEW, { delays: [0, 2_147_483_647] });
      expect(status).toBeLessThan(500);
      expect(error).toMatchObject({ message: DAYS_TO_WAIT_MAX, extensions: { code: 'BAD_USER_INPUT' } });
      expect(Date.now() - started).toBeLessThan(5_000);
      const plan = await gql<{ sequenceSchedulePreview: unknown[] }>(PREVIEW, { delays: [0, 60, 60] });
      expect(plan.sequenceSchedulePreview).toHaveLength(3);
      // Beyond a GraphQL Int it never reaches a resolver.
      const beyond = await refusal(CREATE_SEQUENCE, { campaignId, data: { emails: [step(1), step(2, { daysDelay: 2 ** 31 })] } });
      expect(beyond.status).toBeLessThan(500);
    });
  });

  describe('lengths', () => {
    it('refuses a 10,000-character campaign name (createCampaign: payload; updateCampaign: BAD_USER_INPUT)', async () => {
      const before = await campaignCount();
      expect(await campaign({ name: 'n'.repeat(10_000) })).toEqual({
        success: false,
        message: campaignNameTooLong(),
        campaign: null,
      });
      expect(campaignNameTooLong()).toBe('Campaign name must be at most 120 characters');
      expect(await campaignCount()).toBe(before);
      const { error } = await refusal(UPDATE_CAMPAIGN, { id: campaignId, data: { name: 'n'.repeat(121) } });
      expect(error).toMatchObject({ message: campaignNameTooLong(), extensions: { code: 'BAD_USER_INPUT' } });
      const longest = 'n'.repeat(TEXT_LIMITS.campaignName);
      expect((await campaign({ name: `  ${longest}  ` })).campaign?.name).toBe(longest);
    });

    it('refuses a 100,000-character subject, in a sequence and in a test email', async () => {
      const target = (await campaign({ name: 'Long subject' })).campaign!.id;
      expect(await sequence([step(1, { subject: 's'.repeat(100_000) })], target)).toMatchObject({
        success: false,
        message: SUBJECT_TOO_LONG,
      });
      // A same-thread follow-up's subject is stored too, so it is bounded as well.
      expect(await sequence([step(1), step(2, { subject: 's'.repeat(201) })], target)).toMatchObject({
        message: SUBJECT_TOO_LONG,
      });
      expect((await savedSteps(target)).sequenceSize).toBe(0);
      const test = await gql<{ sendTestEmail: Payload }>(SEND_TEST, { data: { subject: 's'.repeat(100_000), body: 'Hello' } });
      expect(test.sendTestEmail).toEqual({ success: false, message: SUBJECT_TOO_LONG, hasRefreshToken: true });
      expect(SUBJECT_TOO_LONG).toBe('Subject must be at most 200 characters');
    });

    it('refuses a body over 20,000 characters, in a sequence and in a test email', async () => {
      const target = (await campaign({ name: 'Long body' })).campaign!.id;
      const tooLong = 'b'.repeat(TEXT_LIMITS.body + 1);
      expect(await sequence([step(1), step(2, { body: tooLong })], target)).toMatchObject({
        success: false,
        message: EMAIL_BODY_TOO_LONG,
      });
      expect(EMAIL_BODY_TOO_LONG).toBe('Email body must be at most 20,000 characters');
      const test = await gql<{ sendTestEmail: Payload }>(SEND_TEST, { data: { subject: 'Hi', body: tooLong } });
      expect(test.sendTestEmail).toMatchObject({ success: false, message: EMAIL_BODY_TOO_LONG });
      expect(await sequence([step(1, { body: 'b'.repeat(TEXT_LIMITS.body) })], target)).toMatchObject({ success: true });
    });

    it('refuses 50,000-character names', async () => {
      const before = await contactCount();
      expect(await contact({ firstName: 'f'.repeat(50_000) })).toMatchObject({ success: false, message: FIRST_NAME_TOO_LONG });
      expect(await contact({ lastName: 'l'.repeat(50_000) })).toMatchObject({ success: false, message: LAST_NAME_TOO_LONG });
      expect(FIRST_NAME_TOO_LONG).toBe('First Name must be at most 100 characters');
      expect(await contactCount()).toBe(before);
    });

    it('checks the address per RFC 5321: a 300-character local part, 65 characters, and shapes that are not addresses', async () => {
      const before = await contactCount();
      expect(await contact({ email: `${'l'.repeat(300)}@acme.example` })).toMatchObject({
        success: false,
        message: EMAIL_ADDRESS_TOO_LONG,
        contact: null,
      });
      expect(await contact({ email: `${'l'.repeat(65)}@acme.example` })).toMatchObject({ message: EMAIL_LOCAL_PART_TOO_LONG });
      for (const email of ['dana@acme', 'dana@@acme.example', '<script>@acme.example', 'Dana <dana@acme.example>']) {
        expect(await contact({ email })).toMatchObject({ success: false, message: INVALID_EMAIL_ADDRESS });
      }
      expect(await contactCount()).toBe(before);
      expect(await contact({ email: ` ${'l'.repeat(64)}@acme.example ` })).toMatchObject({ success: true });
    });
  });

  describe('empty subjects and bodies (product.md §5, read exactly)', () => {
    it('refuses a first email or a new-thread email without a subject, and a body left empty before the last email', async () => {
      const target = (await campaign({ name: 'Empty texts' })).campaign!.id;
      expect(await sequence([step(1, { subject: '  ' })], target)).toMatchObject({
        success: false,
        message: EMAIL_SUBJECT_EMPTY,
      });
      expect(await sequence([step(1, { nextMailInThread: false }), step(2, { subject: '' })], target)).toMatchObject({
        success: false,
        message: EMAIL_SUBJECT_EMPTY,
      });
      expect(await sequence([step(1, { body: '' }), step(2)], target)).toMatchObject({
        success: false,
        message: EMAIL_BODY_EMPTY,
      });
      expect((await savedSteps(target)).sequenceSize).toBe(0);
      // A same-thread follow-up reuses the subject; the editors allow an empty last body (§5: all but the last), but
      // it is not scheduled: the recruiter would get an empty email.
      expect(await sequence([step(1), step(2, { subject: '', body: '' })], target)).toMatchObject({
        success: false,
        message: emptyBodyLeftover(2),
      });
      expect(await sequence([step(1), step(2, { subject: '' })], target)).toMatchObject({ success: true, count: 2 });
    });
  });

  describe('control characters', () => {
    it('the edge refuses NUL before any resolver (400, BAD_USER_INPUT)', async () => {
      const { status, error } = await refusal(CREATE_CONTACT, {
        data: { campaignId, email: 'a@b.example', firstName: 'Da\u0000na' },
      });
      expect(status).toBe(400);
      expect(error).toMatchObject({ message: CONTROL_CHARACTERS_REFUSED, extensions: { code: 'BAD_USER_INPUT' } });
    });

    it('the resolvers refuse what the edge lets through: line breaks in one-line fields, C1 controls anywhere', async () => {
      expect(await campaign({ name: 'Acme\nBcc: x@y.example' })).toMatchObject({
        success: false,
        message: controlCharactersIn('Campaign name'),
      });
      expect(await contact({ firstName: 'Dana\r\n' + 'X-Header: 1' })).toMatchObject({
        success: false,
        message: controlCharactersIn('First Name'),
      });
      const target = (await campaign({ name: 'Controls' })).campaign!.id;
      expect(await sequence([step(1, { subject: 'Hello\r\nBcc: everyone@example.com' })], target)).toMatchObject({
        success: false,
        message: controlCharactersIn('Subject'),
      });
      expect(await sequence([step(1, { body: 'Hi\u0085there' })], target)).toMatchObject({
        success: false,
        message: controlCharactersIn('Email body', true),
      });
      // Tabs and line breaks are text in a body.
      expect(await sequence([step(1, { body: 'Hi\tthere,\r\n\r\nthanks' })], target)).toMatchObject({ success: true });
    });

    it('other entry points (the services themselves) refuse NUL with a message, never a database error', async () => {
      const db = app.db.db;
      await expect(createContact(db, userId, { campaignId, email: 'nul@acme.example', firstName: 'Da\u0000na' })).rejects.toThrow(
        new ContactValidationError(controlCharactersIn('First Name')),
      );
      await expect(
        createEmailSequence(db, userId, campaignId, [
          step(1, { body: 'Hi\u0000' }) as Parameters<typeof createEmailSequence>[3][0],
        ]),
      ).rejects.toThrow(new SequenceValidationError(controlCharactersIn('Email body', true)));
    });
  });

  describe('linkedInUrl', () => {
    it('refuses a URL that only contains a LinkedIn address (the probe stored javascript:alert(1)//linkedin.com/in/x)', async () => {
      const before = await contactCount();
      for (const linkedInUrl of [
        'javascript:alert(1)//linkedin.com/in/x',
        'https://evil.example/?next=https://www.linkedin.com/in/x',
        'see linkedin.com/in/x',
      ]) {
        expect(await contact({ linkedInUrl })).toMatchObject({ success: false, message: INVALID_LINKEDIN_URL, contact: null });
      }
      expect(await contactCount()).toBe(before);
      const { rows } = await admin.query(`select count(*)::int as n from contacts where linkedin_url ilike '%javascript%'`);
      expect(rows[0].n).toBe(0);
    });

    it('stores a valid one normalised', async () => {
      const created = await contact({
        email: 'jordan@acme.example',
        linkedInUrl: '  http://LinkedIn.com/IN/Jordan-Lee/?trk=share  ',
      });
      expect(created).toMatchObject({ success: true, contact: { linkedInUrl: 'https://www.linkedin.com/in/Jordan-Lee' } });
      const { rows } = await admin.query(`select linkedin_url from contacts where id = $1`, [created.contact!.id]);
      expect(rows[0].linkedin_url).toBe('https://www.linkedin.com/in/Jordan-Lee');
    });
  });
});
