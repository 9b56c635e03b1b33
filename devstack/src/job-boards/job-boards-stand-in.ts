// ONE server playing the five ATS public job APIs (Greenhouse, Lever, Ashby, Workable, SmartRecruiters) on their
// documented paths and a careers site with JSON-LD pages, a robots.txt and hostile pages, plus /__control. The api
// is pointed at it with JOB_POSTING_*_API_URL and reaches it through JOB_POSTING_ALLOW_LOOPBACK.
import express from 'express';
import { listenHttp } from '../http/listen';
import { ashbyRoutes } from './ashby.routes';
import { careersSiteRoutes } from './careers-site.routes';
import { controlRoutes, type JobBoardsControl, type ServedRequest } from './control.routes';
import { greenhouseRoutes } from './greenhouse.routes';
import { leverRoutes } from './lever.routes';
import { createPostingDirectory, type StandInAts, type StandInPosting } from './posting-directory';
import { smartRecruitersRoutes } from './smartrecruiters.routes';
import { workableRoutes } from './workable.routes';

export interface JobBoardsStandInOptions {
  port?: number;
  host?: string;
  /** How long /careers/slow holds its body back (default 10 s). */
  slowMs?: number;
  /** Size of /careers/huge (default 3 MB). */
  hugeBytes?: number;
}

export type JobBoardsStandIn = Awaited<ReturnType<typeof startJobBoardsStandIn>>;

const REQUEST_LOG = 500;

export async function startJobBoardsStandIn({
  port = 0,
  host = '127.0.0.1',
  slowMs = 10_000,
  hugeBytes = 3 * 1024 * 1024,
}: JobBoardsStandInOptions = {}) {
  const directory = createPostingDirectory();
  const closedPages = new Set<string>();
  const requests: ServedRequest[] = [];
  const control: JobBoardsControl = {
    directory,
    closedPages,
    requests,
    reset() {
      directory.reset();
      closedPages.clear();
      requests.length = 0;
    },
  };

  const app = express();
  app.disable('x-powered-by');
  app.use((req, _res, next) => {
    if (!req.path.startsWith('/__control')) {
      requests.push({ method: req.method, path: req.originalUrl, userAgent: req.get('user-agent') ?? null });
      if (requests.length > REQUEST_LOG) requests.shift();
    }
    next();
  });
  app.use(controlRoutes(control));
  app.use(greenhouseRoutes(directory), leverRoutes(directory), ashbyRoutes(directory));
  app.use(workableRoutes(directory), smartRecruitersRoutes(directory));
  app.use(careersSiteRoutes({ slowMs, hugeBytes, closed: closedPages }));

  const listening = await listenHttp(app, port, host);
  return {
    url: listening.url,
    port: listening.port,
    close: listening.close,
    /** Base URLs for the api's JOB_POSTING_*_API_URL settings (all this one server). */
    apiUrls: {
      greenhouse: listening.url,
      lever: listening.url,
      ashby: listening.url,
      workable: listening.url,
      smartrecruiters: listening.url,
    },
    addPosting: (entry: StandInPosting) => directory.add(entry),
    closePosting: (ats: StandInAts, board: string, id: string) => directory.setOpen(ats, board, id, false),
    openPosting: (ats: StandInAts, board: string, id: string) => directory.setOpen(ats, board, id, true),
    closeCareersPage: (slug: string) => closedPages.add(slug),
    /** Requests served (not the control API's), oldest first. */
    requests: () => [...requests],
    reset: control.reset,
  };
}
