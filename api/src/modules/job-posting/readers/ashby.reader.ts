// Ashby Job Postings API: GET /posting-api/job-board/{JOB_BOARD_NAME} (developers.ashbyhq.com/docs/public-job-posting-api)
// answers every currently published job of the board: {apiVersion, jobs: [{id, title, location, isRemote,
// workplaceType, descriptionPlain, publishedAt, address.postalAddress, jobUrl, ...}]}. A job taken down is simply
// not in the list; an unknown board answers 404. Ashby names no company: the board's name stands in for it.
import { z } from 'zod';
import { JOB_POSTING_BOUNDS } from 'contracts';
import { maybeBool, maybeText, parseShape } from './ats-json.util';
import { htmlToText } from './html-text.util';
import { isoDateTime, joinLocation, locationOf, nameFromSlug, remoteFromText, roleOf } from './posting-fields.util';
import { apiUrl, closedPosting, withDeadline, type ReaderTools, type ReadResult } from './reader.types';
import { unreadable } from '../job-posting.types';

const ashbyJob = z.object({
  id: maybeText,
  title: maybeText,
  location: maybeText,
  isRemote: maybeBool,
  workplaceType: maybeText,
  descriptionPlain: maybeText,
  descriptionHtml: maybeText,
  publishedAt: maybeText,
  address: z
    .object({
      postalAddress: z
        .object({ addressLocality: maybeText, addressRegion: maybeText, addressCountry: maybeText })
        .optional()
        .catch(undefined),
    })
    .optional()
    .catch(undefined),
});
const ashbyBoard = z.object({ jobs: z.array(z.unknown()).max(5_000) });

type AshbyJob = z.infer<typeof ashbyJob>;

export function ashbyApiUrl(base: string, org: string): URL {
  return apiUrl(base, ['posting-api', 'job-board', org]);
}

function findJob(jobs: unknown[], jobId: string): AshbyJob | null {
  for (const raw of jobs) {
    const job = parseShape(ashbyJob, raw);
    if (job?.id?.toLowerCase() === jobId) return job;
  }
  return null;
}

function remoteOf(job: AshbyJob, location: string | null): boolean | null {
  if (job.isRemote === true || job.workplaceType === 'Remote') return true;
  if (job.workplaceType === 'OnSite' || job.workplaceType === 'Hybrid') return false;
  return remoteFromText(location);
}

export async function readAshby(url: URL, org: string, jobId: string, tools: ReaderTools): Promise<ReadResult> {
  const answer = await tools.fetchJson(ashbyApiUrl(tools.apiUrls.ashby, org));
  if (!answer.ok) return 'gone' in answer && answer.gone ? closedPosting(url, 'ashby', 'not-found') : answer;
  const board = parseShape(ashbyBoard, answer.json);
  if (!board) return unreadable('ashby-shape');
  const job = findJob(board.jobs, jobId);
  if (!job) return closedPosting(url, 'ashby', 'ats-closed', nameFromSlug(org));
  const postal = job.address?.postalAddress;
  const location =
    locationOf(job.location) ?? joinLocation([postal?.addressLocality, postal?.addressRegion, postal?.addressCountry]);
  return withDeadline(
    {
      url: url.href,
      ats: 'ashby',
      role: roleOf(job.title),
      company: nameFromSlug(org),
      companyDomain: null,
      location,
      remote: remoteOf(job, location),
      datePosted: isoDateTime(job.publishedAt),
      validThrough: null,
      text: (job.descriptionPlain ?? htmlToText(job.descriptionHtml ?? '')).trim().slice(0, JOB_POSTING_BOUNDS.text),
      confidence: 'high',
    },
    false,
  );
}
