import {
  SCENARIO_PROFILES,
  SCENARIO_RETRY_AFTER_SECONDS,
  startApolloStandIn,
  startEmailFinderStandIn,
  startPdlStandIn,
  type EmailFinderStandIn,
} from 'devstack/email-finder';
import {
  EMAIL_LOOKUP_CREDITS_EXHAUSTED,
  EMAIL_LOOKUP_RATE_LIMITED,
  EMAIL_LOOKUP_UNAVAILABLE,
  INVALID_LINKEDIN_URL,
  LINKEDIN_EMAIL_NOT_FOUND,
  emailLookupBusy,
} from 'contracts';
import { CookieJar } from '../../../testkit/http/cookie-jar';
import { startTestApp, type TestApp } from '../../../testkit/http/test-app';
import { LOOKUPS_PER_MINUTE } from './email-finder.resolvers';
import { signUp } from '../../../testkit/auth/auth-helpers';

const LOOKUP = `mutation($linkedInUrl: String!) { linkedInDetailsFetcher(linkedInUrl: $linkedInUrl) { email name emailConfidence } }`;

type Found = { email: string; name: string | null; emailConfidence: string };
const API_KEY = 'test-finder-key';

describe('linkedInDetailsFetcher over /graphql with the devstack email finder', () => {
  let finder: EmailFinderStandIn;
  let app: TestApp;

  beforeAll(async () => {
    finder = await startEmailFinderStandIn({ port: 0, apiKey: API_KEY });
    app = await startTestApp({ env: { EMAIL_FINDER_URL: finder.url, EMAIL_FINDER_API_KEY: API_KEY } });
  });
  afterAll(async () => {
    await app.close();
    await finder.close();
  });

  let counter = 0;
  async function signedIn() {
    const jar = new CookieJar();
    await signUp(app, { name: 'Ada', email: `ada.finder${++counter}.${Date.now()}@example.com`, jar });
    return jar;
  }
  const lookup = async (linkedInUrl: string, jar: CookieJar, target: TestApp = app) =>
    (await target.graphql<{ linkedInDetailsFetcher: Found }>(LOOKUP, { linkedInUrl }, jar)).body;

  it('finds the email and name of a known profile, asking the provider with the normalised URL and the key', async () => {
    const jar = await signedIn();
    const body = await lookup('  linkedin.com/in/jane-recruiter/?utm=share ', jar);
    expect(body.errors).toBeUndefined();
    expect(body.data!.linkedInDetailsFetcher).toEqual({
      email: 'jane.recruiter@example.com',
      name: 'Jane Recruiter',
      emailConfidence: 'VERIFIED',
    });
    expect(finder.lookups().at(-1)).toBe('https://www.linkedin.com/in/jane-recruiter');
  });

  it('answers the spec messages for an unknown profile and a URL that is not LinkedIn', async () => {
    const jar = await signedIn();
    const unknown = await lookup('https://www.linkedin.com/in/nobody-here', jar);
    expect(unknown.errors?.[0]).toMatchObject({ message: LINKEDIN_EMAIL_NOT_FOUND, extensions: { code: 'NOT_FOUND' } });
    const invalid = await lookup('https://example.com/in/jane', jar);
    expect(invalid.errors?.[0]).toMatchObject({ message: INVALID_LINKEDIN_URL, extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('finds profiles added through the control route', async () => {
    const jar = await signedIn();
    await fetch(`${finder.url}/__control/profiles`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ profile: 'linkedin.com/in/new-person', email: 'new.person@example.com', name: 'New Person' }),
    });
    expect((await lookup('https://linkedin.com/in/new-person', jar)).data!.linkedInDetailsFetcher.email).toBe(
      'new.person@example.com',
    );
  });

  it('answers through the Apollo or PDL adapter from the same directory, as npm start wires it', async () => {
    await fetch(`${finder.url}/__control/profiles`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        profile: 'linkedin.com/in/wired-person',
        email: 'wired@example.com',
        name: 'Wired Person',
        emailStatus: 'guessed',
      }),
    });
    const viaApollo = await startTestApp({
      env: { EMAIL_FINDER_PROVIDER: 'apollo', APOLLO_API_URL: finder.url, APOLLO_API_KEY: finder.apolloApiKey },
    });
    const viaPdl = await startTestApp({
      env: { EMAIL_FINDER_PROVIDER: 'pdl', PDL_API_URL: finder.url, PDL_API_KEY: finder.pdlApiKey },
    });
    try {
      for (const target of [viaApollo, viaPdl]) {
        const jar = new CookieJar();
        await signUp(target, { name: 'Cy', email: `cy${++counter}.${Date.now()}@example.com`, jar });
        expect((await lookup('linkedin.com/in/wired-person', jar, target)).data!.linkedInDetailsFetcher).toEqual({
          email: 'wired@example.com',
          name: 'Wired Person',
          emailConfidence: 'GUESSED',
        });
      }
      expect(finder.apolloRequests().at(-1)?.linkedinUrl).toBe('https://www.linkedin.com/in/wired-person');
      expect(finder.pdlRequests().at(-1)?.profile).toBe('https://www.linkedin.com/in/wired-person');
    } finally {
      await viaApollo.close();
      await viaPdl.close();
    }
  });

  it('says so clearly when the provider is down or refuses the key', async () => {
    const down = await startEmailFinderStandIn({ port: 0 });
    await down.close();
    const offline = await startTestApp({ env: { EMAIL_FINDER_URL: down.url } });
    const wrongKey = await startTestApp({ env: { EMAIL_FINDER_URL: finder.url, EMAIL_FINDER_API_KEY: 'wrong' } });
    try {
      for (const target of [offline, wrongKey]) {
        const jar = new CookieJar();
        await signUp(target, { name: 'Bo', email: `bo${++counter}@example.com`, jar });
        const body = await lookup('linkedin.com/in/jane-recruiter', jar, target);
        expect(body.errors?.[0]?.message).toBe(EMAIL_LOOKUP_UNAVAILABLE);
      }
    } finally {
      await offline.close();
      await wrongKey.close();
    }
  });

  it(`limits each user to ${LOOKUPS_PER_MINUTE} lookups a minute`, async () => {
    const jar = await signedIn();
    for (let i = 0; i < LOOKUPS_PER_MINUTE; i++) expect((await lookup('linkedin.com/in/jordan-lee', jar)).errors).toBeUndefined();
    expect((await lookup('linkedin.com/in/jordan-lee', jar)).errors?.[0]?.message).toBe(EMAIL_LOOKUP_RATE_LIMITED);
    // Another user is not affected.
    expect((await lookup('linkedin.com/in/jordan-lee', await signedIn())).errors).toBeUndefined();
  });
});

describe.each([
  {
    provider: 'apollo',
    start: () => startApolloStandIn({ port: 0 }),
    env: (url: string, key: string) => ({ EMAIL_FINDER_PROVIDER: 'apollo', APOLLO_API_URL: url, APOLLO_API_KEY: key }),
    sure: 'VERIFIED',
  },
  {
    provider: 'pdl',
    start: () => startPdlStandIn({ port: 0 }),
    env: (url: string, key: string) => ({ EMAIL_FINDER_PROVIDER: 'pdl', PDL_API_URL: url, PDL_API_KEY: key }),
    // PDL checks no mailbox: its best is a strong match.
    sure: 'LIKELY',
  },
])('linkedInDetailsFetcher with EMAIL_FINDER_PROVIDER=$provider against its stand-in', ({ start, env, sure }) => {
  let provider: Awaited<ReturnType<typeof start>>;
  let app: TestApp;
  let wrongKey: TestApp;

  beforeAll(async () => {
    provider = await start();
    app = await startTestApp({ env: env(provider.url, provider.apiKey) });
    wrongKey = await startTestApp({ env: env(provider.url, 'not-the-key') });
  });
  afterAll(async () => {
    await app.close();
    await wrongKey.close();
    await provider.close();
  });

  let counter = 0;
  async function signedIn(target: TestApp = app) {
    const jar = new CookieJar();
    await signUp(target, { name: 'Ada', email: `ada.provider${++counter}.${Date.now()}@example.com`, jar });
    return jar;
  }
  const lookup = async (path: string, jar: CookieJar, target: TestApp = app) =>
    (await target.graphql<{ linkedInDetailsFetcher: Found }>(LOOKUP, { linkedInUrl: `https://www.${path}` }, jar)).body;

  it('finds the address and name and says how sure it is, a guess included', async () => {
    const jar = await signedIn();
    expect((await lookup('linkedin.com/in/jane-recruiter', jar)).data!.linkedInDetailsFetcher).toEqual({
      email: 'jane.recruiter@example.com',
      name: 'Jane Recruiter',
      emailConfidence: sure,
    });
    expect((await lookup('linkedin.com/in/sam-rivera', jar)).data!.linkedInDetailsFetcher).toMatchObject({
      email: 'sam.rivera@initech.example',
      emailConfidence: 'GUESSED',
    });
  });

  it('answers "not found" for an unknown profile and for a person without a known address', async () => {
    const jar = await signedIn();
    for (const path of ['linkedin.com/in/nobody-here', 'linkedin.com/in/casey-no-email']) {
      expect((await lookup(path, jar)).errors?.[0]).toMatchObject({
        message: LINKEDIN_EMAIL_NOT_FOUND,
        extensions: { code: 'NOT_FOUND' },
      });
    }
  });

  it("turns each of the provider's refusals into the product's message", async () => {
    const jar = await signedIn();
    const first = async (path: string) => (await lookup(path, jar)).errors?.[0];
    expect(await first(SCENARIO_PROFILES.badInput)).toMatchObject({
      message: INVALID_LINKEDIN_URL,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const busy = await first(SCENARIO_PROFILES.rateLimited);
    expect(busy?.extensions).toMatchObject({ code: 'RATE_LIMITED' });
    expect([41, 42, 43].map(emailLookupBusy)).toContain(busy?.message);
    expect(busy?.message).toContain('seconds');
    expect(emailLookupBusy(SCENARIO_RETRY_AFTER_SECONDS)).toBe(
      'The email finder is busy. Please try again in 42 seconds or enter email manually',
    );
    expect((await first(SCENARIO_PROFILES.creditsExhausted))?.message).toBe(EMAIL_LOOKUP_CREDITS_EXHAUSTED);
    expect((await first(SCENARIO_PROFILES.serverError))?.message).toBe(EMAIL_LOOKUP_UNAVAILABLE);
    expect((await lookup('linkedin.com/in/jane-recruiter', await signedIn(wrongKey), wrongKey)).errors?.[0]?.message).toBe(
      EMAIL_LOOKUP_UNAVAILABLE,
    );
  });
});
