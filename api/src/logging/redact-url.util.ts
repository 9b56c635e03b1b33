/** Query parameters whose values must never reach a log line: one-time tokens, OAuth codes and state. */
const SECRET_PARAMS = ['token', 'code', 'state', 'access_token', 'refresh_token', 'id_token'];

/** The URL with the values of secret query parameters replaced, for logging. */
export function redactUrlSecrets(url: string | undefined): string | undefined {
  if (!url || !url.includes('?')) return url;
  const [path, query = ''] = url.split('?', 2) as [string, string?];
  const params = new URLSearchParams(query);
  let changed = false;
  for (const name of SECRET_PARAMS) {
    if (params.has(name)) {
      params.set(name, 'redacted');
      changed = true;
    }
  }
  return changed ? `${path}?${params.toString()}` : url;
}
