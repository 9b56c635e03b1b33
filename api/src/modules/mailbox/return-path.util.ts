// Where the browser comes back to after any provider's consent: only a path on this site, so a callback can never
// become an open redirect.
import { SETTINGS_ROUTE } from 'contracts';

const MAX_RETURN_PATH_LENGTH = 512;

/** Only a path on this site (no scheme, no `//host`): the callback must never become an open redirect. */
export function safeReturnPath(value: unknown): string {
  if (typeof value !== 'string' || value.length > MAX_RETURN_PATH_LENGTH) return SETTINGS_ROUTE;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return SETTINGS_ROUTE;
  // Control characters are exactly what this check looks for (header and path injection).
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\\]/.test(value)) return SETTINGS_ROUTE;
  return value;
}
