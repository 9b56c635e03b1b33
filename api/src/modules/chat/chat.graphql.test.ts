import type pg from 'pg';
import {
  CHAT_CONTEXT_NOT_JSON_OBJECT,
  CHAT_CONTEXT_TOO_LONG,
  CHAT_MESSAGE_ID_DUPLICATE,
  CHAT_MESSAGE_ID_INVALID,
  CHAT_MESSAGE_TIMESTAMP_INVALID,
  CHAT_MESSAGE_TOO_LONG,
  CHAT_STEP_OUT_OF_RANGE,
  CHAT_TOO_MANY_MESSAGES,
  CHAT_UNSAVABLE_CHARACTERS,
  SIGN_IN_REQUIRED,
} from 'contracts';
import { CookieJar } from '../../../testkit/http/cookie-jar';
import { startTestApp, type GraphQLBody, type TestApp } from '../../../testkit/http/test-app';
import { adminPool } from '../../../testkit/db/admin-pool';
import { signUp } from '../../../testkit/auth/auth-helpers';
import { graphqlClient } from '../../../testkit/http/graphql-client';

const CONVERSATION = `query { chatConversation { id step messages { id role content timestamp } context updatedAt } }`;
const SAVE = `mutation($data: SaveChatConversationInput!) {
  saveChatConversation(data: $data) { id step messages { id role content timestamp } context updatedAt }
}`;
const START_NEW = `mutation { startNewChatConversation }`;

interface Message {
  id: string;
  role: 'bot' | 'user';
  content: string;
  timestamp: string;
}
interface Conversation {
  id: number;
  step: number;
  messages: Message[];
  context: string;
  updatedAt: string;
}
interface SaveInput {
  step: number;
  messages: Message[];
  context: string;
}

const message = (id: string, role: Message['role'], content: string, timestamp = '2025-06-06T12:00:00.000Z'): Message => ({
  id,
  role,
  content,
  timestamp,
});

/** The chat after the LinkedIn step: a contact found, asking about the user. */
const firstSteps: SaveInput = {
  step: 1,
  messages: [
    message('m1', 'bot', 'Paste the LinkedIn profile of the person you want to follow up with.'),
    message('m2', 'user', 'https://www.linkedin.com/in/jordan-lee', '2025-06-06T12:00:05.000Z'),
    message(
      'm3',
      'bot',
      'Found Jordan Lee (jordan.lee@acme.example). Tell me about yourself, or pick your resume.',
      '2025-06-06T12:00:06.000Z',
    ),
  ],
  context: JSON.stringify({ linkedInUrl: 'https://www.linkedin.com/in/jordan-lee', contact: { name: 'Jordan Lee' } }),
};

describe('the Reply Engine conversation over /graphql', () => {
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
  async function signedUp() {
    const jar = new CookieJar();
    const email = `ada.chat${++counter}.${Date.now()}@example.com`;
    const { userId } = await signUp(app, { name: 'Ada', email, jar });
    return { jar, id: userId, email };
  }

  const gql = async <T>(query: string, variables: Record<string, unknown>, jar?: CookieJar) =>
    (await graphqlClient(app, jar).raw<T>(query, variables)).body;
  const ok = <T>(body: GraphQLBody<T>): T => {
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return body.data!;
  };
  const read = async (jar: CookieJar) =>
    ok(await gql<{ chatConversation: Conversation | null }>(CONVERSATION, {}, jar)).chatConversation;
  const save = async (jar: CookieJar, data: SaveInput) =>
    ok(await gql<{ saveChatConversation: Conversation }>(SAVE, { data }, jar)).saveChatConversation;
  const startNew = async (jar: CookieJar) =>
    ok(await gql<{ startNewChatConversation: boolean }>(START_NEW, {}, jar)).startNewChatConversation;
  const rows = async (userId: string) =>
    (await admin.query(`select id, step, messages, context from chat_conversations where user_id = $1`, [userId])).rows;

  it('answers null before the first message', async () => {
    const user = await signedUp();
    expect(await read(user.jar)).toBeNull();
  });

  it('reads back what was saved, from this session and from another sign-in (a reload or another device resumes)', async () => {
    const user = await signedUp();
    const before = Date.now();
    const saved = await save(user.jar, firstSteps);
    expect(saved).toEqual({ ...firstSteps, id: expect.any(Number), updatedAt: expect.any(String) });
    expect(Date.parse(saved.updatedAt)).toBeGreaterThanOrEqual(before - 1000);

    expect(await read(user.jar)).toEqual(saved);
    const otherDevice = new CookieJar();
    const signIn = await app.request('/api/auth/sign-in/email', {
      json: { email: user.email, password: 'secret-pass' },
      jar: otherDevice,
    });
    expect(signIn.status).toBe(200);
    expect(await read(otherDevice)).toEqual(saved);
    // The context comes back as the exact text the chat saved.
    expect((await rows(user.id))[0].context).toBe(firstSteps.context);
  });

  it('replaces the stored conversation on every save, keeping its id and one row per user', async () => {
    const user = await signedUp();
    const first = await save(user.jar, firstSteps);
    const next: SaveInput = {
      step: 2,
      messages: [
        ...firstSteps.messages,
        message('m4', 'user', 'I build design systems in React and TypeScript.', '2025-06-06T12:01:00.000Z'),
      ],
      context: JSON.stringify({ aboutMe: 'I build design systems in React and TypeScript.', resumeAttachmentId: 1 }),
    };
    const second = await save(user.jar, next);
    expect(second.id).toBe(first.id);
    expect(Date.parse(second.updatedAt)).toBeGreaterThanOrEqual(Date.parse(first.updatedAt));
    expect(await read(user.jar)).toEqual({ ...next, id: first.id, updatedAt: second.updatedAt });

    // A shorter conversation replaces a longer one entirely (nothing is merged).
    const shorter: SaveInput = { step: 0, messages: [message('only', 'bot', 'Hi again')], context: '{}' };
    await save(user.jar, shorter);
    expect(await read(user.jar)).toMatchObject(shorter);
    expect(await rows(user.id)).toHaveLength(1);
  });

  it('starts a new conversation: the stored one is cleared and the next save is a new conversation', async () => {
    const user = await signedUp();
    const old = await save(user.jar, firstSteps);
    expect(await startNew(user.jar)).toBe(true);
    expect(await read(user.jar)).toBeNull();
    expect(await rows(user.id)).toEqual([]);
    // Nothing to clear answers true as well.
    expect(await startNew(user.jar)).toBe(true);
    const fresh = await save(user.jar, { step: 0, messages: [message('m1', 'bot', 'Paste a LinkedIn profile.')], context: '{}' });
    expect(fresh.id).not.toBe(old.id);
  });

  it("never shows or clears another user's conversation", async () => {
    const ada = await signedUp();
    const bob = await signedUp();
    const adas = await save(ada.jar, firstSteps);
    expect(await read(bob.jar)).toBeNull();
    const bobs = await save(bob.jar, { step: 3, messages: [message('m1', 'user', 'Bob here')], context: '{"bob":true}' });
    expect(bobs.id).not.toBe(adas.id);
    expect(await read(ada.jar)).toEqual(adas);
    expect(await startNew(bob.jar)).toBe(true);
    expect(await read(ada.jar)).toEqual(adas);
    expect(await read(bob.jar)).toBeNull();
  });

  it('requires a session for all three fields', async () => {
    const count = async () => (await admin.query(`select count(*)::int as n from chat_conversations`)).rows[0].n as number;
    const before = await count();
    for (const [query, variables] of [
      [CONVERSATION, {}],
      [SAVE, { data: firstSteps }],
      [START_NEW, {}],
    ] as const) {
      const body = await gql(query, variables);
      expect(body.errors?.[0]).toMatchObject({ message: SIGN_IN_REQUIRED, extensions: { code: 'UNAUTHENTICATED' } });
    }
    expect(await count()).toBe(before);
  });

  it('accepts a conversation at the limits', async () => {
    const user = await signedUp();
    const atLimits: SaveInput = {
      step: 4,
      messages: [
        message('x'.repeat(100), 'bot', 'é'.repeat(20_000)),
        ...Array.from({ length: 199 }, (_, i) => message(`m${i}`, i % 2 ? 'user' : 'bot', `Message ${i} 🙂`)),
      ],
      context: `{"a":"${'x'.repeat(100_000 - 8)}"}`,
    };
    const saved = await save(user.jar, atLimits);
    expect(await read(user.jar)).toEqual({ ...atLimits, id: saved.id, updatedAt: saved.updatedAt });
  });

  describe('refuses a save beyond any bound with BAD_USER_INPUT, leaving the stored conversation as it was', () => {
    let user: Awaited<ReturnType<typeof signedUp>>;
    let stored: Conversation;
    beforeAll(async () => {
      user = await signedUp();
      stored = await save(user.jar, firstSteps);
    });

    const withMessage = (overrides: Partial<Message>): SaveInput => ({
      ...firstSteps,
      messages: [...firstSteps.messages, { ...message('m9', 'user', 'Hello'), ...overrides }],
    });

    it.each<[string, SaveInput, string]>([
      ['step -1', { ...firstSteps, step: -1 }, CHAT_STEP_OUT_OF_RANGE],
      ['step 5', { ...firstSteps, step: 5 }, CHAT_STEP_OUT_OF_RANGE],
      [
        '201 messages',
        { ...firstSteps, messages: Array.from({ length: 201 }, (_, i) => message(`m${i}`, 'bot', 'Hi')) },
        CHAT_TOO_MANY_MESSAGES,
      ],
      ['content of 20,001 characters', withMessage({ content: 'x'.repeat(20_001) }), CHAT_MESSAGE_TOO_LONG],
      ['an empty message id', withMessage({ id: '' }), CHAT_MESSAGE_ID_INVALID],
      ['a 101-character message id', withMessage({ id: 'x'.repeat(101) }), CHAT_MESSAGE_ID_INVALID],
      ['a repeated message id', withMessage({ id: 'm1' }), CHAT_MESSAGE_ID_DUPLICATE],
      ['half an emoji in a message', withMessage({ content: 'Thanks \uD83D' }), CHAT_UNSAVABLE_CHARACTERS],
      ['a timestamp before 1970', withMessage({ timestamp: '1969-07-20T20:17:00.000Z' }), CHAT_MESSAGE_TIMESTAMP_INVALID],
      ['context of 100,001 characters', { ...firstSteps, context: `{"a":"${'x'.repeat(100_000 - 7)}"}` }, CHAT_CONTEXT_TOO_LONG],
      ['a context that is not JSON', { ...firstSteps, context: '{"linkedInUrl": ' }, CHAT_CONTEXT_NOT_JSON_OBJECT],
      ['a JSON array context', { ...firstSteps, context: '[1, 2]' }, CHAT_CONTEXT_NOT_JSON_OBJECT],
    ])('%s', async (_name, data, expected) => {
      const { status, body } = await app.graphql(SAVE, { data }, user.jar);
      expect(status).toBe(200);
      expect(body.errors).toEqual([expect.objectContaining({ message: expected, extensions: { code: 'BAD_USER_INPUT' } })]);
      expect(body.data).toBeNull();
      expect(await read(user.jar)).toEqual(stored);
    });

    it('a NUL in a message, a message id or the context (PostgreSQL stores none)', async () => {
      // The /graphql request guard refuses control characters in any variable before a resolver runs; the chat
      // rule (CHAT_UNSAVABLE_CHARACTERS) refuses a NUL too, wherever the conversation comes from (the mocks).
      for (const data of [
        withMessage({ content: 'Hello\u0000world' }),
        withMessage({ id: 'm\u00009' }),
        { ...firstSteps, context: '{"a":"\u0000"}' },
      ]) {
        const { status, body } = await app.graphql(SAVE, { data }, user.jar);
        expect(status).toBeLessThan(500);
        expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
        expect(body.errors?.[0]?.message).toMatch(/NUL/);
      }
      expect(await read(user.jar)).toEqual(stored);
    });

    it('a timestamp that is not a date at all (refused by the DateTime scalar)', async () => {
      const { status, body } = await app.graphql(SAVE, { data: withMessage({ timestamp: 'yesterday' }) }, user.jar);
      expect(status).toBe(200);
      expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(body.errors?.[0]?.message).toContain('DateTime cannot represent an invalid date: yesterday');
      expect(await read(user.jar)).toEqual(stored);
    });

    it('a request over the 1 MB body cap of /graphql (413, not a GraphQL answer; each message within its bound)', async () => {
      const messages = Array.from({ length: 60 }, (_, i) => message(`m${i}`, 'bot', 'x'.repeat(20_000)));
      const response = await app.request('/graphql', {
        json: { query: SAVE, variables: { data: { ...firstSteps, messages } } },
        jar: user.jar,
        headers: { accept: 'application/graphql-response+json' },
      });
      expect(response.status).toBe(413);
      expect(await read(user.jar)).toEqual(stored);
    });
  });
});
