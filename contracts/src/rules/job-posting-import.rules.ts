// The posting import's words (issue 38 item 1): the one line a failure says, the compact line of what was read, and
// how a pasted text is told to be a posting URL. The spec is silent on all of them; these are ours, short and plain.
import type { ImportedJobPosting, PostingAts } from '../generated/client/graphql';
import type { SendZoneChoice } from './send-zone.rules';
import { isKnownTimezone } from './campaign.validators';

/** The field's label in the wizard, and the chat's hint at the role question. */
export const JOB_POSTING_URL_LABEL = 'Job posting URL (optional)';
export const JOB_POSTING_IMPORT_BUTTON = 'Import';
export const JOB_POSTING_IMPORTING = 'Reading the posting...';
/** The Reply Engine after a posting pasted before the profile: the next question (the role is known now). */
export const JOB_POSTING_THEN_PROFILE = 'Now paste the LinkedIn profile url of the recruiter or hiring manager.';
/** The user goes on by hand after any failure: every failure line ends with this. */
const BY_HAND = 'Type the role and company instead.';

export const JOB_POSTING_BAD_URL = `This is not a job posting link we can read. ${BY_HAND}`;
export const JOB_POSTING_UNREADABLE = `No job posting found at this link. ${BY_HAND}`;
/** A page without schema.org JobPosting data: its title is too rough a guess to fill anything in. */
export const JOB_POSTING_NO_DATA = `This page has no job details we can read reliably. ${BY_HAND}`;
export const JOB_POSTING_ROBOTS_REFUSED = `This site asks not to be read by bots. ${BY_HAND}`;
export const JOB_POSTING_TIMEOUT = `The site took too long to answer. Try again, or type the role and company.`;
export const JOB_POSTING_UNREACHABLE = `The site could not be read right now. Try again, or type the role and company.`;
/** A failure the page or the network did not explain (the api answers it when nothing else fits). */
export const JOB_POSTING_IMPORT_FAILED = `The posting could not be read. ${BY_HAND}`;

export type JobPostingClosedWhy = 'ats-closed' | 'not-found' | 'valid-through-passed' | 'page-says-closed';

const CLOSED_WHY: Readonly<Record<JobPostingClosedWhy, string>> = {
  'ats-closed': 'the job board no longer lists it',
  'not-found': 'its page is gone',
  'valid-through-passed': 'its closing date has passed',
  'page-says-closed': 'the page says it is no longer available',
};

/** 'This job is closed: its closing date has passed. Type the role and company if you still want to follow up.' */
export const jobPostingClosedMessage = (why: JobPostingClosedWhy): string =>
  `This job is closed: ${CLOSED_WHY[why]}. Type the role and company if you still want to follow up.`;

/** Minutes until a refused read may be tried again, at least one. */
const minutesUntil = (retryAfterMs: number): number => Math.max(1, Math.ceil(retryAfterMs / 60_000));
const inMinutes = (retryAfterMs: number): string => {
  const minutes = minutesUntil(retryAfterMs);
  return minutes === 1 ? 'in a minute' : `in ${minutes} minutes`;
};

/** The user's hourly allowance, or the site's (all users), is spent: when to try again, and the way on by hand. */
export const jobPostingRateLimitedMessage = (scope: 'user' | 'site', retryAfterMs: number): string =>
  scope === 'user'
    ? `You have read many postings this hour. Try again ${inMinutes(retryAfterMs)}, or type the role and company.`
    : `This site is busy. Try again ${inMinutes(retryAfterMs)}, or type the role and company.`;

const ATS_NAMES: Readonly<Record<PostingAts, string>> = {
  GREENHOUSE: 'Greenhouse',
  LEVER: 'Lever',
  ASHBY: 'Ashby',
  WORKABLE: 'Workable',
  SMARTRECRUITERS: 'SmartRecruiters',
};

type PostingLine = Pick<ImportedJobPosting, 'role' | 'company' | 'location' | 'remote' | 'ats' | 'proposedTimezone'>;

/**
 * What was read, in one compact line the user can check: 'Read from Greenhouse: Data Analyst at Acme Analytics,
 * Berlin, Germany. Zone guess: Europe/Berlin.' Missing parts are left out.
 */
export function importedPostingLine(posting: PostingLine): string {
  const source = posting.ats ? `Read from ${ATS_NAMES[posting.ats]}` : 'Read from the page';
  const what = [posting.role, posting.company].filter(Boolean).join(' at ');
  const where = posting.remote ? 'remote' : posting.location;
  const body = [what, where].filter(Boolean).join(', ');
  const zone = posting.proposedTimezone ? ` Zone guess: ${posting.proposedTimezone}.` : '';
  return `${source}: ${body || 'no role or company found'}.${zone}`;
}

/**
 * Whether pasted text is a web address that may be a job posting (one token, http(s) or a bare host with a path),
 * and not a LinkedIn profile. Parsed with the URL parser, no regular expression.
 */
export function looksLikePostingUrl(text: string): boolean {
  const value = text.trim();
  if (!value || value.length > 2_048 || /\s/.test(value)) return false;
  const withScheme = /^https?:\/\//i.test(value) ? value : `https://${value}`;
  try {
    const url = new URL(withScheme);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
    if (!url.hostname.includes('.') || url.pathname.length <= 1) return false;
    return !url.hostname.toLowerCase().endsWith('linkedin.com');
  } catch {
    return false;
  }
}

/**
 * The zone a new sequence starts in once a posting was imported: the recipient's domain guess stays first (it is the
 * reader's own country); else the posting's zone, when it gave one, over the browser's. It is kept as JOB_POSTING: a
 * zone nobody chose, which a recipient's domain guess may still replace. It is never stored as CHOSEN.
 */
export function sendZoneWithPosting(
  proposal: SendZoneChoice,
  postingZone: string | null | undefined,
  postingLocation?: string | null,
): SendZoneChoice {
  if (proposal.source === 'RECIPIENT_DOMAIN' || !postingZone || !isKnownTimezone(postingZone)) return proposal;
  if (proposal.source === 'BROWSER' && proposal.zone === postingZone) return proposal;
  return { zone: postingZone, source: 'JOB_POSTING', posting: { location: postingLocation?.trim() || null } };
}

/** The template's 'the X role' with the imported role ('the Data Analyst role'). */
export const fillRoleLeftover = (text: string, role: string | null | undefined): string =>
  role?.trim() ? text.split('the X role').join(`the ${role.trim()} role`) : text;

/** A posting's zone guess as a screen holds it (the zone, and the location it came from). */
export interface PostingZoneGuess {
  zone: string | null;
  location: string | null;
}

/**
 * A saved posting guess (JOB_POSTING) with the location it came from, when the screen still holds the import and it
 * gave this zone. Anything else is left as it is (later screens say "guessed from the job's location").
 */
export function withPostingGuess(choice: SendZoneChoice, guess: PostingZoneGuess | null | undefined): SendZoneChoice {
  if (choice.source !== 'JOB_POSTING' || !guess?.zone || guess.zone !== choice.zone) return choice;
  return { ...choice, posting: { location: guess.location?.trim() || null } };
}

/** createCampaign with a jobPostingId that is not one of the caller's imports. */
export const JOB_POSTING_NOT_FOUND = 'That job posting was not found. Import it again, or go on without it.';
