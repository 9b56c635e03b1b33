// The posting import over fixtures (issue 38): two known postings (an on-site Greenhouse job in Berlin and a remote
// Lever one), a closed one, and every other link unreadable, so the wizard and the chat can show each answer.
import {
  CAMPAIGN_NOT_FOUND,
  JOB_POSTING_BAD_URL,
  POSTING_HOLD_NOTHING_HELD,
  POSTING_HOLD_SENT_ANYWAY,
  POSTING_HOLD_STOPPED,
  findNoContactSentence,
  postingClosedStopMessage,
  JOB_POSTING_UNREADABLE,
  jobPostingClosedMessage,
  looksLikePostingUrl,
  type ImportedJobPosting,
  type JobPostingImportPayload,
} from 'contracts';
import type { JobPostingRecord } from '../demo.fixtures';
import type { StoreContext } from './store-context';

/** The paths the fixtures know (any host), and what each answers. */
export const MOCK_POSTING_PATHS = {
  onSite: '/acme/jobs/4012345',
  remote: '/northwind/5ac8b2f0-1111-4a2b-9c3d-000000000001',
  closed: '/acme/jobs/4012399',
} as const;

const BERLIN: ImportedJobPosting = {
  id: 0,
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
  noContactSentence: null,
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
  excerpt: 'Remote, US hours. Please do not contact the recruiters directly; apply through the form.',
};

const failure = (reason: 'BAD_URL' | 'CLOSED' | 'UNREADABLE', message: string): JobPostingImportPayload => ({
  posting: null,
  failure: { reason, message, retryAt: null },
});

/** Like the api: the posting is kept (its id is what createCampaign links), its no-contact sentence found in its text. */
export function createJobPostingStore({ data, iso, nextId, views }: StoreContext) {
  const keep = (read: ImportedJobPosting): JobPostingImportPayload => {
    const postings = (data.jobPostings ??= []);
    const at = iso();
    const record: JobPostingRecord = {
      id: nextId(postings, 900),
      url: read.url,
      ats: read.ats ?? null,
      role: read.role ?? null,
      company: read.company ?? null,
      companyDomain: read.companyDomain ?? null,
      location: read.location ?? null,
      datePosted: read.datePosted ?? null,
      validThrough: read.validThrough ?? null,
      status: 'OPEN',
      importedAt: at,
      lastCheckedAt: at,
      closedAt: null,
      closedReason: null,
      noContactSentence: findNoContactSentence(read.excerpt),
    };
    postings.push(record);
    return { posting: { ...read, id: record.id, noContactSentence: record.noContactSentence }, failure: null };
  };
  /** The campaign's contacts held for its closed posting; null when the campaign is unknown. */
  const held = (campaignId: number) => {
    if (!data.campaigns.some((c) => c.id === campaignId)) return null;
    return data.contacts.filter(
      (x) => x.campaignId === campaignId && !x.isActive && x.pauseReason === 'POSTING_CLOSED' && x.status === 'IN_PROGRESS',
    );
  };
  const mutation = {
    importJobPosting(args: { url: string }): JobPostingImportPayload {
      if (!looksLikePostingUrl(args.url)) return failure('BAD_URL', JOB_POSTING_BAD_URL);
      const path = new URL(/^https?:\/\//i.test(args.url.trim()) ? args.url.trim() : `https://${args.url.trim()}`).pathname;
      if (path === MOCK_POSTING_PATHS.onSite) return keep(BERLIN);
      if (path === MOCK_POSTING_PATHS.remote) return keep(REMOTE);
      if (path === MOCK_POSTING_PATHS.closed) return failure('CLOSED', jobPostingClosedMessage('not-found'));
      return failure('UNREADABLE', JOB_POSTING_UNREADABLE);
    },
    sendAnywayAfterPostingClosed(args: { campaignId: number }) {
      const contacts = held(args.campaignId);
      if (contacts === null) return { success: false, message: CAMPAIGN_NOT_FOUND, contacts: [] };
      if (contacts.length === 0) return { success: false, message: POSTING_HOLD_NOTHING_HELD, contacts: [] };
      for (const contact of contacts) Object.assign(contact, { isActive: true, pauseReason: null, updatedAt: iso() });
      return { success: true, message: POSTING_HOLD_SENT_ANYWAY, contacts: contacts.map(views.contactView) };
    },
    stopAfterPostingClosed(args: { campaignId: number }) {
      const contacts = held(args.campaignId);
      if (contacts === null) return { success: false, message: CAMPAIGN_NOT_FOUND, contacts: [] };
      if (contacts.length === 0) return { success: false, message: POSTING_HOLD_NOTHING_HELD, contacts: [] };
      const campaign = data.campaigns.find((c) => c.id === args.campaignId)!;
      const closedAt = data.jobPostings?.find((p) => p.id === campaign.jobPostingId)?.closedAt ?? iso();
      for (const contact of contacts) {
        Object.assign(contact, {
          status: 'ERROR',
          stopReason: 'POSTING_CLOSED',
          errorMessage: postingClosedStopMessage(closedAt, campaign.timezone),
          isActive: true,
          pauseReason: null,
          updatedAt: iso(),
        });
        // Like the api: the unsent emails go.
        for (let i = data.emails.length - 1; i >= 0; i -= 1) {
          if (data.emails[i]!.contactId === contact.id && data.emails[i]!.sentAt === null) data.emails.splice(i, 1);
        }
      }
      return { success: true, message: POSTING_HOLD_STOPPED, contacts: contacts.map(views.contactView) };
    },
  };
  return { mutation };
}
