// The careers site: JobPosting pages, a page without JSON-LD, a "no longer available" page, a slow page (past 8 s),
// a huge page (past 2 MB), a redirect chain, redirects to addresses a reader must refuse (127.0.0.1's SMTP port,
// a private address, the metadata address, and 127.0.0.1 itself), and a robots.txt that disallows /careers/private/.
import express, { type Request, type Router } from 'express';
import { CAREERS_JOBS, jobPage, noLongerAvailablePage, pageWithoutJsonLd, ROBOTS_TXT } from './careers-pages';

export interface CareersSiteOptions {
  /** How long the slow page holds its body back (default 10 s: past the readers' 8 s). */
  slowMs: number;
  /** Bytes of the huge page (default 3 MB: past the readers' 2 MB). */
  hugeBytes: number;
  /** Job slugs closed at run time (the control API): their page says "no longer available". */
  closed: Set<string>;
}

const ownPort = (req: Request) => req.socket.localPort;

function sendSlowly(req: Request, res: express.Response, delayMs: number) {
  res.status(200).type('html');
  res.write('<!doctype html><html><head><title>Slow job</title></head><body>');
  const timer = setTimeout(() => res.end('<h1>Slow job</h1></body></html>'), delayMs);
  req.on('close', () => clearTimeout(timer));
}

function sendHuge(res: express.Response, bytes: number) {
  res.status(200).type('html');
  res.write('<!doctype html><html><head><title>Huge job</title></head><body>');
  const chunk = `<p>${'x'.repeat(64 * 1024 - 7)}</p>`;
  let sent = 0;
  const more = () => {
    while (sent < bytes) {
      sent += chunk.length;
      if (!res.write(chunk)) return void res.once('drain', more);
    }
    res.end('</body></html>');
  };
  more();
}

export function careersSiteRoutes(options: CareersSiteOptions): Router {
  const router = express.Router();
  router.get('/robots.txt', (_req, res) => void res.type('text/plain').send(ROBOTS_TXT));
  router.get('/careers/platform-engineer', (_req, res) => void res.type('html').send(pageWithoutJsonLd()));
  router.get('/careers/closed', (_req, res) => void res.type('html').send(noLongerAvailablePage('Site Reliability Engineer')));
  router.get('/careers/slow', (req, res) => sendSlowly(req, res, options.slowMs));
  router.get('/careers/huge', (_req, res) => sendHuge(res, options.hugeBytes));
  router.get('/careers/hop/:n', (req, res) => {
    const n = Number(req.params.n);
    res.redirect(302, n > 0 ? `/careers/hop/${n - 1}` : '/careers/data-engineer');
  });
  router.get('/careers/to-loopback', (req, res) => res.redirect(302, `http://127.0.0.1:${ownPort(req)}/careers/data-engineer`));
  router.get('/careers/to-forbidden-port', (_req, res) => res.redirect(302, 'http://127.0.0.1:25/'));
  router.get('/careers/to-private', (_req, res) => res.redirect(302, 'http://10.0.0.1/careers/data-engineer'));
  router.get('/careers/to-metadata', (_req, res) => res.redirect(302, 'http://169.254.169.254/latest/meta-data/'));
  for (const job of CAREERS_JOBS) {
    router.get(`/careers/${job.slug}`, (_req, res) => {
      const html = options.closed.has(job.slug) ? noLongerAvailablePage(job.title) : jobPage(job);
      res.type('html').send(html);
    });
  }
  return router;
}
