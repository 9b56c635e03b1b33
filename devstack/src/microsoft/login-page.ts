import { escapeHtml } from '../http/html';
import type { MicrosoftAccount } from './accounts';
import type { AuthRequest } from './identity.store';
import { SCOPE_DESCRIPTIONS } from './scopes';

const STYLE = `
  body { font-family: "Segoe UI", system-ui, sans-serif; background: #f2f2f2; margin: 0; display: flex; justify-content: center; }
  main { background: #fff; padding: 44px; margin-top: 48px; width: 440px; box-shadow: 0 2px 6px #0003; }
  h1 { font-size: 24px; font-weight: 600; margin: 0 0 16px; }
  ul { padding-left: 20px; } ul.accounts { list-style: none; padding: 0; }
  a.account { display: block; padding: 12px; border-bottom: 1px solid #ddd; color: #1b1b1b; text-decoration: none; }
  a.account:hover { background: #f2f2f2; } a.account span { display: block; color: #616161; font-size: 14px; }
  .actions { display: flex; gap: 8px; justify-content: flex-end; margin-top: 24px; }
  .actions a { padding: 6px 20px; border: 1px solid #8a8a8a; color: #1b1b1b; text-decoration: none; }
  .actions a.primary { background: #0067b8; border-color: #0067b8; color: #fff; }
  .devstack { color: #616161; font-size: 12px; margin-top: 24px; }
`;

function page(title: string, body: string): string {
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><style>${STYLE}</style></head><body><main>` +
    `${body}<p class="devstack">Microsoft stand-in (devstack): no real Microsoft account is used.</p></main></body></html>`
  );
}

const link = (path: string, request: AuthRequest, extra = '') =>
  escapeHtml(`${path}?request=${encodeURIComponent(request.id)}${extra}`);

/** "Pick an account": the accounts this tenant path admits, personal and work. */
export function renderAccountPicker(request: AuthRequest, accounts: MicrosoftAccount[]): string {
  const items = accounts
    .map(
      (account) =>
        `<li><a class="account" data-email="${escapeHtml(account.email)}" href="${link(`/${request.tenant}/oauth2/v2.0/authorize/choose`, request, `&email=${encodeURIComponent(account.email)}`)}">` +
        `${escapeHtml(account.name)}<span>${escapeHtml(account.email)} · ${account.kind === 'personal' ? 'Personal account' : 'Work or school account'}</span></a></li>`,
    )
    .join('');
  return page('Sign in to your account', `<h1>Pick an account</h1><ul class="accounts">${items}</ul>`);
}

/** "Permissions requested": each asked scope in Microsoft's words, Accept and Cancel. */
export function renderConsent(request: AuthRequest, account: MicrosoftAccount, appName: string): string {
  const scopes = request.scopes
    .map(
      (scope) =>
        `<li data-scope="${escapeHtml(scope)}">${escapeHtml(SCOPE_DESCRIPTIONS[scope.toLowerCase()] ?? scope)} <code>${escapeHtml(scope)}</code></li>`,
    )
    .join('');
  return page(
    'Permissions requested',
    `<h1>Permissions requested</h1><p>${escapeHtml(account.email)}</p><p><strong>${escapeHtml(appName)}</strong> would like to:</p>` +
      `<ul class="scopes">${scopes}</ul><p>Accepting these permissions means that you allow this app to use your data as specified in their terms of service and privacy statement.</p>` +
      `<div class="actions"><a class="cancel" href="${link(`/${request.tenant}/oauth2/v2.0/authorize/cancel`, request)}">Cancel</a>` +
      `<a class="primary accept" href="${link(`/${request.tenant}/oauth2/v2.0/authorize/accept`, request)}">Accept</a></div>`,
  );
}

/** Entra's "Need admin approval" page (AADSTS90094) with its way back to the app without consent. */
export function renderAdminApproval(request: AuthRequest, account: MicrosoftAccount, appName: string): string {
  return page(
    'Need admin approval',
    `<h1>Need admin approval</h1><p>${escapeHtml(account.email)}</p><p><strong>${escapeHtml(appName)}</strong> needs permission to access resources in your organization that only an admin can grant. Please ask an admin to grant permission to this app before you can use it.</p>` +
      `<p class="code">AADSTS90094: The grant requires admin permission.</p>` +
      `<div class="actions"><a class="back" href="${link(`/${request.tenant}/oauth2/v2.0/authorize/no-consent`, request)}">Return to the application without granting consent</a></div>`,
  );
}

export function renderLoginError(code: string, message: string): string {
  return page(
    'Sign in error',
    `<h1>Sorry, but we're having trouble signing you in.</h1><p class="code">${escapeHtml(code)}: ${escapeHtml(message)}</p>`,
  );
}
