// The LinkedIn URL the provider is asked for: contracts' one parser, the slug whole (percent-encoded or Unicode as
// typed), the host variant, extra path and query dropped. A cut slug would look up someone else.
import { startEmailFinderStandIn, type EmailFinderStandIn } from 'devstack/email-finder';
import { INVALID_LINKEDIN_URL } from 'contracts';
import { CookieJar } from '../../../testkit/http/cookie-jar';
import { startTestApp, type TestApp } from '../../../testkit/http/test-app';
import { signUp } from '../../../testkit/auth/auth-helpers';

const LOOKUP = `mutation($linkedInUrl: String!) { linkedInDetailsFetcher(linkedInUrl: $linkedInUrl) { email name } }`;
const API_KEY = 'test-finder-key';

describe('linkedInDetailsFetcher: the URL the provider receives', () => {
  let finder: EmailFinderStandIn;
  let app: TestApp;
  let jar: CookieJar;

  beforeAll(async () => {
    finder = await startEmailFinderStandIn({ port: 0, apiKey: API_KEY });
    app = await startTestApp({ env: { EMAIL_FINDER_URL: finder.url, EMAIL_FINDER_API_KEY: API_KEY } });
    jar = new CookieJar();
    await signUp(app, { name: 'Ada', email: `ada.slug.${Date.now()}@example.com`, jar });
  });
  afterAll(async () => {
    await app.close();
    await finder.close();
  });

  const lookup = async (linkedInUrl: string) =>
    (await app.graphql<{ linkedInDetailsFetcher: unknown }>(LOOKUP, { linkedInUrl }, jar)).body;

  it.each([
    ['https://www.linkedin.com/in/jos%C3%A9-garcia', 'https://www.linkedin.com/in/jos%C3%A9-garcia'],
    ['https://de.linkedin.com/in/müller-anna?trk=x', 'https://www.linkedin.com/in/m%C3%BCller-anna'],
    ['https://m.linkedin.com/in/jane-recruiter/details/experience/', 'https://www.linkedin.com/in/jane-recruiter'],
  ])('asks the provider about %p as %p', async (typed, asked) => {
    await lookup(typed);
    expect(finder.lookups().at(-1)).toBe(asked);
  });

  it('refuses a URL that is not a LinkedIn address without asking the provider', async () => {
    const before = finder.lookups().length;
    const body = await lookup('https://linkedin.com.evil.example/in/jane');
    expect(body.errors?.[0]).toMatchObject({ message: INVALID_LINKEDIN_URL, extensions: { code: 'BAD_USER_INPUT' } });
    expect(finder.lookups()).toHaveLength(before);
  });
});
