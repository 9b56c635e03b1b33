import { escapeHtml } from '../http/html';
import type { AuthRequest, TestAccount } from './oauth.store';
import { SIGN_IN_SCOPES } from './scopes';

const STYLE = `
  body { font-family: system-ui, sans-serif; background: #f0f4f9; margin: 0; display: flex; justify-content: center; }
  main { background: #fff; border-radius: 16px; padding: 32px; margin-top: 48px; width: 440px; box-shadow: 0 1px 3px #0002; }
  h1 { font-size: 22px; font-weight: 500; margin: 0 0 4px; }
  p.sub { color: #444; margin: 0 0 20px; }
  ul.accounts { list-style: none; padding: 0; margin: 0 0 16px; }
  a.account { display: flex; flex-direction: column; padding: 12px 16px; border: 1px solid #dadce0; border-radius: 8px;
    margin-bottom: 8px; color: #1f1f1f; text-decoration: none; }
  a.account:hover, a.account.hinted { border-color: #0b57d0; background: #f3f7fe; }
  a.account span.email { color: #5f6368; font-size: 14px; }
  details { margin: 12px 0; color: #444; font-size: 14px; }
  form.add { display: flex; gap: 6px; flex-wrap: wrap; margin: 12px 0; }
  form.add input { flex: 1; padding: 6px; }
  a.deny { color: #b3261e; }
  form.granular { margin: 0 0 12px 16px; font-size: 14px; }
  form.granular label { display: block; margin: 2px 0; }
  .devstack { color: #5f6368; font-size: 12px; margin-top: 24px; }
`;

function page(title: string, body: string): string {
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><style>${STYLE}</style></head>` +
    `<body><main>${body}<p class="devstack">Google stand-in (devstack) — no real Google account is used.</p></main></body></html>`
  );
}

/** "Choose an account" page: one link per test account, a deny link, and a form to add another account. */
export function renderConsentPage(request: AuthRequest, accounts: TestAccount[]): string {
  const hint = request.loginHint?.toLowerCase();
  const sorted = hint ? [...accounts].sort((a, b) => Number(b.email === hint) - Number(a.email === hint)) : accounts;
  const items = sorted
    .map((account) => {
      const href = `/o/oauth2/v2/auth/choose?request=${encodeURIComponent(request.id)}&email=${encodeURIComponent(account.email)}`;
      const hinted = account.email === hint ? ' hinted' : '';
      return (
        `<li><a class="account${hinted}" href="${escapeHtml(href)}" data-email="${escapeHtml(account.email)}">` +
        `<strong>${escapeHtml(account.name)}</strong><span class="email">${escapeHtml(account.email)}</span></a>` +
        granularForm(request, account) +
        `</li>`
      );
    })
    .join('');
  const scopes = request.scopes.map((scope) => `<li>${escapeHtml(scope)}</li>`).join('');
  const denyHref = `/o/oauth2/v2/auth/deny?request=${encodeURIComponent(request.id)}`;
  return page(
    'Sign in - Google Accounts',
    `<h1>Choose an account</h1><p class="sub">to continue to ${escapeHtml(request.clientId)}</p>` +
      `<ul class="accounts">${items}</ul>` +
      `<details><summary>Requested access</summary><ul class="scopes">${scopes}</ul></details>` +
      `<form class="add" method="post" action="/o/oauth2/v2/auth/add-account">` +
      `<input type="hidden" name="request" value="${escapeHtml(request.id)}">` +
      `<input name="email" type="email" placeholder="another.account@gmail.com" required aria-label="Email">` +
      `<input name="name" placeholder="Name" aria-label="Name"><button type="submit">Use another account</button></form>` +
      `<p><a class="deny" href="${escapeHtml(denyHref)}">Cancel (deny access)</a></p>`,
  );
}

/**
 * Google's granular consent: each scope beyond sign-in has its own checkbox, so a user may give some and not others.
 * The account link above grants all; this form grants the ticked ones.
 */
function granularForm(request: AuthRequest, account: TestAccount): string {
  const choosable = request.scopes.filter((scope) => !SIGN_IN_SCOPES.includes(scope));
  if (choosable.length === 0) return '';
  const boxes = choosable
    .map(
      (scope) => `<label><input type="checkbox" name="scope" value="${escapeHtml(scope)}" checked> ${escapeHtml(scope)}</label>`,
    )
    .join('');
  return (
    `<form class="granular" method="get" action="/o/oauth2/v2/auth/choose" data-email="${escapeHtml(account.email)}">` +
    `<input type="hidden" name="request" value="${escapeHtml(request.id)}">` +
    `<input type="hidden" name="email" value="${escapeHtml(account.email)}">` +
    `<input type="hidden" name="granular" value="1">${boxes}` +
    `<button type="submit">Continue with the selected access</button></form>`
  );
}

export function renderErrorPage(status: number, error: string, description: string): string {
  return page(
    `Error ${status}: ${error}`,
    `<h1>Access blocked: authorization error</h1><p class="sub">Error ${status}: ${escapeHtml(error)}</p><p>${escapeHtml(description)}</p>`,
  );
}
