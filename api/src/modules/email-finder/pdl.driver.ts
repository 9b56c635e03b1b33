// People Data Labs Person Enrichment (EMAIL_FINDER_PROVIDER=pdl): GET {PDL_API_URL}/v5/person/enrich?profile=<url>
// with the key in `X-Api-Key`. A match answers 200 {status, likelihood (1-10), data: {work_email, emails: [{address,
// type}], recommended_personal_email, first_name, last_name, full_name, ...}}; 404 is "no match". Errors
// (docs.peopledatalabs.com/docs/errors) are {status, error: {type, message}}: 400 invalid_request_error,
// 401 authentication_error, 402 payment_required (credits used up), 429 rate_limit_error (x-ratelimit-reset says
// when the window resets, in UTC). PDL does not verify addresses, so a PDL answer is at best LIKELY.
import type { EmailConfidence } from 'contracts';
import type { EmailFinderConfig } from '../../config/config';
import { EmailFinderError, EmailFinderUnavailableError, type EmailFinder } from './email-finder.driver';
import { fullName, providerUrl, readJson, requestProvider, retryAfterSeconds, text } from './provider-http.util';

/** Likelihood from which PDL's match is strong enough to call the address likely (it is logarithmic, 1-10). */
export const PDL_LIKELY_FROM = 8;

// Work addresses first: the product writes to hiring managers at their company.
const EMAIL_TYPE_ORDER = ['current_professional', 'professional', 'personal'];

/** The address to write to: work_email, then the typed emails[] (work first), then the recommended personal one. */
export function pdlEmail(data: Record<string, unknown>): string | null {
  const typed = (Array.isArray(data.emails) ? data.emails : [])
    .map((entry) => entry as { address?: unknown; type?: unknown })
    .filter((entry) => text(entry.address))
    .sort((a, b) => rank(a.type) - rank(b.type));
  // Plans without contact fields answer `true` where an address exists: text() skips those.
  return text(data.work_email) ?? text(typed[0]?.address) ?? text(data.recommended_personal_email);
}

const rank = (type: unknown) => {
  const index = EMAIL_TYPE_ORDER.indexOf(String(type));
  return index === -1 ? EMAIL_TYPE_ORDER.length : index;
};

export const pdlConfidence = (likelihood: unknown): EmailConfidence =>
  typeof likelihood !== 'number' ? 'UNKNOWN' : likelihood >= PDL_LIKELY_FROM ? 'LIKELY' : 'GUESSED';

const errorText = (body: Record<string, unknown> | null) => {
  const error = body?.error as { type?: unknown; message?: unknown } | undefined;
  return [text(error?.type), text(error?.message)].filter(Boolean).join(': ');
};

export function pdlEmailFinder(settings: EmailFinderConfig['pdl'], fetchImpl: typeof fetch = fetch): EmailFinder {
  return {
    async find(profileUrl) {
      if (!settings.apiKey) throw new EmailFinderUnavailableError('PDL_API_KEY is not set');
      const url = providerUrl(settings.url, '/v5/person/enrich');
      url.searchParams.set('profile', profileUrl);
      // Names come back lower-case unless asked.
      url.searchParams.set('titlecase', 'true');
      const response = await requestProvider(fetchImpl, url, {
        headers: { accept: 'application/json', 'x-api-key': settings.apiKey },
      });
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      const body = await readJson(response);
      const reason = `HTTP ${response.status} ${errorText(body)}`.trim();
      switch (response.status) {
        case 401:
        case 403:
          throw new EmailFinderError('rejected-key', reason);
        case 402:
          throw new EmailFinderError('credits-exhausted', reason);
        case 400:
        case 422:
          throw new EmailFinderError('bad-input', reason);
        case 429:
          throw new EmailFinderError('rate-limited', reason, retryAfterSeconds(response.headers, ['x-ratelimit-reset']));
      }
      if (!response.ok || !body) throw new EmailFinderUnavailableError(reason);
      const data = body.data && typeof body.data === 'object' ? (body.data as Record<string, unknown>) : null;
      const email = data ? pdlEmail(data) : null;
      if (!data || !email) return null;
      return {
        email,
        name: fullName(data.first_name, data.last_name, data.full_name),
        emailConfidence: pdlConfidence(body.likelihood),
      };
    },
  };
}
