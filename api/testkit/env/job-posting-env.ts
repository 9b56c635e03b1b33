// Test settings pointing the job-posting readers at a devstack job boards stand-in (the five ATS APIs and the
// careers site on one loopback server), as settings for the module and as environment for the whole app.
import type { JobBoardsStandIn } from 'devstack/job-boards';
import type { JobPostingConfig } from '../../src/config/config';

export function jobPostingSettings(
  boards: Pick<JobBoardsStandIn, 'apiUrls'>,
  overrides: Partial<JobPostingConfig> = {},
): JobPostingConfig {
  return { allowLoopback: true, readTimeoutMs: 8_000, atsApiUrls: { ...boards.apiUrls }, ...overrides };
}

export function jobPostingEnv(boards: Pick<JobBoardsStandIn, 'url'>): Record<string, string> {
  return {
    JOB_POSTING_ALLOW_LOOPBACK: 'true',
    JOB_POSTING_GREENHOUSE_API_URL: boards.url,
    JOB_POSTING_LEVER_API_URL: boards.url,
    JOB_POSTING_ASHBY_API_URL: boards.url,
    JOB_POSTING_WORKABLE_API_URL: boards.url,
    JOB_POSTING_SMARTRECRUITERS_API_URL: boards.url,
  };
}
