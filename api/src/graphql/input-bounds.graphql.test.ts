// Every text a user sends over /graphql meets its bound before any resolver runs (real PostgreSQL, S3 stand-in): one
// character over is refused with the contracts message (a payload with success false where the mutation answers
// that way, else BAD_USER_INPUT), and a value at the bound gets past the check.
import { startS3StandIn, type S3StandIn } from 'devstack/s3';
import {
  ABOUT_ME_TOO_LONG,
  CHAT_CONTEXT_TOO_LONG,
  CHAT_MESSAGE_ID_INVALID,
  CHAT_MESSAGE_TOO_LONG,
  CHAT_CONVERSATION_LIMITS,
  CURSOR_TOO_LONG,
  EMAIL_ADDRESS_TOO_LONG,
  FILE_NAME_TOO_LONG,
  GRAPHQL_ERROR_CODES,
  HIRING_MANAGER_NAME_TOO_LONG,
  JOB_ROLE_TOO_LONG,
  LINKEDIN_URL_TOO_LONG,
  RETURN_TO_TOO_LONG,
  SEARCH_TOO_LONG,
  SUBJECT_TOO_LONG,
  TEXT_LIMITS,
  TIMEZONE_TOO_LONG,
} from 'contracts';
import { CookieJar } from '../../testkit/http/cookie-jar';
import { s3Env } from '../../testkit/env/s3-env';
import { startTestApp, type TestApp } from '../../testkit/http/test-app';
import { signUp } from '../../testkit/auth/auth-helpers';

const GENERATE = `mutation($hiringManagerName: String!, $jobRole: String!, $aboutMe: String) {
  generateJobEmails(hiringManagerName: $hiringManagerName, jobRole: $jobRole, aboutMe: $aboutMe) {
    success message data { email_1 { subject body } follow_up_1 { subject body } follow_up_2 { subject body } }
  }
}`;
const SAVE_CHAT = `mutation($data: SaveChatConversationInput!) { saveChatConversation(data: $data) { step context } }`;
const CONTACTS = `query($filter: ContactFilterInput, $pagination: PaginationInput) {
  contacts(filter: $filter, pagination: $pagination) { totalCount }
}`;
const CAMPAIGNS = `query($filter: CampaignFilterInput) { campaigns(filter: $filter) { totalCount } }`;
const ATTACHMENTS = `query($filter: EmailAttachmentFilterInput) { emailAttachments(filter: $filter) { totalCount } }`;
const RAISE = `mutation($email: String!) { raiseAccessRequest(email: $email) { success message } }`;
const SIGN = `mutation($data: GenerateSignedUrlInput!) { generateSignedUrl(data: $data) { uploadLocation } }`;
const CREATE_CAMPAIGN = `mutation($data: CreateCampaignInput!) { createCampaign(data: $data) { success message campaign { id } } }`;
const UPDATE_CAMPAIGN = `mutation($id: Int!, $data: UpdateCampaignInput!) { updateCampaign(id: $id, data: $data) { id } }`;
const PREVIEW = `query($timezone: String!) {
  sequenceSchedulePreview(timezone: $timezone, excludeWeekends: false, delays: [0]) { position }
}`;
const CREATE_CONTACT = `mutation($data: CreateContactInput!) { createContact(data: $data) { success message contact { id } } }`;
const RECIPIENT = `query($email: String!) { recipientCheck(email: $email) { __typename } }`;
const SAVE_DRAFT = `mutation($campaignId: Int!, $data: CreateEmailSequenceInput!) {
  saveSequenceDraft(campaignId: $campaignId, data: $data) { success message count }
}`;
const LINKEDIN = `mutation($linkedInUrl: String!) { linkedInDetailsFetcher(linkedInUrl: $linkedInUrl) { email } }`;
const GOOGLE = `mutation($returnTo: String) { startGoogleAuthFlow(returnTo: $returnTo) { success message url } }`;

type Payload = { success: boolean; message: string };
type Email = { subject: string; body: string };
type Drafts = Payload & { data: { email_1: Email; follow_up_1: Email; follow_up_2: Email } | null };

/** A string of exactly `length` characters: `head`, then `fill` repeated. */
const exactly = (length: number, head = '', fill = 'x') => (head + fill.repeat(length)).slice(0, length);
/** An address of exactly `length` characters that is otherwise valid (local part 64, labels of at most 63). */
function address(length: number): string {
  const domainLength = length - 65 - '.example'.length;
  const labels = Array.from({ length: Math.ceil(domainLength / 63) }, () => 'd'.repeat(62)).join('.');
  return `${'l'.repeat(64)}@${labels.slice(0, domainLength).replace(/\.$/, 'd')}.example`;
}
const linkedIn = (length: number) => exactly(length, 'https://www.linkedin.com/in/dana-lee?ref=', 'q');

describe('input bounds over /graphql', () => {
  let s3: S3StandIn;
  let app: TestApp;
  const jar = new CookieJar();
  let campaignId: number;

  beforeAll(async () => {
    s3 = await startS3StandIn({ port: 0, bucket: 'attachments' });
    app = await startTestApp({ env: { ...s3Env(s3) } });
    await signUp(app, { name: 'Bound Probe', email: `bounds.${Date.now()}@example.com`, jar });
    const created = await data<{ createCampaign: { campaign: { id: number } } }>(CREATE_CAMPAIGN, {
      data: { name: 'Bounds', timezone: 'America/New_York', excludeWeekends: true },
    });
    campaignId = created.createCampaign.campaign.id;
  });
  afterAll(async () => {
    await app?.close();
    await s3?.close();
  });

  /** The data of a request that must not fail. */
  async function data<T>(query: string, variables: Record<string, unknown>, on = jar): Promise<T> {
    const { body } = await app.graphql<T>(query, variables, on);
    expect(body.errors).toBeUndefined();
    return body.data!;
  }
  /** The errors' messages and codes of a request (none when it passed). */
  async function errors(query: string, variables: Record<string, unknown>) {
    const { body } = await app.graphql(query, variables, jar);
    return (body.errors ?? []).map((e) => ({ message: e.message, code: e.extensions?.code }));
  }
  const refusedWith = (message: string) => [{ message, code: GRAPHQL_ERROR_CODES.badUserInput }];

  describe('generateJobEmails (a payload)', () => {
    const valid = { hiringManagerName: 'Dana Lee', jobRole: 'Frontend Engineer at Acme', aboutMe: null };
    const generate = async (variables: Record<string, unknown>) =>
      (await data<{ generateJobEmails: Drafts }>(GENERATE, { ...valid, ...variables })).generateJobEmails;

    it.each([
      ['jobRole', TEXT_LIMITS.jobRole, JOB_ROLE_TOO_LONG],
      ['aboutMe', TEXT_LIMITS.aboutMe, ABOUT_ME_TOO_LONG],
      ['hiringManagerName', TEXT_LIMITS.hiringManagerName, HIRING_MANAGER_NAME_TOO_LONG],
    ])('refuses a %s one over its bound of %d', async (name, max, message) => {
      expect(await generate({ [name]: exactly(max + 1, 'Engineer ') })).toEqual({ success: false, message, data: null });
    });

    it('drafts sensibly from adversarial text at every bound at once', async () => {
      const drafts = await generate({
        hiringManagerName: exactly(TEXT_LIMITS.hiringManagerName, 'Dana ', 'a'),
        jobRole: exactly(TEXT_LIMITS.jobRole, 'Engineer at Acme [', '['),
        aboutMe: exactly(TEXT_LIMITS.aboutMe, 'I have 5 years of experience. ', '1 '),
      });
      expect(drafts.success).toBe(true);
      const emails = Object.values(drafts.data!);
      expect(emails).toHaveLength(3);
      for (const { subject, body } of emails) expect(`${subject}\n${body}`).not.toMatch(/[[\]]/);
      expect(drafts.data!.email_1.subject).toContain('Engineer');
      expect(drafts.data!.email_1.body).toContain('5 years of experience');
    });
  });

  describe('the chat conversation', () => {
    const message = (extra: Record<string, unknown>) => ({
      id: 'm1',
      role: 'user',
      content: 'Hello',
      timestamp: '2026-01-05T10:00:00.000Z',
      ...extra,
    });
    const save = (extra: Record<string, unknown> = {}, context = '{}') =>
      errors(SAVE_CHAT, { data: { step: 1, messages: [message(extra)], context } });

    it('refuses a message, an id or a context one over its bound', async () => {
      const limits = CHAT_CONVERSATION_LIMITS;
      expect(await save({ content: exactly(limits.contentMaxChars + 1) })).toEqual(refusedWith(CHAT_MESSAGE_TOO_LONG));
      expect(await save({ id: exactly(limits.messageIdMaxChars + 1) })).toEqual(refusedWith(CHAT_MESSAGE_ID_INVALID));
      const context = JSON.stringify({ note: exactly(limits.contextMaxChars) });
      expect(await save({}, context)).toEqual(refusedWith(CHAT_CONTEXT_TOO_LONG));
    });

    it('saves a message, an id and a context at their bounds', async () => {
      const limits = CHAT_CONVERSATION_LIMITS;
      const context = JSON.stringify({ note: exactly(limits.contextMaxChars - '{"note":""}'.length) });
      expect(context).toHaveLength(limits.contextMaxChars);
      expect(await save({ content: exactly(limits.contentMaxChars), id: exactly(limits.messageIdMaxChars) }, context)).toEqual(
        [],
      );
    });
  });

  describe('search and paging arguments', () => {
    it.each([
      ['contacts', CONTACTS],
      ['campaigns', CAMPAIGNS],
      ['emailAttachments', ATTACHMENTS],
    ])('%s: a search one over the bound is refused, one at the bound is run', async (_name, query) => {
      expect(await errors(query, { filter: { search: exactly(TEXT_LIMITS.search + 1) } })).toEqual(refusedWith(SEARCH_TOO_LONG));
      expect(await errors(query, { filter: { search: exactly(TEXT_LIMITS.search) } })).toEqual([]);
    });

    it('checks text written inline in the query as well as variables', async () => {
      const inline = (length: number) => `query { contacts(filter: { search: "${exactly(length)}" }) { totalCount } }`;
      expect(await errors(inline(TEXT_LIMITS.search + 1), {})).toEqual(refusedWith(SEARCH_TOO_LONG));
      expect(await errors(inline(TEXT_LIMITS.search), {})).toEqual([]);
    });

    it('refuses a page cursor over its bound before decoding it', async () => {
      const after = exactly(TEXT_LIMITS.cursor + 1, '', 'A');
      expect(await errors(CONTACTS, { pagination: { first: 5, after } })).toEqual(refusedWith(CURSOR_TOO_LONG));
    });
  });

  describe('one argument per domain', () => {
    it('access requests: an address one over the bound is refused (payload), one at the bound is not', async () => {
      const raise = async (email: string) =>
        (await data<{ raiseAccessRequest: Payload }>(RAISE, { email }, new CookieJar())).raiseAccessRequest;
      expect(address(TEXT_LIMITS.emailAddress)).toHaveLength(TEXT_LIMITS.emailAddress);
      expect(await raise(`x${address(TEXT_LIMITS.emailAddress)}`)).toEqual({ success: false, message: EMAIL_ADDRESS_TOO_LONG });
      expect(await raise(address(TEXT_LIMITS.emailAddress))).toMatchObject({ success: true });
    });

    it('recipients: an address one over the bound is refused', async () => {
      expect(await errors(RECIPIENT, { email: `x${address(TEXT_LIMITS.emailAddress)}` })).toEqual(
        refusedWith(EMAIL_ADDRESS_TOO_LONG),
      );
      expect(await errors(RECIPIENT, { email: address(TEXT_LIMITS.emailAddress) })).toEqual([]);
    });

    it('attachments: a file name one over the bound is refused, one at the bound signs an upload', async () => {
      const sign = (fileName: string) => errors(SIGN, { data: { fileName, fileType: 'application/pdf' } });
      const name = (length: number) => `${exactly(length - 4, 'resume-')}.pdf`;
      expect(await sign(name(TEXT_LIMITS.fileName + 1))).toEqual(refusedWith(FILE_NAME_TOO_LONG));
      expect(await sign(name(TEXT_LIMITS.fileName))).toEqual([]);
    });

    it('campaigns and schedules: a timezone one over the bound is refused', async () => {
      const timezone = exactly(TEXT_LIMITS.timezone + 1, 'America/');
      expect(await errors(UPDATE_CAMPAIGN, { id: campaignId, data: { timezone } })).toEqual(refusedWith(TIMEZONE_TOO_LONG));
      expect(await errors(PREVIEW, { timezone })).toEqual(refusedWith(TIMEZONE_TOO_LONG));
      const created = await data<{ createCampaign: Payload }>(CREATE_CAMPAIGN, {
        data: { name: 'Too far', timezone, excludeWeekends: true },
      });
      expect(created.createCampaign).toEqual({ success: false, message: TIMEZONE_TOO_LONG, campaign: null });
      // At the bound the timezone meets the campaign's own rule (an unknown zone), not the bound.
      const atBound = await errors(PREVIEW, { timezone: exactly(TEXT_LIMITS.timezone, 'America/') });
      expect(atBound.map((e) => e.message)).not.toContain(TIMEZONE_TOO_LONG);
    });

    it('contacts: a LinkedIn URL one over the bound is refused (payload), one at the bound is saved', async () => {
      const create = async (linkedInUrl: string) =>
        (
          await data<{ createContact: Payload }>(CREATE_CONTACT, {
            data: { campaignId, email: `dana.${linkedInUrl.length}@acme.example`, firstName: 'Dana', linkedInUrl },
          })
        ).createContact;
      expect(await create(linkedIn(TEXT_LIMITS.linkedInUrl + 1))).toEqual({
        success: false,
        message: LINKEDIN_URL_TOO_LONG,
        contact: null,
      });
      expect(await create(linkedIn(TEXT_LIMITS.linkedInUrl))).toMatchObject({ success: true });
    });

    it('sequences: a draft subject one over the bound is refused (payload), one at the bound is saved', async () => {
      const draft = async (subject: string) =>
        (
          await data<{ saveSequenceDraft: Payload }>(SAVE_DRAFT, {
            campaignId,
            data: { emails: [{ position: 1, subject, body: 'Hi there', daysDelay: 0, nextMailInThread: true }] },
          })
        ).saveSequenceDraft;
      expect(await draft(exactly(TEXT_LIMITS.subject + 1))).toEqual({ success: false, message: SUBJECT_TOO_LONG, count: 0 });
      expect(await draft(exactly(TEXT_LIMITS.subject))).toMatchObject({ success: true, count: 1 });
    });

    it('email lookup: a LinkedIn URL one over the bound is refused', async () => {
      expect(await errors(LINKEDIN, { linkedInUrl: linkedIn(TEXT_LIMITS.linkedInUrl + 1) })).toEqual(
        refusedWith(LINKEDIN_URL_TOO_LONG),
      );
    });

    it('Gmail consent: a return path one over the bound is refused (payload), one at the bound is not', async () => {
      const start = async (returnTo: string) =>
        (await data<{ startGoogleAuthFlow: Payload }>(GOOGLE, { returnTo })).startGoogleAuthFlow;
      expect(await start(exactly(TEXT_LIMITS.returnTo + 1, '/dashboard/'))).toEqual({
        success: false,
        message: RETURN_TO_TOO_LONG,
        url: null,
      });
      expect((await start(exactly(TEXT_LIMITS.returnTo, '/dashboard/'))).message).not.toBe(RETURN_TO_TOO_LONG);
    });
  });
});
