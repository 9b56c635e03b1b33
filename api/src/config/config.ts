import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import {
  DAILY_SEND_CAP,
  defaultRemoteManifestUrl,
  GMAIL_QUOTA_TABLE_NAMES,
  GMAIL_SEND_UNITS,
  gmailQuotaBudget,
  type GmailQuotaTableName,
  GRAPHQL_REQUEST_LIMITS,
  type JobPostingAts,
  PROJECT_SEND_RATE_PER_SECOND,
} from 'contracts';
import { z } from 'zod';
import { ConfigError } from './config.error';
import { loadMicrosoftConfig, type MicrosoftConfig } from './microsoft.config';

/**
 * Typed application configuration, read once at start from environment settings.
 * Every setting is listed with an example in `.env.example` at the repository root.
 */
export type NodeEnv = 'development' | 'test' | 'production';
export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
export type RemoteName = 'marketing' | 'dashboard' | 'chat' | 'candidate';

export interface TokenEncryptionKey {
  id: string;
  key: Buffer;
}

export interface AppConfig {
  nodeEnv: NodeEnv;
  isProduction: boolean;
  port: number;
  logLevel: LogLevel;
  /** Public origin (scheme://host[:port]) users reach the app on. */
  appOrigin: string;
  database: { url: string; pglite: boolean; statementTimeoutMs: number };
  session: { secret: string; secureCookie: boolean };
  webDistDir: string;
  remotes: Record<RemoteName, string>;
  google: {
    clientId: string | undefined;
    clientSecret: string | undefined;
    authUrl: string;
    tokenUrl: string;
    userInfoUrl: string;
    revokeUrl: string;
    gmailApiUrl: string;
  };
  smtp: { url: string | undefined; from: string };
  s3: {
    endpoint: string | undefined;
    region: string;
    bucket: string;
    accessKeyId: string | undefined;
    secretAccessKey: string | undefined;
    forcePathStyle: boolean;
    /** How long a presigned upload (PUT) URL stays valid; a deleted file's folder is swept again after twice this. */
    uploadUrlTtlSeconds: number;
  };
  tokenEncryption: { keys: TokenEncryptionKey[]; activeKeyId: string };
  devMailUrl: string | undefined;
  workerEnabled: boolean;
  /** CPU niceness the separate worker process (`npm run worker`) takes on: requests first on a shared machine. */
  workerNice: number;
  emailFinder: EmailFinderConfig;
  /** Payments through Stripe (modules/billing); no secretKey = nothing can be bought. */
  stripe: StripeConfig;
  /** The public site's walkthrough video (a YouTube link or any https video page); null hides the video section. */
  demoVideoUrl: string | null;
  /** The email writer's OpenAI-compatible endpoint (modules/reply-engine); no baseUrl = the template writer. */
  llm: LlmConfig;
  /** Resume files are read in child processes (modules/attachment): these bound what one parse may take. */
  resumeParse: ResumeParseConfig;
  /** Sign-in, sign-up and forgot-password attempts: `max` per IP and `perAccountMax` per email, per window. */
  authRateLimit: {
    max: number;
    windowMs: number;
    perAccountMax: number;
    /** Verification and reset emails one address may receive per hour and per day, whoever asks. */
    mailPerAddressHourly: number;
    mailPerAddressDaily: number;
  };
  /** GraphQL requests one user may start in one api process: a burst of `max`, coming back at `max` per `seconds`. */
  graphqlRateLimit: { max: number; seconds: number };
  /** Express's `trust proxy`: false (the socket address counts), a number of hops, or addresses/subnets. */
  trustProxy: boolean | number | string;
  /** The delivery engine's limits and timings (modules/delivery). */
  delivery: DeliveryConfig;
  /** Reading job postings from the URLs users paste (modules/job-posting). */
  jobPosting: JobPostingConfig;
  /** Outlook, Hotmail and Microsoft 365 mailboxes (the MICROSOFT_* settings; no client id = none). */
  microsoft: MicrosoftConfig;
}

export interface JobPostingConfig {
  /** Reads may reach loopback (the devstack stand-ins), never private, link-local or metadata ranges. Refused in
   * production. */
  allowLoopback: boolean;
  /** One whole read: robots.txt, every redirect and the body (8 s; tests shorten it). */
  readTimeoutMs: number;
  /** Base URLs of the five ATS public APIs (the real hosts by default; devstack and tests point them at the stand-in). */
  atsApiUrls: Record<JobPostingAts, string>;
  /** Development and e2e only (refused in production): re-read a posting this often instead of once a day. */
  recheckEveryMs?: number;
}

/** Which provider looks up the email behind a LinkedIn profile (modules/email-finder), and its settings. */
export interface EmailFinderConfig {
  /** `http`: our own GET /lookup contract (EMAIL_FINDER_URL); `apollo`: Apollo People Enrichment; `pdl`: People Data Labs. */
  provider: EmailFinderProvider;
  /** The `http` provider's base URL and bearer key. */
  url: string | undefined;
  apiKey: string | undefined;
  apollo: { url: string; apiKey: string | undefined; revealPersonalEmails: boolean };
  pdl: { url: string; apiKey: string | undefined };
  /** Lookups the whole project may make in a UTC day (product.md §13); users' own budgets are per plan. */
  dailyCap: number;
  /** How long an answer is kept per user and profile, found and "not found" (0 keeps none): days. */
  cacheDays: number;
  notFoundCacheDays: number;
}

export interface StripeConfig {
  secretKey: string | undefined;
  /** Signing secret of the webhook endpoint (whsec_...): POST /api/billing/stripe-webhook checks it. */
  webhookSecret: string | undefined;
  /** Where the SDK sends its requests (default https://api.stripe.com; devstack points it at its stand-in). */
  apiUrl: string;
  /** Price ids: plans are recurring prices, add-ons one-time prices. Null = that product is not for sale. */
  prices: { focused: string | null; relentless: string | null; addon_10: string | null; addon_25: string | null };
}

export const EMAIL_FINDER_PROVIDERS = ['http', 'apollo', 'pdl'] as const;
export type EmailFinderProvider = (typeof EMAIL_FINDER_PROVIDERS)[number];

export interface LlmConfig {
  /** e.g. https://api.openai.com/v1 or http://127.0.0.1:11434/v1 (Ollama). */
  baseUrl: string | undefined;
  apiKey: string | undefined;
  /** Required when baseUrl is set. */
  model: string | undefined;
  /** Whole answer, retry included; past it the template writer answers. */
  timeoutMs: number;
}

export interface ResumeParseConfig {
  /** Files parsed at once (one reader child process each); by default one per core. */
  concurrency: number;
  /** Files waiting for a reader beyond which a parse is refused for now (not stored: asked again later). */
  maxQueued: number;
  /** One file's parse; past it the reader is killed and the file refused as too complex. */
  timeoutMs: number;
  /** A reader's V8 heap (old generation); past it the reader dies and the file is refused as too complex. */
  memoryMb: number;
  /** A reader's whole writable memory (heap, Buffers), capped by the kernel where prlimit exists. */
  processMemoryMb: number;
  /** Parse time one user may spend in an hour; past it their files are put off. */
  hourlyBudgetMs: number;
}

export interface DeliveryConfig {
  /** Emails one Gmail account sends per rolling 24 hours (below consumer Gmail's 500). */
  dailySendCap: number;
  /** Gmail sends per second for all workers together. */
  projectSendRatePerSecond: number;
  /** Which of Google's prices (units per method, limits) our budget charges by (GMAIL_QUOTA_TABLES in contracts). */
  gmailQuotaTable: GmailQuotaTableName;
  /** Gmail quota units a minute, all workers and users together (our budget; Google's limit is higher). */
  gmailProjectUnitsPerMinute: number;
  /** Gmail quota units a minute for one user's mailbox (sends and reads together). */
  gmailUserUnitsPerMinute: number;
  /** Attempts at a send Gmail answers 429/5xx before the email is marked ERROR. */
  maxSendAttempts: number;
  /** First retry delay after a 429/5xx; doubles per attempt (Retry-After wins when longer). */
  retryBaseDelayMs: number;
  /** How often a worker looks for due jobs. */
  jobPollIntervalMs: number;
  /** How often the reply poll and the delivery housekeeping (POLL_REPLIES) and the notification emails run. */
  replyPollEverySeconds: number;
  /** Emails one worker process sends at once. */
  sendConcurrency: number;
}

export { ConfigError } from './config.error';

// Development-only fallbacks: never used when NODE_ENV=production (validation demands real values there).
const DEV_SESSION_SECRET = 'dev-only-session-secret-change-me-in-production';
const DEV_TOKEN_KEY = `dev:${createHash('sha256').update('followup-agent development token key').digest('base64')}`;
const MIN_SESSION_SECRET_LENGTH = 32;
const TOKEN_KEY_BYTES = 32;

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

const isHttpUrl = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};

const isUrlWithScheme = (schemes: string[]) => (value: string) => {
  try {
    return schemes.includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

const optionalText = () => z.preprocess(blankToUndefined, z.string().optional());

const httpUrlBase = () => z.string().refine(isHttpUrl, 'must be an absolute http(s) URL');
const httpUrl = (fallback: string) => z.preprocess(blankToUndefined, httpUrlBase().default(fallback));
const optionalHttpUrl = () => z.preprocess(blankToUndefined, httpUrlBase().optional());
const optionalHttpsUrl = () =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .refine(isUrlWithScheme(['https:']), 'must be an absolute https URL')
      .optional(),
  );

const bool = (fallback: boolean) =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .default(String(fallback))
      .refine((v) => ['true', 'false', '1', '0'].includes(v.toLowerCase()), 'must be true or false')
      .transform((v) => v.toLowerCase() === 'true' || v === '1'),
  );

const integer = (fallback: number, min: number, max: number, message: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .default(String(fallback))
      .refine((v) => /^\d+$/.test(v.trim()) && Number(v) >= min && Number(v) <= max, message)
      .transform(Number),
  );

const optionalInteger = (min: number, max: number, message: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .refine((v) => /^\d+$/.test(v.trim()) && Number(v) >= min && Number(v) <= max, message)
      .transform(Number)
      .optional(),
  );

const remoteUrl = (name: RemoteName) =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .default(defaultRemoteManifestUrl(name))
      .refine((v) => v.startsWith('/') || isHttpUrl(v), 'must be an absolute http(s) URL or a path starting with /'),
  );

const envSchema = z.object({
  NODE_ENV: z.preprocess(
    blankToUndefined,
    z
      .enum(['development', 'test', 'production'], { error: 'must be one of development, test, production' })
      .default('development'),
  ),
  PORT: integer(8080, 1, 65535, 'must be a number between 1 and 65535'),
  LOG_LEVEL: z.preprocess(
    blankToUndefined,
    z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
        error: 'must be one of fatal, error, warn, info, debug, trace, silent',
      })
      .default('info'),
  ),
  APP_ORIGIN: httpUrl('http://localhost:8080'),
  DATABASE_URL: z.preprocess(
    blankToUndefined,
    z
      .string({ error: 'is required' })
      .refine(isUrlWithScheme(['postgres:', 'postgresql:']), 'must be a postgres:// or postgresql:// URL'),
  ),
  DATABASE_PGLITE: bool(false),
  DB_STATEMENT_TIMEOUT_MS: integer(15_000, 0, 3_600_000, 'must be a whole number of milliseconds (0 turns the timeout off)'),
  SESSION_SECRET: optionalText(),
  WEB_DIST_DIR: optionalText(),
  REMOTE_MARKETING_URL: remoteUrl('marketing'),
  REMOTE_DASHBOARD_URL: remoteUrl('dashboard'),
  REMOTE_CHAT_URL: remoteUrl('chat'),
  REMOTE_CANDIDATE_URL: remoteUrl('candidate'),
  GOOGLE_CLIENT_ID: optionalText(),
  GOOGLE_CLIENT_SECRET: optionalText(),
  GOOGLE_AUTH_URL: httpUrl('https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_TOKEN_URL: httpUrl('https://oauth2.googleapis.com/token'),
  GOOGLE_USERINFO_URL: httpUrl('https://openidconnect.googleapis.com/v1/userinfo'),
  GOOGLE_REVOKE_URL: httpUrl('https://oauth2.googleapis.com/revoke'),
  GMAIL_API_URL: httpUrl('https://gmail.googleapis.com'),
  SMTP_URL: z.preprocess(
    blankToUndefined,
    z
      .string()
      .refine(isUrlWithScheme(['smtp:', 'smtps:']), 'must be an smtp:// or smtps:// URL')
      .optional(),
  ),
  MAIL_FROM: z.preprocess(blankToUndefined, z.string().default('Follow-up Agent <no-reply@localhost>')),
  S3_ENDPOINT: optionalHttpUrl(),
  S3_REGION: z.preprocess(blankToUndefined, z.string().default('us-east-1')),
  S3_BUCKET: z.preprocess(blankToUndefined, z.string().default('attachments')),
  S3_ACCESS_KEY_ID: optionalText(),
  S3_SECRET_ACCESS_KEY: optionalText(),
  S3_FORCE_PATH_STYLE: bool(false),
  S3_UPLOAD_URL_TTL_SECONDS: integer(120, 1, 3_600, 'must be a whole number of seconds between 1 and 3600'),
  TOKEN_ENCRYPTION_KEYS: optionalText(),
  TOKEN_ENCRYPTION_KEY_ID: optionalText(),
  DEV_MAIL_URL: optionalHttpUrl(),
  WORKER_ENABLED: bool(true),
  WORKER_NICE: integer(10, 0, 19, 'must be a whole number between 0 and 19'),
  EMAIL_FINDER_PROVIDER: z.preprocess(
    blankToUndefined,
    z.enum(EMAIL_FINDER_PROVIDERS, { error: 'must be one of http, apollo, pdl' }).default('http'),
  ),
  EMAIL_FINDER_URL: optionalHttpUrl(),
  EMAIL_FINDER_API_KEY: optionalText(),
  APOLLO_API_URL: httpUrl('https://api.apollo.io'),
  APOLLO_API_KEY: optionalText(),
  APOLLO_REVEAL_PERSONAL_EMAILS: bool(false),
  PDL_API_URL: httpUrl('https://api.peopledatalabs.com'),
  PDL_API_KEY: optionalText(),
  EMAIL_FINDER_DAILY_CAP: integer(1_000, 0, 10_000_000, 'must be a whole number of lookups a day (0 turns lookups off)'),
  EMAIL_FINDER_CACHE_DAYS: integer(30, 0, 365, 'must be a whole number of days between 0 and 365'),
  EMAIL_FINDER_NOT_FOUND_CACHE_DAYS: integer(7, 0, 365, 'must be a whole number of days between 0 and 365'),
  LLM_BASE_URL: optionalHttpUrl(),
  LLM_MODEL: optionalText(),
  LLM_TIMEOUT_MS: integer(20_000, 1, 600_000, 'must be a whole number of milliseconds between 1 and 600000'),
  RESUME_PARSE_CONCURRENCY: integer(Math.min(16, availableParallelism()), 1, 16, 'must be a whole number between 1 and 16'),
  RESUME_PARSE_QUEUE: integer(10, 0, 1_000, 'must be a whole number between 0 and 1000'),
  RESUME_PARSE_TIMEOUT_MS: integer(5_000, 100, 120_000, 'must be a whole number of milliseconds between 100 and 120000'),
  RESUME_PARSE_MEMORY_MB: integer(160, 16, 4_096, 'must be a whole number of megabytes between 16 and 4096'),
  RESUME_PARSE_PROCESS_MEMORY_MB: integer(512, 192, 16_384, 'must be a whole number of megabytes between 192 and 16384'),
  RESUME_PARSE_BUDGET_MS_PER_HOUR: integer(
    60_000,
    1_000,
    3_600_000,
    'must be a whole number of milliseconds between 1000 and 3600000',
  ),
  STRIPE_SECRET_KEY: optionalText(),
  STRIPE_WEBHOOK_SECRET: optionalText(),
  STRIPE_API_URL: httpUrl('https://api.stripe.com'),
  STRIPE_PRICE_FOCUSED: optionalText(),
  STRIPE_PRICE_RELENTLESS: optionalText(),
  STRIPE_PRICE_ADDON_10: optionalText(),
  STRIPE_PRICE_ADDON_25: optionalText(),
  DEMO_VIDEO_URL: optionalHttpsUrl(),
  LLM_API_KEY: optionalText(),
  TRUST_PROXY: z.preprocess(blankToUndefined, z.string().optional()),
  AUTH_RATE_LIMIT_MAX: integer(20, 1, 1_000_000, 'must be a whole number of at least 1'),
  GRAPHQL_RATE_LIMIT_MAX: integer(
    GRAPHQL_REQUEST_LIMITS.requestsPerUserWindow,
    1,
    1_000_000,
    'must be a whole number of at least 1',
  ),
  GRAPHQL_RATE_LIMIT_SECONDS: integer(
    GRAPHQL_REQUEST_LIMITS.requestWindowSeconds,
    1,
    3_600,
    'must be a whole number of seconds from 1 to 3600',
  ),
  AUTH_ACCOUNT_RATE_LIMIT_MAX: integer(10, 1, 1_000_000, 'must be a whole number of at least 1'),
  AUTH_MAIL_PER_ADDRESS_HOURLY_MAX: integer(3, 1, 1_000_000, 'must be a whole number of at least 1'),
  AUTH_MAIL_PER_ADDRESS_DAILY_MAX: integer(10, 1, 1_000_000, 'must be a whole number of at least 1'),
  AUTH_RATE_LIMIT_WINDOW_MS: integer(
    15 * 60 * 1000,
    1,
    7 * 24 * 3600 * 1000,
    'must be a whole number of milliseconds of at least 1',
  ),
  DAILY_SEND_CAP: integer(DAILY_SEND_CAP, 1, 2_000, 'must be a whole number between 1 and 2000'),
  PROJECT_SEND_RATE: integer(
    PROJECT_SEND_RATE_PER_SECOND,
    1,
    100_000,
    'must be a whole number of sends per second of at least 1',
  ),
  GMAIL_QUOTA_TABLE: z.preprocess(
    blankToUndefined,
    z.enum(GMAIL_QUOTA_TABLE_NAMES, { error: 'must be one of current, legacy' }).default('current'),
  ),
  // At least one send (messages.send costs 100 units). Unset: half of GMAIL_QUOTA_TABLE's limits.
  GMAIL_PROJECT_UNITS_PER_MINUTE: optionalInteger(
    GMAIL_SEND_UNITS,
    100_000_000,
    'must be a whole number of Gmail quota units a minute of at least 100',
  ),
  GMAIL_USER_UNITS_PER_MINUTE: optionalInteger(
    GMAIL_SEND_UNITS,
    1_000_000,
    'must be a whole number of Gmail quota units a minute of at least 100',
  ),
  GMAIL_MAX_SEND_ATTEMPTS: integer(8, 1, 100, 'must be a whole number between 1 and 100'),
  GMAIL_RETRY_BASE_MS: integer(5_000, 1, 3_600_000, 'must be a whole number of milliseconds of at least 1'),
  JOB_POLL_INTERVAL_MS: integer(500, 10, 60_000, 'must be a whole number of milliseconds between 10 and 60000'),
  REPLY_POLL_EVERY_SECONDS: integer(60, 5, 3_600, 'must be a whole number of seconds between 5 and 3600'),
  SEND_CONCURRENCY: integer(20, 1, 500, 'must be a whole number between 1 and 500'),
  JOB_POSTING_ALLOW_LOOPBACK: bool(false),
  JOB_POSTING_READ_TIMEOUT_MS: integer(8_000, 100, 8_000, 'must be a whole number of milliseconds between 100 and 8000'),
  // 0: the daily re-check at each posting's own minute; development and e2e may re-read every few seconds instead.
  JOB_POSTING_RECHECK_EVERY_SECONDS: integer(0, 0, 86_400, 'must be a whole number of seconds between 0 and 86400'),
  JOB_POSTING_GREENHOUSE_API_URL: httpUrl('https://boards-api.greenhouse.io'),
  JOB_POSTING_LEVER_API_URL: httpUrl('https://api.lever.co'),
  JOB_POSTING_ASHBY_API_URL: httpUrl('https://api.ashbyhq.com'),
  JOB_POSTING_WORKABLE_API_URL: httpUrl('https://apply.workable.com'),
  JOB_POSTING_SMARTRECRUITERS_API_URL: httpUrl('https://api.smartrecruiters.com'),
});

type ParsedEnv = z.infer<typeof envSchema>;

/** Parses `keyId:base64` entries; returns the keys or the reason the list is unusable. */
function parseTokenKeys(list: string): { keys: TokenEncryptionKey[] } | { problem: string } {
  const keys: TokenEncryptionKey[] = [];
  for (const [index, rawEntry] of list.split(',').entries()) {
    const entry = rawEntry.trim();
    const separator = entry.indexOf(':');
    const id = separator > 0 ? entry.slice(0, separator) : '';
    const encoded = separator > 0 ? entry.slice(separator + 1) : '';
    const key = Buffer.from(encoded, 'base64');
    if (!/^[A-Za-z0-9_-]+$/.test(id) || key.length !== TOKEN_KEY_BYTES) {
      return {
        problem: `TOKEN_ENCRYPTION_KEYS must be a comma-separated list of keyId:base64 entries of ${TOKEN_KEY_BYTES} bytes (entry ${index + 1} is not)`,
      };
    }
    if (keys.some((k) => k.id === id)) {
      return { problem: `TOKEN_ENCRYPTION_KEYS lists key id "${id}" twice` };
    }
    keys.push({ id, key });
  }
  return { keys };
}

/** The repository root is the nearest folder up from `start` whose package.json declares workspaces. */
export function findRepositoryRoot(start: string = process.cwd()): string {
  let dir = path.resolve(start);
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest)) {
      try {
        if (JSON.parse(readFileSync(manifest, 'utf8')).workspaces) return dir;
      } catch {
        // an unreadable package.json is not the root marker; keep walking up
      }
    }
    const parent = path.dirname(dir);
    if (parent === dir) return path.resolve(start);
    dir = parent;
  }
}

function toProblems(error: z.ZodError): string[] {
  return error.issues.map((issue) => `${issue.path.join('.') || 'configuration'} ${issue.message}`);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const result = envSchema.safeParse(env);
  const problems = result.success ? [] : toProblems(result.error);
  // Cross-field rules only make sense on settings that parsed; still report them alongside the rest.
  const parsed = result.success ? result.data : undefined;
  const nodeEnv = parsed?.NODE_ENV ?? (String(env.NODE_ENV ?? '').trim() === 'production' ? 'production' : 'development');
  const isProduction = nodeEnv === 'production';

  const sessionSecret = blankToUndefined(env.SESSION_SECRET) as string | undefined;
  if (isProduction && !sessionSecret) problems.push('SESSION_SECRET is required when NODE_ENV=production');
  else if (isProduction && sessionSecret && sessionSecret.length < MIN_SESSION_SECRET_LENGTH) {
    problems.push(`SESSION_SECRET must be at least ${MIN_SESSION_SECRET_LENGTH} characters long`);
  }

  const keyList =
    (blankToUndefined(env.TOKEN_ENCRYPTION_KEYS) as string | undefined) ?? (isProduction ? undefined : DEV_TOKEN_KEY);
  let tokenKeys: TokenEncryptionKey[] = [];
  let activeKeyId = '';
  if (keyList === undefined) {
    problems.push('TOKEN_ENCRYPTION_KEYS is required when NODE_ENV=production');
  } else {
    const outcome = parseTokenKeys(keyList);
    if ('problem' in outcome) problems.push(outcome.problem);
    else {
      tokenKeys = outcome.keys;
      const wanted = blankToUndefined(env.TOKEN_ENCRYPTION_KEY_ID) as string | undefined;
      activeKeyId = wanted ?? tokenKeys[0]?.id ?? '';
      if (!tokenKeys.some((k) => k.id === activeKeyId)) {
        problems.push(`TOKEN_ENCRYPTION_KEY_ID must name one of the keys in TOKEN_ENCRYPTION_KEYS (got "${activeKeyId}")`);
      }
    }
  }

  if (parsed?.LLM_BASE_URL && !parsed.LLM_MODEL) {
    problems.push('LLM_MODEL is required when LLM_BASE_URL is set (the model name the endpoint serves, e.g. gpt-4o-mini)');
  }

  if (parsed?.EMAIL_FINDER_PROVIDER === 'apollo' && !parsed.APOLLO_API_KEY) {
    problems.push('APOLLO_API_KEY is required when EMAIL_FINDER_PROVIDER=apollo');
  }
  if (parsed?.EMAIL_FINDER_PROVIDER === 'pdl' && !parsed.PDL_API_KEY) {
    problems.push('PDL_API_KEY is required when EMAIL_FINDER_PROVIDER=pdl');
  }

  if (parsed?.STRIPE_SECRET_KEY && !parsed.STRIPE_WEBHOOK_SECRET) {
    problems.push('STRIPE_WEBHOOK_SECRET is required when STRIPE_SECRET_KEY is set (payments take effect through the webhook)');
  }
  if (parsed?.STRIPE_WEBHOOK_SECRET && !parsed.STRIPE_WEBHOOK_SECRET.startsWith('whsec_')) {
    problems.push('STRIPE_WEBHOOK_SECRET must be the endpoint signing secret (whsec_...)');
  }

  if (isProduction && parsed?.JOB_POSTING_ALLOW_LOOPBACK) {
    problems.push('JOB_POSTING_ALLOW_LOOPBACK must be false when NODE_ENV=production (posting reads never reach this machine)');
  }
  if (isProduction && parsed?.JOB_POSTING_RECHECK_EVERY_SECONDS) {
    problems.push('JOB_POSTING_RECHECK_EVERY_SECONDS must be 0 when NODE_ENV=production (postings are re-read once a day)');
  }

  // Read beside the rest, its problems reported with theirs.
  let microsoft: MicrosoftConfig | undefined;
  try {
    microsoft = loadMicrosoftConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    problems.push(...error.problems);
  }

  if (problems.length > 0 || !parsed || !microsoft) throw new ConfigError(problems);
  return buildConfig(parsed, {
    sessionSecret: sessionSecret ?? DEV_SESSION_SECRET,
    tokenEncryption: { keys: tokenKeys, activeKeyId },
    microsoft,
  });
}

function buildConfig(
  e: ParsedEnv,
  derived: { sessionSecret: string; tokenEncryption: AppConfig['tokenEncryption']; microsoft: MicrosoftConfig },
): AppConfig {
  const appOrigin = new URL(e.APP_ORIGIN).origin;
  return {
    nodeEnv: e.NODE_ENV,
    isProduction: e.NODE_ENV === 'production',
    port: e.PORT,
    logLevel: e.LOG_LEVEL,
    appOrigin,
    database: { url: e.DATABASE_URL, pglite: e.DATABASE_PGLITE, statementTimeoutMs: e.DB_STATEMENT_TIMEOUT_MS },
    session: { secret: derived.sessionSecret, secureCookie: appOrigin.startsWith('https:') },
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? findRepositoryRoot()),
    remotes: {
      marketing: e.REMOTE_MARKETING_URL,
      dashboard: e.REMOTE_DASHBOARD_URL,
      chat: e.REMOTE_CHAT_URL,
      candidate: e.REMOTE_CANDIDATE_URL,
    },
    google: {
      clientId: e.GOOGLE_CLIENT_ID,
      clientSecret: e.GOOGLE_CLIENT_SECRET,
      authUrl: e.GOOGLE_AUTH_URL,
      tokenUrl: e.GOOGLE_TOKEN_URL,
      userInfoUrl: e.GOOGLE_USERINFO_URL,
      revokeUrl: e.GOOGLE_REVOKE_URL,
      gmailApiUrl: e.GMAIL_API_URL,
    },
    smtp: { url: e.SMTP_URL, from: e.MAIL_FROM },
    s3: {
      endpoint: e.S3_ENDPOINT,
      region: e.S3_REGION,
      bucket: e.S3_BUCKET,
      accessKeyId: e.S3_ACCESS_KEY_ID,
      secretAccessKey: e.S3_SECRET_ACCESS_KEY,
      forcePathStyle: e.S3_FORCE_PATH_STYLE,
      uploadUrlTtlSeconds: e.S3_UPLOAD_URL_TTL_SECONDS,
    },
    tokenEncryption: derived.tokenEncryption,
    devMailUrl: e.DEV_MAIL_URL,
    workerEnabled: e.WORKER_ENABLED,
    workerNice: e.WORKER_NICE,
    emailFinder: {
      provider: e.EMAIL_FINDER_PROVIDER,
      url: e.EMAIL_FINDER_URL,
      apiKey: e.EMAIL_FINDER_API_KEY,
      apollo: { url: e.APOLLO_API_URL, apiKey: e.APOLLO_API_KEY, revealPersonalEmails: e.APOLLO_REVEAL_PERSONAL_EMAILS },
      pdl: { url: e.PDL_API_URL, apiKey: e.PDL_API_KEY },
      dailyCap: e.EMAIL_FINDER_DAILY_CAP,
      cacheDays: e.EMAIL_FINDER_CACHE_DAYS,
      notFoundCacheDays: e.EMAIL_FINDER_NOT_FOUND_CACHE_DAYS,
    },
    stripe: {
      secretKey: e.STRIPE_SECRET_KEY,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET,
      apiUrl: e.STRIPE_API_URL,
      prices: {
        focused: e.STRIPE_PRICE_FOCUSED ?? null,
        relentless: e.STRIPE_PRICE_RELENTLESS ?? null,
        addon_10: e.STRIPE_PRICE_ADDON_10 ?? null,
        addon_25: e.STRIPE_PRICE_ADDON_25 ?? null,
      },
    },
    demoVideoUrl: e.DEMO_VIDEO_URL ?? null,
    llm: { baseUrl: e.LLM_BASE_URL, apiKey: e.LLM_API_KEY, model: e.LLM_MODEL, timeoutMs: e.LLM_TIMEOUT_MS },
    resumeParse: {
      concurrency: e.RESUME_PARSE_CONCURRENCY,
      maxQueued: e.RESUME_PARSE_QUEUE,
      timeoutMs: e.RESUME_PARSE_TIMEOUT_MS,
      memoryMb: e.RESUME_PARSE_MEMORY_MB,
      processMemoryMb: e.RESUME_PARSE_PROCESS_MEMORY_MB,
      hourlyBudgetMs: e.RESUME_PARSE_BUDGET_MS_PER_HOUR,
    },
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    authRateLimit: {
      max: e.AUTH_RATE_LIMIT_MAX,
      windowMs: e.AUTH_RATE_LIMIT_WINDOW_MS,
      perAccountMax: e.AUTH_ACCOUNT_RATE_LIMIT_MAX,
      mailPerAddressHourly: e.AUTH_MAIL_PER_ADDRESS_HOURLY_MAX,
      mailPerAddressDaily: e.AUTH_MAIL_PER_ADDRESS_DAILY_MAX,
    },
    graphqlRateLimit: { max: e.GRAPHQL_RATE_LIMIT_MAX, seconds: e.GRAPHQL_RATE_LIMIT_SECONDS },
    delivery: {
      dailySendCap: e.DAILY_SEND_CAP,
      projectSendRatePerSecond: e.PROJECT_SEND_RATE,
      gmailQuotaTable: e.GMAIL_QUOTA_TABLE,
      gmailProjectUnitsPerMinute: e.GMAIL_PROJECT_UNITS_PER_MINUTE ?? gmailQuotaBudget(e.GMAIL_QUOTA_TABLE).projectUnitsPerMinute,
      gmailUserUnitsPerMinute: e.GMAIL_USER_UNITS_PER_MINUTE ?? gmailQuotaBudget(e.GMAIL_QUOTA_TABLE).userUnitsPerMinute,
      maxSendAttempts: e.GMAIL_MAX_SEND_ATTEMPTS,
      retryBaseDelayMs: e.GMAIL_RETRY_BASE_MS,
      jobPollIntervalMs: e.JOB_POLL_INTERVAL_MS,
      replyPollEverySeconds: e.REPLY_POLL_EVERY_SECONDS,
      sendConcurrency: e.SEND_CONCURRENCY,
    },
    jobPosting: {
      allowLoopback: e.JOB_POSTING_ALLOW_LOOPBACK,
      readTimeoutMs: e.JOB_POSTING_READ_TIMEOUT_MS,
      recheckEveryMs: e.JOB_POSTING_RECHECK_EVERY_SECONDS * 1000 || undefined,
      atsApiUrls: {
        greenhouse: e.JOB_POSTING_GREENHOUSE_API_URL,
        lever: e.JOB_POSTING_LEVER_API_URL,
        ashby: e.JOB_POSTING_ASHBY_API_URL,
        workable: e.JOB_POSTING_WORKABLE_API_URL,
        smartrecruiters: e.JOB_POSTING_SMARTRECRUITERS_API_URL,
      },
    },
    microsoft: derived.microsoft,
  };
}

/**
 * TRUST_PROXY: unset, empty, 'false' or '0' -> false (X-Forwarded-For is ignored: the socket address counts, so a
 * client cannot pick the address its per-IP limits count); a whole number -> that many proxy hops; anything else
 * -> passed to Express as addresses or subnets ('loopback', '10.0.0.0/8, 172.16.0.1').
 */
export function parseTrustProxy(value: string | undefined): boolean | number | string {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false' || text === '0') return false;
  if (/^\d+$/.test(text)) return Number(text);
  return text;
}
