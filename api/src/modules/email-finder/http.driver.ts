// Our own provider contract (EMAIL_FINDER_PROVIDER=http, the default): GET ${EMAIL_FINDER_URL}/lookup?linkedInUrl=
// with the key as a bearer token, answering {email, name, emailConfidence?} or 404. For a gateway of one's own.
import { EMAIL_CONFIDENCE_LABELS, type EmailConfidence } from 'contracts';
import type { EmailFinderConfig } from '../../config/config';
import { EmailFinderError, EmailFinderUnavailableError, type EmailFinder } from './email-finder.driver';
import { providerUrl, readJson, requestProvider, retryAfterSeconds, text } from './provider-http.util';

const isConfidence = (value: unknown): value is EmailConfidence =>
  typeof value === 'string' && Object.hasOwn(EMAIL_CONFIDENCE_LABELS, value);

export function httpEmailFinder(
  settings: Pick<EmailFinderConfig, 'url' | 'apiKey'>,
  fetchImpl: typeof fetch = fetch,
): EmailFinder {
  return {
    async find(profileUrl) {
      if (!settings.url) throw new EmailFinderUnavailableError('EMAIL_FINDER_URL is not set');
      const url = providerUrl(settings.url, '/lookup');
      url.searchParams.set('linkedInUrl', profileUrl);
      const response = await requestProvider(fetchImpl, url, {
        headers: { accept: 'application/json', ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}) },
      });
      if (response.status === 404) return null;
      if (response.status === 401 || response.status === 403)
        throw new EmailFinderError('rejected-key', `HTTP ${response.status}`);
      if (response.status === 429) {
        throw new EmailFinderError('rate-limited', 'HTTP 429', retryAfterSeconds(response.headers));
      }
      if (!response.ok) throw new EmailFinderUnavailableError(`HTTP ${response.status}`);
      const body = await readJson(response);
      const email = text(body?.email);
      if (!email) return null;
      return {
        email,
        name: text(body?.name),
        emailConfidence: isConfidence(body?.emailConfidence) ? body.emailConfidence : 'UNKNOWN',
      };
    },
  };
}
