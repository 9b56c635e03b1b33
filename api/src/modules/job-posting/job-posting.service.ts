// One read of a posting URL: the URL rules, the reader its host calls for, the allowances of the user and the site
// it will ask, then the read on one deadline (8 s for everything: robots.txt, redirects and body). Nothing here logs
// the posting or its text; a failure carries its kind only.
import { PRODUCT_NAME, nextPostingCheckAt } from 'contracts';
import type { JobPostingConfig } from '../../config/config';
import type { RateLimitStore } from '../../core/rate-limit.store';
import { createReadAllowance, siteOf, type ReadAllowance, type ReadLimits } from './allowance/read-allowance.service';
import type { JobPostingReadOutcome } from './job-posting.types';
import { chooseReader, type ReaderChoice } from './readers/reader-choice.rules';
import { createReaderTools, readerApiUrl } from './readers/reader-tools.factory';
import { readAshby } from './readers/ashby.reader';
import { readGreenhouse } from './readers/greenhouse.reader';
import { readLever } from './readers/lever.reader';
import { readPage } from './readers/page.reader';
import { readSmartRecruiters } from './readers/smartrecruiters.reader';
import { readWorkable } from './readers/workable.reader';
import type { ReaderTools } from './readers/reader.types';
import { createRobotsGate, createSafeFetch, parsePastedUrl, readDeadline, type HostResolver } from './safe-fetch';

export interface JobPostingReaderDeps {
  settings: JobPostingConfig;
  /** Where the allowances count (the app's rate-limit store). */
  store: RateLimitStore;
  /** The app's public origin, named in the User-Agent so a site can tell who reads it. */
  appOrigin: string;
  /** Tests play DNS with this. */
  resolver?: HostResolver;
  /** Tests only (no setting reaches it): loopback addresses that play public sites of the internet. */
  testPublicAddresses?: ReadonlySet<string>;
  limits?: ReadLimits;
  now?: () => Date;
}

export interface JobPostingReadRequest {
  /** Whose allowance the read spends (an import or the re-check of that user's posting). */
  userId: string;
  url: string;
}

export interface JobPostingReader {
  read(request: JobPostingReadRequest): Promise<JobPostingReadOutcome>;
  /** When a posting read at `at` is read again: its own minute of a later day (a short interval in development). */
  nextCheckAt(postingId: number, at: Date): Date;
}

export function jobPostingUserAgent(appOrigin: string): string {
  return `FollowUpAgentBot/1.0 (+${appOrigin}; ${PRODUCT_NAME} reads the job postings its users paste)`;
}

async function dispatch(choice: ReaderChoice, url: URL, tools: ReaderTools): Promise<JobPostingReadOutcome> {
  switch (choice.reader) {
    case 'greenhouse':
      return readGreenhouse(url, choice.board, choice.jobId, tools);
    case 'lever':
      return readLever(url, choice.site, choice.postingId, tools);
    case 'ashby':
      return readAshby(url, choice.org, choice.jobId, tools);
    case 'workable':
      return readWorkable(url, choice.account, choice.shortcode, tools);
    case 'smartrecruiters':
      return readSmartRecruiters(url, choice.company, choice.postingId, tools);
    case 'page':
      return readPage(url, tools);
  }
}

/** A whole-board answer (Ashby, Workable) past the body cap: the posting's own page is read instead. */
async function readWithFallback(choice: ReaderChoice, url: URL, tools: ReaderTools): Promise<JobPostingReadOutcome> {
  const outcome = await dispatch(choice, url, tools);
  const boardTooLarge = !outcome.ok && outcome.kind === 'too-large';
  return boardTooLarge && (choice.reader === 'ashby' || choice.reader === 'workable') ? readPage(url, tools) : outcome;
}

export function createJobPostingReader(deps: JobPostingReaderDeps): JobPostingReader {
  const safeFetch = createSafeFetch({
    allowLoopback: deps.settings.allowLoopback,
    userAgent: jobPostingUserAgent(deps.appOrigin),
    resolver: deps.resolver,
    testPublicAddresses: deps.testPublicAddresses,
  });
  const robots = createRobotsGate(safeFetch);
  const allowance: ReadAllowance = createReadAllowance(deps.store, deps.limits);
  const now = deps.now ?? (() => new Date());
  const every = deps.settings.recheckEveryMs;
  return {
    nextCheckAt: (postingId, at) => (every ? new Date(at.getTime() + every) : nextPostingCheckAt(postingId, at)),
    async read({ userId, url: pasted }) {
      const parsed = parsePastedUrl(pasted);
      if (!parsed.ok) return { ok: false, kind: parsed.kind, reason: parsed.reason };
      const choice = chooseReader(parsed.url);
      const decision = await allowance.take(userId, siteOf(readerApiUrl(choice, parsed.url, deps.settings)));
      if (!decision.allowed) {
        const retryAt = new Date(now().getTime() + decision.retryAfterMs).toISOString();
        return { ok: false, kind: 'rate-limited', scope: decision.scope, retryAfterMs: decision.retryAfterMs, retryAt };
      }
      const deadline = readDeadline(deps.settings.readTimeoutMs);
      const tools = createReaderTools({ safeFetch, robots, deadline, settings: deps.settings, now: now() });
      return readWithFallback(choice, parsed.url, tools);
    },
  };
}
