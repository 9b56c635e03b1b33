// Greenhouse Job Board API (developers.greenhouse.io/job-board.html): GET /v1/boards/{board} and
// GET /v1/boards/{board}/jobs/{id}. `content` is entity-encoded HTML; a closed or unknown post answers
// 404 {"status":404,"error":"Job not found"}, an unknown board 404 {"status":404,"error":"Job board not found"}.
import express, { type Router } from 'express';
import { escapeHtml } from '../http/html';
import type { PostingDirectory, StandInPosting } from './posting-directory';

function greenhouseJob(entry: StandInPosting) {
  const id = Number(entry.id);
  const absoluteUrl = entry.companySite
    ? `${entry.companySite}/jobs/${entry.id}?gh_jid=${entry.id}`
    : `https://job-boards.greenhouse.io/${entry.board}/jobs/${entry.id}`;
  return {
    id,
    internal_job_id: id + 1_000_000,
    title: entry.title,
    updated_at: entry.postedAt,
    requisition_id: `REQ-${entry.id}`,
    location: { name: `${entry.city}, ${entry.country}` },
    absolute_url: absoluteUrl,
    language: 'en',
    metadata: null,
    company_name: entry.company,
    first_published: entry.postedAt,
    application_deadline: null,
    content: escapeHtml(entry.descriptionHtml),
    departments: [{ id: 13583, name: 'Data', parent_id: null, child_ids: [] }],
    offices: [{ id: 8304, name: entry.city, location: `${entry.city}, ${entry.country}`, parent_id: null, child_ids: [] }],
  };
}

export function greenhouseRoutes(directory: PostingDirectory): Router {
  const router = express.Router();
  router.get('/v1/boards/:board', (req, res) => {
    const jobs = directory.board('greenhouse', req.params.board);
    if (jobs.length === 0) {
      res.status(404).json({ status: 404, error: 'Job board not found' });
      return;
    }
    res.json({ name: jobs[0]!.company, content: `<p>Jobs at ${escapeHtml(jobs[0]!.company)}</p>` });
  });
  router.get('/v1/boards/:board/jobs/:id', (req, res) => {
    const entry = directory.get('greenhouse', req.params.board, req.params.id);
    if (!entry?.open) {
      res.status(404).json({ status: 404, error: 'Job not found' });
      return;
    }
    res.json(greenhouseJob(entry));
  });
  return router;
}
