import { execute, parse } from 'graphql';
import type pg from 'pg';
import { domainResolvers } from './domain-resolvers';
import { schemaFrom, unimplementedRootFields } from './graphql.schema';
import { GMAIL_SEND_SCOPE, PAGE_SIZES } from 'contracts';
import { CookieJar } from '../../testkit/http/cookie-jar';
import { startTestApp, type TestApp } from '../../testkit/http/test-app';
import { adminPool } from '../../testkit/db/admin-pool';
import { signUp } from '../../testkit/auth/auth-helpers';

const CREATE = `mutation Create($data: CreateCampaignInput!) {
  createCampaign(data: $data) { success message campaign { id name timezone excludeWeekends isActive } }
}`;
const LIST = `query List($pagination: PaginationInput, $filter: CampaignFilterInput, $sort: CampaignSortInput) {
  campaigns(pagination: $pagination, filter: $filter, sort: $sort) {
    edges { cursor node { id name isActive contacts sequenceSize emailsSent averageResponseRate updatedAt } }
    pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
    totalCount
  }
}`;
const UPDATE = `mutation Update($id: Int!, $data: UpdateCampaignInput!) {
  updateCampaign(id: $id, data: $data) { id name isActive }
}`;
const DELETE = `mutation Delete($id: Int!) { deleteCampaign(id: $id) { success message } }`;
const DASHBOARD = `{ homeDashboard { id campaigns contacts emailSent responseRate } }`;
const PERMISSION = `{ mailPermission { hasPermission message } }`;

interface CampaignNode {
  id: number;
  name: string;
  isActive: boolean;
  contacts: number;
  sequenceSize: number;
  emailsSent: number;
  averageResponseRate: number | null;
  updatedAt: string;
}
interface ListData {
  campaigns: {
    edges: Array<{ cursor: string; node: CampaignNode }>;
    pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
    totalCount: number;
  };
}

describe('/graphql', () => {
  let app: TestApp;
  let admin: pg.Pool;

  beforeAll(async () => {
    app = await startTestApp();
    admin = adminPool(app);
  });
  afterAll(async () => {
    await admin.end();
    await app.close();
  });

  let counter = 0;
  async function signedInUser(): Promise<{ jar: CookieJar; id: string }> {
    const jar = new CookieJar();
    const { userId } = await signUp(app, { name: 'Grace', email: `grace${++counter}.${Date.now()}@example.com`, jar });
    return { jar, id: userId };
  }

  async function createCampaign(jar: CookieJar, name: string, extra: Record<string, unknown> = {}) {
    const { body } = await app.graphql<{
      createCampaign: { success: boolean; message: string; campaign: { id: number } | null };
    }>(CREATE, { data: { name, timezone: 'America/New_York', excludeWeekends: true, ...extra } }, jar);
    return body.data!.createCampaign;
  }

  describe('protocol', () => {
    it('answers signed-out calls with UNAUTHENTICATED as application/graphql-response+json', async () => {
      const { status, contentType, body } = await app.graphql(DASHBOARD);
      expect(status).toBe(200);
      expect(contentType).toMatch(/^application\/graphql-response\+json/);
      expect(body.errors?.[0]).toMatchObject({ message: 'You must be signed in', extensions: { code: 'UNAUTHENTICATED' } });
    });

    it('answers a syntax error with 400', async () => {
      const { status, contentType, body } = await app.graphql('{ campaigns { totalCount }');
      expect(status).toBe(400);
      expect(contentType).toMatch(/^application\/graphql-response\+json/);
      expect(body.errors?.[0]?.message).toMatch(/Syntax Error/);
    });

    it('answers a validation error with 400', async () => {
      const { status } = await app.graphql('{ noSuchField }');
      expect(status).toBe(400);
    });

    it('answers 405 for methods other than GET and POST', async () => {
      const response = await app.request('/graphql', { method: 'PUT', json: { query: '{ __typename }' } });
      expect(response.status).toBe(405);
    });

    it('refuses non-JSON and cross-site POSTs', async () => {
      const plain = await app.request('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: JSON.stringify({ query: DASHBOARD }),
      });
      expect(plain.status).toBe(403);
      const foreign = await app.request('/graphql', { json: { query: DASHBOARD }, headers: { origin: 'https://evil.example' } });
      expect(foreign.status).toBe(403);
      expect(await foreign.json()).toEqual({ message: 'Cross-site request blocked' });
    });

    it('answers a contract operation no module implements with NOT_IMPLEMENTED naming it (and still asks for a session)', async () => {
      const schema = schemaFrom([]);
      const operation = parse(`mutation { generateJobEmails(hiringManagerName: "Jo", jobRole: "Engineer") { success } }`);
      const user = { id: 'u1', name: 'Jo', email: 'jo@example.com', emailVerified: true, createdAt: new Date() };
      const result = await execute({ schema, document: operation, contextValue: { user } });
      expect(result.errors?.[0]?.extensions?.code).toBe('NOT_IMPLEMENTED');
      expect(result.errors?.[0]?.message).toContain('generateJobEmails');
      const signedOut = await execute({ schema, document: operation, contextValue: { user: null } });
      expect(signedOut.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    });

    it('implements every operation of the contract (none falls through to NOT_IMPLEMENTED)', () => {
      expect(
        unimplementedRootFields(domainResolvers({ delivery: {} as never, writer: {} as never, jobPostingReader: {} as never })),
      ).toEqual([]);
    });
  });

  describe('campaigns', () => {
    it('lists created campaigns newest first and pages with cursors', async () => {
      const { jar } = await signedInUser();
      const total = PAGE_SIZES.campaigns + 3;
      const names: string[] = [];
      for (let i = 1; i <= total; i += 1) {
        names.push(`Campaign ${i}`);
        const created = await createCampaign(jar, `Campaign ${i}`);
        expect(created).toMatchObject({
          success: true,
          message: 'Campaign created successfully. Please add email sequence to start sending emails.',
        });
      }
      const newestFirst = [...names].reverse();

      const first = await app.graphql<ListData>(LIST, {}, jar);
      const page1 = first.body.data!.campaigns;
      expect(page1.totalCount).toBe(total);
      expect(page1.edges.map((e) => e.node.name)).toEqual(newestFirst.slice(0, PAGE_SIZES.campaigns));
      expect(page1.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
      expect(page1.edges[0]!.node).toMatchObject({ contacts: 0, sequenceSize: 0, emailsSent: 0, isActive: true });

      const second = await app.graphql<ListData>(LIST, { pagination: { after: page1.pageInfo.endCursor } }, jar);
      const page2 = second.body.data!.campaigns;
      expect(page2.edges.map((e) => e.node.name)).toEqual(newestFirst.slice(PAGE_SIZES.campaigns));
      expect(page2.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });

      // And back again from the second page's start.
      const back = await app.graphql<ListData>(LIST, { pagination: { last: 2, before: page2.pageInfo.startCursor } }, jar);
      expect(back.body.data!.campaigns.edges.map((e) => e.node.name)).toEqual(
        newestFirst.slice(PAGE_SIZES.campaigns - 2, PAGE_SIZES.campaigns),
      );
    });

    it('moves an updated campaign to the top and filters by search and status', async () => {
      const { jar } = await signedInUser();
      const alpha = (await createCampaign(jar, 'Alpha outreach')).campaign!.id;
      await createCampaign(jar, 'Beta 100%_done');
      await createCampaign(jar, 'Gamma');

      const updated = await app.graphql<{ updateCampaign: { id: number; name: string; isActive: boolean } }>(
        UPDATE,
        { id: alpha, data: { isActive: false } },
        jar,
      );
      expect(updated.body.data!.updateCampaign).toEqual({ id: alpha, name: 'Alpha outreach', isActive: false });

      const all = await app.graphql<ListData>(LIST, {}, jar);
      expect(all.body.data!.campaigns.edges.map((e) => e.node.name)).toEqual(['Alpha outreach', 'Gamma', 'Beta 100%_done']);

      const searched = await app.graphql<ListData>(LIST, { filter: { search: 'ALPHA' } }, jar);
      expect(searched.body.data!.campaigns.edges.map((e) => e.node.name)).toEqual(['Alpha outreach']);
      // % and _ are literal characters in the search text.
      const literal = await app.graphql<ListData>(LIST, { filter: { search: '%_' } }, jar);
      expect(literal.body.data!.campaigns.edges.map((e) => e.node.name)).toEqual(['Beta 100%_done']);

      const paused = await app.graphql<ListData>(LIST, { filter: { isActive: false } }, jar);
      expect(paused.body.data!.campaigns.edges.map((e) => e.node.name)).toEqual(['Alpha outreach']);

      const byName = await app.graphql<ListData>(LIST, { sort: { field: 'name', direction: 'asc' } }, jar);
      expect(byName.body.data!.campaigns.edges.map((e) => e.node.name)).toEqual(['Alpha outreach', 'Beta 100%_done', 'Gamma']);
    });

    it('validates campaign settings with the spec messages', async () => {
      const { jar } = await signedInUser();
      expect(await createCampaign(jar, '   ')).toEqual({ success: false, message: 'Campaign name is required', campaign: null });
      const noTimezone = await createCampaign(jar, 'Valid', { timezone: '' });
      expect(noTimezone).toMatchObject({ success: false, message: 'Timezone is required' });
    });

    it("keeps other users' campaigns invisible and untouchable", async () => {
      const owner = await signedInUser();
      const stranger = await signedInUser();
      const id = (await createCampaign(owner.jar, 'Private campaign')).campaign!.id;

      const list = await app.graphql<ListData>(LIST, {}, stranger.jar);
      expect(list.body.data!.campaigns.totalCount).toBe(0);

      const update = await app.graphql(UPDATE, { id, data: { name: 'Hijacked' } }, stranger.jar);
      expect(update.body.errors?.[0]).toMatchObject({ message: 'Campaign not found', extensions: { code: 'NOT_FOUND' } });

      const removal = await app.graphql<{ deleteCampaign: { success: boolean; message: string } }>(DELETE, { id }, stranger.jar);
      expect(removal.body.data!.deleteCampaign).toEqual({ success: false, message: 'Campaign not found' });

      const ownerList = await app.graphql<ListData>(LIST, {}, owner.jar);
      expect(ownerList.body.data!.campaigns.edges.map((e) => e.node.name)).toEqual(['Private campaign']);
    });

    it('deletes a campaign for its owner', async () => {
      const { jar, id: userId } = await signedInUser();
      const id = (await createCampaign(jar, 'Short-lived')).campaign!.id;
      // One email already sent and one waiting: deleting cancels the waiting one at once, and keeps the history.
      const { rows } = await admin.query<{ id: number }>(
        `INSERT INTO contacts (campaign_id, user_id, email, first_name, status) VALUES ($1, $2, 'dana@acme.test', 'Dana', 'IN_PROGRESS')
         RETURNING id`,
        [id, userId],
      );
      await admin.query(
        `INSERT INTO campaign_emails (user_id, campaign_id, contact_id, position, subject, body, status, scheduled_for, sent_at)
         VALUES ($1, $2, $3, 1, 'Hello', 'Hi', 'SENT', now() - interval '1 day', now() - interval '1 day'),
                ($1, $2, $3, 2, 'Re: Hello', 'Bump', 'SCHEDULED', now() + interval '1 day', NULL)`,
        [userId, id, rows[0]!.id],
      );
      const removal = await app.graphql<{ deleteCampaign: { success: boolean } }>(DELETE, { id }, jar);
      expect(removal.body.data!.deleteCampaign.success).toBe(true);
      const list = await app.graphql<ListData>(LIST, {}, jar);
      expect(list.body.data!.campaigns.totalCount).toBe(0);
      const again = await app.graphql(UPDATE, { id, data: { name: 'Back?' } }, jar);
      expect(again.body.errors?.[0]?.message).toBe('Campaign not found');
      const left = await admin.query<{ status: string }>('SELECT status FROM campaign_emails WHERE campaign_id = $1', [id]);
      expect(left.rows.map((row) => row.status)).toEqual(['SENT']);
    });

    it('counts opened emails apart from sent ones (emailsOpened)', async () => {
      const { jar, id: userId } = await signedInUser();
      const id = (await createCampaign(jar, 'Opens')).campaign!.id;
      const { rows } = await admin.query<{ id: number }>(
        `INSERT INTO contacts (campaign_id, user_id, email, first_name, status)
         VALUES ($1, $2, 'dana@acme.test', 'Dana', 'IN_PROGRESS'), ($1, $2, 'sam@beta.test', 'Sam', 'IN_PROGRESS') RETURNING id`,
        [id, userId],
      );
      await admin.query(
        `INSERT INTO campaign_emails (user_id, campaign_id, contact_id, position, subject, body, status, sent_at, opened_at)
         VALUES ($1, $2, $3, 1, 'Hello', 'Hi', 'OPENED', now(), now()), ($1, $2, $3, 2, 'Re: Hello', 'Bump', 'SENT', now(), NULL),
                ($1, $2, $4, 1, 'Hello', 'Hi', 'SENT', now(), NULL)`,
        [userId, id, rows[0]!.id, rows[1]!.id],
      );
      const { body } = await app.graphql<{ campaigns: { edges: Array<{ node: { emailsOpened: number } }> } }>(
        '{ campaigns { edges { node { emailsOpened } } } }',
        {},
        jar,
      );
      expect(body.data!.campaigns.edges.map((edge) => edge.node.emailsOpened)).toEqual([1]);
    });
  });

  describe('homeDashboard', () => {
    it('counts active campaigns, contacts, emails sent and the response rate', async () => {
      const user = await signedInUser();
      const empty = await app.graphql<{ homeDashboard: Record<string, unknown> }>(DASHBOARD, undefined, user.jar);
      expect(empty.body.data!.homeDashboard).toEqual({ id: user.id, campaigns: 0, contacts: 0, emailSent: 0, responseRate: 0 });

      const first = (await createCampaign(user.jar, 'First')).campaign!.id;
      const second = (await createCampaign(user.jar, 'Second', { isActive: false })).campaign!.id;
      await admin.query('update campaigns set emails_sent = $2 where id = $1', [first, 4]);
      await admin.query('update campaigns set emails_sent = $2 where id = $1', [second, 2]);
      const insertContact = (campaignId: number, status: string | null) =>
        admin.query(
          `insert into contacts (campaign_id, user_id, first_name, email, status) values ($1, $2, 'Jo', 'jo@example.com', $3)`,
          [campaignId, user.id, status],
        );
      await insertContact(first, 'RESPONDED');
      await insertContact(first, 'IN_PROGRESS');
      await insertContact(second, null);

      const { body } = await app.graphql<{ homeDashboard: Record<string, unknown> }>(DASHBOARD, undefined, user.jar);
      expect(body.data!.homeDashboard).toEqual({ id: user.id, campaigns: 1, contacts: 3, emailSent: 6, responseRate: 33 });

      const list = await app.graphql<ListData>(LIST, {}, user.jar);
      const byName = Object.fromEntries(list.body.data!.campaigns.edges.map((e) => [e.node.name, e.node]));
      expect(byName.First).toMatchObject({ contacts: 2, emailsSent: 4, averageResponseRate: 50 });
      expect(byName.Second).toMatchObject({ contacts: 1, emailsSent: 2, averageResponseRate: 0 });
    });
  });

  describe('mailPermission', () => {
    it('is false without a Gmail grant and true with a live gmail.send grant', async () => {
      const user = await signedInUser();
      const without = await app.graphql<{ mailPermission: { hasPermission: boolean; message: string } }>(
        PERMISSION,
        undefined,
        user.jar,
      );
      expect(without.body.data!.mailPermission).toEqual({
        hasPermission: false,
        message: 'You need to grant Gmail access to schedule emails.',
      });

      await admin.query(`insert into mail_grants (user_id, address, scopes) values ($1, 'grace@gmail.com', $2)`, [
        user.id,
        ['openid', 'email', GMAIL_SEND_SCOPE],
      ]);
      const granted = await app.graphql<{ mailPermission: { hasPermission: boolean; message: string } }>(
        PERMISSION,
        undefined,
        user.jar,
      );
      expect(granted.body.data!.mailPermission).toEqual({ hasPermission: true, message: 'Gmail permission granted' });

      await admin.query('update mail_grants set revoked_at = now() where user_id = $1', [user.id]);
      const revoked = await app.graphql<{ mailPermission: { hasPermission: boolean } }>(PERMISSION, undefined, user.jar);
      expect(revoked.body.data!.mailPermission.hasPermission).toBe(false);
    });
  });

  describe('sequenceSchedulePreview', () => {
    const PREVIEW = `query Preview($timezone: String!, $excludeWeekends: Boolean!, $delays: [Int!]!, $startAt: DateTime) {
      sequenceSchedulePreview(timezone: $timezone, excludeWeekends: $excludeWeekends, delays: $delays, startAt: $startAt) {
        position daysDelay sendAt
      }
    }`;
    type Preview = { sequenceSchedulePreview: Array<{ position: number; daysDelay: number; sendAt: string }> };

    it('plans a Friday-evening start into working hours, counting business days', async () => {
      const { jar } = await signedInUser();
      // Friday 2026-11-20 18:30 in New York (23:30 UTC): after the window, so the first email waits for Monday 09:00.
      const { body } = await app.graphql<Preview>(
        PREVIEW,
        { timezone: 'America/New_York', excludeWeekends: true, delays: [0, 2, 4], startAt: '2026-11-20T23:30:00.000Z' },
        jar,
      );
      expect(body.errors).toBeUndefined();
      expect(body.data!.sequenceSchedulePreview.map((s) => [s.position, s.sendAt])).toEqual([
        [1, '2026-11-23T14:00:00.000Z'],
        [2, '2026-11-25T14:00:00.000Z'],
        [3, '2026-12-01T14:00:00.000Z'],
      ]);
    });

    it('answers bad input with BAD_USER_INPUT and the rule that was broken', async () => {
      const { jar } = await signedInUser();
      const { body } = await app.graphql<Preview>(
        PREVIEW,
        { timezone: 'Mars/Olympus', excludeWeekends: false, delays: [0, 2] },
        jar,
      );
      expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(body.errors?.[0]?.message).toContain('Mars/Olympus');
      const zero = await app.graphql<Preview>(
        PREVIEW,
        { timezone: 'Europe/London', excludeWeekends: false, delays: [0, 0] },
        jar,
      );
      expect(zero.body.errors?.[0]?.message).toBe('Days to wait must be at least 1 day');
    });
  });
});
