import type { DevSecrets } from './dev-secrets';

/** The keys the email finder stand-in's Apollo and PDL routes accept. */
export const DEV_FINDER = {
  apiKey: 'devstack-finder-key',
  apolloApiKey: 'devstack-apollo-key',
  pdlApiKey: 'devstack-pdl-key',
} as const;

/** What the api's LLM writer is told under DEV_LLM=1 (the stand-in checks the key). */
export const DEV_LLM = { apiKey: 'devstack-llm-key', model: 'devstack-writer' } as const;

export interface DevstackEndpoints {
  appPort: number;
  googleUrl: string;
  googleClient: { clientId: string; clientSecret: string };
  smtpUrl: string;
  inboxUrl: string;
  s3: { url: string; region: string; bucket: string; accessKeyId: string; secretAccessKey: string };
  /** Email finder stand-in base URL; absent in older launch setups. */
  finderUrl?: string;
  /** Stripe stand-in: base URL, its secret key and the webhook endpoint secret it signs events with. */
  stripe?: { url: string; secretKey: string; webhookSecret: string; prices: Record<string, string> };
  /** LLM stand-in base URL (…/v1), only under DEV_LLM=1. */
  llmBaseUrl?: string;
  /** PGlite socket URL, absent when the user brought their own DATABASE_URL. */
  pgliteUrl?: string;
  /** Job boards stand-in base URL (the five ATS APIs and the careers site); absent in older launch setups. */
  jobBoardsUrl?: string;
  /** Microsoft stand-in (HTTPS): its base URL, app registration, and the file holding its certificate (PEM). */
  microsoft?: { url: string; clientId: string; clientSecret: string; caPemFile: string };
}

/**
 * The api's environment (names from the wiring brief) pointing at the local stand-ins.
 * Anything the user already set wins.
 */
export function buildApiEnv(endpoints: DevstackEndpoints, secrets: DevSecrets, userEnv: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const google = endpoints.googleUrl;
  const devstackEnv: Record<string, string> = {
    PORT: String(endpoints.appPort),
    APP_ORIGIN: `http://localhost:${endpoints.appPort}`,
    ...(endpoints.pgliteUrl ? { DATABASE_URL: endpoints.pgliteUrl, DATABASE_PGLITE: 'true' } : {}),
    ...secrets,
    GOOGLE_CLIENT_ID: endpoints.googleClient.clientId,
    GOOGLE_CLIENT_SECRET: endpoints.googleClient.clientSecret,
    GOOGLE_AUTH_URL: `${google}/o/oauth2/v2/auth`,
    GOOGLE_TOKEN_URL: `${google}/token`,
    GOOGLE_USERINFO_URL: `${google}/v1/userinfo`,
    GOOGLE_REVOKE_URL: `${google}/revoke`,
    GMAIL_API_URL: google,
    SMTP_URL: endpoints.smtpUrl,
    MAIL_FROM: 'Follow-Up Agent <no-reply@localhost>',
    S3_ENDPOINT: endpoints.s3.url,
    S3_REGION: endpoints.s3.region,
    S3_BUCKET: endpoints.s3.bucket,
    S3_ACCESS_KEY_ID: endpoints.s3.accessKeyId,
    S3_SECRET_ACCESS_KEY: endpoints.s3.secretAccessKey,
    S3_FORCE_PATH_STYLE: 'true',
    DEV_MAIL_URL: endpoints.inboxUrl,
    WORKER_ENABLED: 'true',
    ...(endpoints.finderUrl
      ? {
          // Lookups go through the Apollo adapter to the stand-in; EMAIL_FINDER_PROVIDER=pdl or http switches.
          EMAIL_FINDER_PROVIDER: 'apollo',
          EMAIL_FINDER_URL: endpoints.finderUrl,
          EMAIL_FINDER_API_KEY: DEV_FINDER.apiKey,
          // A user's own provider key means the real provider: its URL is then left to the api's default.
          ...(userEnv.APOLLO_API_KEY ? {} : { APOLLO_API_URL: endpoints.finderUrl, APOLLO_API_KEY: DEV_FINDER.apolloApiKey }),
          ...(userEnv.PDL_API_KEY ? {} : { PDL_API_URL: endpoints.finderUrl, PDL_API_KEY: DEV_FINDER.pdlApiKey }),
        }
      : {}),
    // A user's own STRIPE_SECRET_KEY means real Stripe (test mode): then none of the stand-in's settings apply.
    ...(endpoints.stripe && !userEnv.STRIPE_SECRET_KEY
      ? {
          STRIPE_API_URL: endpoints.stripe.url,
          STRIPE_SECRET_KEY: endpoints.stripe.secretKey,
          STRIPE_WEBHOOK_SECRET: endpoints.stripe.webhookSecret,
          STRIPE_PRICE_FOCUSED: endpoints.stripe.prices.focused ?? '',
          STRIPE_PRICE_RELENTLESS: endpoints.stripe.prices.relentless ?? '',
          STRIPE_PRICE_ADDON_10: endpoints.stripe.prices.addon_10 ?? '',
          STRIPE_PRICE_ADDON_25: endpoints.stripe.prices.addon_25 ?? '',
        }
      : {}),
    ...(endpoints.jobBoardsUrl
      ? {
          // Posting reads reach the stand-in on loopback; never private or metadata addresses, and never in production.
          JOB_POSTING_ALLOW_LOOPBACK: 'true',
          JOB_POSTING_GREENHOUSE_API_URL: endpoints.jobBoardsUrl,
          JOB_POSTING_LEVER_API_URL: endpoints.jobBoardsUrl,
          JOB_POSTING_ASHBY_API_URL: endpoints.jobBoardsUrl,
          JOB_POSTING_WORKABLE_API_URL: endpoints.jobBoardsUrl,
          JOB_POSTING_SMARTRECRUITERS_API_URL: endpoints.jobBoardsUrl,
        }
      : {}),
    ...(endpoints.microsoft
      ? {
          // One HTTPS server carries both hosts' paths: login (/{tenant}/...) and Graph (/v1.0/...).
          MICROSOFT_LOGIN_URL: endpoints.microsoft.url,
          MICROSOFT_GRAPH_URL: endpoints.microsoft.url,
          MICROSOFT_CA_PEM_FILE: endpoints.microsoft.caPemFile,
          MICROSOFT_CLIENT_ID: endpoints.microsoft.clientId,
          MICROSOFT_CLIENT_SECRET: endpoints.microsoft.clientSecret,
        }
      : {}),
    ...(endpoints.llmBaseUrl
      ? { LLM_BASE_URL: endpoints.llmBaseUrl, LLM_API_KEY: DEV_LLM.apiKey, LLM_MODEL: DEV_LLM.model }
      : {}),
  };
  const env: NodeJS.ProcessEnv = { ...devstackEnv };
  for (const [name, value] of Object.entries(userEnv)) if (value !== undefined && value !== '') env[name] = value;
  return env;
}
