import type pg from 'pg';
import { GMAIL_SEND_SCOPE, emptyBodyLeftover } from 'contracts';
import { CookieJar } from '../../../testkit/http/cookie-jar';
import { startTestApp, type TestApp } from '../../../testkit/http/test-app';
import { graphqlClient } from '../../../testkit/http/graphql-client';
import { adminPool } from '../../../testkit/db/admin-pool';
import { signUp } from '../../../testkit/auth/auth-helpers';

const CREATE_CAMPAIGN = `mutation($data: CreateCampaignInput!) { createCampaign(data: $data) { campaign { id } } }`;
const CREATE_CONTACT = `mutation($data: CreateContactInput!) {
  createContact(data: $data) { success message hasPermission contact { id email firstName lastName status isActive campaignId linkedInUrl } }
}`;
const CONTACTS = `query($pagination: PaginationInput, $filter: ContactFilterInput, $sort: ContactSortInput) {
  contacts(pagination: $pagination, filter: $filter, sort: $sort) {
    edges { cursor node { id firstName email campaign { id name } campaignEmail { id status scheduledFor } } }
    pageInfo { hasNextPage hasPreviousPage endCursor } totalCount
  }
}`;
const CONTACT = `query($filter: ContactFilterInput!) {
  contact(filter: $filter) { id status isActive campaignEmail { id status position scheduledFor } campaignEmails { id position } }
}`;
const UPDATE_CONTACT = `mutation($data: UpdateContactInput!) { updateContact(data: $data) { success message contact { id status isActive } } }`;
const DELETE_CONTACT = `mutation($id: Int!) { deleteContact(id: $id) { success message } }`;
const CAMPAIGN = `query($filter: CampaignFilterInput!, $contactFilter: ContactFilterInput, $emailSort: EmailSequenceSortInput, $emailPagination: PaginationInput) {
  campaign(filter: $filter, contactFilter: $contactFilter) {
    campaign { id name sequenceSize emailSequences(sort: $emailSort, pagination: $emailPagination) {
      edges { cursor node { id subject body daysDelay position nextMailInThread emailAttachments { id fileName } } }
      pageInfo { hasNextPage hasPreviousPage } totalCount } }
    contact { id firstName email }
  }
}`;
const CREATE_SEQUENCE = `mutation($campaignId: Int!, $data: CreateEmailSequenceInput!) {
  createEmailSequence(campaignId: $campaignId, data: $data) { success message count }
}`;
const EMAILS = `query($pagination: PaginationInput, $filter: CampaignEmailFilterInput) {
  campaignEmails(pagination: $pagination, filter: $filter) { edges { node { id status contactId scheduledFor } } totalCount }
}`;
const UPDATE_CAMPAIGN = `mutation($id: Int!, $data: UpdateCampaignInput!) { updateCampaign(id: $id, data: $data) { id isActive } }`;

const step = (position: number, extra: Record<string, unknown> = {}) => ({
  position,
  subject: `Subject ${position}`,
  body: `Hi {{contact_first_name}}, note ${position}`,
  daysDelay: position === 1 ? 0 : 3,
  nextMailInThread: true,
  ...extra,
});

/** Hour and weekday of an instant in a zone. */
function zonedParts(iso: string, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, hour: '2-digit', hourCycle: 'h23', weekday: 'short' }).formatToParts(
    new Date(iso),
  );
  return { hour: Number(parts.find((p) => p.type === 'hour')!.value), weekday: parts.find((p) => p.type === 'weekday')!.value };
}

describe('contacts, campaign detail and email sequences over /graphql', () => {
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
  async function signedInUser(options: { gmail?: boolean } = {}) {
    const jar = new CookieJar();
    const { userId } = await signUp(app, { name: 'Ada', email: `ada${++counter}.${Date.now()}@example.com`, jar });
    if (options.gmail) {
      await admin.query(`insert into mail_grants (user_id, address, scopes) values ($1, 'ada@gmail.com', $2)`, [
        userId,
        ['openid', 'email', GMAIL_SEND_SCOPE],
      ]);
    }
    return { jar, id: userId };
  }

  const gql = <T>(query: string, variables: Record<string, unknown>, jar: CookieJar) =>
    graphqlClient(app, jar)<T>(query, variables);

  async function newCampaign(jar: CookieJar, name = 'Follow up with Acme') {
    const data = await gql<{ createCampaign: { campaign: { id: number } } }>(
      CREATE_CAMPAIGN,
      { data: { name, timezone: 'America/New_York', excludeWeekends: true } },
      jar,
    );
    return data.createCampaign.campaign.id;
  }

  async function addContact(jar: CookieJar, campaignId: number, values: Record<string, unknown> = {}) {
    const data = await gql<{
      createContact: { success: boolean; message: string; hasPermission: boolean; contact: { id: number } | null };
    }>(CREATE_CONTACT, { data: { campaignId, email: 'dana@acme.example', firstName: 'Dana', ...values } }, jar);
    return data.createContact;
  }

  describe('createContact', () => {
    it('adds a contact with the spec message and tells whether Gmail is connected', async () => {
      const user = await signedInUser();
      const campaignId = await newCampaign(user.jar);
      const created = await addContact(user.jar, campaignId, {
        firstName: '  Dana ',
        lastName: 'Scully',
        linkedInUrl: 'https://www.linkedin.com/in/dana',
      });
      expect(created).toMatchObject({
        success: true,
        message: 'Contact added successfully!',
        hasPermission: false,
        contact: {
          email: 'dana@acme.example',
          firstName: 'Dana',
          lastName: 'Scully',
          status: 'IN_PROGRESS',
          isActive: true,
          campaignId,
        },
      });
      const withGmail = await signedInUser({ gmail: true });
      const other = await addContact(withGmail.jar, await newCampaign(withGmail.jar));
      expect(other.hasPermission).toBe(true);
    });

    it('answers the §5 messages and saves nothing on bad input', async () => {
      const user = await signedInUser();
      const campaignId = await newCampaign(user.jar);
      expect(await addContact(user.jar, campaignId, { email: ' ' })).toMatchObject({
        success: false,
        message: 'Email is required',
        contact: null,
      });
      expect(await addContact(user.jar, campaignId, { firstName: ' ' })).toMatchObject({
        success: false,
        message: 'First Name is required',
      });
      expect(
        await addContact(user.jar, campaignId, { email: null, linkedInUrl: 'https://www.linkedin.com/in/dana' }),
      ).toMatchObject({
        success: false,
        message: 'Please enrich the LinkedIn contact first',
      });
      const list = await gql<{ contacts: { totalCount: number } }>(CONTACTS, { filter: { campaignId } }, user.jar);
      expect(list.contacts.totalCount).toBe(0);
    });

    it("refuses another user's campaign as not found", async () => {
      const owner = await signedInUser();
      const campaignId = await newCampaign(owner.jar);
      const intruder = await signedInUser();
      expect(await addContact(intruder.jar, campaignId)).toMatchObject({
        success: false,
        message: 'Campaign not found',
        contact: null,
      });
    });
  });

  describe('contacts and contact', () => {
    it('lists newest first, pages with cursors, filters by campaign and search, and hides other users', async () => {
      const user = await signedInUser();
      const first = await newCampaign(user.jar, 'First');
      const second = await newCampaign(user.jar, 'Second');
      for (const name of ['Ann', 'Bob', 'Cid'])
        // One company each: a user may run at most two active sequences per company domain.
        await addContact(user.jar, first, { firstName: name, email: `${name.toLowerCase()}@${name.toLowerCase()}.example` });
      await addContact(user.jar, second, { firstName: 'Dee', email: 'dee@y.example' });
      const stranger = await signedInUser();
      await addContact(stranger.jar, await newCampaign(stranger.jar), { firstName: 'Eve' });

      type List = {
        contacts: {
          edges: Array<{ cursor: string; node: { id: number; firstName: string; campaign: { id: number; name: string } } }>;
          pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; endCursor: string };
          totalCount: number;
        };
      };
      const all = await gql<List>(CONTACTS, {}, user.jar);
      expect(all.contacts.edges.map((e) => e.node.firstName)).toEqual(['Dee', 'Cid', 'Bob', 'Ann']);
      expect(all.contacts.edges[0]!.node.campaign).toEqual({ id: second, name: 'Second' });

      const page1 = await gql<List>(CONTACTS, { filter: { campaignId: first }, pagination: { first: 2 } }, user.jar);
      expect(page1.contacts.edges.map((e) => e.node.firstName)).toEqual(['Cid', 'Bob']);
      expect(page1.contacts).toMatchObject({ totalCount: 3, pageInfo: { hasNextPage: true, hasPreviousPage: false } });
      const page2 = await gql<List>(
        CONTACTS,
        { filter: { campaignId: first }, pagination: { first: 2, after: page1.contacts.pageInfo.endCursor } },
        user.jar,
      );
      expect(page2.contacts.edges.map((e) => e.node.firstName)).toEqual(['Ann']);
      expect(page2.contacts.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });

      const back = await gql<List>(
        CONTACTS,
        { filter: { campaignId: first }, pagination: { last: 2, before: page2.contacts.edges[0]!.cursor } },
        user.jar,
      );
      expect(back.contacts.edges.map((e) => e.node.firstName)).toEqual(['Cid', 'Bob']);
      const badCursor = await app.graphql(CONTACTS, { pagination: { first: 2, after: 'not-a-cursor' } }, user.jar);
      expect(badCursor.body.errors?.[0]).toMatchObject({
        message: 'Invalid pagination cursor',
        extensions: { code: 'BAD_USER_INPUT' },
      });

      const searched = await gql<List>(CONTACTS, { filter: { search: 'BOB@' } }, user.jar);
      expect(searched.contacts.edges.map((e) => e.node.firstName)).toEqual(['Bob']);

      const strangerContact = (await gql<List>(CONTACTS, {}, stranger.jar)).contacts.edges[0]!.node.id;
      expect((await gql<{ contact: unknown }>(CONTACT, { filter: { id: strangerContact } }, user.jar)).contact).toBeNull();
      expect(
        (await gql<{ contact: { id: number } }>(CONTACT, { filter: { id: strangerContact } }, stranger.jar)).contact.id,
      ).toBe(strangerContact);
    });

    it('deletes a contact once, and never another user’s', async () => {
      const user = await signedInUser();
      const campaignId = await newCampaign(user.jar);
      const { contact } = await addContact(user.jar, campaignId);
      const intruder = await signedInUser();
      expect((await gql<{ deleteContact: unknown }>(DELETE_CONTACT, { id: contact!.id }, intruder.jar)).deleteContact).toEqual({
        success: false,
        message: 'Contact not found',
      });
      expect((await gql<{ deleteContact: unknown }>(DELETE_CONTACT, { id: contact!.id }, user.jar)).deleteContact).toEqual({
        success: true,
        message: 'Contact deleted successfully',
      });
      expect((await gql<{ contact: unknown }>(CONTACT, { filter: { id: contact!.id } }, user.jar)).contact).toBeNull();
      expect(
        (await gql<{ contacts: { totalCount: number } }>(CONTACTS, { filter: { campaignId } }, user.jar)).contacts.totalCount,
      ).toBe(0);
    });
  });

  describe('campaign detail and createEmailSequence', () => {
    it('saves the steps, schedules the first email inside the window and shows them on the campaign', async () => {
      const user = await signedInUser({ gmail: true });
      const campaignId = await newCampaign(user.jar);
      const { contact } = await addContact(user.jar, campaignId);
      const { rows } = await admin.query(
        `insert into attachments (user_id, file_name, file_type, file_size, storage_key) values ($1, 'cv.pdf', 'application/pdf', 1200, 'k/cv.pdf') returning id`,
        [user.id],
      );
      const attachmentId = rows[0].id as number;

      const saved = await gql<{ createEmailSequence: unknown }>(
        CREATE_SEQUENCE,
        {
          campaignId,
          data: { emails: [step(2), step(1, { daysDelay: 5, attachments: [attachmentId] }), step(3)] },
        },
        user.jar,
      );
      expect(saved.createEmailSequence).toEqual({ success: true, message: 'Email sequence scheduled successfully!', count: 3 });

      type Detail = {
        campaign: {
          campaign: {
            sequenceSize: number;
            emailSequences: {
              edges: Array<{
                cursor: string;
                node: { position: number; daysDelay: number; subject: string; emailAttachments: Array<{ fileName: string }> };
              }>;
              pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean };
              totalCount: number;
            };
          } | null;
          contact: { id: number; firstName: string } | null;
        };
      };
      const detail = await gql<Detail>(CAMPAIGN, { filter: { id: campaignId }, contactFilter: { id: contact!.id } }, user.jar);
      const sequence = detail.campaign.campaign!.emailSequences;
      expect(sequence.edges.map((e) => [e.node.position, e.node.daysDelay, e.node.subject])).toEqual([
        [1, 0, 'Subject 1'],
        [2, 3, 'Subject 2'],
        [3, 3, 'Subject 3'],
      ]);
      expect(sequence.edges[0]!.node.emailAttachments).toEqual([{ fileName: 'cv.pdf', id: attachmentId }]);
      expect(detail.campaign.campaign!.sequenceSize).toBe(3);
      expect(detail.campaign.contact).toMatchObject({ id: contact!.id, firstName: 'Dana' });

      const paged = await gql<Detail>(
        CAMPAIGN,
        { filter: { id: campaignId }, emailSort: { field: 'position', direction: 'desc' }, emailPagination: { first: 2 } },
        user.jar,
      );
      const pagedSequence = paged.campaign.campaign!.emailSequences;
      expect(pagedSequence.edges.map((e) => e.node.position)).toEqual([3, 2]);
      expect(pagedSequence).toMatchObject({ totalCount: 3, pageInfo: { hasNextPage: true, hasPreviousPage: false } });
      expect(paged.campaign.contact).toBeNull();

      const history = await gql<{
        contact: { campaignEmail: { status: string; position: number; scheduledFor: string }; campaignEmails: unknown[] };
      }>(CONTACT, { filter: { id: contact!.id } }, user.jar);
      const first = history.contact.campaignEmail;
      expect(first).toMatchObject({ status: 'SCHEDULED', position: 1 });
      expect(new Date(first.scheduledFor).getTime()).toBeGreaterThan(Date.now() - 60_000);
      const { hour, weekday } = zonedParts(first.scheduledFor, 'America/New_York');
      expect(hour).toBeGreaterThanOrEqual(9);
      expect(hour).toBeLessThan(17);
      expect(['Sat', 'Sun']).not.toContain(weekday);
      expect(history.contact.campaignEmails).toHaveLength(1);

      const emails = await gql<{ campaignEmails: { totalCount: number; edges: Array<{ node: { contactId: number } }> } }>(
        EMAILS,
        { filter: { contactId: contact!.id } },
        user.jar,
      );
      expect(emails.campaignEmails.totalCount).toBe(1);
      const intruder = await signedInUser();
      const peek = await gql<{ campaignEmails: { totalCount: number } }>(
        EMAILS,
        { filter: { contactId: contact!.id } },
        intruder.jar,
      );
      expect(peek.campaignEmails.totalCount).toBe(0);

      // Sending the sequence again replaces the steps and does not schedule the contact twice.
      const again = await gql<{ createEmailSequence: { count: number } }>(
        CREATE_SEQUENCE,
        { campaignId, data: { emails: [step(1)] } },
        user.jar,
      );
      expect(again.createEmailSequence.count).toBe(1);
      const after = await gql<Detail>(CAMPAIGN, { filter: { id: campaignId } }, user.jar);
      expect(after.campaign.campaign!.emailSequences.totalCount).toBe(1);
      expect(
        (await gql<{ campaignEmails: { totalCount: number } }>(EMAILS, { filter: { contactId: contact!.id } }, user.jar))
          .campaignEmails.totalCount,
      ).toBe(1);
    });

    it('answers the Gmail-access message without permission and saves nothing', async () => {
      const user = await signedInUser();
      const campaignId = await newCampaign(user.jar);
      await addContact(user.jar, campaignId);
      const result = await gql<{ createEmailSequence: unknown }>(
        CREATE_SEQUENCE,
        { campaignId, data: { emails: [step(1)] } },
        user.jar,
      );
      expect(result.createEmailSequence).toEqual({
        success: false,
        message: 'You need to grant Gmail access to schedule emails.',
        count: 0,
      });
      const detail = await gql<{ campaign: { campaign: { sequenceSize: number } } }>(
        CAMPAIGN,
        { filter: { id: campaignId } },
        user.jar,
      );
      expect(detail.campaign.campaign.sequenceSize).toBe(0);
    });

    it('validates the steps with the §5 messages', async () => {
      const user = await signedInUser({ gmail: true });
      const campaignId = await newCampaign(user.jar);
      const send = async (emails: unknown[]) =>
        (
          await gql<{ createEmailSequence: { success: boolean; message: string } }>(
            CREATE_SEQUENCE,
            { campaignId, data: { emails } },
            user.jar,
          )
        ).createEmailSequence;
      expect(await send([])).toMatchObject({ success: false, message: 'You must have at least one email in the sequence' });
      expect(await send([step(1), step(2), step(3), step(4)])).toMatchObject({
        success: false,
        message: 'A sequence can have at most 3 emails',
      });
      const nothingSaved = await gql<{ campaign: { campaign: { sequenceSize: number } } }>(
        CAMPAIGN,
        { filter: { id: campaignId } },
        user.jar,
      );
      expect(nothingSaved.campaign.campaign.sequenceSize).toBe(0);
      expect(await send([step(1), step(2, { daysDelay: 0 })])).toMatchObject({
        success: false,
        message: 'Days to wait must be at least 1 day',
      });
      expect(await send([step(1), step(2, { daysDelay: -2 })])).toMatchObject({
        success: false,
        message: 'Delay cannot be negative',
      });
      expect(await send([step(1, { body: ' ' }), step(2)])).toMatchObject({
        success: false,
        message: 'Email body cannot be empty',
      });
      // The editors let the last email be empty, but it is not scheduled so (issue 28); the first delay is forced to 0.
      expect(await send([step(1, { daysDelay: 9 }), step(2, { body: '' })])).toMatchObject({
        success: false,
        message: emptyBodyLeftover(2),
      });
      expect((await send([step(1, { daysDelay: 9 }), step(2)])).success).toBe(true);
      const saved = await gql<{ campaign: { campaign: { emailSequences: { edges: Array<{ node: { daysDelay: number } }> } } } }>(
        CAMPAIGN,
        { filter: { id: campaignId } },
        user.jar,
      );
      expect(saved.campaign.campaign.emailSequences.edges.map((e) => e.node.daysDelay)).toEqual([0, 3]);
    });

    it("treats another user's campaign and attachment as not found", async () => {
      const owner = await signedInUser({ gmail: true });
      const campaignId = await newCampaign(owner.jar);
      const intruder = await signedInUser({ gmail: true });
      const detail = await gql<{ campaign: unknown }>(CAMPAIGN, { filter: { id: campaignId } }, intruder.jar);
      expect(detail.campaign).toEqual({ campaign: null, contact: null });
      const result = await gql<{ createEmailSequence: unknown }>(
        CREATE_SEQUENCE,
        { campaignId, data: { emails: [step(1)] } },
        intruder.jar,
      );
      expect(result.createEmailSequence).toEqual({ success: false, message: 'Campaign not found', count: 0 });

      const { rows } = await admin.query(
        `insert into attachments (user_id, file_name, file_type, file_size, storage_key) values ($1, 'x.pdf', 'application/pdf', 10, 'k/x.pdf') returning id`,
        [owner.id],
      );
      const ownCampaign = await newCampaign(intruder.jar);
      const foreign = await gql<{ createEmailSequence: unknown }>(
        CREATE_SEQUENCE,
        { campaignId: ownCampaign, data: { emails: [step(1, { attachments: [rows[0].id] })] } },
        intruder.jar,
      );
      expect(foreign.createEmailSequence).toEqual({ success: false, message: 'Attachment not found', count: 0 });
    });
  });

  describe('updateContact and updateCampaign', () => {
    async function scheduledContact() {
      const user = await signedInUser({ gmail: true });
      const campaignId = await newCampaign(user.jar);
      const { contact } = await addContact(user.jar, campaignId);
      await gql(CREATE_SEQUENCE, { campaignId, data: { emails: [step(1), step(2)] } }, user.jar);
      return { user, campaignId, contactId: contact!.id };
    }

    it('marking as replied stops the sequence: the unsent email is gone and nothing more is scheduled', async () => {
      const { user, campaignId, contactId } = await scheduledContact();
      const marked = await gql<{ updateContact: unknown }>(
        UPDATE_CONTACT,
        { data: { id: contactId, status: 'RESPONDED' } },
        user.jar,
      );
      expect(marked.updateContact).toMatchObject({ success: true, contact: { id: contactId, status: 'RESPONDED' } });
      const emails = await gql<{ campaignEmails: { totalCount: number } }>(EMAILS, { filter: { contactId } }, user.jar);
      expect(emails.campaignEmails.totalCount).toBe(0);
      // Saving the sequence again does not restart a contact who replied.
      await gql(CREATE_SEQUENCE, { campaignId, data: { emails: [step(1)] } }, user.jar);
      expect(
        (await gql<{ campaignEmails: { totalCount: number } }>(EMAILS, { filter: { contactId } }, user.jar)).campaignEmails
          .totalCount,
      ).toBe(0);
    });

    it('pauses and resumes a contact; resuming puts the held email back on a send job', async () => {
      const { user, contactId } = await scheduledContact();
      const paused = await gql<{ updateContact: unknown }>(
        UPDATE_CONTACT,
        { data: { id: contactId, isActive: false } },
        user.jar,
      );
      expect(paused.updateContact).toMatchObject({ success: true, contact: { isActive: false, status: 'IN_PROGRESS' } });
      await admin.query(
        `delete from agenda_jobs where data->>'campaignEmailId' in (select id::text from campaign_emails where contact_id = $1)`,
        [contactId],
      );
      const resumed = await gql<{ updateContact: unknown }>(
        UPDATE_CONTACT,
        { data: { id: contactId, isActive: true } },
        user.jar,
      );
      expect(resumed.updateContact).toMatchObject({ success: true, contact: { isActive: true } });
      const { rows } = await admin.query(
        `select count(*)::int as jobs from agenda_jobs where data->>'campaignEmailId' in (select id::text from campaign_emails where contact_id = $1)`,
        [contactId],
      );
      expect(rows[0].jobs).toBe(1);
    });

    it("answers 'Contact not found' for another user's contact and refuses statuses other than RESPONDED", async () => {
      const { user, contactId } = await scheduledContact();
      const intruder = await signedInUser();
      const foreign = await gql<{ updateContact: unknown }>(
        UPDATE_CONTACT,
        { data: { id: contactId, status: 'RESPONDED' } },
        intruder.jar,
      );
      expect(foreign.updateContact).toEqual({ success: false, message: 'Contact not found', contact: null });
      const other = await gql<{ updateContact: { success: boolean } }>(
        UPDATE_CONTACT,
        { data: { id: contactId, status: 'ERROR' } },
        user.jar,
      );
      expect(other.updateContact.success).toBe(false);
      const still = await gql<{ contact: { status: string } }>(CONTACT, { filter: { id: contactId } }, user.jar);
      expect(still.contact.status).toBe('IN_PROGRESS');
    });

    it('activating a paused campaign hands its held emails back to the engine', async () => {
      const { user, campaignId, contactId } = await scheduledContact();
      await gql(UPDATE_CAMPAIGN, { id: campaignId, data: { isActive: false } }, user.jar);
      await admin.query(
        `delete from agenda_jobs where data->>'campaignEmailId' in (select id::text from campaign_emails where contact_id = $1)`,
        [contactId],
      );
      const activated = await gql<{ updateCampaign: unknown }>(
        UPDATE_CAMPAIGN,
        { id: campaignId, data: { isActive: true } },
        user.jar,
      );
      expect(activated.updateCampaign).toEqual({ id: campaignId, isActive: true });
      const { rows } = await admin.query(
        `select count(*)::int as jobs from agenda_jobs where data->>'campaignEmailId' in (select id::text from campaign_emails where contact_id = $1)`,
        [contactId],
      );
      expect(rows[0].jobs).toBe(1);
    });
  });
});
