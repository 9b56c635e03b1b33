// Lever Postings API (github.com/lever/postings-api): GET /v0/postings/{site}/{id}, the posting as JSON (`text` is
// the title, `createdAt` epoch milliseconds, `workplaceType` one of unspecified, on-site, remote, hybrid). Only
// published postings are served: a closed or unknown one answers 404 {"ok":false,"error":"Document not found"}.
import express, { type Router } from 'express';
import { plainText as plain } from './plain-text';
import type { PostingDirectory, StandInPosting } from './posting-directory';

function leverPosting(entry: StandInPosting) {
  const location = entry.remote ? `Remote - ${entry.countryCode}` : `${entry.city}, ${entry.region}`;
  const hostedUrl = `https://jobs.lever.co/${entry.board}/${entry.id}`;
  return {
    id: entry.id,
    text: entry.title,
    categories: { commitment: 'Full-time', department: 'Engineering', location, team: 'Platform', allLocations: [location] },
    country: entry.countryCode,
    workplaceType: entry.remote ? 'remote' : 'on-site',
    createdAt: Date.parse(entry.postedAt),
    opening: '',
    openingPlain: '',
    description: entry.descriptionHtml,
    descriptionPlain: plain(entry.descriptionHtml),
    descriptionBody: entry.descriptionHtml,
    descriptionBodyPlain: plain(entry.descriptionHtml),
    lists: [{ text: 'What we ask', content: '<li>Go or Rust in production</li><li>PostgreSQL</li>' }],
    additional: '',
    additionalPlain: '',
    hostedUrl,
    applyUrl: `${hostedUrl}/apply`,
  };
}

export function leverRoutes(directory: PostingDirectory): Router {
  const router = express.Router();
  router.get('/v0/postings/:site/:id', (req, res) => {
    const entry = directory.get('lever', req.params.site, req.params.id);
    if (!entry?.open) {
      res.status(404).json({ ok: false, error: 'Document not found' });
      return;
    }
    res.json(leverPosting(entry));
  });
  return router;
}
