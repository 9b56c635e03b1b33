// Every operation document has a mock handler whose response has exactly the operation's shape, and the mocked
// auth endpoints behave like the real ones.
import {
  buildSchema,
  getOperationAST,
  Kind,
  print,
  validate,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { setupServer } from 'msw/node';
import * as generated from 'contracts';
import {
  alreadyOnPlanMessage,
  ATTACHMENT_NOT_FOUND,
  CHECKOUT_UNAVAILABLE,
  CHAT_CONTEXT_NOT_JSON_OBJECT,
  CHAT_TOO_MANY_MESSAGES,
  INVALID_LINKEDIN_URL,
  LINKEDIN_EMAIL_NOT_FOUND,
  SEQUENCE_QUOTA_REACHED,
  UPLOAD_NOT_FOUND,
  fileTooLarge,
  unsupportedFileType,
} from 'contracts';
import { typeDefs } from 'contracts/server';
import { createMockBackend, MOCK_MUTATION_OPERATIONS, MOCK_QUERY_OPERATIONS, type MockBackend } from './graphql.handlers';
import { createMockData, fixtureUser, fixturePassword, MOCK_CHECKOUT_ORIGIN } from './demo.fixtures';
import { MOCK_UPLOAD_ORIGIN } from './mock-api.store';

const ORIGIN = 'http://app.mock.test';
const schema = buildSchema(typeDefs);
const documents = Object.fromEntries(
  Object.entries(generated)
    .filter(([name]) => name.endsWith('Document'))
    .map(([name, doc]) => [name.replace(/Document$/, ''), doc as DocumentNode]),
);

/** Variables a caller would send (mirrors the spec's §7 table). */
const sampleVariables: Record<string, Record<string, unknown>> = {
  GetAllCampaigns: { pagination: { first: 20 }, sort: { field: 'updatedAt', direction: 'desc' } },
  GetSingleCampaign: { filter: { id: 101 }, contactFilter: { campaignId: 101 } },
  GetCampaignWithEmailSequences: {
    filter: { id: 101 },
    emailSort: { field: 'position', direction: 'asc' },
    emailPagination: { first: 100 },
    contactFilter: { id: 201 },
  },
  UpdateCampaign: { id: 101, data: { isActive: false } },
  DeleteCampaign: { id: 103 },
  CreateCampaign: { data: { name: 'Follow up with Dana', timezone: 'America/New_York', excludeWeekends: true, isActive: true } },
  HomeDashboard: {},
  SearchSummary: { timeZone: 'Europe/Berlin' },
  CreateEmailSequence: {
    campaignId: 103,
    data: {
      emails: [
        { position: 1, subject: 'Hello', body: 'Hi there', attachments: [1], daysDelay: 0, nextMailInThread: true },
        { position: 2, subject: 'Hello', body: 'Following up', attachments: [], daysDelay: 2, nextMailInThread: true },
      ],
    },
  },
  SaveSequenceDraft: {
    campaignId: 103,
    data: {
      emails: [{ position: 1, subject: 'Hello', body: 'Hi there', attachments: [], daysDelay: 0, nextMailInThread: true }],
    },
  },
  GetContactsForCampaign: {
    pagination: { first: 10 },
    filter: { campaignId: 101 },
    sort: { field: 'createdAt', direction: 'desc' },
  },
  CreateContact: { data: { email: 'dana@initech.example', firstName: 'Dana', lastName: 'Scully', campaignId: 103 } },
  UpdateContact: { data: { id: 201, isActive: true, status: 'RESPONDED' } },
  DeleteContact: { id: 203 },
  SendNextEmailNow: { contactId: 201, emailId: 403 },
  GetSingleContact: { filter: { id: 201 } },
  GetReplyNoteState: { contactId: 202 },
  GetCampaignEmails: { pagination: { first: 10 }, filter: { contactId: 201 }, sort: { field: 'createdAt', direction: 'desc' } },
  GetLinkedInDetails: { linkedInUrl: 'https://www.linkedin.com/in/jordan-lee' },
  ImportJobPosting: { url: 'https://boards.greenhouse.io/acme/jobs/4012345' },
  SendAnywayAfterPostingClosed: { campaignId: 101 },
  StopAfterPostingClosed: { campaignId: 101 },
  GenerateJobEmails: { hiringManagerName: 'Jordan', jobRole: 'Senior Frontend Engineer', attachmentId: 1, aboutMe: null },
  SendTestEmail: { data: { subject: 'Test', body: 'Hello', attachments: [1] } },
  StartGoogleAuthFlow: {},
  MailPermission: {},
  NotificationPreferences: {},
  UpdateNotificationPreferences: { data: { replyAlerts: false } },
  GmailConnection: {},
  DowngradeGmailToSendOnly: { returnTo: '/dashboard/settings' },
  DisconnectGmail: {},
  GetEmailAttachments: { pagination: { first: 100 }, sort: { field: 'createdAt', direction: 'desc' } },
  GenerateSignedUrl: { data: { fileName: 'cv.pdf', fileType: 'application/pdf' } },
  CreateEmailAttachment: {
    data: {
      fileName: 'cv.pdf',
      fileType: 'application/pdf',
      fileSize: 1024,
      fileUrl: `${MOCK_UPLOAD_ORIGIN}/users/${fixtureUser.id}/1/cv.pdf`,
    },
  },
  RaiseAccessRequest: { email: 'someone@example.com' },
  GetBillingOverview: {},
  SequenceSchedulePreview: {
    timezone: 'America/New_York',
    excludeWeekends: true,
    delays: [0, 2, 4],
    startAt: '2025-06-06T14:00:00.000Z',
  },
  ChatConversation: {},
  SaveChatConversation: {
    data: {
      step: 1,
      messages: [
        {
          id: 'm1',
          role: 'bot',
          content: 'Paste the LinkedIn profile of the person to follow up with.',
          timestamp: '2025-06-06T11:59:00.000Z',
        },
        { id: 'm2', role: 'user', content: 'https://www.linkedin.com/in/jordan-lee', timestamp: '2025-06-06T11:59:30.000Z' },
      ],
      context: '{"linkedInUrl":"https://www.linkedin.com/in/jordan-lee"}',
    },
  },
  StartNewChatConversation: {},
  GetContactTimeline: { contactId: 201 },
};

/** Fails when `value` has a missing, extra or wrongly nested field compared with the selection set. */
type FragmentMap = Record<string, FragmentDefinitionNode>;

function fragmentsOf(document: DocumentNode): FragmentMap {
  const definitions = document.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION);
  return Object.fromEntries(definitions.map((definition) => [definition.name.value, definition]));
}

/** The fields a selection set asks for, with fragment spreads and inline fragments spelled out. */
function fieldsOf(selectionSet: SelectionSetNode, fragments: FragmentMap): FieldNode[] {
  return selectionSet.selections.flatMap((selection) => {
    if (selection.kind === Kind.FIELD) return [selection];
    if (selection.kind === Kind.INLINE_FRAGMENT) return fieldsOf(selection.selectionSet, fragments);
    return fieldsOf(fragments[selection.name.value]!.selectionSet, fragments);
  });
}

function assertShape(value: unknown, selectionSet: SelectionSetNode, path: string, fragments: FragmentMap): void {
  if (value === null) return;
  if (Array.isArray(value)) {
    value.forEach((item, index) => assertShape(item, selectionSet, `${path}[${index}]`, fragments));
    return;
  }
  if (typeof value !== 'object') throw new Error(`${path} should be an object, got ${JSON.stringify(value)}`);
  const fields = fieldsOf(selectionSet, fragments);
  const expected = [...new Set(fields.map((field) => (field.alias ?? field.name).value))];
  expect({ path, keys: Object.keys(value as object).sort() }).toEqual({ path, keys: expected.sort() });
  for (const field of fields) {
    if (field.selectionSet) {
      const key = (field.alias ?? field.name).value;
      assertShape((value as Record<string, unknown>)[key], field.selectionSet, `${path}.${key}`, fragments);
    }
  }
}

let backend: MockBackend;
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  backend = createMockBackend({ now: () => new Date('2025-06-06T12:00:00.000Z') });
  server.resetHandlers(...backend.handlers);
});
afterAll(() => server.close());

async function post(document: DocumentNode, variables: Record<string, unknown>) {
  const operation = getOperationAST(document)!;
  const response = await fetch(`${ORIGIN}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/graphql-response+json' },
    body: JSON.stringify({ query: print(document), variables, operationName: operation.name!.value }),
  });
  return {
    status: response.status,
    body: (await response.json()) as {
      data: Record<string, unknown> | null;
      errors?: Array<{ message: string; extensions?: { code?: string } }>;
    },
  };
}

describe('MSW GraphQL handlers', () => {
  it('cover every operation document, by kind', () => {
    const byKind = (kind: 'query' | 'mutation') =>
      Object.entries(documents)
        .filter(([, doc]) => getOperationAST(doc)?.operation === kind)
        .map(([name]) => name)
        .sort();
    expect([...MOCK_QUERY_OPERATIONS].sort()).toEqual(byKind('query'));
    expect([...MOCK_MUTATION_OPERATIONS].sort()).toEqual(byKind('mutation'));
  });

  it.each(Object.keys(sampleVariables))('%s answers data shaped exactly like the operation', async (name) => {
    const document = documents[name]!;
    expect(validate(schema, document)).toEqual([]);
    const { status, body } = await post(document, sampleVariables[name]!);
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    expect(body.data).not.toBeNull();
    assertShape(body.data, getOperationAST(document)!.selectionSet, name, fragmentsOf(document));
  });

  it('paginates campaigns newest first with working cursors', async () => {
    const first = await post(generated.GetAllCampaignsDocument, { pagination: { first: 2 } });
    const page1 = first.body.data!.campaigns as {
      edges: Array<{ node: { id: number } }>;
      pageInfo: { hasNextPage: boolean; endCursor: string };
    };
    expect(page1.edges.map((e) => e.node.id)).toEqual([101, 102]);
    expect(page1.pageInfo.hasNextPage).toBe(true);
    const second = await post(generated.GetAllCampaignsDocument, { pagination: { first: 2, after: page1.pageInfo.endCursor } });
    const page2 = second.body.data!.campaigns as { edges: Array<{ node: { id: number } }>; pageInfo: { hasNextPage: boolean } };
    expect(page2.edges.map((e) => e.node.id)).toEqual([103]);
    expect(page2.pageInfo.hasNextPage).toBe(false);
  });

  it('remembers mutations: a created contact shows up in the campaign list', async () => {
    await post(generated.CreateContactDocument, sampleVariables.CreateContact!);
    const { body } = await post(generated.GetContactsForCampaignDocument, { filter: { campaignId: 103 } });
    const emails = (body.data!.contacts as { edges: Array<{ node: { email: string } }> }).edges.map((e) => e.node.email);
    expect(emails).toContain('dana@initech.example');
  });

  it('returns expected failures as data with the spec message', async () => {
    const { body } = await post(generated.CreateEmailSequenceDocument, {
      campaignId: 101,
      data: {
        emails: [
          { position: 1, subject: 'a', body: 'Hi', daysDelay: 0, nextMailInThread: true },
          { position: 2, subject: 'a', body: 'b', daysDelay: -1, nextMailInThread: true },
        ],
      },
    });
    expect(body.data!.createEmailSequence).toMatchObject({ success: false, message: 'Delay cannot be negative', count: 0 });
  });

  it('answers an unknown LinkedIn profile with the silent not-found error', async () => {
    const { body } = await post(generated.GetLinkedInDetailsDocument, { linkedInUrl: 'linkedin.com/in/not-found' });
    expect(body.errors?.[0]?.message).toBe('Email not found. Please check the LinkedIn URL or enter email manually');
  });

  it('asks for Gmail authorization when the grant is missing', async () => {
    backend.state.hasGmailPermission = false;
    const test = await post(generated.SendTestEmailDocument, sampleVariables.SendTestEmail!);
    expect(test.body.data!.sendTestEmail).toEqual({
      success: false,
      hasRefreshToken: false,
      message: 'You need to authorize Gmail to send test emails',
    });
    const permission = await post(generated.MailPermissionDocument, {});
    expect(permission.body.data!.mailPermission).toMatchObject({ hasPermission: false });
  });

  it('rejects data operations when signed out, but not the public access request', async () => {
    backend.state.signedIn = false;
    const campaigns = await post(generated.GetAllCampaignsDocument, {});
    expect(campaigns.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const access = await post(generated.RaiseAccessRequestDocument, { email: 'a@b.co' });
    expect(access.body.data!.raiseAccessRequest).toMatchObject({ success: true });
  });

  it('starts a brand-new account with nothing to show', async () => {
    server.resetHandlers(...createMockBackend({ empty: true }).handlers);
    const { body } = await post(generated.HomeDashboardDocument, {});
    expect(body.data!.homeDashboard).toMatchObject({ campaigns: 0, contacts: 0, emailSent: 0, responseRate: 0 });
  });

  it('pictures the search: a funnel of the contacts and twelve weeks ending with the current one', async () => {
    server.resetHandlers(...createMockBackend({ now: () => new Date('2025-06-05T12:00:00.000Z') }).handlers);
    const { body } = await post(generated.SearchSummaryDocument, { timeZone: 'Europe/Berlin' });
    const { funnel, weekly } = body.data!.searchSummary as generated.SearchSummaryQuery['searchSummary'];
    const fixtures = createMockData();
    expect(funnel.applications).toBe(fixtures.contacts.length);
    expect(funnel.replies).toBeGreaterThanOrEqual(funnel.interviews);
    expect(weekly).toHaveLength(12);
    expect(weekly.at(-1)!.weekStart).toBe('2025-06-02');
    const sent = fixtures.emails.filter((email) => email.sentAt).length;
    expect(weekly.reduce((sum, week) => sum + week.emailsSent, 0)).toBe(sent);

    const unknown = await post(generated.SearchSummaryDocument, { timeZone: 'Mars/Olympus' });
    expect(unknown.body.errors?.[0]?.message).toBe('Unknown timezone: Mars/Olympus');
  });
});

describe('MSW email lookup, attachments and billing', () => {
  type Errors = Array<{ message: string; extensions?: { code?: string } }> | undefined;
  const firstError = (errors: Errors) => errors?.[0]?.message;

  it('imports the fixture postings and says one line for a closed or unreadable link', async () => {
    const read = async (url: string) =>
      (await post(generated.ImportJobPostingDocument, { url })).body.data!
        .importJobPosting as generated.ImportJobPostingMutation['importJobPosting'];
    expect((await read('https://boards.greenhouse.io/acme/jobs/4012345')).posting).toMatchObject({
      role: 'Data Analyst',
      company: 'Acme Analytics',
      proposedTimezone: 'Europe/Berlin',
    });
    expect((await read('jobs.lever.co/northwind/5ac8b2f0-1111-4a2b-9c3d-000000000001')).posting).toMatchObject({
      remote: true,
      proposedTimezone: null,
    });
    expect((await read('https://boards.greenhouse.io/acme/jobs/4012399')).failure?.reason).toBe('CLOSED');
    expect((await read('https://example.com/about')).failure?.message).toBe(
      'No job posting found at this link. Type the role and company instead.',
    );
  });

  it('finds the two fixture LinkedIn profiles and nobody else', async () => {
    const jane = await post(generated.GetLinkedInDetailsDocument, {
      linkedInUrl: 'https://www.linkedin.com/in/Jane-Recruiter/?trk=x',
    });
    expect(jane.body.data!.linkedInDetailsFetcher).toEqual({
      email: 'jane.recruiter@example.com',
      name: 'Jane Recruiter',
      emailConfidence: 'VERIFIED',
    });
    const jordan = await post(generated.GetLinkedInDetailsDocument, { linkedInUrl: 'linkedin.com/in/jordan-lee' });
    expect(jordan.body.data!.linkedInDetailsFetcher).toEqual({
      email: 'jordan.lee@acme.example',
      name: 'Jordan Lee',
      emailConfidence: 'VERIFIED',
    });
    const unknown = await post(generated.GetLinkedInDetailsDocument, { linkedInUrl: 'https://www.linkedin.com/in/someone-else' });
    expect(firstError(unknown.body.errors)).toBe(LINKEDIN_EMAIL_NOT_FOUND);
    const invalid = await post(generated.GetLinkedInDetailsDocument, { linkedInUrl: 'https://example.com/in/jane' });
    expect(firstError(invalid.body.errors)).toBe(INVALID_LINKEDIN_URL);
  });

  it('uploads through a signed URL and lists the new file first with its uploaded size', async () => {
    const signed = await post(generated.GenerateSignedUrlDocument, {
      data: { fileName: 'My CV (final).pdf', fileType: 'application/pdf' },
    });
    const { signedUrl, uploadLocation } = signed.body.data!.generateSignedUrl as { signedUrl: string; uploadLocation: string };
    expect(uploadLocation).toContain(`/users/${fixtureUser.id}/`);
    const put = await fetch(signedUrl, {
      method: 'PUT',
      body: new Uint8Array(2048),
      headers: { 'Content-Type': 'application/pdf' },
    });
    expect(put.status).toBe(200);
    const created = await post(generated.CreateEmailAttachmentDocument, {
      data: { fileName: 'My CV (final).pdf', fileType: 'application/pdf', fileSize: 10, fileUrl: uploadLocation },
    });
    expect(created.body.errors).toBeUndefined();
    const list = await post(generated.GetEmailAttachmentsDocument, { pagination: { first: 100 } });
    const rows = list.body.data!.emailAttachments as {
      edges: Array<{ node: { fileName: string; fileSize: number } }>;
      totalCount: number;
    };
    expect(rows.totalCount).toBe(4);
    expect(rows.edges[0]!.node).toMatchObject({ fileName: 'My CV (final).pdf', fileSize: 2048 });
    const search = await post(generated.GetEmailAttachmentsDocument, { filter: { search: 'cover' } });
    expect(
      (search.body.data!.emailAttachments as { edges: Array<{ node: { fileName: string } }> }).edges.map((e) => e.node.fileName),
    ).toEqual(['Cover_Letter_Acme.docx']);
  });

  it("refuses unsupported types, files over 5 MB and uploads outside the caller's folder", async () => {
    const badType = await post(generated.GenerateSignedUrlDocument, { data: { fileName: 'photo.png', fileType: 'image/png' } });
    expect(firstError(badType.body.errors)).toBe(unsupportedFileType('photo.png'));
    const own = `${MOCK_UPLOAD_ORIGIN}/users/${fixtureUser.id}/7/big.pdf`;
    const tooBig = await post(generated.CreateEmailAttachmentDocument, {
      data: { fileName: 'big.pdf', fileType: 'application/pdf', fileSize: 5_242_881, fileUrl: own },
    });
    expect(firstError(tooBig.body.errors)).toBe(fileTooLarge('big.pdf'));
    const foreign = await post(generated.CreateEmailAttachmentDocument, {
      data: {
        fileName: 'cv.pdf',
        fileType: 'application/pdf',
        fileSize: 100,
        fileUrl: `${MOCK_UPLOAD_ORIGIN}/users/someone-else/1/cv.pdf`,
      },
    });
    expect(firstError(foreign.body.errors)).toBe(UPLOAD_NOT_FOUND);
    expect(backend.state.data.attachments).toHaveLength(3);
  });

  it('refuses a sequence with an attachment that is not in the library', async () => {
    const { body } = await post(generated.CreateEmailSequenceDocument, {
      campaignId: 103,
      data: { emails: [{ position: 1, subject: 'Hi', body: 'Hello', attachments: [999], daysDelay: 0, nextMailInThread: true }] },
    });
    expect(body.data!.createEmailSequence).toEqual({ success: false, message: ATTACHMENT_NOT_FOUND, count: 0 });
  });

  it("shows the plan, this month's usage, invoices and what can be bought", async () => {
    const { body } = await post(generated.GetBillingOverviewDocument, {});
    expect(body.data!.billingOverview).toEqual({
      planName: 'Starter',
      planSequences: 3,
      addOnSequences: 0,
      sequencesTotal: 3,
      sequencesUsed: 1,
      period: '2025-06',
      renewsAt: null,
      cancelsAt: null,
      paymentFailed: false,
      canManageBilling: true,
      cancelledDuplicatePlan: null,
      invoices: [expect.objectContaining({ description: '25 additional sequences', amountCents: 599, currency: 'USD' })],
      checkout: { focused: true, relentless: true, addOn10: true, addOn25: true },
    });
    server.resetHandlers(...createMockBackend({ empty: true }).handlers);
    const empty = await post(generated.GetBillingOverviewDocument, {});
    expect(empty.body.data!.billingOverview).toMatchObject({ sequencesUsed: 0, invoices: [] });
  });

  it('hands out a checkout page for what can be bought, and refuses the plan the user is on', async () => {
    const checkout = await post(generated.CreateCheckoutSessionDocument, { product: 'relentless' });
    expect(checkout.body.data!.createCheckoutSession).toEqual({ url: `${MOCK_CHECKOUT_ORIGIN}/c/pay/relentless` });
    const portal = await post(generated.CreateBillingPortalSessionDocument, {});
    expect(portal.body.data!.createBillingPortalSession).toEqual({ url: `${MOCK_CHECKOUT_ORIGIN}/p/session` });

    const data = createMockData();
    data.billing = { ...data.billing, planId: 'focused', checkout: { ...data.billing.checkout, addOn10: false } };
    server.resetHandlers(...createMockBackend({ data }).handlers);
    const same = await post(generated.CreateCheckoutSessionDocument, { product: 'focused' });
    expect(same.body.errors?.[0]).toMatchObject({
      message: alreadyOnPlanMessage('Focused'),
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const unavailable = await post(generated.CreateCheckoutSessionDocument, { product: 'addon_10' });
    expect(unavailable.body.errors?.[0]?.message).toBe(CHECKOUT_UNAVAILABLE);
  });

  it('counts each newly scheduled contact once and refuses over quota without saving', async () => {
    const addContact = (email: string) =>
      post(generated.CreateContactDocument, { data: { email, firstName: 'Dana', campaignId: 103 } });
    const schedule = () =>
      post(generated.CreateEmailSequenceDocument, {
        campaignId: 103,
        data: { emails: [{ position: 1, subject: 'Hi', body: 'Hello', daysDelay: 0, nextMailInThread: true }] },
      });
    const used = async () =>
      ((await post(generated.GetBillingOverviewDocument, {})).body.data!.billingOverview as { sequencesUsed: number })
        .sequencesUsed;

    expect((await schedule()).body.data!.createEmailSequence).toMatchObject({ success: true }); // Sam Rivera: 1 -> 2
    expect(await used()).toBe(2);
    expect((await schedule()).body.data!.createEmailSequence).toMatchObject({ success: true }); // re-save: no change
    expect(await used()).toBe(2);

    await addContact('dana@initech.example');
    await addContact('fox@initech.example');
    const stepsBefore = structuredClone(backend.state.data.steps);
    const refused = await schedule();
    expect(refused.body.data!.createEmailSequence).toEqual({ success: false, message: SEQUENCE_QUOTA_REACHED, count: 0 });
    expect(backend.state.data.steps).toEqual(stepsBefore);
    expect(await used()).toBe(2);

    backend.state.data.billing.addOnSequences = 10; // bought an add-on: 3 + 10
    expect((await schedule()).body.data!.createEmailSequence).toMatchObject({ success: true });
    expect((await post(generated.GetBillingOverviewDocument, {})).body.data!.billingOverview).toMatchObject({
      sequencesTotal: 13,
      sequencesUsed: 4,
    });
  });

  it('keeps the chat conversation: null until saved, read back whole, cleared by starting a new one', async () => {
    expect((await post(generated.ChatConversationDocument, {})).body.data).toEqual({ chatConversation: null });
    const saved = await post(generated.SaveChatConversationDocument, sampleVariables.SaveChatConversation!);
    expect(saved.body.data!.saveChatConversation).toEqual({ id: 1, step: 1, updatedAt: '2025-06-06T12:00:00.000Z' });
    const read = await post(generated.ChatConversationDocument, {});
    expect(read.body.data!.chatConversation).toEqual({
      ...(sampleVariables.SaveChatConversation!.data as object),
      id: 1,
      updatedAt: '2025-06-06T12:00:00.000Z',
    });
    expect((await post(generated.StartNewChatConversationDocument, {})).body.data).toEqual({ startNewChatConversation: true });
    expect((await post(generated.ChatConversationDocument, {})).body.data).toEqual({ chatConversation: null });
    const next = await post(generated.SaveChatConversationDocument, { data: { step: 0, messages: [], context: '{}' } });
    expect(next.body.data!.saveChatConversation).toMatchObject({ id: 2, step: 0 });
  });

  it('refuses a chat conversation beyond the bounds like the api, keeping the stored one', async () => {
    await post(generated.SaveChatConversationDocument, sampleVariables.SaveChatConversation!);
    const stored = structuredClone(backend.state.data.chatConversation);
    const bad = await post(generated.SaveChatConversationDocument, { data: { step: 1, messages: [], context: '[]' } });
    expect(bad.body.errors?.[0]).toMatchObject({ message: CHAT_CONTEXT_NOT_JSON_OBJECT, extensions: { code: 'BAD_USER_INPUT' } });
    const many = Array.from({ length: 201 }, (_, i) => ({
      id: `m${i}`,
      role: 'bot',
      content: 'Hi',
      timestamp: '2025-06-06T12:00:00.000Z',
    }));
    const tooMany = await post(generated.SaveChatConversationDocument, { data: { step: 1, messages: many, context: '{}' } });
    expect(firstError(tooMany.body.errors)).toBe(CHAT_TOO_MANY_MESSAGES);
    expect(backend.state.data.chatConversation).toEqual(stored);
  });

  it('answers an access request and rejects a malformed email', async () => {
    const ok = await post(generated.RaiseAccessRequestDocument, { email: 'someone@example.com' });
    expect(ok.body.data!.raiseAccessRequest).toMatchObject({ success: true });
    const bad = await post(generated.RaiseAccessRequestDocument, { email: 'not-an-email' });
    expect(bad.body.data!.raiseAccessRequest).toEqual({ success: false, message: 'Please enter a valid email address' });
  });
});

describe('MSW auth and config handlers', () => {
  const auth = (path: string, init?: RequestInit) => fetch(`${ORIGIN}/api/auth${path}`, init);
  const postJson = (path: string, body: unknown) =>
    auth(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

  it('returns the session while signed in and null after sign-out', async () => {
    const before = await (await auth('/get-session')).json();
    expect(before).toMatchObject({
      user: { email: fixtureUser.email, name: fixtureUser.name },
      session: { userId: fixtureUser.id },
    });
    expect((await postJson('/sign-out', {})).status).toBe(200);
    expect(await (await auth('/get-session')).json()).toBeNull();
  });

  it('signs in with the fixture password only', async () => {
    backend.state.signedIn = false;
    const wrong = await postJson('/sign-in/email', { email: fixtureUser.email, password: 'nope' });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ message: 'Invalid email or password' });
    const right = await postJson('/sign-in/email', { email: fixtureUser.email, password: fixturePassword });
    expect(right.status).toBe(200);
    expect(await (await auth('/get-session')).json()).toMatchObject({ user: { id: fixtureUser.id } });
  });

  it('signs up a new user and signs them in', async () => {
    backend.state.signedIn = false;
    const response = await postJson('/sign-up/email', { name: 'Dana Scully', email: 'dana@example.com', password: 'trustno1' });
    expect(await response.json()).toMatchObject({ user: { name: 'Dana Scully', email: 'dana@example.com' } });
    expect(await (await auth('/get-session')).json()).toMatchObject({ user: { email: 'dana@example.com' } });
  });

  it('serves the runtime config and accepts signed uploads', async () => {
    expect(await (await fetch(`${ORIGIN}/runtime-config.json`)).json()).toEqual({
      remotes: {
        marketing: '/remotes/mfe-marketing/mf-manifest.json',
        dashboard: '/remotes/mfe-dashboard/mf-manifest.json',
        chat: '/remotes/mfe-chat/mf-manifest.json',
        candidate: '/remotes/mfe-candidate/mf-manifest.json',
      },
      graphqlUrl: '/graphql',
      authUrl: '/api/auth',
    });
    const upload = await fetch(`${MOCK_UPLOAD_ORIGIN}/u/cv.pdf?signature=mock`, {
      method: 'PUT',
      body: 'file',
      headers: { 'Content-Type': 'application/pdf' },
    });
    expect(upload.status).toBe(200);
  });
});
