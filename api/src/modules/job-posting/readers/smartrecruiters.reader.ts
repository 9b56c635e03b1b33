// SmartRecruiters Posting API: GET /v1/companies/{companyIdentifier}/postings/{postingId}
// (dev.smartrecruiters.com/customer-api/posting-api): {id, name, company {identifier, name}, releasedDate, location
// {city, region, country, remote}, jobAd.sections {jobDescription, qualifications, additionalInformation}.text as
// HTML}. A posting that is not published answers 404 ("Posting not found"); one that says `active: false` is
// read as closed too.
import { z } from 'zod';
import { maybeBool, maybeText, parseShape } from './ats-json.util';
import { htmlToText } from './html-text.util';
import { companyOf, isoDateTime, joinLocation, nameFromSlug, remoteFromText, roleOf } from './posting-fields.util';
import { apiUrl, closedPosting, withDeadline, type ReaderTools, type ReadResult } from './reader.types';
import { unreadable } from '../job-posting.types';

const section = z.object({ text: maybeText }).optional().catch(undefined);
const smartRecruitersPosting = z.object({
  name: maybeText,
  active: maybeBool,
  releasedDate: maybeText,
  company: z.object({ name: maybeText }).optional().catch(undefined),
  location: z.object({ city: maybeText, region: maybeText, country: maybeText, remote: maybeBool }).optional().catch(undefined),
  jobAd: z
    .object({
      sections: z
        .object({ jobDescription: section, qualifications: section, additionalInformation: section })
        .optional()
        .catch(undefined),
    })
    .optional()
    .catch(undefined),
});

export function smartRecruitersApiUrl(base: string, company: string, postingId: string): URL {
  return apiUrl(base, ['v1', 'companies', company, 'postings', postingId]);
}

export async function readSmartRecruiters(url: URL, company: string, postingId: string, tools: ReaderTools): Promise<ReadResult> {
  const answer = await tools.fetchJson(smartRecruitersApiUrl(tools.apiUrls.smartrecruiters, company, postingId));
  if (!answer.ok) return 'gone' in answer && answer.gone ? closedPosting(url, 'smartrecruiters', 'not-found') : answer;
  const posting = parseShape(smartRecruitersPosting, answer.json);
  if (!posting?.name) return unreadable('smartrecruiters-shape');
  const companyName = companyOf(posting.company?.name) ?? nameFromSlug(company);
  if (posting.active === false) return closedPosting(url, 'smartrecruiters', 'ats-closed', companyName);
  const place = posting.location;
  const location = joinLocation([place?.city, place?.region, place?.country?.toUpperCase()]);
  const sections = posting.jobAd?.sections;
  const html = [sections?.jobDescription?.text, sections?.qualifications?.text, sections?.additionalInformation?.text]
    .filter(Boolean)
    .join('\n');
  return withDeadline(
    {
      url: url.href,
      ats: 'smartrecruiters',
      role: roleOf(posting.name),
      company: companyName,
      companyDomain: null,
      location,
      remote: place?.remote === true ? true : remoteFromText(location),
      datePosted: isoDateTime(posting.releasedDate),
      validThrough: null,
      text: htmlToText(html),
      confidence: 'high',
    },
    false,
  );
}
