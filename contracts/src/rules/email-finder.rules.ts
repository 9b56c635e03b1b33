// What the LinkedIn email lookup tells the user about a provider's answer: how sure the found address is, and why a
// lookup could not run (the spec gives no text for these; issue 30 needs them).
import type { EmailConfidence } from '../generated/client/graphql';

/** Short label shown beside a found address, so a guess is checked before anything is sent to it. */
export const EMAIL_CONFIDENCE_LABELS: Readonly<Record<EmailConfidence, string>> = {
  VERIFIED: 'Verified',
  LIKELY: 'Likely correct — check before sending',
  GUESSED: 'Best guess — check before sending',
  UNKNOWN: 'Not verified — check before sending',
};

/** The provider refused more lookups for a while (its own limit, not ours); `retryAfterSeconds` when it said. */
export function emailLookupBusy(retryAfterSeconds: number | null): string {
  if (retryAfterSeconds === null || !Number.isFinite(retryAfterSeconds) || retryAfterSeconds <= 0) {
    return 'The email finder is busy. Please try again later or enter email manually';
  }
  const wait =
    retryAfterSeconds < 60
      ? unit(Math.ceil(retryAfterSeconds), 'second')
      : retryAfterSeconds < 3600
        ? unit(Math.ceil(retryAfterSeconds / 60), 'minute')
        : unit(Math.ceil(retryAfterSeconds / 3600), 'hour');
  return `The email finder is busy. Please try again in ${wait} or enter email manually`;
}

const unit = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

/** The provider account has no lookups left (credits used up); only the operator can top it up. */
export const EMAIL_LOOKUP_CREDITS_EXHAUSTED = 'Email lookups have run out for now. Please enter email manually';

/** The chat's "found" reply with how sure the finder is: 'Found Jane: jane@x.example (Verified)'. */
export const withEmailConfidence = (found: string, confidence: EmailConfidence): string =>
  `${found} (${EMAIL_CONFIDENCE_LABELS[confidence]})`;
