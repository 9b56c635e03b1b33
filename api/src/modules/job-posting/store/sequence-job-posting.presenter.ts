// A kept posting as the GraphQL SequenceJobPosting (the sequence's and the contact's pages).
import type { JobPostingClosedReason as ClosedReasonEnum, PostingAts, SequenceJobPosting } from 'contracts';
import type { JobPosting } from '../../../db/schema';

const CLOSED_REASONS: Readonly<Record<string, ClosedReasonEnum>> = {
  'ats-closed': 'ATS_CLOSED',
  'not-found': 'NOT_FOUND',
  'valid-through-passed': 'VALID_THROUGH_PASSED',
  'page-says-closed': 'PAGE_SAYS_CLOSED',
};

export function toSequenceJobPosting(row: JobPosting): SequenceJobPosting {
  return {
    id: row.id,
    url: row.url,
    ats: row.ats ? (row.ats.toUpperCase() as PostingAts) : null,
    role: row.role,
    company: row.company,
    companyDomain: row.companyDomain,
    location: row.location,
    datePosted: row.datePosted?.toISOString() ?? null,
    validThrough: row.validThrough?.toISOString() ?? null,
    status: row.status === 'closed' ? 'CLOSED' : 'OPEN',
    importedAt: row.importedAt.toISOString(),
    lastCheckedAt: row.lastCheckedAt.toISOString(),
    closedAt: row.closedAt?.toISOString() ?? null,
    closedReason: row.closedReason ? (CLOSED_REASONS[row.closedReason] ?? null) : null,
    noContactSentence: row.noContactSentence,
  };
}
