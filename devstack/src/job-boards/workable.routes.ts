// Workable's public careers widget API: GET /api/v1/widget/accounts/{account}(?details=true), the account's name and
// its published jobs (description only with details=true); a closed job is not in the list, an unknown account
// answers 404.
import express, { type Router } from 'express';
import type { PostingDirectory, StandInPosting } from './posting-directory';

function workableJob(entry: StandInPosting, details: boolean) {
  const url = `https://apply.workable.com/j/${entry.id}`;
  return {
    title: entry.title,
    shortcode: entry.id,
    code: '',
    employment_type: 'Full-time',
    telecommuting: entry.remote,
    department: 'Customer Success',
    url,
    shortlink: url,
    application_url: `${url}/apply`,
    published_on: entry.postedAt.slice(0, 10),
    created_at: entry.postedAt.slice(0, 10),
    country: entry.country,
    city: entry.city,
    state: entry.region,
    education: '',
    experience: 'Mid-Senior level',
    function: '',
    industry: 'Computer Software',
    locations: [
      { country: entry.country, countryCode: entry.countryCode, city: entry.city, region: entry.region, hidden: false },
    ],
    ...(details ? { description: entry.descriptionHtml } : {}),
  };
}

export function workableRoutes(directory: PostingDirectory): Router {
  const router = express.Router();
  router.get('/api/v1/widget/accounts/:account', (req, res) => {
    const jobs = directory.board('workable', req.params.account);
    if (jobs.length === 0) {
      res.status(404).json({ error: 'Not Found' });
      return;
    }
    const details = req.query.details === 'true';
    res.json({
      name: jobs[0]!.company,
      description: `<p>${jobs[0]!.company} is hiring.</p>`,
      jobs: jobs.filter((entry) => entry.open).map((entry) => workableJob(entry, details)),
    });
  });
  return router;
}
