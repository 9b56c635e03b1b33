// The control API under /__control (tests, e2e and manual checks): add a posting, close or reopen one, close a
// careers page, reset, and the log of requests the stand-in served.
import express, { type Router } from 'express';
import { CAREERS_JOBS } from './careers-pages';
import type { PostingDirectory, StandInAts, StandInPosting } from './posting-directory';

export interface ServedRequest {
  method: string;
  path: string;
  userAgent: string | null;
}

export interface JobBoardsControl {
  directory: PostingDirectory;
  closedPages: Set<string>;
  requests: ServedRequest[];
  reset(): void;
}

const ATS = new Set<StandInAts>(['greenhouse', 'lever', 'ashby', 'workable', 'smartrecruiters']);

type PostingInput = Pick<StandInPosting, 'ats' | 'board' | 'id' | 'title'> & Partial<StandInPosting>;

function isPosting(body: Partial<StandInPosting>): body is PostingInput {
  return (
    ATS.has(body.ats as StandInAts) &&
    typeof body.board === 'string' &&
    typeof body.id === 'string' &&
    typeof body.title === 'string'
  );
}

export function controlRoutes(control: JobBoardsControl): Router {
  const router = express.Router();
  router.use('/__control', express.json());
  router.post('/__control/postings', (req, res) => {
    const body = req.body as Partial<StandInPosting>;
    if (!isPosting(body)) {
      res.status(400).json({ error: 'ats, board, id and title are required' });
      return;
    }
    control.directory.add({
      company: body.board,
      city: '',
      region: '',
      country: '',
      countryCode: '',
      remote: false,
      postedAt: new Date().toISOString(),
      descriptionHtml: '<p>A job.</p>',
      ...body,
      open: body.open ?? true,
    });
    res.status(201).json({ ok: true });
  });
  router.post('/__control/postings/:ats/:board/:id/:state', (req, res) => {
    const { ats, board, id, state } = req.params;
    const known = ATS.has(ats as StandInAts) && (state === 'close' || state === 'open');
    if (!known || !control.directory.setOpen(ats as StandInAts, board, id, state === 'open')) {
      res.status(404).json({ error: 'no such posting' });
      return;
    }
    res.json({ ok: true });
  });
  router.post('/__control/careers/close', (req, res) => {
    const slug = String((req.body as { slug?: unknown }).slug ?? '');
    if (!CAREERS_JOBS.some((job) => job.slug === slug)) {
      res.status(404).json({ error: 'no such page' });
      return;
    }
    control.closedPages.add(slug);
    res.json({ ok: true });
  });
  router.post('/__control/reset', (_req, res) => {
    control.reset();
    res.json({ ok: true });
  });
  router.get('/__control/requests', (_req, res) => void res.json(control.requests));
  return router;
}
