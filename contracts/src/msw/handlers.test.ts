// Every operation document has a mock handler whose response has exactly the operation's shape, and the mocked
// auth endpoints behave like the real ones.
import {
  buildSchema,
  getOperationAST,
  Kind,
  print,
  validate,
  type DocumentNode,
  type SelectionSetNode,
} from 'graphql';
import { setupServer } from 'msw/node';
import * as generated from '../generated/client/graphql';
import { typeDefs } from '../server';
import { createMockBackend, MOCK_MUTATION_OPERATIONS, MOCK_QUERY_OPERATIONS, type MockBackend } from './handlers';
import { fixtureUser, fixturePassword } from './fixtures';
import { MOCK_UPLOAD_ORIGIN } from './mock-api';

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
  CreateEmailSequence: {
    campaignId: 103,
    data: {
      emails: [
        { position: 1, subject: 'Hello', body: 'Hi there', attachments: [1], daysDelay: 0, nextMailInThread: true },
        { position: 2, subject: 'Hello', body: 'Following up', attachments: [], daysDelay: 2, nextMailInThread: true },
      ],
    },
  },
  GetContactsForCampaign: { pagination: { first: 10 }, filter: { campaignId: 101 }, sort: { field: 'createdAt', direction: 'desc' } },
  CreateContact: { data: { email: 'dana@initech.example', firstName: 'Dana', lastName: 'Scully', campaignId: 103 } },
  UpdateContact: { data: { id: 201, isActive: true, status: 'RESPONDED' } },
  DeleteContact: { id: 203 },
  GetSingleContact: { filter: { id: 201 } },
  GetCampaignEmails: { pagination: { first: 10 }, filter: { contactId: 201 }, sort: { field: 'createdAt', direction: 'desc' } },
  GetLinkedInDetails: { linkedInUrl: 'https://www.linkedin.com/in/jordan-lee' },
  GenerateJobEmails: { hiringManagerName: 'Jordan', jobRole: 'Senior Frontend Engineer', attachmentId: 1, aboutMe: null },
  SendTestEmail: { data: { subject: 'Test', body: 'Hello', attachments: [1] } },
  StartGoogleAuthFlow: {},
  MailPermission: {},
  GetEmailAttachments: { pagination: { first: 100 }, sort: { field: 'createdAt', direction: 'desc' } },
  GenerateSignedUrl: { data: { fileName: 'cv.pdf', fileType: 'application/pdf' } },
  CreateEmailAttachment: {
    data: { fileName: 'cv.pdf', fileType: 'application/pdf', fileSize: 1024, fileUrl: `${MOCK_UPLOAD_ORIGIN}/cv.pdf` },
  },
  RaiseAccessRequest: { email: 'someone@example.com' },
  SequenceSchedulePreview: { timezone: 'America/New_York', excludeWeekends: true, delays: [0, 2, 4], startAt: '2025-06-06T14:00:00.000Z' },
};

/** Fails when `value` has a missing, extra or wrongly nested field compared with the selection set. */
function assertShape(value: unknown, selectionSet: SelectionSetNode, path: string): void {
  if (value === null) return;
  if (Array.isArray(value)) {
    value.forEach((item, index) => assertShape(item, selectionSet, `${path}[${index}]`));
    return;
  }
  if (typeof value !== 'object') throw new Error(`${path} should be an object, got ${JSON.stringify(value)}`);
  const expected = selectionSet.selections.map((s) => (s.kind === Kind.FIELD ? (s.alias ?? s.name).value : '?'));
  expect({ path, keys: Object.keys(value as object).sort() }).toEqual({ path, keys: [...expected].sort() });
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD && selection.selectionSet) {
      const key = (selection.alias ?? selection.name).value;
      assertShape((value as Record<string, unknown>)[key], selection.selectionSet, `${path}.${key}`);
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
  return { status: response.status, body: (await response.json()) as { data: Record<string, unknown> | null; errors?: Array<{ message: string; extensions?: { code?: string } }> } };
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
    assertShape(body.data, getOperationAST(document)!.selectionSet, name);
  });

  it('paginates campaigns newest first with working cursors', async () => {
    const first = await post(generated.GetAllCampaignsDocument, { pagination: { first: 2 } });
    const page1 = first.body.data!.campaigns as { edges: Array<{ node: { id: number } }>; pageInfo: { hasNextPage: boolean; endCursor: string } };
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
      data: { emails: [{ position: 1, subject: 'a', body: 'Hi', daysDelay: 0, nextMailInThread: true }, { position: 2, subject: 'a', body: 'b', daysDelay: -1, nextMailInThread: true }] },
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
    expect(test.body.data!.sendTestEmail).toEqual({ success: false, hasRefreshToken: false, message: 'You need to authorize Gmail to send test emails' });
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
});

describe('MSW auth and config handlers', () => {
  const auth = (path: string, init?: RequestInit) => fetch(`${ORIGIN}/api/auth${path}`, init);
  const postJson = (path: string, body: unknown) =>
    auth(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

  it('returns the session while signed in and null after sign-out', async () => {
    const before = await (await auth('/get-session')).json();
    expect(before).toMatchObject({ user: { email: fixtureUser.email, name: fixtureUser.name }, session: { userId: fixtureUser.id } });
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
    const upload = await fetch(`${MOCK_UPLOAD_ORIGIN}/u/cv.pdf?signature=mock`, { method: 'PUT', body: 'file', headers: { 'Content-Type': 'application/pdf' } });
    expect(upload.status).toBe(200);
  });
});
