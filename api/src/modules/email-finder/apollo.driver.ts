// Apollo People Enrichment (EMAIL_FINDER_PROVIDER=apollo): POST {APOLLO_API_URL}/api/v1/people/match with the
// profile as `linkedin_url` and the key in `x-api-key`. A match answers 200 {person: {email, email_status,
// first_name, last_name, name, ...}}; no match is a 200 without a person. Errors (docs.apollo.io/reference/errors):
// 401 bad key, 403 plan or key without API access (API_INACCESSIBLE), 422 parameters refused, 429 a per-minute,
// hour or day limit (retry-after header). A refusal whose text names credits (422, or a 402) is read as credits
// used up: Apollo documents no status of its own for it.
import type { EmailConfidence } from 'contracts';
import type { EmailFinderConfig } from '../../config/config';
import { EmailFinderError, EmailFinderUnavailableError, type EmailFinder } from './email-finder.driver';
import { fullName, providerUrl, readJson, requestProvider, retryAfterSeconds, text } from './provider-http.util';

/** Apollo's email_status -> ours. 'unavailable' (and no email) means there is no address to send to. */
export function apolloConfidence(status: string | null): EmailConfidence | null {
  switch ((status ?? '').toLowerCase()) {
    case 'verified':
      return 'VERIFIED';
    case 'likely':
    case 'likely to engage':
      return 'LIKELY';
    case 'guessed':
    case 'extrapolated':
    case 'unverified':
      return 'GUESSED';
    case 'unavailable':
      return null;
    default:
      return 'UNKNOWN';
  }
}

// Apollo puts this placeholder where an address exists but was not revealed to the team.
const LOCKED_EMAIL = /^email_not_unlocked@/i;
const CREDITS_REFUSAL = /credit/i;

const errorText = (body: Record<string, unknown> | null) =>
  [text(body?.error_code), text(body?.error) ?? text(body?.message)].filter(Boolean).join(': ');

export function apolloEmailFinder(settings: EmailFinderConfig['apollo'], fetchImpl: typeof fetch = fetch): EmailFinder {
  return {
    async find(profileUrl) {
      if (!settings.apiKey) throw new EmailFinderUnavailableError('APOLLO_API_KEY is not set');
      const url = providerUrl(settings.url, '/api/v1/people/match');
      url.searchParams.set('linkedin_url', profileUrl);
      url.searchParams.set('reveal_personal_emails', String(settings.revealPersonalEmails));
      const response = await requestProvider(fetchImpl, url, {
        method: 'POST',
        headers: { accept: 'application/json', 'content-type': 'application/json', 'x-api-key': settings.apiKey },
        body: '{}',
      });
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
          throw new EmailFinderError(CREDITS_REFUSAL.test(errorText(body)) ? 'credits-exhausted' : 'bad-input', reason);
        case 429:
          throw new EmailFinderError('rate-limited', reason, retryAfterSeconds(response.headers, ['x-rate-limit-reset']));
      }
      if (!response.ok || !body) throw new EmailFinderUnavailableError(reason);
      const person = body.person && typeof body.person === 'object' ? (body.person as Record<string, unknown>) : null;
      const email = text(person?.email);
      if (!person || !email || LOCKED_EMAIL.test(email)) return null;
      const emailConfidence = apolloConfidence(text(person.email_status));
      if (!emailConfidence) return null;
      return { email, name: fullName(person.first_name, person.last_name, person.name), emailConfidence };
    },
  };
}
