// The recipient rules over /graphql (real PostgreSQL). An address is in one active sequence of a user at a time, and a
// company domain in at most two (free-mail exempt). recipientCheck warns before scheduling, and concurrent additions
// of one address cannot both pass.
import type pg from 'pg';
import {
  INVALID_EMAIL_ADDRESS,
  MAX_ACTIVE_SEQUENCES_PER_DOMAIN,
  domainSequenceLimitReached,
  recipientAlreadyInSequence,
  sameDomainWarning,
  applicantTrackingAddressRefused,
  noReplyAddressRefused,
} from 'contracts';
import { CookieJar } from '../../../testkit/http/cookie-jar';
import { startTestApp, type TestApp } from '../../../testkit/http/test-app';
import { graphqlClient } from '../../../testkit/http/graphql-client';
import { adminPool } from '../../../testkit/db/admin-pool';
import { signUp } from '../../../testkit/auth/auth-helpers';

const CREATE_CAMPAIGN = `mutation($data: CreateCampaignInput!) { createCampaign(data: $data) { campaign { id } } }`;
const DELETE_CAMPAIGN = `mutation($id: Int!) { deleteCampaign(id: $id) { success } }`;
const CREATE_CONTACT = `mutation($data: CreateContactInput!) {
  createContact(data: $data) { success message contact { id email } }
}`;
const UPDATE_CONTACT = `mutation($data: UpdateContactInput!) { updateContact(data: $data) { success message contact { id isActive } } }`;
const DELETE_CONTACT = `mutation($id: Int!) { deleteContact(id: $id) { success } }`;
const RECIPIENT_CHECK = `query($email: String!, $excludeContactId: Int) {
  recipientCheck(email: $email, excludeContactId: $excludeContactId) { allowed message warning sameDomainActive }
}`;

interface CreatePayload {
  success: boolean;
  message: string;
  contact: { id: number; email: string } | null;
}
interface RecipientCheck {
  allowed: boolean;
  message: string | null;
  warning: string | null;
  sameDomainActive: number;
}

describe('recipient rules over /graphql', () => {
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
  async function signedInUser() {
    const jar = new CookieJar();
    const { userId } = await signUp(app, { name: 'Rae', email: `rae${++counter}.${Date.now()}@example.com`, jar });
    return { jar, id: userId };
  }

  const gql = <T>(query: string, variables: Record<string, unknown>, jar: CookieJar) =>
    graphqlClient(app, jar)<T>(query, variables);

  async function newCampaign(jar: CookieJar, name: string) {
    const data = await gql<{ createCampaign: { campaign: { id: number } } }>(
      CREATE_CAMPAIGN,
      { data: { name, timezone: 'America/New_York', excludeWeekends: true } },
      jar,
    );
    return data.createCampaign.campaign.id;
  }

  const addContact = async (jar: CookieJar, campaignId: number, email: string, firstName = 'Dana', lastName = 'Lee') =>
    (await gql<{ createContact: CreatePayload }>(CREATE_CONTACT, { data: { campaignId, email, firstName, lastName } }, jar))
      .createContact;

  const check = async (jar: CookieJar, email: string, excludeContactId?: number) =>
    (await gql<{ recipientCheck: RecipientCheck }>(RECIPIENT_CHECK, { email, excludeContactId }, jar)).recipientCheck;

  describe('one address, one active sequence', () => {
    it('refuses an address already in an active sequence, whatever its case, naming that sequence', async () => {
      const { jar } = await signedInUser();
      const first = await newCampaign(jar, 'Follow up with Dana');
      const second = await newCampaign(jar, 'Follow up with Acme');
      expect(await addContact(jar, first, 'dana@acme.example')).toMatchObject({ success: true });

      const refused = await addContact(jar, second, '  Dana@ACME.example ');
      expect(refused).toEqual({
        success: false,
        message:
          'Dana@ACME.example is already in your sequence "Follow up with Dana". One address can be in one active sequence at a time.',
        contact: null,
      });
      expect(refused.message).toBe(recipientAlreadyInSequence('Dana@ACME.example', 'Follow up with Dana'));
      // The same campaign too: a second sequence to one person is a second sequence.
      expect(await addContact(jar, first, 'dana@acme.example')).toMatchObject({ success: false });
      expect(await check(jar, 'DANA@acme.example')).toEqual({
        allowed: false,
        message: recipientAlreadyInSequence('DANA@acme.example', 'Follow up with Dana'),
        warning: null,
        sameDomainActive: 1,
      });
      const { rows } = await admin.query(`select count(*)::int as n from contacts where lower(email) = 'dana@acme.example'`);
      expect(rows[0].n).toBe(1);
    });

    it('lets the address in again once its sequence ended, or its contact or campaign was deleted', async () => {
      const { jar } = await signedInUser();
      const campaign = await newCampaign(jar, 'First');
      const other = await newCampaign(jar, 'Second');

      for (const ended of ['RESPONDED', 'NO_RESPONSE', 'ERROR']) {
        const { contact } = await addContact(jar, campaign, 'sam@initech.example');
        await admin.query(`update contacts set status = $1 where id = $2`, [ended, contact!.id]);
        expect(await check(jar, 'sam@initech.example')).toMatchObject({ allowed: true, sameDomainActive: 0 });
      }

      const { contact } = await addContact(jar, campaign, 'sam@initech.example');
      expect(await addContact(jar, other, 'sam@initech.example')).toMatchObject({ success: false });
      await gql(DELETE_CONTACT, { id: contact!.id }, jar);
      expect(await addContact(jar, other, 'sam@initech.example')).toMatchObject({ success: true });

      await gql(DELETE_CAMPAIGN, { id: other }, jar);
      expect(await addContact(jar, campaign, 'sam@initech.example')).toMatchObject({ success: true });
    });

    it("ignores another user's contacts", async () => {
      const alice = await signedInUser();
      const bob = await signedInUser();
      await addContact(alice.jar, await newCampaign(alice.jar, 'Alice'), 'dana@globex.example');
      await addContact(alice.jar, await newCampaign(alice.jar, 'Alice 2'), 'lee@globex.example');
      expect(await check(bob.jar, 'dana@globex.example')).toEqual({
        allowed: true,
        message: null,
        warning: null,
        sameDomainActive: 0,
      });
      expect(await addContact(bob.jar, await newCampaign(bob.jar, 'Bob'), 'dana@globex.example')).toMatchObject({
        success: true,
      });
    });

    it('lets exactly one of two concurrent additions of one address through', async () => {
      const { jar } = await signedInUser();
      const first = await newCampaign(jar, 'Race one');
      const second = await newCampaign(jar, 'Race two');
      for (let round = 0; round < 5; round += 1) {
        const email = `racer${round}@race${round}.example`;
        const results = await Promise.all([addContact(jar, first, email), addContact(jar, second, email)]);
        expect(results.map((result) => result.success).sort()).toEqual([false, true]);
        expect(results.find((result) => !result.success)!.message).toContain(`${email} is already in your sequence "Race`);
      }
      const { rows } = await admin.query(
        `select lower(email) as email, count(*)::int as n from contacts where email like 'racer%' group by 1 having count(*) > 1`,
      );
      expect(rows).toEqual([]);
    });

    it('refuses to resume a paused contact whose address another active sequence took (contacts from before the rules)', async () => {
      const user = await signedInUser();
      const campaign = await newCampaign(user.jar, 'Older');
      const { contact } = await addContact(user.jar, campaign, 'kim@hooli.example');
      await gql(UPDATE_CONTACT, { data: { id: contact!.id, isActive: false } }, user.jar);
      // A duplicate written before the rules existed.
      await admin.query(
        `insert into contacts (campaign_id, user_id, email, first_name) select campaign_id, user_id, 'KIM@hooli.example', 'Kim' from contacts where id = $1`,
        [contact!.id],
      );
      const resumed = await gql<{ updateContact: { success: boolean; message: string } }>(
        UPDATE_CONTACT,
        { data: { id: contact!.id, isActive: true } },
        user.jar,
      );
      expect(resumed.updateContact).toEqual({
        success: false,
        message: recipientAlreadyInSequence('kim@hooli.example', 'Older'),
        contact: null,
      });
      const { rows } = await admin.query(`select is_active from contacts where id = $1`, [contact!.id]);
      expect(rows[0].is_active).toBe(false);
    });
  });

  describe('two active sequences per company domain', () => {
    it('warns before the second, refuses the third, and counts only active sequences', async () => {
      const { jar } = await signedInUser();
      const campaign = await newCampaign(jar, 'Acme');
      expect(await check(jar, 'dana@acme.example')).toEqual({ allowed: true, message: null, warning: null, sameDomainActive: 0 });
      const dana = (await addContact(jar, campaign, 'dana@acme.example', 'Dana', 'Lee')).contact!;

      expect(await check(jar, 'sam@Acme.example')).toEqual({
        allowed: true,
        message: null,
        warning: 'You already have an active sequence at acme.example (Dana Lee). A second one is the most we allow per company.',
        sameDomainActive: 1,
      });
      expect(await addContact(jar, campaign, 'sam@acme.example', 'Sam', 'Roe')).toMatchObject({ success: true });

      const third = await addContact(jar, campaign, 'kim@ACME.example', 'Kim', null as unknown as string);
      expect(MAX_ACTIVE_SEQUENCES_PER_DOMAIN).toBe(2);
      expect(third).toEqual({
        success: false,
        message:
          'You already have 2 active sequences at acme.example. Wait for one to finish before adding a third, so the company is not flooded.',
        contact: null,
      });
      expect(await check(jar, 'kim@acme.example')).toEqual({
        allowed: false,
        message: domainSequenceLimitReached('acme.example'),
        warning: null,
        sameDomainActive: 2,
      });
      // Leaving one contact out (the one being edited) frees its place.
      expect(await check(jar, 'kim@acme.example', dana.id)).toMatchObject({
        allowed: true,
        warning: sameDomainWarning('acme.example', ['Sam Roe']),
      });

      // Once Dana's sequence ends (she replied), there is room again.
      await admin.query(`update contacts set status = 'RESPONDED' where id = $1`, [dana.id]);
      expect(await addContact(jar, campaign, 'kim@acme.example', 'Kim')).toMatchObject({ success: true });
    });

    it('exempts free-mail domains', async () => {
      const { jar } = await signedInUser();
      const campaign = await newCampaign(jar, 'Gmail folks');
      for (const name of ['ann', 'ben', 'cat']) {
        expect(await addContact(jar, campaign, `${name}@gmail.com`, name)).toMatchObject({ success: true });
      }
      expect(await check(jar, 'dan@Gmail.com')).toEqual({ allowed: true, message: null, warning: null, sameDomainActive: 0 });
      expect(await check(jar, 'ann@gmail.com')).toMatchObject({ allowed: false, sameDomainActive: 0 });
    });

    it('does not count deleted contacts, deleted campaigns or finished sequences', async () => {
      const { jar } = await signedInUser();
      const kept = await newCampaign(jar, 'Kept');
      const dropped = await newCampaign(jar, 'Dropped');
      const first = (await addContact(jar, kept, 'a@initrode.example', 'A')).contact!;
      await addContact(jar, dropped, 'b@initrode.example', 'B');
      expect(await check(jar, 'c@initrode.example')).toMatchObject({ allowed: false, sameDomainActive: 2 });

      await gql(DELETE_CAMPAIGN, { id: dropped }, jar);
      expect(await check(jar, 'c@initrode.example')).toMatchObject({ allowed: true, sameDomainActive: 1 });
      await gql(DELETE_CONTACT, { id: first.id }, jar);
      expect(await check(jar, 'c@initrode.example')).toEqual({
        allowed: true,
        message: null,
        warning: null,
        sameDomainActive: 0,
      });
      const second = (await addContact(jar, kept, 'd@initrode.example', 'D')).contact!;
      await admin.query(`update contacts set status = 'NO_RESPONSE' where id = $1`, [second.id]);
      expect(await check(jar, 'c@initrode.example')).toMatchObject({ sameDomainActive: 0 });
    });
  });

  describe('addresses nobody reads', () => {
    it('refuses no-reply and applicant-tracking addresses as a contact, in recipientCheck too, saving nothing', async () => {
      const { jar } = await signedInUser();
      const campaignId = await newCampaign(jar, 'Unread addresses');
      for (const email of ['noreply@acme.example', 'no-reply@acme.example', 'DoNotReply@acme.example']) {
        const refusal = noReplyAddressRefused(email);
        expect(await addContact(jar, campaignId, email)).toMatchObject({ success: false, message: refusal, contact: null });
        expect(await check(jar, email)).toEqual({ allowed: false, message: refusal, warning: null, sameDomainActive: 0 });
      }
      for (const email of ['jobs@acme.greenhouse.io', 'apply@hire.lever.co', 'talent@acme.myworkday.com', 'hr@icims.com']) {
        const refusal = applicantTrackingAddressRefused(email);
        expect(await addContact(jar, campaignId, email)).toMatchObject({ success: false, message: refusal, contact: null });
        expect((await check(jar, email)).message).toBe(refusal);
      }
      const { rows } = await admin.query(`select count(*)::int as n from contacts where campaign_id = $1`, [campaignId]);
      expect(rows[0].n).toBe(0);
      expect(await addContact(jar, campaignId, 'dana@acme.example')).toMatchObject({ success: true });
    });
  });

  describe('recipientCheck', () => {
    it('answers the address rule for something that is not an address, and needs a session', async () => {
      const { jar } = await signedInUser();
      expect(await check(jar, 'dana@acme')).toEqual({
        allowed: false,
        message: INVALID_EMAIL_ADDRESS,
        warning: null,
        sameDomainActive: 0,
      });
      const { body } = await app.graphql(RECIPIENT_CHECK, { email: 'dana@acme.example' });
      expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    });
  });
});
