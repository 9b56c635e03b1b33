import express, { Router, type Request, type Response } from 'express';
import { renderConsentPage, renderErrorPage } from './consent-page';
import { gate, type GoogleContext } from './google-context';
import { sendOAuthError } from './google-errors';
import { buildIdToken, identityClaims } from './id-token';
import type { AccessToken, AuthRequest, Grant, OAuthClient } from './oauth.store';

type Params = Record<string, unknown>;

function text(params: Params, name: string): string | undefined {
  const value = params[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function redirectWith(res: Response, redirectUri: string, params: Record<string, string | undefined>): void {
  const target = new URL(redirectUri);
  for (const [name, value] of Object.entries(params)) if (value !== undefined) target.searchParams.set(name, value);
  res.redirect(302, target.toString());
}

/** client_id/client_secret from the body (client_secret_post) or an HTTP Basic header (client_secret_basic). */
function clientCredentials(req: Request, body: Params): { clientId?: string; clientSecret?: string } {
  const header = req.headers.authorization;
  if (header?.startsWith('Basic ')) {
    const decoded = Buffer.from(header.slice(6), 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    return {
      clientId: decodeURIComponent(decoded.slice(0, colon)),
      clientSecret: decodeURIComponent(decoded.slice(colon + 1)),
    };
  }
  return { clientId: text(body, 'client_id'), clientSecret: text(body, 'client_secret') };
}

function bearerToken(req: Request): string | undefined {
  const header = req.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim();
  return text(req.query as Params, 'access_token');
}

/** OAuth 2.0 / OpenID Connect endpoints with Google's paths and error shapes. */
export function createOAuthRouter(context: GoogleContext): Router {
  const router = Router();
  const { oauth } = context;
  const formOrJson = [express.urlencoded({ extended: false }), express.json()];

  const showConsent = (res: Response, request: AuthRequest) => {
    res.type('html').send(renderConsentPage(request, oauth.accounts()));
  };
  const errorPage = (res: Response, status: number, error: string, description: string) => {
    res
      .status(status)
      .type('html')
      .send(renderErrorPage(status, error, description));
  };

  router.get('/o/oauth2/v2/auth', (req, res) => {
    const query = req.query as Params;
    const clientId = text(query, 'client_id');
    const client = clientId ? oauth.client(clientId) : undefined;
    if (!client) return errorPage(res, 401, 'invalid_client', 'The OAuth client was not found.');
    const redirectUri = text(query, 'redirect_uri');
    if (!redirectUri || !URL.canParse(redirectUri)) {
      return errorPage(res, 400, 'invalid_request', 'Missing required parameter: redirect_uri');
    }
    if (client.redirectUris?.length && !client.redirectUris.includes(redirectUri)) {
      return errorPage(
        res,
        400,
        'redirect_uri_mismatch',
        `You can't sign in to this app because it doesn't comply with Google's OAuth 2.0 policy. redirect_uri=${redirectUri}`,
      );
    }
    const state = text(query, 'state');
    if (text(query, 'response_type') !== 'code') {
      return redirectWith(res, redirectUri, { error: 'unsupported_response_type', state });
    }
    const scope = text(query, 'scope');
    if (!scope) return errorPage(res, 400, 'invalid_request', 'Missing required parameter: scope');
    const method = text(query, 'code_challenge_method');
    const request = oauth.createAuthRequest({
      clientId: client.clientId,
      redirectUri,
      scopes: scope.split(/[\s+]+/).filter(Boolean),
      state,
      nonce: text(query, 'nonce'),
      offline: text(query, 'access_type') === 'offline',
      loginHint: text(query, 'login_hint'),
      includeGrantedScopes: text(query, 'include_granted_scopes') === 'true',
      codeChallenge: text(query, 'code_challenge'),
      codeChallengeMethod: method === 'S256' ? 'S256' : method ? 'plain' : undefined,
      prompt: text(query, 'prompt'),
    });
    showConsent(res, request);
  });

  router.get('/o/oauth2/v2/auth/consent', (req, res) => {
    const request = oauth.authRequest(String(req.query.request ?? ''));
    if (!request) return errorPage(res, 400, 'invalid_request', 'This sign-in request has expired. Start again from the app.');
    showConsent(res, request);
  });

  router.post('/o/oauth2/v2/auth/add-account', express.urlencoded({ extended: false }), (req, res) => {
    const body = (req.body ?? {}) as Params;
    const requestId = text(body, 'request') ?? '';
    const email = text(body, 'email');
    if (email && /^[^@\s]+@[^@\s]+$/.test(email)) oauth.addAccount({ email, name: text(body, 'name') });
    res.redirect(303, `/o/oauth2/v2/auth/consent?request=${encodeURIComponent(requestId)}`);
  });

  // An account's link grants every requested scope; its granular form (granular=1) only the ticked `scope` boxes.
  router.get('/o/oauth2/v2/auth/choose', (req, res) => {
    const ticked = req.query.granular === '1' ? [req.query.scope ?? []].flat().map(String) : undefined;
    const approved = oauth.approve(String(req.query.request ?? ''), String(req.query.email ?? ''), ticked);
    if (!approved) return errorPage(res, 400, 'invalid_request', 'This sign-in request has expired. Start again from the app.');
    const { code, request, scopes } = approved;
    redirectWith(res, request.redirectUri, {
      state: request.state,
      code,
      scope: scopes.join(' '),
      authuser: '0',
      prompt: 'consent',
    });
  });

  router.get('/o/oauth2/v2/auth/deny', (req, res) => {
    const request = oauth.deny(String(req.query.request ?? ''));
    if (!request) return errorPage(res, 400, 'invalid_request', 'This sign-in request has expired. Start again from the app.');
    redirectWith(res, request.redirectUri, { error: 'access_denied', state: request.state });
  });

  const tokenResponse = (grant: Grant, accessToken: AccessToken, includeRefreshToken: boolean) => {
    const account = oauth.account(grant.email);
    const expiresIn = Math.max(0, Math.round((accessToken.expiresAt - Date.now()) / 1000));
    return {
      access_token: accessToken.token,
      expires_in: expiresIn,
      ...(includeRefreshToken && grant.refreshToken ? { refresh_token: grant.refreshToken } : {}),
      scope: [...grant.scopes].join(' '),
      token_type: 'Bearer',
      ...(account ? { id_token: buildIdToken(context.baseUrl(), grant, account, expiresIn) } : {}),
    };
  };

  router.post('/token', gate(context, 'token', 'oauth'), ...formOrJson, (req, res) => {
    const body = (req.body ?? {}) as Params;
    const { clientId, clientSecret } = clientCredentials(req, body);
    const client: OAuthClient | undefined = clientId ? oauth.client(clientId) : undefined;
    if (!client) return sendOAuthError(res, 401, 'invalid_client', 'The OAuth client was not found.');
    if (client.clientSecret !== clientSecret) return sendOAuthError(res, 401, 'invalid_client', 'Unauthorized');
    res.setHeader('Cache-Control', 'no-cache, no-store, max-age=0, must-revalidate');
    const grantType = text(body, 'grant_type');
    if (grantType === 'authorization_code') {
      const code = text(body, 'code');
      if (!code) return sendOAuthError(res, 400, 'invalid_request', 'Missing required parameter: code');
      const result = oauth.exchangeCode(code, client.clientId, text(body, 'redirect_uri'), text(body, 'code_verifier'));
      if (!result.ok) return sendOAuthError(res, 400, result.error, 'Bad Request');
      return res.json(tokenResponse(result.grant, result.accessToken, true));
    }
    if (grantType === 'refresh_token') {
      const refreshToken = text(body, 'refresh_token');
      if (!refreshToken) return sendOAuthError(res, 400, 'invalid_request', 'Missing required parameter: refresh_token');
      const accessToken = oauth.refresh(refreshToken, client.clientId);
      if (!accessToken) return sendOAuthError(res, 400, 'invalid_grant', 'Token has been expired or revoked.');
      return res.json(tokenResponse(accessToken.grant, accessToken, false));
    }
    sendOAuthError(res, 400, 'unsupported_grant_type', `Invalid grant_type: ${grantType ?? ''}`);
  });

  const userinfo = (req: Request, res: Response) => {
    const token = bearerToken(req);
    const accessToken = token ? oauth.validAccessToken(token) : undefined;
    const account = accessToken ? oauth.account(accessToken.grant.email) : undefined;
    if (!accessToken || !account) {
      res.setHeader('WWW-Authenticate', 'Bearer realm="https://accounts.google.com/", error="invalid_token"');
      return sendOAuthError(res, 401, 'invalid_request', 'Invalid Credentials');
    }
    res.json(identityClaims(account, accessToken.scopes));
  };
  router.get('/v1/userinfo', gate(context, 'userinfo', 'api'), userinfo);
  router.get('/oauth2/v3/userinfo', gate(context, 'userinfo', 'api'), userinfo);

  const revoke = (req: Request, res: Response) => {
    const token = text(req.query as Params, 'token') ?? text((req.body ?? {}) as Params, 'token');
    if (!token || !oauth.revokeToken(token)) return sendOAuthError(res, 400, 'invalid_token', 'Token expired or revoked');
    res.json({});
  };
  router.post('/revoke', gate(context, 'revoke', 'oauth'), ...formOrJson, revoke);
  router.get('/revoke', gate(context, 'revoke', 'oauth'), revoke);

  router.get('/.well-known/openid-configuration', (_req, res) => {
    const base = context.baseUrl();
    res.json({
      issuer: base,
      authorization_endpoint: `${base}/o/oauth2/v2/auth`,
      device_authorization_endpoint: `${base}/device/code`,
      token_endpoint: `${base}/token`,
      userinfo_endpoint: `${base}/v1/userinfo`,
      revocation_endpoint: `${base}/revoke`,
      jwks_uri: `${base}/oauth2/v3/certs`,
      response_types_supported: ['code'],
      subject_types_supported: ['public'],
      id_token_signing_alg_values_supported: ['none'],
      scopes_supported: ['openid', 'email', 'profile'],
      token_endpoint_auth_methods_supported: ['client_secret_post', 'client_secret_basic'],
      claims_supported: [
        'aud',
        'email',
        'email_verified',
        'exp',
        'family_name',
        'given_name',
        'iat',
        'iss',
        'name',
        'picture',
        'sub',
      ],
      code_challenge_methods_supported: ['plain', 'S256'],
      grant_types_supported: ['authorization_code', 'refresh_token'],
    });
  });
  // No signing keys: id_tokens are unsigned (see id-token.ts).
  router.get('/oauth2/v3/certs', (_req, res) => {
    res.json({ keys: [] });
  });

  return router;
}
