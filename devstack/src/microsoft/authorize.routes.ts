import { Router, type Request, type Response } from 'express';
import { tenantAdmits } from './accounts';
import { AADSTS, aadError, fill } from './identity-errors';
import type { AuthRequest } from './identity.store';
import { renderAccountPicker, renderAdminApproval, renderConsent, renderLoginError } from './login-page';
import type { MicrosoftContext } from './microsoft-context';
import { parseScopes } from './scopes';

type Query = Record<string, unknown>;
const text = (query: Query, name: string) =>
  typeof query[name] === 'string' && query[name] !== '' ? (query[name] as string) : undefined;

function redirectWith(res: Response, request: AuthRequest, params: Record<string, string | undefined>): void {
  const target = new URL(request.redirectUri);
  for (const [name, value] of Object.entries({ ...params, state: request.state })) {
    if (value !== undefined) target.searchParams.set(name, value);
  }
  res.redirect(302, target.toString());
}

function redirectError(
  res: Response,
  request: AuthRequest,
  error: string,
  [code, message]: readonly [number, string],
  extra: Record<string, string> = {},
) {
  const { description } = aadError(code, message);
  redirectWith(res, request, {
    error,
    error_description: description,
    error_uri: `https://login.microsoftonline.com/error?code=${code}`,
    ...extra,
  });
}

/** `/{tenant}/oauth2/v2.0/authorize`: pick an account, consent (or the admin-approval page), back with a code. */
export function createAuthorizeRouter(context: MicrosoftContext): Router {
  const router = Router();
  const { identity } = context;
  const loginError = (res: Response, [code, message]: readonly [number, string]) =>
    res
      .status(400)
      .type('html')
      .send(renderLoginError(`AADSTS${code}`, message));
  const pending = (req: Request) => identity.authRequest(String(req.query.request ?? ''));

  router.get('/:tenant/oauth2/v2.0/authorize', (req, res) => {
    const query = req.query as Query;
    const clientId = text(query, 'client_id');
    const app = identity.app(clientId);
    if (!app)
      return loginError(res, [
        AADSTS.unknownClient[0],
        fill(AADSTS.unknownClient[1], { clientId: clientId ?? '', tenant: req.params.tenant }),
      ]);
    const redirectUri = text(query, 'redirect_uri') ?? '';
    if (!URL.canParse(redirectUri) || (app.redirectUris.length > 0 && !app.redirectUris.includes(redirectUri))) {
      return loginError(res, [
        AADSTS.redirectMismatch[0],
        fill(AADSTS.redirectMismatch[1], { redirectUri, clientId: app.clientId }),
      ]);
    }
    const method = text(query, 'code_challenge_method');
    const request = identity.createAuthRequest({
      tenant: req.params.tenant,
      clientId: app.clientId,
      redirectUri,
      scopes: parseScopes(text(query, 'scope')),
      state: text(query, 'state'),
      nonce: text(query, 'nonce'),
      prompt: text(query, 'prompt'),
      loginHint: text(query, 'login_hint')?.toLowerCase(),
      codeChallenge: text(query, 'code_challenge'),
      codeChallengeMethod: method === 'S256' ? 'S256' : method ? 'plain' : text(query, 'code_challenge') ? 'plain' : undefined,
    });
    if (text(query, 'response_type') !== 'code') {
      return redirectWith(res, request, {
        error: 'unsupported_response_type',
        error_description: 'AADSTS70005: response_type is not supported.',
      });
    }
    // No browser session in the stand-in: a silent request always needs the user.
    if (request.prompt === 'none') return redirectError(res, request, 'login_required', AADSTS.silentNoUser);
    const accounts = [...identity.accounts.values()].filter((account) => tenantAdmits(request.tenant, account));
    res.type('html').send(renderAccountPicker(request, accounts));
  });

  router.get('/:tenant/oauth2/v2.0/authorize/choose', (req, res) => {
    const request = pending(req);
    const account = identity.account(String(req.query.email ?? ''));
    if (!request || !account || !tenantAdmits(request.tenant, account))
      return loginError(res, [900561, 'The sign-in request has expired. Start again from the app.']);
    request.email = account.email;
    const app = identity.app(request.clientId)!;
    const tenant = identity.tenants.get(account.tenantId);
    const consented = identity.consentCovers(account.email, app.clientId, request.scopes) || tenant?.adminConsented;
    if (consented && request.prompt !== 'consent') {
      return redirectWith(res, request, { code: identity.issueCode(request, account.email) });
    }
    if (tenant?.adminConsentRequired && !tenant.adminConsented) {
      return res.type('html').send(renderAdminApproval(request, account, app.name));
    }
    res.type('html').send(renderConsent(request, account, app.name));
  });

  router.get('/:tenant/oauth2/v2.0/authorize/accept', (req, res) => {
    const request = pending(req);
    if (!request?.email) return loginError(res, [900561, 'The sign-in request has expired. Start again from the app.']);
    redirectWith(res, request, { code: identity.issueCode(request, request.email) });
  });

  // Cancel on the consent page: a work account answers AADSTS65004 with error_subcode=cancel; a personal one the
  // Microsoft account wording.
  router.get('/:tenant/oauth2/v2.0/authorize/cancel', (req, res) => {
    const request = pending(req);
    const account = request?.email ? identity.account(request.email) : undefined;
    if (!request || !account) return loginError(res, [900561, 'The sign-in request has expired. Start again from the app.']);
    identity.endAuthRequest(request.id);
    if (account.kind === 'personal') {
      return redirectWith(res, request, {
        error: 'access_denied',
        error_description: 'The user has denied access to the scope requested by the client application.',
      });
    }
    redirectError(res, request, 'access_denied', AADSTS.userDeclined, { error_subcode: 'cancel' });
  });

  // "Return to the application without granting consent" from the admin-approval page.
  router.get('/:tenant/oauth2/v2.0/authorize/no-consent', (req, res) => {
    const request = pending(req);
    if (!request) return loginError(res, [900561, 'The sign-in request has expired. Start again from the app.']);
    identity.endAuthRequest(request.id);
    const app = identity.app(request.clientId)!;
    redirectError(res, request, 'consent_required', [
      AADSTS.notConsented[0],
      fill(AADSTS.notConsented[1], { clientId: app.clientId, name: app.name }),
    ]);
  });

  return router;
}
