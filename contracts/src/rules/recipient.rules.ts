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

// --- Addresses nobody reads ---

/** Local parts of addresses that only send (no-reply@, donotreply@, mailer-daemon@, ...), compared without dots, dashes and underscores. */
const UNREAD_LOCAL_PARTS = new Set([
  'noreply',
  'donotreply',
  'dontreply',
  'noresponse',
  'mailerdaemon',
  'postmaster',
  'bounce',
  'bounces',
]);

/**
 * Applicant-tracking systems: an address at one of these (or a subdomain, e.g. 'acme.greenhouse.io',
 * 'myworkday.com', 'acme.myworkdayjobs.com') reaches a parsing robot, not the hiring manager.
 */
export const APPLICANT_TRACKING_DOMAINS: readonly string[] = [
  'greenhouse.io',
  'greenhouse-mail.io',
  'lever.co',
  'hire.lever.co',
  'myworkday.com',
  'myworkdayjobs.com',
  'workday.com',
  'icims.com',
  'smartrecruiters.com',
  'smartrecruiters.net',
  'ashbyhq.com',
  'ashbyhq.io',
  'jobvite.com',
  'taleo.net',
  'successfactors.com',
  'successfactors.eu',
  'bamboohr.com',
  'breezy.hr',
  'workable.com',
  'recruitee.com',
  'teamtailor.com',
  'jazzhr.com',
  'applytojob.com',
  'pinpointhq.com',
  'personio.de',
  'personio.com',
];

export type UnreadAddressKind = 'no-reply' | 'applicant-tracking';

/** Why an address is one nobody reads, or null. */
export function unreadAddressKind(address: string): UnreadAddressKind | null {
  const trimmed = address.trim().toLowerCase();
  const at = trimmed.lastIndexOf('@');
  if (at < 0) return null;
  const local = trimmed.slice(0, at).split('+')[0]!.replace(/[._-]/g, '');
  if (UNREAD_LOCAL_PARTS.has(local) || local.startsWith('noreply') || local.startsWith('donotreply')) return 'no-reply';
  const domain = emailDomainOf(trimmed) ?? '';
  const tracked = APPLICANT_TRACKING_DOMAINS.some((ats) => domain === ats || domain.endsWith(`.${ats}`));
  return tracked ? 'applicant-tracking' : null;
}

/** How every refusal of an address nobody reads ends (forms use it to show the refusal under the email field). */
export const UNREAD_ADDRESS_ADVICE = "Use the hiring manager's own address.";

/** Whether a message is the refusal of an address nobody reads. */
export const isUnreadAddressRefusal = (message: string): boolean => message.endsWith(UNREAD_ADDRESS_ADVICE);

/** 'noreply@acme.com is a no-reply address: nobody reads what is sent there. Use the hiring manager's own address.' */
export const noReplyAddressRefused = (address: string): string =>
  `${address} is a no-reply address: nobody reads what is sent there. ${UNREAD_ADDRESS_ADVICE}`;

/** 'jobs@acme.greenhouse.io belongs to an applicant-tracking system (greenhouse.io), not a person. Use the hiring manager's own address.' */
export const applicantTrackingAddressRefused = (address: string): string =>
  `${address} belongs to an applicant-tracking system (${trackingDomainOf(address)}), not a person. ${UNREAD_ADDRESS_ADVICE}`;

function trackingDomainOf(address: string): string {
  const domain = emailDomainOf(address) ?? '';
  return APPLICANT_TRACKING_DOMAINS.find((ats) => domain === ats || domain.endsWith(`.${ats}`)) ?? domain;
}

/** The refusal for a contact's address nobody reads (no-reply or applicant-tracking), or null. */
export function validateReadableAddress(address: string | null | undefined): string | null {
  const trimmed = (address ?? '').trim();
  const kind = unreadAddressKind(trimmed);
  if (kind === 'no-reply') return noReplyAddressRefused(trimmed);
  if (kind === 'applicant-tracking') return applicantTrackingAddressRefused(trimmed);
  return null;
}
