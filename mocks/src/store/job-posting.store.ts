// The posting import over fixtures (issue 38): two known postings (an on-site Greenhouse job in Berlin and a remote
// Lever one), a closed one, and every other link unreadable, so the wizard and the chat can show each answer.
import {
  JOB_POSTING_BAD_URL,
  JOB_POSTING_UNREADABLE,
  jobPostingClosedMessage,
  looksLikePostingUrl,
  type ImportedJobPosting,
  type JobPostingImportPayload,
} from 'contracts';

/** The paths the fixtures know (any host), and what each answers. */
export const MOCK_POSTING_PATHS = {
  onSite: '/acme/jobs/4012345',
  remote: '/northwind/5ac8b2f0-1111-4a2b-9c3d-000000000001',
  closed: '/acme/jobs/4012399',
} as const;

const BERLIN: ImportedJobPosting = {
  url: 'https://boards.greenhouse.io/acme/jobs/4012345',
  ats: 'GREENHOUSE',
  role: 'Data Analyst',
  company: 'Acme Analytics',
  companyDomain: 'acme-analytics.com',
  location: 'Berlin, Germany',
  remote: null,
  datePosted: '2026-10-01T13:00:00.000Z',
  validThrough: null,
  excerpt: 'What you will do: build dashboards. What we ask: 3+ years of SQL.',
  confidence: 'HIGH',
  proposedTimezone: 'Europe/Berlin',
};

const REMOTE: ImportedJobPosting = {
  ...BERLIN,
  url: 'https://jobs.lever.co/northwind/5ac8b2f0-1111-4a2b-9c3d-000000000001',
  ats: 'LEVER',
  role: 'Senior Backend Engineer',
  company: 'Northwind',
  companyDomain: null,
  location: 'Remote - US',
  remote: true,
  proposedTimezone: null,
};

const failure = (reason: 'BAD_URL' | 'CLOSED' | 'UNREADABLE', message: string): JobPostingImportPayload => ({
  posting: null,
  failure: { reason, message, retryAt: null },
});

export function createJobPostingStore() {
  const mutation = {
    importJobPosting(args: { url: string }): JobPostingImportPayload {
      if (!looksLikePostingUrl(args.url)) return failure('BAD_URL', JOB_POSTING_BAD_URL);
      const path = new URL(/^https?:\/\//i.test(args.url.trim()) ? args.url.trim() : `https://${args.url.trim()}`).pathname;
      if (path === MOCK_POSTING_PATHS.onSite) return { posting: BERLIN, failure: null };
      if (path === MOCK_POSTING_PATHS.remote) return { posting: REMOTE, failure: null };
      if (path === MOCK_POSTING_PATHS.closed) return failure('CLOSED', jobPostingClosedMessage('not-found'));
      return failure('UNREADABLE', JOB_POSTING_UNREADABLE);
    },
  };
  return { mutation };
}
