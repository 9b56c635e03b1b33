import { buildApiEnv, type DevstackEndpoints } from './api-env';
import { readStartAllConfig } from './devstack-config';

const endpoints: DevstackEndpoints = {
  appPort: 8080,
  googleUrl: 'http://127.0.0.1:4010',
  googleClient: { clientId: 'devstack-client', clientSecret: 'devstack-secret' },
  smtpUrl: 'smtp://127.0.0.1:2525',
  inboxUrl: 'http://127.0.0.1:4020',
  s3: { url: 'http://127.0.0.1:4030', region: 'us-east-1', bucket: 'attachments', accessKeyId: 'devstack', secretAccessKey: 's' },
  pgliteUrl: 'postgres://postgres@127.0.0.1:5433/postgres',
};
const secrets = { SESSION_SECRET: 'x', TOKEN_ENCRYPTION_KEYS: 'dev:abc', TOKEN_ENCRYPTION_KEY_ID: 'dev' };

describe('api environment for npm start', () => {
  it('points every outside service at the stand-ins', () => {
    expect(buildApiEnv(endpoints, secrets, {})).toMatchObject({
      PORT: '8080',
      APP_ORIGIN: 'http://localhost:8080',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5433/postgres',
      DATABASE_PGLITE: 'true',
      GOOGLE_AUTH_URL: 'http://127.0.0.1:4010/o/oauth2/v2/auth',
      GOOGLE_TOKEN_URL: 'http://127.0.0.1:4010/token',
      GOOGLE_USERINFO_URL: 'http://127.0.0.1:4010/v1/userinfo',
      GOOGLE_REVOKE_URL: 'http://127.0.0.1:4010/revoke',
      GMAIL_API_URL: 'http://127.0.0.1:4010',
      SMTP_URL: 'smtp://127.0.0.1:2525',
      DEV_MAIL_URL: 'http://127.0.0.1:4020',
      S3_ENDPOINT: 'http://127.0.0.1:4030',
      S3_FORCE_PATH_STYLE: 'true',
    });
  });

  it('points the Microsoft adapter at the HTTPS stand-in: login and Graph URLs, its CA file, the dev app', () => {
    const microsoft = {
      url: 'https://127.0.0.1:4080',
      clientId: 'app-id',
      clientSecret: 'app-secret',
      caPemFile: '/repo/data/ca.pem',
    };
    expect(buildApiEnv({ ...endpoints, microsoft }, secrets, {})).toMatchObject({
      MICROSOFT_LOGIN_URL: 'https://127.0.0.1:4080',
      MICROSOFT_GRAPH_URL: 'https://127.0.0.1:4080',
      MICROSOFT_CA_PEM_FILE: '/repo/data/ca.pem',
      MICROSOFT_CLIENT_ID: 'app-id',
      MICROSOFT_CLIENT_SECRET: 'app-secret',
    });
    expect(readStartAllConfig({}, '/repo').ports.microsoft).toBe(4080);
  });

  it('points payments at the Stripe stand-in unless the user brings a Stripe key', () => {
    const stripe = {
      url: 'http://127.0.0.1:4060',
      secretKey: 'sk_test_devstack',
      webhookSecret: 'whsec_dev',
      prices: { focused: 'price_f', relentless: 'price_r', addon_10: 'price_10', addon_25: 'price_25' },
    };
    expect(buildApiEnv({ ...endpoints, stripe }, secrets, {})).toMatchObject({
      STRIPE_API_URL: 'http://127.0.0.1:4060',
      STRIPE_SECRET_KEY: 'sk_test_devstack',
      STRIPE_WEBHOOK_SECRET: 'whsec_dev',
      STRIPE_PRICE_FOCUSED: 'price_f',
      STRIPE_PRICE_ADDON_25: 'price_25',
    });
    const own = buildApiEnv({ ...endpoints, stripe }, secrets, {
      STRIPE_SECRET_KEY: 'sk_test_mine',
      STRIPE_WEBHOOK_SECRET: 'whsec_mine',
    });
    expect(own).toMatchObject({ STRIPE_SECRET_KEY: 'sk_test_mine', STRIPE_WEBHOOK_SECRET: 'whsec_mine' });
    expect(own).not.toHaveProperty('STRIPE_API_URL');
    expect(own).not.toHaveProperty('STRIPE_PRICE_FOCUSED');
    expect(readStartAllConfig({}, '/repo').ports.stripe).toBe(4060);
  });

  it('points the posting readers at the job boards stand-in and lets them reach loopback', () => {
    expect(buildApiEnv({ ...endpoints, jobBoardsUrl: 'http://127.0.0.1:4070' }, secrets, {})).toMatchObject({
      JOB_POSTING_ALLOW_LOOPBACK: 'true',
      JOB_POSTING_GREENHOUSE_API_URL: 'http://127.0.0.1:4070',
      JOB_POSTING_LEVER_API_URL: 'http://127.0.0.1:4070',
      JOB_POSTING_ASHBY_API_URL: 'http://127.0.0.1:4070',
      JOB_POSTING_WORKABLE_API_URL: 'http://127.0.0.1:4070',
      JOB_POSTING_SMARTRECRUITERS_API_URL: 'http://127.0.0.1:4070',
    });
    expect(buildApiEnv(endpoints, secrets, {})).not.toHaveProperty('JOB_POSTING_ALLOW_LOOPBACK');
    expect(readStartAllConfig({}, '/repo').ports.jobBoards).toBe(4070);
  });

  it('points the LLM writer at the stand-in only when it runs (DEV_LLM=1)', () => {
    expect(buildApiEnv(endpoints, secrets, {})).not.toHaveProperty('LLM_BASE_URL');
    expect(buildApiEnv({ ...endpoints, llmBaseUrl: 'http://127.0.0.1:4050/v1' }, secrets, {})).toMatchObject({
      LLM_BASE_URL: 'http://127.0.0.1:4050/v1',
      LLM_API_KEY: 'devstack-llm-key',
      LLM_MODEL: 'devstack-writer',
    });
    expect(readStartAllConfig({}, '/repo')).toMatchObject({ devLlm: false, ports: { llm: 4050 } });
    expect(readStartAllConfig({ DEV_LLM: '1' }, '/repo').devLlm).toBe(true);
    expect(readStartAllConfig({ DEV_LLM: 'true', DEVSTACK_LLM_PORT: '0' }, '/repo')).toMatchObject({
      devLlm: true,
      ports: { llm: 0 },
    });
  });

  it('points the email finder at the stand-in through the Apollo adapter, leaving a real provider key to its service', () => {
    const finderUrl = 'http://127.0.0.1:4040';
    expect(buildApiEnv({ ...endpoints, finderUrl }, secrets, {})).toMatchObject({
      EMAIL_FINDER_PROVIDER: 'apollo',
      APOLLO_API_URL: finderUrl,
      APOLLO_API_KEY: 'devstack-apollo-key',
      PDL_API_URL: finderUrl,
      PDL_API_KEY: 'devstack-pdl-key',
      EMAIL_FINDER_URL: finderUrl,
    });
    const ownPdl = buildApiEnv({ ...endpoints, finderUrl }, secrets, { EMAIL_FINDER_PROVIDER: 'pdl', PDL_API_KEY: 'real' });
    expect(ownPdl).toMatchObject({ EMAIL_FINDER_PROVIDER: 'pdl', PDL_API_KEY: 'real', APOLLO_API_URL: finderUrl });
    expect(ownPdl).not.toHaveProperty('PDL_API_URL');
  });

  it('lets variables the user already set win', () => {
    const env = buildApiEnv({ ...endpoints, pgliteUrl: undefined }, secrets, {
      DATABASE_URL: 'postgres://me@db.example/app',
      MAIL_FROM: 'Me <me@example.com>',
      EMPTY: '',
    });
    expect(env.DATABASE_URL).toBe('postgres://me@db.example/app');
    expect(env.DATABASE_PGLITE).toBeUndefined();
    expect(env.MAIL_FROM).toBe('Me <me@example.com>');
    expect(env).not.toHaveProperty('EMPTY');
  });

  it('uses the wiring brief ports unless moved, and refuses PORT=0', () => {
    expect(readStartAllConfig({}, '/repo')).toMatchObject({
      dataDir: '/repo/data',
      apiEntry: '/repo/api/src/server.ts',
      ports: { google: 4010, smtp: 2525, inbox: 4020, s3: 4030, pglite: 5433, app: 8080 },
    });
    expect(readStartAllConfig({ DEVSTACK_S3_PORT: '0', PORT: '9090' }, '/repo').ports).toMatchObject({ s3: 0, app: 9090 });
    expect(() => readStartAllConfig({ PORT: '0' }, '/repo')).toThrow('PORT must be a fixed port');
    expect(() => readStartAllConfig({ DEVSTACK_GOOGLE_PORT: 'abc' }, '/repo')).toThrow('DEVSTACK_GOOGLE_PORT');
  });
});
