// The fetches a reader is handed for one read: JSON from an ATS API, HTML from a careers page with robots.txt
// checked on every hop, both on the read's one deadline.
import type { JobPostingConfig } from '../../../config/config';
import type { ReadDeadline, RobotsGate, SafeFetch } from '../safe-fetch';
import { ashbyApiUrl } from './ashby.reader';
import { greenhouseApiUrl } from './greenhouse.reader';
import { leverApiUrl } from './lever.reader';
import type { ReaderChoice } from './reader-choice.rules';
import type { JsonAnswer, ReaderTools } from './reader.types';
import { smartRecruitersApiUrl } from './smartrecruiters.reader';
import { workableApiUrl } from './workable.reader';
import { unreadable } from '../job-posting.types';

const ACCEPT_JSON = 'application/json';
const ACCEPT_HTML = 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1';

interface ToolsDeps {
  safeFetch: SafeFetch;
  robots: RobotsGate;
  deadline: ReadDeadline;
  settings: JobPostingConfig;
  now: Date;
}

export function createReaderTools({ safeFetch, robots, deadline, settings, now }: ToolsDeps): ReaderTools {
  return {
    apiUrls: settings.atsApiUrls,
    now,
    async fetchJson(url): Promise<JsonAnswer> {
      const answer = await safeFetch({ url, accept: ACCEPT_JSON, deadline });
      if (!answer.ok) {
        const gone = answer.kind === 'http-error' && (answer.status === 404 || answer.status === 410);
        return gone ? { ok: false, gone: true } : answer;
      }
      try {
        return { ok: true, json: JSON.parse(answer.text) as unknown };
      } catch {
        return unreadable('not-json') as JsonAnswer;
      }
    },
    fetchPage: (url) => safeFetch({ url, accept: ACCEPT_HTML, deadline, beforeHop: (hop) => robots(hop, deadline) }),
  };
}

/** The URL a read will ask first: the ATS API for an ATS posting, else the page itself (its site's allowance). */
export function readerApiUrl(choice: ReaderChoice, url: URL, settings: JobPostingConfig): URL {
  const bases = settings.atsApiUrls;
  switch (choice.reader) {
    case 'greenhouse':
      return greenhouseApiUrl(bases.greenhouse, choice.board, choice.jobId);
    case 'lever':
      return leverApiUrl(bases.lever, choice.site, choice.postingId);
    case 'ashby':
      return ashbyApiUrl(bases.ashby, choice.org);
    case 'workable':
      return workableApiUrl(bases.workable, choice.account);
    case 'smartrecruiters':
      return smartRecruitersApiUrl(bases.smartrecruiters, choice.company, choice.postingId);
    case 'page':
      return url;
  }
}
