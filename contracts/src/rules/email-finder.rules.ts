// What the LinkedIn email lookup tells the user about a provider's answer: how sure the found address is, and why a
// lookup could not run (the spec gives no text for these; issue 30 needs them).
import type { EmailConfidence } from '../generated/client/graphql';
import { PLANS, type Plan } from './constants';

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

// --- The lookup allowance (product.md §13): a plan's daily and monthly budget, and the project's daily cap ---

/** How the plans and the FAQ state a plan's allowance: '10 email lookups a day (50 a month)'. */
export const emailLookupAllowance = (plan: Pick<Plan, 'emailLookupsPerDay' | 'emailLookupsPerMonth'>): string =>
  `${plan.emailLookupsPerDay} email lookups a day (${plan.emailLookupsPerMonth} a month)`;

/** A plan with a bigger allowance exists: the refusal suggests upgrading only then. */
const canUpgrade = (plan: Pick<Plan, 'emailLookupsPerMonth'>) =>
  PLANS.some((other) => other.emailLookupsPerMonth > plan.emailLookupsPerMonth);

/** The user's lookups of the UTC day are used up. */
export const emailLookupsUsedToday = (plan: Pick<Plan, 'emailLookupsPerDay' | 'emailLookupsPerMonth'>): string =>
  `You have used your ${plan.emailLookupsPerDay} email lookups for today. More tomorrow` +
  `${canUpgrade(plan) ? ', or upgrade your plan for more' : ''}. Meanwhile, enter email manually`;

/** The user's lookups of the UTC month are used up. */
export const emailLookupsUsedThisMonth = (plan: Pick<Plan, 'emailLookupsPerMonth'>): string =>
  `You have used your ${plan.emailLookupsPerMonth} email lookups for this month. More next month` +
  `${canUpgrade(plan) ? ', or upgrade your plan for more' : ''}. Meanwhile, enter email manually`;

/** The project's daily cap (EMAIL_FINDER_DAILY_CAP) is reached: nobody's lookup runs until the next UTC day. */
export const EMAIL_LOOKUPS_PAUSED_TODAY =
  "Email lookups are paused until tomorrow: today's lookups for everyone are used up. Please enter email manually";
