import { APOLLO_NO_API_ACCESS_KEY, SCENARIO_PROFILES, startApolloStandIn, type ApolloStandIn } from 'devstack/email-finder';
import { apolloEmailFinder } from './apollo.driver';
import { EmailFinderError } from './email-finder.driver';

const profile = (path: string) => `https://www.${path}`;

describe('Apollo driver against the Apollo stand-in over HTTP', () => {
  let apollo: ApolloStandIn;
  const finder = (apiKey = apollo.apiKey) => apolloEmailFinder({ url: apollo.url, apiKey, revealPersonalEmails: false });
  const failureOf = (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (error: unknown) => error as EmailFinderError,
    );

  beforeAll(async () => {
    apollo = await startApolloStandIn({ port: 0 });
  });
  afterAll(() => apollo.close());

  it('finds a verified address with the name, asking with linkedin_url and the key in x-api-key', async () => {
    await expect(finder().find(profile('linkedin.com/in/jane-recruiter'))).resolves.toEqual({
      email: 'jane.recruiter@example.com',
      name: 'Jane Recruiter',
      emailConfidence: 'VERIFIED',
    });
    expect(apollo.requests().at(-1)).toEqual({
      linkedinUrl: 'https://www.linkedin.com/in/jane-recruiter',
      apiKey: apollo.apiKey,
      revealPersonalEmails: false,
    });
  });

  it("maps Apollo's email_status: likely stays likely, a guessed address is a guess", async () => {
    expect((await finder().find(profile('linkedin.com/in/priya-patel')))?.emailConfidence).toBe('LIKELY');
    expect((await finder().find(profile('linkedin.com/in/sam-rivera')))?.emailConfidence).toBe('GUESSED');
  });

  it('finds nothing for an unknown profile and for a person whose email is unavailable', async () => {
    await expect(finder().find(profile('linkedin.com/in/nobody-here'))).resolves.toBeNull();
    await expect(finder().find(profile('linkedin.com/in/casey-no-email'))).resolves.toBeNull();
  });

  it('tells a refused key, a plan without API access, refused input and a server error apart', async () => {
    expect(await failureOf(finder('wrong-key').find(profile('linkedin.com/in/jane-recruiter')))).toMatchObject({
      failure: 'rejected-key',
    });
    expect(await failureOf(finder(APOLLO_NO_API_ACCESS_KEY).find(profile('linkedin.com/in/jane-recruiter')))).toMatchObject({
      failure: 'rejected-key',
      message: expect.stringContaining('API_INACCESSIBLE') as unknown,
    });
    expect(await failureOf(finder().find(profile(SCENARIO_PROFILES.badInput)))).toMatchObject({ failure: 'bad-input' });
    expect(await failureOf(finder().find(profile(SCENARIO_PROFILES.serverError)))).toMatchObject({ failure: 'unavailable' });
  });

  it('reads the retry-after of a 429 and the credit refusal', async () => {
    expect(await failureOf(finder().find(profile(SCENARIO_PROFILES.rateLimited)))).toMatchObject({
      failure: 'rate-limited',
      retryAfterSeconds: 42,
    });
    expect(await failureOf(finder().find(profile(SCENARIO_PROFILES.creditsExhausted)))).toMatchObject({
      failure: 'credits-exhausted',
    });
  });

  it('is rate limited and runs out of credits the way the account is metered', async () => {
    const metered = await startApolloStandIn({ port: 0, requestsPerMinute: 2, credits: 1 });
    try {
      const lookUp = () =>
        apolloEmailFinder({ url: metered.url, apiKey: metered.apiKey, revealPersonalEmails: true }).find(
          profile('linkedin.com/in/jordan-lee'),
        );
      await expect(lookUp()).resolves.toMatchObject({ email: 'jordan.lee@acme.example' });
      expect(await failureOf(lookUp())).toMatchObject({ failure: 'credits-exhausted' });
      const limited = await failureOf(lookUp());
      expect(limited).toMatchObject({ failure: 'rate-limited' });
      expect(limited!.retryAfterSeconds).toBeGreaterThan(0);
      expect(limited!.retryAfterSeconds).toBeLessThanOrEqual(60);
      expect(metered.requests()[0]!.revealPersonalEmails).toBe(true);
    } finally {
      await metered.close();
    }
  });

  it('is unavailable when Apollo cannot be reached', async () => {
    const gone = await startApolloStandIn({ port: 0 });
    await gone.close();
    const error = await failureOf(apolloEmailFinder({ url: gone.url, apiKey: 'k', revealPersonalEmails: false }).find('x'));
    expect(error).toBeInstanceOf(EmailFinderError);
    expect(error).toMatchObject({ failure: 'unavailable' });
  });
});
