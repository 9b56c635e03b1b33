// MSW request handlers for every operation document plus the auth REST endpoints and /runtime-config.json.
// GraphQL handlers execute the real documents against the contract schema (see mock-api.store.ts).
import { buildSchema, execute, GraphQLError, parse, type GraphQLSchema } from 'graphql';
import { graphql, http, HttpResponse, type RequestHandler } from 'msw';
import {
  AUTH_BASE_PATH,
  AUTH_PATHS,
  DEFAULT_RUNTIME_CONFIG,
  GRAPHQL_ERROR_CODES,
  SIGN_IN_REQUIRED,
  type AuthErrorResponse,
  type AuthStatusResponse,
  type AuthUserResponse,
  type GetSessionResponse,
  type RuntimeConfig,
  type SignInEmailBody,
  type SignInSocialResponse,
  type SignUpEmailBody,
} from 'contracts';
import { typeDefs } from 'contracts/server';
import { createMockData, type MockData } from './demo.fixtures';
import { createMockApi, MOCK_UPLOAD_ORIGIN, type MockState } from './mock-api.store';

/** Operation documents of src/operations by kind (a test checks this list against the documents). */
export const MOCK_QUERY_OPERATIONS = [
  'GetAllCampaigns',
  'GetSingleCampaign',
  'GetCampaignWithEmailSequences',
  'HomeDashboard',
  'SearchSummary',
  'GetContactsForCampaign',
  'GetSingleContact',
  'GetContactTimeline',
  'GetReplyNoteState',
  'DraftReplyNote',
  'RecipientCheck',
  'GetCampaignEmails',
  'MailPermission',
  'NotificationPreferences',
  'GmailConnection',
  'MailConnection',
  'GetEmailAttachments',
  'SequenceSchedulePreview',
  'GetBillingOverview',
  'ChatConversation',
] as const;

export const MOCK_MUTATION_OPERATIONS = [
  'CreateCampaign',
  'UpdateCampaign',
  'DeleteCampaign',
  'CreateEmailSequence',
  'SaveSequenceDraft',
  'CreateContact',
  'UpdateContact',
  'UndoMarkReplied',
  'ResumeFollowUps',
  'SetContactOutcome',
  'SendNextEmailNow',
  'ResendBouncedEmail',
  'ApproveReplyNote',
  'UpdateReplyNote',
  'CancelReplyNote',
  'DeleteContact',
  'GetLinkedInDetails',
  'ImportJobPosting',
  'SendAnywayAfterPostingClosed',
  'StopAfterPostingClosed',
  'GenerateJobEmails',
  'SendTestEmail',
  'StartGoogleAuthFlow',
  'UpdateNotificationPreferences',
  'DowngradeGmailToSendOnly',
  'DisconnectGmail',
  'StartOutlookConnection',
  'DisconnectMailbox',
  'SwitchOutlookToSendOnly',
  'GenerateSignedUrl',
  'CreateEmailAttachment',
  'DeleteEmailAttachment',
  'RaiseAccessRequest',
  'SaveChatConversation',
  'StartNewChatConversation',
  'CreateCheckoutSession',
  'CreateBillingPortalSession',
] as const;

/** Operations that work without a session. */
const PUBLIC_OPERATIONS: readonly string[] = ['RaiseAccessRequest'];

export interface MockHandlerOptions {
  /** Start signed in (default true). Signing in/out through the mocked auth endpoints flips it. */
  signedIn?: boolean;
  /** Whether the user granted Gmail send permission (default true). */
  hasGmailPermission?: boolean;
  /** Start with no campaigns, contacts or emails (a brand-new account). */
  empty?: boolean;
  /** Replace the default fixtures entirely. */
  data?: MockData;
  now?: () => Date;
}

export interface MockBackend {
  handlers: RequestHandler[];
  /** Live state: tests may flip `signedIn`/`hasGmailPermission` or inspect `data` after mutations. */
  state: MockState;
}

let cachedSchema: GraphQLSchema | undefined;
function contractSchema(): GraphQLSchema {
  cachedSchema ??= buildSchema(typeDefs);
  return cachedSchema;
}

const authUrl = (path: string) => `*${AUTH_BASE_PATH}${path}`;
/** Typed JSON body; widened to a plain Response so one resolver may answer success or error shapes. */
const json = <T>(body: T, init?: ResponseInit): Response => Response.json(body, init);
const authError = (status: number, message: string) => json<AuthErrorResponse>({ message }, { status });

export function createMockBackend(options: MockHandlerOptions = {}): MockBackend {
  const state: MockState = {
    data: options.data ?? createMockData({ empty: options.empty }),
    signedIn: options.signedIn ?? true,
    hasGmailPermission: options.hasGmailPermission ?? true,
    now: options.now ?? (() => new Date()),
  };
  const api = createMockApi(state);

  const resolveOperation =
    (operationName: string) =>
    async ({ query, variables }: { query: string; variables: Record<string, unknown> }) => {
      if (!state.signedIn && !PUBLIC_OPERATIONS.includes(operationName)) {
        const error = new GraphQLError(SIGN_IN_REQUIRED, { extensions: { code: GRAPHQL_ERROR_CODES.unauthenticated } });
        return Response.json({ data: null, errors: [error.toJSON()] });
      }
      const result = await execute({
        schema: contractSchema(),
        document: parse(query),
        rootValue: { ...api.query, ...api.mutation },
        variableValues: variables,
        operationName,
      });
      return Response.json({
        data: result.data ?? null,
        ...(result.errors ? { errors: result.errors.map((error) => error.toJSON()) } : {}),
      });
    };

  const sessionBody = (): GetSessionResponse =>
    state.signedIn ? { session: { ...state.data.session }, user: { ...state.data.user } } : null;

  const handlers: RequestHandler[] = [
    ...MOCK_QUERY_OPERATIONS.map((name) => graphql.query(name, resolveOperation(name))),
    ...MOCK_MUTATION_OPERATIONS.map((name) => graphql.mutation(name, resolveOperation(name))),

    http.get(authUrl(AUTH_PATHS.getSession), () => json<GetSessionResponse>(sessionBody())),
    http.post(authUrl(AUTH_PATHS.signInEmail), async ({ request }) => {
      const body = (await request.json()) as Partial<SignInEmailBody>;
      const { user, password } = state.data;
      if (body.email?.toLowerCase() !== user.email || body.password !== password) {
        return authError(401, 'Invalid email or password');
      }
      state.signedIn = true;
      return json<AuthUserResponse>({ user: { ...user } });
    }),
    http.post(authUrl(AUTH_PATHS.signUpEmail), async ({ request }) => {
      const body = (await request.json()) as Partial<SignUpEmailBody>;
      if (!body.name || !body.email || !body.password) return authError(400, 'Name, email and password are required');
      if (body.email.toLowerCase() === state.data.user.email) return authError(422, 'User already exists');
      state.data.user = { ...state.data.user, name: body.name, email: body.email.toLowerCase(), emailVerified: false };
      state.data.password = body.password;
      state.signedIn = true;
      return json<AuthUserResponse>({ user: { ...state.data.user } });
    }),
    http.post(authUrl(AUTH_PATHS.signOut), () => {
      state.signedIn = false;
      return json<AuthStatusResponse>({ status: true });
    }),
    http.post(authUrl(AUTH_PATHS.signInSocial), async ({ request }) => {
      const body = (await request.json()) as { callbackURL?: string };
      // Standalone dev: pretend Google said yes and go straight to the callback.
      state.signedIn = true;
      return json<SignInSocialResponse>({ url: body.callbackURL ?? '/dashboard/chats', redirect: true });
    }),
    http.post(authUrl(AUTH_PATHS.forgetPassword), () => json<AuthStatusResponse>({ status: true })),
    http.post(authUrl(AUTH_PATHS.resetPassword), async ({ request }) => {
      const body = (await request.json()) as { token?: string; newPassword?: string };
      if (!body.token || body.token === 'expired') return authError(400, 'Invalid or expired token');
      if (body.newPassword) state.data.password = body.newPassword;
      return json<AuthStatusResponse>({ status: true });
    }),
    http.post(authUrl(AUTH_PATHS.changePassword), async ({ request }) => {
      if (!state.signedIn) return authError(401, SIGN_IN_REQUIRED);
      const body = (await request.json()) as { currentPassword?: string; newPassword?: string };
      if (body.currentPassword !== state.data.password) return authError(400, 'Invalid password');
      state.data.password = body.newPassword ?? state.data.password;
      return json<AuthStatusResponse>({ status: true });
    }),

    http.get('*/runtime-config.json', () => json<RuntimeConfig>(DEFAULT_RUNTIME_CONFIG)),
    http.put(`${MOCK_UPLOAD_ORIGIN}/*`, async ({ request }) => {
      // Remember the stored size, like S3 would, so createEmailAttachment can trust it over the claimed size.
      const url = new URL(request.url);
      state.data.uploads[`${url.origin}${url.pathname}`] = (await request.arrayBuffer()).byteLength;
      return new HttpResponse(null, { status: 200 });
    }),
  ];

  return { handlers, state };
}

export function createHandlers(options: MockHandlerOptions = {}): RequestHandler[] {
  return createMockBackend(options).handlers;
}

/** Default handlers: signed in, Gmail connected, the fixture account. */
export const handlers: RequestHandler[] = createHandlers();

/** A handler (put it first, e.g. `server.use(...)`) that answers one operation with GraphQL errors. */
export function graphqlErrorHandler(
  kind: 'query' | 'mutation',
  operationName: string,
  message: string,
  code: string = GRAPHQL_ERROR_CODES.internal,
): RequestHandler {
  const respond = () => Response.json({ data: null, errors: [{ message, extensions: { code } }] });
  return kind === 'query' ? graphql.query(operationName, respond) : graphql.mutation(operationName, respond);
}
