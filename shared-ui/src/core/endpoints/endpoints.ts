import { AUTH_BASE_PATH } from 'contracts';

// Where the data and auth calls go. The shell sets these from /runtime-config.json at start; the defaults are
// the same-origin paths of the wiring brief, so a standalone remote (or a test) works without configuring.
export interface Endpoints {
  graphqlUrl: string;
  authUrl: string;
}

const DEFAULT_ENDPOINTS: Endpoints = { graphqlUrl: '/graphql', authUrl: AUTH_BASE_PATH };
let current: Endpoints = { ...DEFAULT_ENDPOINTS };

export function configureEndpoints(next: Partial<Endpoints>): void {
  current = { ...current, ...next };
}

export function getEndpoints(): Endpoints {
  return current;
}

/** fetch needs absolute URLs outside a browser page (jsdom, node); resolve against the page. */
export function toAbsoluteUrl(pathOrUrl: string): string {
  const base = typeof window !== 'undefined' && window.location ? window.location.href : 'http://localhost/';
  return new URL(pathOrUrl, base).toString();
}

/** URL of an auth endpoint, e.g. authEndpoint('/get-session') -> http://host/api/auth/get-session */
export function authEndpoint(path: string): string {
  return toAbsoluteUrl(`${current.authUrl.replace(/\/$/, '')}${path}`);
}
