import { SCENARIO_PROFILES, startPdlStandIn, type PdlStandIn } from 'devstack/email-finder';
import type { EmailFinderError } from './email-finder.driver';
import { pdlEmail, pdlEmailFinder } from './pdl.driver';

const profile = (path: string) => `https://www.${path}`;

describe('PDL driver against the PDL stand-in over HTTP', () => {
  let pdl: PdlStandIn;
  const finder = (apiKey = pdl.apiKey) => pdlEmailFinder({ url: pdl.url, apiKey });
  const failureOf = (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (error: unknown) => error as EmailFinderError,
    );

  beforeAll(async () => {
    pdl = await startPdlStandIn({ port: 0 });
  });
  afterAll(() => pdl.close());

  it('finds the work email and the title-cased name, asking with profile= and the key in X-Api-Key', async () => {
    await expect(finder().find(profile('linkedin.com/in/jane-recruiter'))).resolves.toEqual({
      email: 'jane.recruiter@example.com',
      name: 'Jane Recruiter',
      emailConfidence: 'LIKELY',
    });
    expect(pdl.requests().at(-1)).toEqual({
      profile: 'https://www.linkedin.com/in/jane-recruiter',
      apiKey: pdl.apiKey,
      titlecase: true,
    });
  });

  it('calls a weak match a guess (PDL verifies no address: its likelihood is all there is)', async () => {
    await expect(finder().find(profile('linkedin.com/in/sam-rivera'))).resolves.toEqual({
      email: 'sam.rivera@initech.example',
      name: 'Sam Rivera',
      emailConfidence: 'GUESSED',
    });
  });

  it('finds nothing on a 404 and for a match without any address', async () => {
    await expect(finder().find(profile('linkedin.com/in/nobody-here'))).resolves.toBeNull();
    await expect(finder().find(profile('linkedin.com/in/casey-no-email'))).resolves.toBeNull();
  });

  it('tells a bad key, bad input, used-up credits, a 429 with its reset time and a server error apart', async () => {
    expect(await failureOf(finder('wrong').find(profile('linkedin.com/in/jane-recruiter')))).toMatchObject({
      failure: 'rejected-key',
      message: expect.stringContaining('authentication_error') as unknown,
    });
    expect(await failureOf(finder().find(profile(SCENARIO_PROFILES.badInput)))).toMatchObject({ failure: 'bad-input' });
    expect(await failureOf(finder().find(profile(SCENARIO_PROFILES.creditsExhausted)))).toMatchObject({
      failure: 'credits-exhausted',
    });
    const limited = await failureOf(finder().find(profile(SCENARIO_PROFILES.rateLimited)));
    expect(limited).toMatchObject({ failure: 'rate-limited' });
    expect(limited!.retryAfterSeconds).toBeGreaterThanOrEqual(40);
    expect(limited!.retryAfterSeconds).toBeLessThanOrEqual(43);
    expect(await failureOf(finder().find(profile(SCENARIO_PROFILES.serverError)))).toMatchObject({ failure: 'unavailable' });
  });

  it('runs out of credits after the matches the account had', async () => {
    const metered = await startPdlStandIn({ port: 0, credits: 1 });
    try {
      const lookUp = () =>
        pdlEmailFinder({ url: metered.url, apiKey: metered.apiKey }).find(profile('linkedin.com/in/jordan-lee'));
      await expect(lookUp()).resolves.toMatchObject({ email: 'jordan.lee@acme.example' });
      expect(await failureOf(lookUp())).toMatchObject({ failure: 'credits-exhausted' });
    } finally {
      await metered.close();
    }
  });

  it('prefers a work address in emails[] and skips the `true` placeholders of plans without contact fields', () => {
    expect(
      pdlEmail({
        work_email: true,
        emails: [
          { address: 'me@home.example', type: 'personal' },
          { address: 'me@work.example', type: 'current_professional' },
        ],
        recommended_personal_email: 'me@home.example',
      }),
    ).toBe('me@work.example');
    expect(pdlEmail({ work_email: true, emails: true, recommended_personal_email: 'me@home.example' })).toBe('me@home.example');
    expect(pdlEmail({ work_email: null, emails: [], recommended_personal_email: true })).toBeNull();
  });
});
