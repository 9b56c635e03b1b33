// Ashby Job Postings API (developers.ashbyhq.com/docs/public-job-posting-api): GET /posting-api/job-board/{board}
// answers every currently published job of the board; a job taken down is not in the list. An unknown board
// answers 404 (plain text: its body is not documented).
import express, { type Router } from 'express';
import { plainText as plain } from './plain-text';
import type { PostingDirectory, StandInPosting } from './posting-directory';

function ashbyJob(entry: StandInPosting) {
  const jobUrl = `https://jobs.ashbyhq.com/${entry.board}/${entry.id}`;
  return {
    id: entry.id,
    title: entry.title,
    department: 'Design',
    team: 'Product',
    employmentType: 'FullTime',
    location: entry.city,
    secondaryLocations: [],
    isListed: true,
    isRemote: entry.remote,
    workplaceType: entry.remote ? 'Remote' : 'OnSite',
    address: {
      postalAddress: { addressLocality: entry.city, addressRegion: entry.region, addressCountry: entry.country },
    },
    jobUrl,
    applyUrl: `${jobUrl}/application`,
    publishedAt: entry.postedAt,
    descriptionHtml: entry.descriptionHtml,
    descriptionPlain: plain(entry.descriptionHtml),
  };
}

export function ashbyRoutes(directory: PostingDirectory): Router {
  const router = express.Router();
  router.get('/posting-api/job-board/:board', (req, res) => {
    const jobs = directory.board('ashby', req.params.board);
    if (jobs.length === 0) {
      res.status(404).type('text/plain').send('Not Found');
      return;
    }
    res.json({ apiVersion: '1', jobs: jobs.filter((entry) => entry.open).map(ashbyJob) });
  });
  return router;
}
