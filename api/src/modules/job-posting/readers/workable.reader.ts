// Workable's public careers widget API: GET /api/v1/widget/accounts/{account}?details=true, the endpoint Workable's
// hosted careers pages and embeddable widgets read ({name, description, jobs: [{title, shortcode, telecommuting,
// city, state, country, locations, published_on, created_at, url, description}]}). Only published jobs are listed:
// a closed one is simply absent; an unknown account answers 404.
import { z } from 'zod';
import { maybeBool, maybeText, parseShape } from './ats-json.util';
import { encodedHtmlToText } from './html-text.util';
import { companyOf, isoDateTime, joinLocation, remoteFromText, roleOf } from './posting-fields.util';
import { apiUrl, closedPosting, withDeadline, type ReaderTools, type ReadResult } from './reader.types';
import { unreadable } from '../job-posting.types';

const workableJob = z.object({
  title: maybeText,
  shortcode: maybeText,
  telecommuting: maybeBool,
  city: maybeText,
  state: maybeText,
  country: maybeText,
  published_on: maybeText,
  created_at: maybeText,
  description: maybeText,
  requirements: maybeText,
  benefits: maybeText,
});
const workableAccount = z.object({ name: maybeText, jobs: z.array(z.unknown()).max(5_000) });

type WorkableJob = z.infer<typeof workableJob>;

export function workableApiUrl(base: string, account: string): URL {
  return apiUrl(base, ['api', 'v1', 'widget', 'accounts', account], '?details=true');
}

function findJob(jobs: unknown[], shortcode: string): WorkableJob | null {
  for (const raw of jobs) {
    const job = parseShape(workableJob, raw);
    if (job?.shortcode?.toUpperCase() === shortcode) return job;
  }
  return null;
}

export async function readWorkable(url: URL, account: string, shortcode: string, tools: ReaderTools): Promise<ReadResult> {
  const answer = await tools.fetchJson(workableApiUrl(tools.apiUrls.workable, account));
  if (!answer.ok) return 'gone' in answer && answer.gone ? closedPosting(url, 'workable', 'not-found') : answer;
  const board = parseShape(workableAccount, answer.json);
  if (!board) return unreadable('workable-shape');
  const company = companyOf(board.name);
  const job = findJob(board.jobs, shortcode);
  if (!job) return closedPosting(url, 'workable', 'ats-closed', company);
  const location = joinLocation([job.city, job.state, job.country]);
  const html = [job.description, job.requirements, job.benefits].filter(Boolean).join('\n');
  return withDeadline(
    {
      url: url.href,
      ats: 'workable',
      role: roleOf(job.title),
      company,
      companyDomain: null,
      location,
      remote: job.telecommuting === true ? true : remoteFromText(location),
      datePosted: isoDateTime(job.published_on ?? job.created_at),
      validThrough: null,
      text: encodedHtmlToText(html),
      confidence: 'high',
    },
    false,
  );
}
