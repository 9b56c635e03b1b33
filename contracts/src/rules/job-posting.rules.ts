// What the product reads from a job posting (issue 38) and how much of it: the bounds of every field the api's
// job-posting module hands out, and the allowances that keep a user (or everyone at once) from using the api as a
// crawler. The GraphQL contract of the posting import mirrors these when it is added.

export const JOB_POSTING_BOUNDS = {
  /** A posting URL as pasted (query strings included). */
  url: 2_048,
  /** Role, company, location and company domain as read. */
  role: 200,
  company: 200,
  location: 200,
  companyDomain: 253,
  /** The posting's text, stripped of HTML: enough for a job's requirements, never a whole site. */
  text: 20_000,
  /** What the import hands the screens of that text (ImportedJobPosting.excerpt), for drafting later. */
  excerpt: 4_000,
} as const;

/** Where a posting was read: one of the five ATS public APIs, or the careers page itself (null). */
export const JOB_POSTING_ATS = ['greenhouse', 'lever', 'ashby', 'workable', 'smartrecruiters'] as const;
export type JobPostingAts = (typeof JOB_POSTING_ATS)[number];

export const JOB_POSTING_READ_LIMITS = {
  /** Reads one user may start in an hour (imports and re-checks together). */
  perUser: { points: 30, windowMs: 3_600_000 },
  /** Reads of one site (registrable host of the server we ask) a minute, all users together. */
  perSite: { points: 60, windowMs: 60_000 },
} as const;
