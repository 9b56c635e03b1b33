// The Microsoft settings (the MICROSOFT_* variables of .env.example), read by loadConfig as AppConfig.microsoft: the
// identity platform and Graph hosts, the app registration, and the extra certificate authority the devstack stand-in
// needs.
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { ConfigError } from './config.error';

export interface MicrosoftConfig {
  /** Unset: this process has no Microsoft mailbox (no adapter is built). */
  clientId: string | undefined;
  clientSecret: string | undefined;
  /** The identity platform's origin; the adapter's authority is `${loginUrl}/common`. */
  loginUrl: string;
  /** Microsoft Graph's origin (v1.0 mail calls). */
  graphUrl: string;
  /** Extra certificate authorities (PEM) both hosts are trusted by: the stand-in's own; never in production. */
  caPem: string | undefined;
}

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const isHttpsOrigin = (value: string) => URL.canParse(value) && new URL(value).protocol === 'https:';
// msal-node refuses any authority but https (authority_uri_insecure), so both hosts are https.
const httpsUrl = (fallback: string) =>
  z.preprocess(blankToUndefined, z.string().refine(isHttpsOrigin, 'must be an absolute https URL').default(fallback));
const optionalText = () => z.preprocess(blankToUndefined, z.string().optional());

const microsoftEnvSchema = z.object({
  MICROSOFT_CLIENT_ID: optionalText(),
  MICROSOFT_CLIENT_SECRET: optionalText(),
  MICROSOFT_LOGIN_URL: httpsUrl('https://login.microsoftonline.com'),
  MICROSOFT_GRAPH_URL: httpsUrl('https://graph.microsoft.com'),
  MICROSOFT_CA_PEM_FILE: optionalText(),
});

/** The configured host as an origin (a trailing slash or path is dropped). */
const origin = (url: string) => new URL(url).origin;

export function loadMicrosoftConfig(env: NodeJS.ProcessEnv = process.env): MicrosoftConfig {
  const result = microsoftEnvSchema.safeParse(env);
  const problems = result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.') || 'configuration'} ${issue.message}`);
  const e = result.success ? result.data : undefined;
  if (e && Boolean(e.MICROSOFT_CLIENT_ID) !== Boolean(e.MICROSOFT_CLIENT_SECRET)) {
    problems.push('MICROSOFT_CLIENT_ID and MICROSOFT_CLIENT_SECRET are set together or not at all');
  }
  const isProduction = String(env.NODE_ENV ?? '').trim() === 'production';
  if (e?.MICROSOFT_CA_PEM_FILE && isProduction) {
    problems.push('MICROSOFT_CA_PEM_FILE must be empty when NODE_ENV=production (Microsoft is trusted by the system CAs)');
  }
  let caPem: string | undefined;
  if (e?.MICROSOFT_CA_PEM_FILE && !isProduction) {
    try {
      caPem = readFileSync(e.MICROSOFT_CA_PEM_FILE, 'utf8');
      if (!caPem.includes('-----BEGIN CERTIFICATE-----')) problems.push('MICROSOFT_CA_PEM_FILE holds no PEM certificate');
    } catch (error) {
      problems.push(`MICROSOFT_CA_PEM_FILE cannot be read (${(error as NodeJS.ErrnoException).code ?? String(error)})`);
    }
  }
  if (problems.length > 0 || !e) throw new ConfigError(problems);
  return {
    clientId: e.MICROSOFT_CLIENT_ID,
    clientSecret: e.MICROSOFT_CLIENT_SECRET,
    loginUrl: origin(e.MICROSOFT_LOGIN_URL),
    graphUrl: origin(e.MICROSOFT_GRAPH_URL),
    caPem,
  };
}

/** Whether this process can serve Microsoft mailboxes (an app registration is configured). */
export const isMicrosoftConfigured = (
  config: MicrosoftConfig,
): config is MicrosoftConfig & { clientId: string; clientSecret: string } => Boolean(config.clientId && config.clientSecret);
