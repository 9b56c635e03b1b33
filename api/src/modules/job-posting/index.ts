// Public face of the job-posting module: read a posting from a URL a user pasted, safely (public addresses only,
// bounded, robots.txt honoured) and within the per-user and per-site allowances, into one normalized JobPostingRead.
// The import (GraphQL) and the daily re-check call `read` with the user whose allowance it spends.
export {
  createJobPostingReader,
  jobPostingUserAgent,
  type JobPostingReader,
  type JobPostingReaderDeps,
  type JobPostingReadRequest,
} from './job-posting.service';
export type { JobPostingClosedReason, JobPostingRead, JobPostingReadFailure, JobPostingReadOutcome } from './job-posting.types';
export { ROBOTS_USER_AGENT, MAX_BODY_BYTES, MAX_REDIRECTS, type HostResolver } from './safe-fetch';
export { createJobPostingResolvers } from './job-posting.resolvers';
export { zoneFromPostingPlace, type PostingPlace } from './zone/posting-zone.rules';
// The posting kept with a sequence (job_postings, this module's table) and its daily re-check.
export { findOwnedPosting, postingsByIds } from './store/job-posting.repository';
export { recheckDuePostings, type PostingRecheckDeps, type PostingRecheckSummary } from './recheck/posting-recheck.service';
export { toSequenceJobPosting } from './store/sequence-job-posting.presenter';
export { createPostingRecheckJobHandlers } from './recheck/posting-recheck.job';
