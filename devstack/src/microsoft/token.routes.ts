import express, { Router, type Request, type Response } from 'express';
import { sendFault, type MicrosoftContext } from './microsoft-context';
import { buildClientInfo, buildIdToken } from './id-token';
import { AADSTS, fill, sendTokenError } from './identity-errors';
import { verifierMatches, type AppRegistration, type Grant } from './identity.store';
import { OIDC_SCOPES, parseScopes } from './scopes';

type Body = Record<string, unknown>;
const text = (body: Body, name: string) =>
  typeof body[name] === 'string' && body[name] !== '' ? (body[name] as string) : undefined;

function clientCredentials(req: Request, body: Body): { clientId?: string; clientSecret?: string } {
  const header = req.headers.authorization;
  if (header?.startsWith('Basic ')) {
    const decoded = Buffer.from(header.slice(6), 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    return { clientId: decodeURIComponent(decoded.slice(0, colon)), clientSecret: decodeURIComponent(decoded.slice(colon + 1)) };
  }
  return { clientId: text(body, 'client_id'), clientSecret: text(body, 'client_secret') };
}

const malformed = [9002313, 'Invalid request. Request is malformed or invalid.'] as const;

/** `/{tenant}/oauth2/v2.0/token`: authorization_code (PKCE, one use, 10 minutes) and refresh_token (rotating). */
export function createTokenRouter(context: MicrosoftContext): Router {
  const router = Router();
  const { identity } = context;

  const answer = (res: Response, req: Request, app: AppRegistration, grant: Grant, scopes: string[]) => {
    const account = identity.account(grant.email)!;
    const offline = scopes.includes('offline_access');
    const { access, refresh } = identity.issueTokens(grant, scopes, offline);
    const expiresIn = Math.round((access.expiresAt - Date.now()) / 1000);
    const body = (req.body ?? {}) as Body;
    res.setHeader('Cache-Control', 'no-store, no-cache');
    res.json({
      token_type: 'Bearer',
      // Granted exactly as asked; offline_access is not echoed (it shows as the refresh_token).
      scope: scopes.filter((scope) => scope !== 'offline_access').join(' '),
      expires_in: expiresIn,
      ext_expires_in: expiresIn,
      access_token: access.token,
      ...(refresh ? { refresh_token: refresh.token } : {}),
      ...(scopes.includes('openid')
        ? {
            id_token: buildIdToken({
              issuerBase: context.baseUrl(),
              clientId: app.clientId,
              account,
              scopes: new Set(scopes),
              nonce: grant.nonce,
              ttlSeconds: 3600,
            }),
          }
        : {}),
      ...(text(body, 'client_info') === '1' ? { client_info: buildClientInfo(account) } : {}),
    });
  };

  router.post('/:tenant/oauth2/v2.0/token', express.urlencoded({ extended: false }), (req, res) => {
    const fault = context.faults.take('token');
    if (fault) return sendFault(res, fault);
    const body = (req.body ?? {}) as Body;
    const { clientId, clientSecret } = clientCredentials(req, body);
    const app = identity.app(clientId);
    if (!app)
      return sendTokenError(
        res,
        400,
        'unauthorized_client',
        AADSTS.unknownClient[0],
        fill(AADSTS.unknownClient[1], { clientId: clientId ?? '', tenant: req.params.tenant }),
      );
    if (app.clientSecret !== clientSecret)
      return sendTokenError(
        res,
        401,
        'invalid_client',
        AADSTS.badSecret[0],
        fill(AADSTS.badSecret[1], { clientId: app.clientId }),
      );
    const grantType = text(body, 'grant_type');
    if (grantType === 'authorization_code') return redeemCode(req, res, app);
    if (grantType === 'refresh_token') return redeemRefresh(req, res, app);
    sendTokenError(
      res,
      400,
      'unsupported_grant_type',
      70003,
      `The app requested an unsupported grant type '${grantType ?? ''}'.`,
    );
  });

  function redeemCode(req: Request, res: Response, app: AppRegistration): void {
    const body = (req.body ?? {}) as Body;
    const value = text(body, 'code');
    if (!value)
      return sendTokenError(res, 400, 'invalid_request', AADSTS.missingField[0], fill(AADSTS.missingField[1], { field: 'code' }));
    const code = identity.code(value);
    if (!code || code.request.clientId !== app.clientId) return sendTokenError(res, 400, 'invalid_grant', ...malformed);
    if (code.redeemed) return sendTokenError(res, 400, 'invalid_grant', ...AADSTS.codeRedeemed);
    if (code.expiresAt <= Date.now()) return sendTokenError(res, 400, 'invalid_grant', ...AADSTS.codeExpired);
    const redirectUri = text(body, 'redirect_uri');
    if (redirectUri !== code.request.redirectUri) {
      return sendTokenError(
        res,
        400,
        'invalid_grant',
        AADSTS.redirectMismatch[0],
        fill(AADSTS.redirectMismatch[1], { redirectUri: redirectUri ?? '', clientId: app.clientId }),
      );
    }
    if (code.request.codeChallenge) {
      const verifier = text(body, 'code_verifier');
      // A code asked with a code_challenge and redeemed without its verifier (reported: django-allauth#2916).
      if (!verifier) return sendTokenError(res, 400, 'invalid_grant', ...AADSTS.verifierMissing);
      if (!verifierMatches(code.request, verifier)) return sendTokenError(res, 400, 'invalid_grant', ...AADSTS.verifierMismatch);
    }
    code.redeemed = true;
    code.grant.nonce = code.request.nonce;
    answer(res, req, app, code.grant, code.scopes);
  }

  function redeemRefresh(req: Request, res: Response, app: AppRegistration): void {
    const body = (req.body ?? {}) as Body;
    const value = text(body, 'refresh_token');
    if (!value)
      return sendTokenError(
        res,
        400,
        'invalid_request',
        AADSTS.missingField[0],
        fill(AADSTS.missingField[1], { field: 'refresh_token' }),
      );
    const refresh = identity.refreshToken(value);
    if (!refresh || refresh.grant.clientId !== app.clientId) return sendTokenError(res, 400, 'invalid_grant', ...malformed);
    const { grant } = refresh;
    const issued = new Date(refresh.issuedAt).toISOString();
    if (grant.revoked === 'passwordReset') {
      return sendTokenError(
        res,
        400,
        'invalid_grant',
        AADSTS.grantRevoked[0],
        fill(AADSTS.grantRevoked[1], { issued, now: new Date().toISOString() }),
      );
    }
    const asked = parseScopes(text(body, 'scope'));
    const scopes = asked.length > 0 ? asked : [...grant.scopes];
    if (grant.revoked === 'consentRemoved' || !identity.grantCovers(grant, scopes)) {
      const message = fill(AADSTS.notConsented[1], { clientId: app.clientId, name: app.name });
      return sendTokenError(res, 400, 'invalid_grant', AADSTS.notConsented[0], message, 'consent_required');
    }
    if (refresh.inactive)
      return sendTokenError(res, 400, 'invalid_grant', AADSTS.refreshInactive[0], fill(AADSTS.refreshInactive[1], { issued }));
    // Refresh tokens "replace themselves with a fresh token upon every use"; the old one is not revoked by it.
    const withOffline = scopes.includes('offline_access') ? scopes : [...scopes, 'offline_access'];
    answer(
      res,
      req,
      app,
      grant,
      withOffline.filter((s) => (OIDC_SCOPES.includes(s) ? grant.scopes.has(s) || s === 'offline_access' : true)),
    );
  }

  return router;
}
