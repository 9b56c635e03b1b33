// Any other careers page: its HTML (robots.txt honoured), schema.org JobPosting JSON-LD when it has one (what Google
// for Jobs requires), else the <title> and og: tags with low confidence. A 404/410, a validThrough in the past, or a
// "no longer available" notice reads as closed.
import { JOB_POSTING_BOUNDS } from 'contracts';
import { saysClosed } from './closed-page.rules';
import { parsePage, type PageParts } from './html-page.util';
import { findJobPosting, readJsonLdPosting } from './json-ld.util';
import { companyDomainOf, companyOf, hasPassed, roleOf } from './posting-fields.util';
import { closedPosting, type ReaderTools, type ReadResult } from './reader.types';
import { unreadable, type JobPostingRead } from '../job-posting.types';

const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml', '']);
/** Separators between a role and the company in a page title ('Data Analyst - Acme', 'Data Analyst | Acme'). */
const TITLE_SEPARATORS = [' | ', ' – ', ' — ', ' - ', ' at '];

function splitTitle(title: string): { role: string; company: string | null } {
  for (const separator of TITLE_SEPARATORS) {
    const at = title.indexOf(separator);
    if (at > 0) return { role: title.slice(0, at), company: title.slice(at + separator.length) };
  }
  return { role: title, company: null };
}

function fromJsonLd(url: URL, finalUrl: string, page: PageParts, now: Date): JobPostingRead | null {
  const node = findJobPosting(page.jsonLd);
  if (!node) return null;
  const read = readJsonLdPosting(node);
  const passed = hasPassed(read.validThrough, read.validThroughRaw, now);
  const pageClosed = saysClosed(page.title, page.headings, page.text);
  return {
    url: url.href,
    ats: null,
    role: read.role,
    company: read.company,
    companyDomain: read.companyDomain ?? companyDomainOf(finalUrl),
    location: read.location,
    remote: read.remote,
    datePosted: read.datePosted,
    validThrough: read.validThrough,
    text: read.text || page.text,
    confidence: 'high',
    ...(passed
      ? { status: 'closed', closedReason: 'valid-through-passed' }
      : pageClosed
        ? { status: 'closed', closedReason: 'page-says-closed' }
        : { status: 'open' }),
  };
}

function fromMetaTags(url: URL, finalUrl: string, page: PageParts): JobPostingRead | null {
  const title = page.meta['og:title'] ?? page.title;
  if (!title.trim()) return null;
  const split = splitTitle(title);
  const closed = saysClosed(page.title, page.headings, page.text);
  return {
    url: url.href,
    ats: null,
    role: roleOf(split.role),
    company: companyOf(page.meta['og:site_name'] ?? split.company),
    companyDomain: companyDomainOf(finalUrl),
    location: null,
    remote: null,
    datePosted: null,
    validThrough: null,
    text: page.text.slice(0, JOB_POSTING_BOUNDS.text),
    confidence: 'low',
    ...(closed ? { status: 'closed', closedReason: 'page-says-closed' } : { status: 'open' }),
  };
}

export async function readPage(url: URL, tools: ReaderTools): Promise<ReadResult> {
  const answer = await tools.fetchPage(url);
  if (!answer.ok) {
    const gone = answer.kind === 'http-error' && (answer.status === 404 || answer.status === 410);
    return gone ? { ...closedPosting(url, null, 'not-found') } : answer;
  }
  if (!HTML_TYPES.has(answer.contentType)) return unreadable('not-html');
  const page = parsePage(answer.text);
  const posting = fromJsonLd(url, answer.finalUrl, page, tools.now) ?? fromMetaTags(url, answer.finalUrl, page);
  return posting ? { ok: true, posting } : unreadable('no-posting');
}
