// SmartRecruiters Posting API (dev.smartrecruiters.com/customer-api/posting-api): GET
// /v1/companies/{company}/postings/{id} answers the posting's details (name, company, releasedDate, location,
// jobAd.sections as HTML); a posting that is not published, or unknown, answers 404 ("Posting not found").
import express, { type Router } from 'express';
import type { PostingDirectory, StandInPosting } from './posting-directory';

function smartRecruitersPosting(entry: StandInPosting) {
  const postingUrl = `https://jobs.smartrecruiters.com/${entry.board}/${entry.id}-${entry.title.toLowerCase().replace(/\s+/g, '-')}`;
  return {
    id: entry.id,
    uuid: `00000000-0000-4000-8000-${entry.id.slice(-12).padStart(12, '0')}`,
    name: entry.title,
    refNumber: `REF${entry.id.slice(-4)}`,
    company: { identifier: entry.board, name: entry.company },
    releasedDate: entry.postedAt,
    location: {
      city: entry.city,
      region: entry.region,
      country: entry.countryCode,
      remote: entry.remote,
      fullLocation: `${entry.city}, ${entry.region}, ${entry.country}`,
    },
    industry: { id: 'marketing_and_advertising', label: 'Marketing and Advertising' },
    department: { id: '18554', label: 'Marketing' },
    function: { id: 'marketing', label: 'Marketing' },
    typeOfEmployment: { label: 'Full-time' },
    experienceLevel: { id: 'mid_senior_level', label: 'Mid-Senior Level' },
    customField: [],
    active: true,
    applyUrl: `${postingUrl}?oga=true`,
    postingUrl,
    jobAd: {
      sections: {
        companyDescription: { title: 'Company Description', text: `<p>${entry.company}</p>` },
        jobDescription: { title: 'Job Description', text: entry.descriptionHtml },
        qualifications: { title: 'Qualifications', text: '<ul><li>Five years in marketing</li></ul>' },
        additionalInformation: { title: 'Additional Information', text: '<p>Hybrid, two days in the office.</p>' },
      },
    },
  };
}

export function smartRecruitersRoutes(directory: PostingDirectory): Router {
  const router = express.Router();
  router.get('/v1/companies/:company/postings/:id', (req, res) => {
    const entry = directory.get('smartrecruiters', req.params.company, req.params.id);
    if (!entry?.open) {
      res.status(404).json({ message: 'Posting not found' });
      return;
    }
    res.json(smartRecruitersPosting(entry));
  });
  return router;
}
