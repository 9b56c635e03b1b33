import { randomBytes } from 'node:crypto';
import { ConfigError, loadConfig } from './config';

const minimal = { DATABASE_URL: 'postgres://app@db.internal:5432/app' };
const key = (id: string) => `${id}:${randomBytes(32).toString('base64')}`;

function problemsOf(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('expected the configuration to be rejected');
}

describe('loadConfig', () => {
  it('applies the documented defaults in development', () => {
    const config = loadConfig(minimal);
    expect(config.port).toBe(8080);
    expect(config.appOrigin).toBe('http://localhost:8080');
    expect(config.logLevel).toBe('info');
    expect(config.workerEnabled).toBe(true);
    expect(config.database).toEqual({ url: minimal.DATABASE_URL, pglite: false, statementTimeoutMs: 15_000 });
    expect(config.remotes).toEqual({
      marketing: '/remotes/mfe-marketing/mf-manifest.json',
      dashboard: '/remotes/mfe-dashboard/mf-manifest.json',
      chat: '/remotes/mfe-chat/mf-manifest.json',
      candidate: '/remotes/mfe-candidate/mf-manifest.json',
    });
    expect(config.google.tokenUrl).toBe('https://oauth2.googleapis.com/token');
    expect(config.session.secret.length).toBeGreaterThanOrEqual(32);
    expect(config.session.secureCookie).toBe(false);
    expect(config.tokenEncryption.keys).toHaveLength(1);
    expect(config.tokenEncryption.keys[0]!.key).toHaveLength(32);
  });

  it('reads typed values from the settings', () => {
    const config = loadConfig({
      ...minimal,
      PORT: '3000',
      APP_ORIGIN: 'https://app.example.com/',
      DATABASE_PGLITE: 'true',
      WORKER_ENABLED: 'false',
      REMOTE_CHAT_URL: 'https://cdn.example.com/chat/mf-manifest.json',
      AUTH_RATE_LIMIT_MAX: '5',
      AUTH_ACCOUNT_RATE_LIMIT_MAX: '4',
    });
    expect(config.port).toBe(3000);
    expect(config.appOrigin).toBe('https://app.example.com');
    expect(config.session.secureCookie).toBe(true);
    expect(config.database.pglite).toBe(true);
    expect(config.workerEnabled).toBe(false);
    expect(config.remotes.chat).toBe('https://cdn.example.com/chat/mf-manifest.json');
    expect(config.authRateLimit.max).toBe(5);
    expect(config.authRateLimit.perAccountMax).toBe(4);
  });

  it('chooses the email finder provider and asks for the key the chosen one needs', () => {
    expect(loadConfig(minimal).emailFinder).toEqual({
      provider: 'http',
      url: undefined,
      apiKey: undefined,
      apollo: { url: 'https://api.apollo.io', apiKey: undefined, revealPersonalEmails: false },
      pdl: { url: 'https://api.peopledatalabs.com', apiKey: undefined },
      dailyCap: 1000,
      cacheDays: 30,
      notFoundCacheDays: 7,
    });
    expect(problemsOf({ ...minimal, EMAIL_FINDER_DAILY_CAP: '-1' })).toContain('EMAIL_FINDER_DAILY_CAP must be a whole number');
    expect(problemsOf({ ...minimal, EMAIL_FINDER_CACHE_DAYS: 'a month' })).toContain(
      'EMAIL_FINDER_CACHE_DAYS must be a whole number',
    );
    expect(loadConfig({ ...minimal, EMAIL_FINDER_NOT_FOUND_CACHE_DAYS: '0' }).emailFinder.notFoundCacheDays).toBe(0);
    expect(loadConfig({ ...minimal, EMAIL_FINDER_PROVIDER: 'pdl', PDL_API_KEY: 'k' }).emailFinder).toMatchObject({
      provider: 'pdl',
      pdl: { url: 'https://api.peopledatalabs.com', apiKey: 'k' },
    });
    expect(problemsOf({ ...minimal, EMAIL_FINDER_PROVIDER: 'apollo' })).toContain(
      'APOLLO_API_KEY is required when EMAIL_FINDER_PROVIDER=apollo',
    );
    expect(problemsOf({ ...minimal, EMAIL_FINDER_PROVIDER: 'pdl' })).toContain(
      'PDL_API_KEY is required when EMAIL_FINDER_PROVIDER=pdl',
    );
    expect(problemsOf({ ...minimal, EMAIL_FINDER_PROVIDER: 'hunter' })).toContain(
      'EMAIL_FINDER_PROVIDER must be one of http, apollo, pdl',
    );
    expect(problemsOf({ ...minimal, APOLLO_API_URL: 'api.apollo.io' })).toContain(
      'APOLLO_API_URL must be an absolute http(s) URL',
    );
  });

  it('reads the Stripe settings and asks for the webhook secret with a key', () => {
    expect(loadConfig(minimal).stripe).toEqual({
      secretKey: undefined,
      webhookSecret: undefined,
      apiUrl: 'https://api.stripe.com',
      prices: { focused: null, relentless: null, addon_10: null, addon_25: null },
    });
    expect(
      loadConfig({
        ...minimal,
        STRIPE_SECRET_KEY: 'sk_test_1',
        STRIPE_WEBHOOK_SECRET: 'whsec_1',
        STRIPE_PRICE_ADDON_10: 'price_10',
      }).stripe,
    ).toMatchObject({ secretKey: 'sk_test_1', webhookSecret: 'whsec_1', prices: { addon_10: 'price_10', focused: null } });
    expect(problemsOf({ ...minimal, STRIPE_SECRET_KEY: 'sk_test_1' })).toContain(
      'STRIPE_WEBHOOK_SECRET is required when STRIPE_SECRET_KEY is set',
    );
    expect(problemsOf({ ...minimal, STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'secret' })).toContain(
      'STRIPE_WEBHOOK_SECRET must be the endpoint signing secret (whsec_...)',
    );
    expect(problemsOf({ ...minimal, STRIPE_API_URL: 'api.stripe.com' })).toContain(
      'STRIPE_API_URL must be an absolute http(s) URL',
    );
  });

  it('names every bad or missing setting in one error', () => {
    const message = problemsOf({ PORT: 'eighty', LOG_LEVEL: 'loud', WORKER_ENABLED: 'sometimes', APP_ORIGIN: 'not a url' });
    expect(message).toMatch(/^Invalid configuration: /);
    expect(message).toContain('DATABASE_URL is required');
    expect(message).toContain('PORT must be a number between 1 and 65535');
    expect(message).toContain('LOG_LEVEL must be one of');
    expect(message).toContain('WORKER_ENABLED must be true or false');
    expect(message).toContain('APP_ORIGIN must be an absolute http(s) URL');
  });

  it("reads the Gmail quota budget in units a minute (half of Google's by default), at least one send", () => {
    expect(loadConfig(minimal).delivery).toMatchObject({ gmailProjectUnitsPerMinute: 600_000, gmailUserUnitsPerMinute: 3_000 });
    const set = loadConfig({ ...minimal, GMAIL_PROJECT_UNITS_PER_MINUTE: '90000', GMAIL_USER_UNITS_PER_MINUTE: '1500' });
    expect(set.delivery).toMatchObject({ gmailProjectUnitsPerMinute: 90_000, gmailUserUnitsPerMinute: 1_500 });
    expect(problemsOf({ ...minimal, GMAIL_USER_UNITS_PER_MINUTE: '99' })).toContain(
      'GMAIL_USER_UNITS_PER_MINUTE must be a whole number of Gmail quota units a minute of at least 100',
    );
  });

  it("charges by Google's current prices unless GMAIL_QUOTA_TABLE=legacy, the budget half of the table's limits", () => {
    expect(loadConfig(minimal).delivery).toMatchObject({ gmailQuotaTable: 'current', gmailUserUnitsPerMinute: 3_000 });
    const legacy = loadConfig({ ...minimal, GMAIL_QUOTA_TABLE: 'legacy' }).delivery;
    expect(legacy).toMatchObject({
      gmailQuotaTable: 'legacy',
      gmailProjectUnitsPerMinute: 600_000,
      gmailUserUnitsPerMinute: 7_500,
    });
    // A unit limit set wins over the table's.
    expect(loadConfig({ ...minimal, GMAIL_QUOTA_TABLE: 'legacy', GMAIL_USER_UNITS_PER_MINUTE: '2000' }).delivery).toMatchObject({
      gmailQuotaTable: 'legacy',
      gmailUserUnitsPerMinute: 2_000,
    });
    expect(problemsOf({ ...minimal, GMAIL_QUOTA_TABLE: '2019' })).toContain('GMAIL_QUOTA_TABLE must be one of current, legacy');
  });

  it('rejects ports outside 1..65535 and non-postgres database URLs', () => {
    expect(problemsOf({ ...minimal, PORT: '70000' })).toContain('PORT must be a number between 1 and 65535');
    expect(problemsOf({ DATABASE_URL: 'mysql://x/y' })).toContain('DATABASE_URL must be a postgres:// or postgresql:// URL');
  });

  it('requires a long session secret and token keys in production', () => {
    const missing = problemsOf({ ...minimal, NODE_ENV: 'production' });
    expect(missing).toContain('SESSION_SECRET is required when NODE_ENV=production');
    expect(missing).toContain('TOKEN_ENCRYPTION_KEYS is required when NODE_ENV=production');

    const short = problemsOf({
      ...minimal,
      NODE_ENV: 'production',
      SESSION_SECRET: 'too-short',
      TOKEN_ENCRYPTION_KEYS: key('k1'),
    });
    expect(short).toContain('SESSION_SECRET must be at least 32 characters long');
    expect(short).not.toContain('TOKEN_ENCRYPTION_KEYS');

    const config = loadConfig({
      ...minimal,
      NODE_ENV: 'production',
      SESSION_SECRET: 'x'.repeat(32),
      TOKEN_ENCRYPTION_KEYS: `${key('old')},${key('new')}`,
      TOKEN_ENCRYPTION_KEY_ID: 'new',
    });
    expect(config.isProduction).toBe(true);
    expect(config.tokenEncryption.keys.map((k) => k.id)).toEqual(['old', 'new']);
    expect(config.tokenEncryption.activeKeyId).toBe('new');
  });

  it('rejects malformed token keys and an unknown active key id', () => {
    expect(problemsOf({ ...minimal, TOKEN_ENCRYPTION_KEYS: 'k1:c2hvcnQ=' })).toContain(
      'TOKEN_ENCRYPTION_KEYS must be a comma-separated list of keyId:base64 entries of 32 bytes (entry 1 is not)',
    );
    expect(problemsOf({ ...minimal, TOKEN_ENCRYPTION_KEYS: key('k1'), TOKEN_ENCRYPTION_KEY_ID: 'k2' })).toContain(
      'TOKEN_ENCRYPTION_KEY_ID must name one of the keys in TOKEN_ENCRYPTION_KEYS',
    );
  });

  it('treats empty settings as unset', () => {
    const config = loadConfig({ ...minimal, PORT: '', SMTP_URL: '', DEV_MAIL_URL: ' ' });
    expect(config.port).toBe(8080);
    expect(config.smtp.url).toBeUndefined();
    expect(config.devMailUrl).toBeUndefined();
  });
});
