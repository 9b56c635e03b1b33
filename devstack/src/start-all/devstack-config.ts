import { join, resolve } from 'node:path';

/** Default loopback ports of the wiring brief; each can be moved with an env variable. */
export const SERVICES = {
  google: { label: 'Google stand-in (OAuth + Gmail API)', defaultPort: 4010, env: 'DEVSTACK_GOOGLE_PORT' },
  smtp: { label: 'SMTP inbox (SMTP)', defaultPort: 2525, env: 'DEVSTACK_SMTP_PORT' },
  inbox: { label: 'SMTP inbox (HTTP)', defaultPort: 4020, env: 'DEVSTACK_INBOX_PORT' },
  s3: { label: 'S3 stand-in', defaultPort: 4030, env: 'DEVSTACK_S3_PORT' },
  pglite: { label: 'PGlite (Postgres socket)', defaultPort: 5433, env: 'DEVSTACK_PGLITE_PORT' },
  finder: { label: 'Email finder stand-in', defaultPort: 4040, env: 'DEVSTACK_FINDER_PORT' },
  llm: { label: 'LLM stand-in (OpenAI-compatible)', defaultPort: 4050, env: 'DEVSTACK_LLM_PORT' },
  stripe: { label: 'Stripe stand-in', defaultPort: 4060, env: 'DEVSTACK_STRIPE_PORT' },
  jobBoards: { label: 'Job boards stand-in (ATS APIs + careers site)', defaultPort: 4070, env: 'DEVSTACK_JOB_BOARDS_PORT' },
  microsoft: { label: 'Microsoft stand-in (login + Graph, HTTPS)', defaultPort: 4080, env: 'DEVSTACK_MICROSOFT_PORT' },
  microsoftPages: { label: 'Microsoft stand-in (sign-in pages, HTTP)', defaultPort: 4081, env: 'DEVSTACK_MICROSOFT_PAGES_PORT' },
  app: { label: 'App (api)', defaultPort: 8080, env: 'PORT' },
} as const;

export type ServiceName = keyof typeof SERVICES;

export interface StartAllConfig {
  repoRoot: string;
  dataDir: string;
  apiEntry: string;
  ports: Record<ServiceName, number>;
  /** The user's own DATABASE_URL: then no PGlite is started. */
  externalDatabaseUrl?: string;
  /** DEV_LLM=1: run the LLM stand-in and point the api's email writer at it (else the template writer drafts). */
  devLlm: boolean;
  readyTimeoutMs: number;
}

function port(env: NodeJS.ProcessEnv, name: ServiceName): number {
  const service = SERVICES[name];
  const raw = env[service.env];
  if (raw === undefined || raw === '') return service.defaultPort;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 65535)
    throw new Error(`${service.env} must be a port number, got "${raw}"`);
  return value;
}

/** Settings of the launcher itself; tests move ports, data and the api entry with these variables. */
export function readStartAllConfig(env: NodeJS.ProcessEnv, repoRoot: string): StartAllConfig {
  const appPort = port(env, 'app');
  // The launcher polls the api on this port, so it has to be known in advance.
  if (appPort === 0) throw new Error('PORT must be a fixed port for npm start (0 is not supported)');
  return {
    repoRoot,
    dataDir: resolve(repoRoot, env.DEVSTACK_DATA_DIR || 'data'),
    apiEntry: resolve(repoRoot, env.START_ALL_API_ENTRY || join('api', 'src', 'server.ts')),
    ports: {
      google: port(env, 'google'),
      smtp: port(env, 'smtp'),
      inbox: port(env, 'inbox'),
      s3: port(env, 's3'),
      pglite: port(env, 'pglite'),
      finder: port(env, 'finder'),
      llm: port(env, 'llm'),
      stripe: port(env, 'stripe'),
      jobBoards: port(env, 'jobBoards'),
      microsoft: port(env, 'microsoft'),
      microsoftPages: port(env, 'microsoftPages'),
      app: appPort,
    },
    externalDatabaseUrl: env.DATABASE_URL || undefined,
    devLlm: ['1', 'true', 'yes'].includes((env.DEV_LLM ?? '').trim().toLowerCase()),
    readyTimeoutMs: Number(env.START_ALL_READY_TIMEOUT_MS) || 60000,
  };
}
