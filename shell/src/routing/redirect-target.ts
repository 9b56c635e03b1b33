import { AUTH_ROUTES, DASHBOARD_HOME_ROUTE } from 'contracts';

export const REDIRECT_PARAM = 'redirect';

/** Only same-site paths are followed after sign-in (never '//evil.example' or 'https://...'). */
export function safeRedirectTarget(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}

/** Where a visitor goes after signing in: the remembered page, else /dashboard/chats. */
export function redirectTargetFrom(search: string): string {
  return safeRedirectTarget(new URLSearchParams(search).get(REDIRECT_PARAM)) ?? DASHBOARD_HOME_ROUTE;
}

/** '/login?redirect=/dashboard/campaigns' for a signed-out visitor of a dashboard page. */
export function loginPathFor(originPath: string): string {
  return `${AUTH_ROUTES.login}?${new URLSearchParams({ [REDIRECT_PARAM]: originPath }).toString()}`;
}

/** Keeps the remembered target when moving between the login and register pages. */
export function withRedirectParam(path: string, search: string): string {
  const target = safeRedirectTarget(new URLSearchParams(search).get(REDIRECT_PARAM));
  return target ? `${path}?${new URLSearchParams({ [REDIRECT_PARAM]: target }).toString()}` : path;
}
