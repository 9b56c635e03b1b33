// 'Continue with Microsoft' through @azure/msal-node: the authorize URL for `openid email profile` only (no Graph
// permission), the code exchange, and who the user is, read from the id_token's claims. No token is kept: the access
// token (and any refresh token) die with the per-call MSAL client. Settings' "Connect Outlook" is the mail grant.
import type { MicrosoftConfig } from '../../config/microsoft.config';
import { isMicrosoftConfigured } from '../../config/microsoft.config';
import { microsoftClientsFor } from './microsoft-clients.registry';
import type { MicrosoftHttps } from './microsoft-https.client';
import { aadstsOf, toMicrosoftOAuthError } from './microsoft-oauth.error';
import { MsalAppSource } from './msal-app.source';
import { microsoftIdentityOf, type MicrosoftIdentity } from './microsoft-identity';
import { MICROSOFT_SIGN_IN_ONLY_SCOPES } from 'contracts';

export interface MicrosoftSignInSettings {
  clientId: string;
  clientSecret: string;
  /** The identity platform's origin; the authority is `${loginUrl}/common` (personal and work or school accounts). */
  loginUrl: string;
  https: MicrosoftHttps;
  customCa: boolean;
}

export type MicrosoftSignInOutcome =
  | { kind: 'signed-in'; identity: MicrosoftIdentity }
  /** Cancel on Microsoft's consent page (access_denied). */
  | { kind: 'consent-refused' }
  /** A tenant that lets only its administrators consent (AADSTS90094's page, answered consent_required / 65001). */
  | { kind: 'admin-consent-required' }
  | { kind: 'failed'; detail: string };

/** The authorize endpoint's "an administrator must approve" codes (as microsoft-consent.service.ts reads them). */
const ADMIN_CONSENT_AADSTS = new Set([90094, 90095, 65001]);

export class MicrosoftSignInClient {
  private readonly apps: MsalAppSource;

  constructor(settings: MicrosoftSignInSettings) {
    this.apps = new MsalAppSource(settings);
  }

  /**
   * The authorize URL: PKCE S256, `state`, `prompt=select_account`. MSAL adds `offline_access` to every request by
   * itself (ClientApplication.initializeBaseRequest); sign-in keeps no token, so the URL asks only for the OpenID
   * scopes and Microsoft's consent page lists nothing more than name and address.
   */
  async signInUrl(input: { redirectUri: string; state: string; codeChallenge: string }): Promise<string> {
    const url = new URL(
      await (
        await this.apps.client()
      ).getAuthCodeUrl({
        scopes: [...MICROSOFT_SIGN_IN_ONLY_SCOPES],
        redirectUri: input.redirectUri,
        state: input.state,
        codeChallenge: input.codeChallenge,
        codeChallengeMethod: 'S256',
        responseMode: 'query',
        prompt: 'select_account',
      }),
    );
    url.searchParams.set('scope', MICROSOFT_SIGN_IN_ONLY_SCOPES.join(' '));
    return url.toString();
  }

  /** Reads Microsoft's redirect back (`code`, or `error` and `error_description`) and redeems the code. */
  async complete(input: {
    query: Record<string, unknown>;
    codeVerifier: string;
    redirectUri: string;
  }): Promise<MicrosoftSignInOutcome> {
    const text = (name: string) => (typeof input.query[name] === 'string' ? (input.query[name] as string) : undefined);
    const error = text('error');
    if (error) {
      const aadsts = aadstsOf(text('error_description'));
      if (error === 'consent_required' || (aadsts !== undefined && ADMIN_CONSENT_AADSTS.has(aadsts)))
        return { kind: 'admin-consent-required' };
      if (error === 'access_denied') return { kind: 'consent-refused' };
      return { kind: 'failed', detail: `${error}${aadsts ? ` AADSTS${aadsts}` : ''}` };
    }
    const code = text('code');
    if (!code) return { kind: 'failed', detail: 'no code in the answer' };
    try {
      const result = await (
        await this.apps.client()
      ).acquireTokenByCode({
        code,
        codeVerifier: input.codeVerifier,
        redirectUri: input.redirectUri,
        scopes: [...MICROSOFT_SIGN_IN_ONLY_SCOPES],
      });
      const identity = microsoftIdentityOf((result.idTokenClaims ?? {}) as Record<string, unknown>);
      if (!identity) return { kind: 'failed', detail: 'the id_token names no tid and oid' };
      return { kind: 'signed-in', identity };
    } catch (caught) {
      const failure = toMicrosoftOAuthError(caught, true);
      if (failure.options.aadsts !== undefined && ADMIN_CONSENT_AADSTS.has(failure.options.aadsts))
        return { kind: 'admin-consent-required' };
      return { kind: 'failed', detail: `${failure.kind}: ${failure.message}` };
    }
  }
}

const clientsByConfig = new WeakMap<MicrosoftConfig, MicrosoftSignInClient>();

/** The process's sign-in client for these settings (sharing the HTTPS client), or undefined when not configured. */
export function microsoftSignInClientFor(microsoft: MicrosoftConfig): MicrosoftSignInClient | undefined {
  if (!isMicrosoftConfigured(microsoft)) return undefined;
  let client = clientsByConfig.get(microsoft);
  if (!client) {
    client = new MicrosoftSignInClient({
      clientId: microsoft.clientId,
      clientSecret: microsoft.clientSecret,
      loginUrl: microsoft.loginUrl,
      https: microsoftClientsFor(microsoft).https,
      customCa: Boolean(microsoft.caPem),
    });
    clientsByConfig.set(microsoft, client);
  }
  return client;
}
