// The provider interface of the LinkedIn email lookup and the default HTTP provider (EMAIL_FINDER_URL):
// GET ${url}/lookup?linkedInUrl=<url> with the key as a bearer token, answering {email, name} or 404.
import type { AppConfig } from '../../config/config';

export interface FoundEmail {
  email: string;
  name: string | null;
}

export interface EmailFinder {
  find(profileUrl: string): Promise<FoundEmail | null>;
}

/** The provider is missing, down or answered something unusable (not the same as "no email known"). */
export class EmailFinderUnavailableError extends Error {
  constructor(reason: string) {
    super(`Email finder unavailable: ${reason}`);
    this.name = 'EmailFinderUnavailableError';
  }
}

const LOOKUP_TIMEOUT_MS = 10_000;

export function httpEmailFinder(settings: AppConfig['emailFinder'], fetchImpl: typeof fetch = fetch): EmailFinder {
  return {
    async find(profileUrl) {
      if (!settings.url) throw new EmailFinderUnavailableError('EMAIL_FINDER_URL is not set');
      const url = new URL(`${settings.url.replace(/\/+$/, '')}/lookup`);
      url.searchParams.set('linkedInUrl', profileUrl);
      let response: Response;
      try {
        response = await fetchImpl(url, {
          headers: { accept: 'application/json', ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}) },
          signal: AbortSignal.timeout(LOOKUP_TIMEOUT_MS),
        });
      } catch (error) {
        throw new EmailFinderUnavailableError((error as Error).message);
      }
      if (response.status === 404) return null;
      if (!response.ok) throw new EmailFinderUnavailableError(`HTTP ${response.status}`);
      const body = (await response.json().catch(() => null)) as { email?: unknown; name?: unknown } | null;
      if (!body || typeof body.email !== 'string' || !body.email) return null;
      return { email: body.email, name: typeof body.name === 'string' && body.name.trim() ? body.name.trim() : null };
    },
  };
}
