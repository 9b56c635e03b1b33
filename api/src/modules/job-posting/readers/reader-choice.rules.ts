// Which reader a posting URL goes to: the five ATS hosts by their posting paths, anything else the careers-page
// reader. Path segments are checked one by one against anchored single-class patterns (linear).
import type { JobPostingAts } from 'contracts';

export type ReaderChoice =
  | { reader: 'greenhouse'; board: string; jobId: string }
  | { reader: 'lever'; site: string; postingId: string }
  | { reader: 'ashby'; org: string; jobId: string }
  | { reader: 'workable'; account: string; shortcode: string }
  | { reader: 'smartrecruiters'; company: string; postingId: string }
  | { reader: 'page' };

const SLUG = /^[A-Za-z0-9][A-Za-z0-9_.%-]{0,99}$/;
const DIGITS = /^\d{1,20}$/;
const UUID = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;
const SHORTCODE = /^[A-Za-z0-9]{4,20}$/;
const SMARTRECRUITERS_ID = /^(\d{1,20})(-|$)/;

const PAGE: ReaderChoice = { reader: 'page' };

function segments(url: URL): string[] {
  return url.pathname.split('/').filter((segment) => segment !== '');
}

function greenhouse(url: URL, [board, jobs, id]: string[]): ReaderChoice {
  // The embedded form: boards.greenhouse.io/embed/job_app?for=<board>&token=<id>
  if (board === 'embed') {
    const forBoard = url.searchParams.get('for') ?? '';
    const token = url.searchParams.get('token') ?? '';
    return SLUG.test(forBoard) && DIGITS.test(token) ? { reader: 'greenhouse', board: forBoard, jobId: token } : PAGE;
  }
  return board && SLUG.test(board) && jobs === 'jobs' && id && DIGITS.test(id)
    ? { reader: 'greenhouse', board, jobId: id }
    : PAGE;
}

function lever([site, id]: string[]): ReaderChoice {
  return site && SLUG.test(site) && id && UUID.test(id) ? { reader: 'lever', site, postingId: id } : PAGE;
}

function ashby([org, id]: string[]): ReaderChoice {
  return org && SLUG.test(org) && id && UUID.test(id) ? { reader: 'ashby', org, jobId: id.toLowerCase() } : PAGE;
}

function workable([account, j, shortcode]: string[]): ReaderChoice {
  return account && SLUG.test(account) && j === 'j' && shortcode && SHORTCODE.test(shortcode)
    ? { reader: 'workable', account, shortcode: shortcode.toUpperCase() }
    : PAGE;
}

function smartrecruiters([company, posting]: string[]): ReaderChoice {
  const id = posting ? SMARTRECRUITERS_ID.exec(posting)?.[1] : undefined;
  return company && SLUG.test(company) && id ? { reader: 'smartrecruiters', company, postingId: id } : PAGE;
}

export function chooseReader(url: URL): ReaderChoice {
  const host = url.hostname.toLowerCase();
  const parts = segments(url);
  if (host === 'boards.greenhouse.io' || host === 'job-boards.greenhouse.io') return greenhouse(url, parts);
  if (host === 'jobs.lever.co') return lever(parts);
  if (host === 'jobs.ashbyhq.com') return ashby(parts);
  if (host === 'apply.workable.com') return workable(parts);
  if (host === 'jobs.smartrecruiters.com') return smartrecruiters(parts);
  return PAGE;
}

export const atsOf = (choice: ReaderChoice): JobPostingAts | null => (choice.reader === 'page' ? null : choice.reader);
