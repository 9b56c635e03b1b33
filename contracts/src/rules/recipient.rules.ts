// Who may receive a new sequence. An address is in at most one active sequence of a user, and a company domain in at
// most MAX_ACTIVE_SEQUENCES_PER_DOMAIN. A sequence is active from the contact's creation until it ends (replied,
// completed, failed) or the contact or campaign is deleted. Free-mail domains are no company, so they never count.

/** Active sequences one user may run at one company domain (the part after @); a free-mail domain is exempt. */
export const MAX_ACTIVE_SEQUENCES_PER_DOMAIN = 2;

const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth'];
const ordinal = (n: number): string => ORDINALS[n - 1] ?? `${n}th`;

/** The domain of an address (the part after the last @), trimmed and lower case; null without one. */
export function emailDomainOf(address: string): string | null {
  const trimmed = address.trim().toLowerCase();
  const at = trimmed.lastIndexOf('@');
  const domain = at < 0 ? '' : trimmed.slice(at + 1).replace(/\.$/, '');
  return domain || null;
}

/** 'dana@acme.com is already in your sequence "Follow up with Dana". One address can be in one active sequence at a time.' */
export const recipientAlreadyInSequence = (address: string, sequenceName: string): string =>
  `${address} is already in your sequence "${sequenceName}". One address can be in one active sequence at a time.`;

/** 'You already have 2 active sequences at acme.com. Wait for one to finish before adding a third, so the company is not flooded.' */
export const domainSequenceLimitReached = (domain: string): string =>
  `You already have ${MAX_ACTIVE_SEQUENCES_PER_DOMAIN} active sequences at ${domain}. Wait for one to finish before ` +
  `adding a ${ordinal(MAX_ACTIVE_SEQUENCES_PER_DOMAIN + 1)}, so the company is not flooded.`;

/**
 * The warning shown before scheduling while the domain still has room:
 * 'You already have an active sequence at acme.com (Dana Lee). A second one is the most we allow per company.'
 * `names` are the contacts of the active sequences there.
 */
export function sameDomainWarning(domain: string, names: readonly string[]): string {
  const who = names.length > 0 ? ` (${names.join(', ')})` : '';
  const have = names.length === 1 ? 'an active sequence' : `${names.length} active sequences`;
  const next = names.length + 1;
  const limit =
    next === MAX_ACTIVE_SEQUENCES_PER_DOMAIN
      ? `A ${ordinal(next)} one is the most we allow per company.`
      : `${MAX_ACTIVE_SEQUENCES_PER_DOMAIN} is the most we allow per company.`;
  return `You already have ${have} at ${domain}${who}. ${limit}`;
}
