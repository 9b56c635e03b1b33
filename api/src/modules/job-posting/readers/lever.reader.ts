// Lever Postings API: GET /v0/postings/{site}/{posting_id} (github.com/lever/postings-api, "Get a specific job
// posting"): `text` is the title, `categories.location`, `workplaceType` (unspecified, on-site, remote, hybrid),
// `descriptionPlain`, `lists` [{text, content}], `additionalPlain`, and `createdAt` in epoch milliseconds. Only
// published postings are served; anything else answers 404 {"ok":false,"error":"Document not found"}. Lever names
// no company: the site's slug stands in for it.
import { z } from 'zod';
import { htmlToText } from './html-text.util';
import { maybeNumber, maybeText, parseShape } from './ats-json.util';
import { isoDateTime, locationOf, nameFromSlug, remoteFromText, roleOf } from './posting-fields.util';
import { apiUrl, closedPosting, withDeadline, type ReaderTools, type ReadResult } from './reader.types';
import { unreadable } from '../job-posting.types';
import { JOB_POSTING_BOUNDS } from 'contracts';

const leverPosting = z.object({
  text: maybeText,
  categories: z.object({ location: maybeText }).optional().catch(undefined),
  workplaceType: maybeText,
  createdAt: maybeNumber,
  descriptionPlain: maybeText,
  additionalPlain: maybeText,
  lists: z
    .array(z.object({ text: maybeText, content: maybeText }))
    .max(50)
    .optional()
    .catch(undefined),
});

type LeverPosting = z.infer<typeof leverPosting>;

export function leverApiUrl(base: string, site: string, postingId: string): URL {
  return apiUrl(base, ['v0', 'postings', site, postingId]);
}

function remoteOf(workplaceType: string | undefined, location: string | null): boolean | null {
  if (workplaceType === 'remote') return true;
  if (workplaceType === 'on-site' || workplaceType === 'hybrid') return false;
  return remoteFromText(location);
}

function textOf(posting: LeverPosting): string {
  const lists = (posting.lists ?? []).map((list) => `${list.text ?? ''}\n${htmlToText(list.content ?? '')}`);
  return [posting.descriptionPlain ?? '', ...lists, posting.additionalPlain ?? '']
    .map((part) => part.trim())
    .filter(Boolean)
    .join('\n\n')
    .slice(0, JOB_POSTING_BOUNDS.text);
}

export async function readLever(url: URL, site: string, postingId: string, tools: ReaderTools): Promise<ReadResult> {
  const answer = await tools.fetchJson(leverApiUrl(tools.apiUrls.lever, site, postingId));
  if (!answer.ok) return 'gone' in answer && answer.gone ? closedPosting(url, 'lever', 'not-found') : answer;
  const posting = parseShape(leverPosting, answer.json);
  if (!posting?.text) return unreadable('lever-shape');
  const location = locationOf(posting.categories?.location);
  return withDeadline(
    {
      url: url.href,
      ats: 'lever',
      role: roleOf(posting.text),
      company: nameFromSlug(site),
      companyDomain: null,
      location,
      remote: remoteOf(posting.workplaceType, location),
      datePosted: isoDateTime(posting.createdAt),
      validThrough: null,
      text: textOf(posting),
      confidence: 'high',
    },
    false,
  );
}
