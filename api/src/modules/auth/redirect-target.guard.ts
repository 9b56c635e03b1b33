/**
 * The path (with query and hash) of a redirect target on our own origin, or undefined when the value points
 * anywhere else. Accepts an absolute path ('/dashboard/chats') or an absolute URL on APP_ORIGIN; refuses
 * protocol-relative and backslash forms that browsers would send to another host (open redirects).
 */
export function sameOriginPath(value: unknown, appOrigin: string): string | undefined {
  if (typeof value !== 'string' || value.trim() === '' || value.includes('\\')) return undefined;
  const isAbsoluteUrl = /^[a-z][a-z0-9+.-]*:/i.test(value);
  if (!isAbsoluteUrl && !value.startsWith('/')) return undefined;
  let url: URL;
  try {
    url = new URL(value, appOrigin);
  } catch {
    return undefined;
  }
  if (url.origin !== appOrigin || url.pathname.startsWith('//')) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** `path` with `?error=<code>` added (keeping its own query). */
export function withErrorParam(path: string, code: string, appOrigin: string): string {
  const url = new URL(path, appOrigin);
  url.searchParams.set('error', code);
  return `${url.pathname}${url.search}${url.hash}`;
}
