import { startEmailFinderStandIn, type EmailFinderStandIn } from 'devstack/email-finder';
import { EMAIL_LOOKUP_RATE_LIMITED, EMAIL_LOOKUP_UNAVAILABLE, INVALID_LINKEDIN_URL, LINKEDIN_EMAIL_NOT_FOUND } from 'contracts';
import { CookieJar } from '../../testing/cookie-jar';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { LOOKUPS_PER_MINUTE } from './email-finder.resolvers';

const LOOKUP = `mutation($linkedInUrl: String!) { linkedInDetailsFetcher(linkedInUrl: $linkedInUrl) { email name } }`;
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
    await app.request('/api/auth/sign-up/email', {
      json: { name: 'Ada', email: `ada.finder${++counter}.${Date.now()}@example.com`, password: 'secret-pass' },
      jar,
    });
    return jar;
  }
  const lookup = async (linkedInUrl: string, jar: CookieJar, target: TestApp = app) =>
    (await target.graphql<{ linkedInDetailsFetcher: { email: string; name: string | null } }>(LOOKUP, { linkedInUrl }, jar)).body;

  it('finds the email and name of a known profile, asking the provider with the normalised URL and the key', async () => {
    const jar = await signedIn();
    const body = await lookup('  linkedin.com/in/jane-recruiter/?utm=share ', jar);
    expect(body.errors).toBeUndefined();
    expect(body.data!.linkedInDetailsFetcher).toEqual({ email: 'jane.recruiter@example.com', name: 'Jane Recruiter' });
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

  it('says so clearly when the provider is down or refuses the key', async () => {
    const down = await startEmailFinderStandIn({ port: 0 });
    await down.close();
    const offline = await startTestApp({ env: { EMAIL_FINDER_URL: down.url } });
    const wrongKey = await startTestApp({ env: { EMAIL_FINDER_URL: finder.url, EMAIL_FINDER_API_KEY: 'wrong' } });
    try {
      for (const target of [offline, wrongKey]) {
        const jar = new CookieJar();
        await target.request('/api/auth/sign-up/email', {
          json: { name: 'Bo', email: `bo${++counter}@example.com`, password: 'secret-pass' },
          jar,
        });
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
