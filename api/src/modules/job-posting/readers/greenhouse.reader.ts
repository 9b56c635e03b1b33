// Greenhouse Job Board API: GET /v1/boards/{board_token}/jobs/{job_id} (developers.greenhouse.io/job-board.html,
// "Retrieve a job"). `content` is the description as entity-encoded HTML; `company_name`, `first_published` and
// `application_deadline` are in live answers though the page does not list them. A closed or unknown post answers
// 404 {"status":404,"error":"Job not found"}.
import { z } from 'zod';
import { encodedHtmlToText } from './html-text.util';
import { maybeId, maybeText, parseShape } from './ats-json.util';
import {
  companyDomainOf,
  companyOf,
  hasPassed,
  isoDateTime,
  locationOf,
  nameFromSlug,
  remoteFromText,
  roleOf,
} from './posting-fields.util';
import { apiUrl, closedPosting, withDeadline, type ReaderTools, type ReadResult } from './reader.types';
import { unreadable } from '../job-posting.types';

const greenhouseJob = z.object({
  id: maybeId,
  title: maybeText,
  company_name: maybeText,
  absolute_url: maybeText,
  first_published: maybeText,
  application_deadline: maybeText.nullable().catch(undefined),
  content: maybeText,
  location: z.object({ name: maybeText }).optional().catch(undefined),
});

export function greenhouseApiUrl(base: string, board: string, jobId: string): URL {
  return apiUrl(base, ['v1', 'boards', board, 'jobs', jobId]);
}

export async function readGreenhouse(url: URL, board: string, jobId: string, tools: ReaderTools): Promise<ReadResult> {
  const answer = await tools.fetchJson(greenhouseApiUrl(tools.apiUrls.greenhouse, board, jobId));
  if (!answer.ok) return 'gone' in answer && answer.gone ? closedPosting(url, 'greenhouse', 'not-found') : answer;
  const job = parseShape(greenhouseJob, answer.json);
  if (!job?.title) return unreadable('greenhouse-shape');
  const location = locationOf(job.location?.name);
  const validThrough = isoDateTime(job.application_deadline);
  return withDeadline(
    {
      url: url.href,
      ats: 'greenhouse',
      role: roleOf(job.title),
      company: companyOf(job.company_name) ?? nameFromSlug(board),
      companyDomain: companyDomainOf(job.absolute_url),
      location,
      remote: remoteFromText(location),
      datePosted: isoDateTime(job.first_published),
      validThrough,
      text: encodedHtmlToText(job.content ?? ''),
      confidence: 'high',
    },
    hasPassed(validThrough, job.application_deadline, tools.now),
  );
}
