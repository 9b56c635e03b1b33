// The careers site's pages: HTML with schema.org JobPosting JSON-LD (as Google for Jobs asks for it), a page without
// it (title and og: tags only), and the "no longer available" page a careers site shows once a job is gone.
import { escapeHtml } from '../http/html';

export interface CareersJob {
  slug: string;
  title: string;
  company: string;
  companySite: string;
  city: string;
  region: string;
  countryCode: string;
  datePosted: string;
  validThrough: string;
  remote: boolean;
  /** Wrap the JobPosting in an @graph, as many site builders do. */
  graph?: boolean;
}

const DESCRIPTION =
  '<p>Join the data platform team.</p><h3>Requirements</h3><ul><li>Python and SQL</li><li>Airflow or dbt</li></ul>';

export const CAREERS_JOBS: CareersJob[] = [
  {
    slug: 'data-engineer',
    title: 'Data Engineer',
    company: 'Hooli',
    companySite: 'https://www.hooli.com',
    city: 'Mountain View',
    region: 'CA',
    countryCode: 'US',
    datePosted: '2026-10-01',
    validThrough: '2099-12-31T23:59',
    remote: false,
  },
  {
    slug: 'remote-analyst',
    title: 'Analytics Engineer',
    company: 'Hooli',
    companySite: 'https://www.hooli.com',
    city: '',
    region: '',
    countryCode: 'US',
    datePosted: '2026-10-02',
    validThrough: '2099-12-31',
    remote: true,
    graph: true,
  },
  {
    slug: 'expired',
    title: 'Data Scientist',
    company: 'Hooli',
    companySite: 'https://www.hooli.com',
    city: 'Mountain View',
    region: 'CA',
    countryCode: 'US',
    datePosted: '2019-11-01',
    validThrough: '2020-01-31',
    remote: false,
  },
  {
    slug: 'private/staff-engineer',
    title: 'Staff Engineer',
    company: 'Hooli',
    companySite: 'https://www.hooli.com',
    city: 'Mountain View',
    region: 'CA',
    countryCode: 'US',
    datePosted: '2026-10-01',
    validThrough: '2099-12-31',
    remote: false,
  },
];

function jobPostingJsonLd(job: CareersJob): string {
  const node = {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: job.title,
    description: DESCRIPTION,
    datePosted: job.datePosted,
    validThrough: job.validThrough,
    employmentType: 'FULL_TIME',
    hiringOrganization: { '@type': 'Organization', name: job.company, sameAs: job.companySite },
    ...(job.remote
      ? { jobLocationType: 'TELECOMMUTE', applicantLocationRequirements: { '@type': 'Country', name: 'USA' } }
      : {
          jobLocation: {
            '@type': 'Place',
            address: {
              '@type': 'PostalAddress',
              addressLocality: job.city,
              addressRegion: job.region,
              addressCountry: job.countryCode,
            },
          },
        }),
  };
  const body = job.graph ? { '@context': 'https://schema.org/', '@graph': [{ '@type': 'WebPage' }, node] } : node;
  // `</` inside the JSON must not end the script element early.
  return JSON.stringify(body).replace(/<\//g, '<\\/');
}

const page = (title: string, head: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>${head}</head>` +
  `<body>${body}</body></html>`;

export function jobPage(job: CareersJob): string {
  return page(
    `${job.title} - ${job.company} Careers`,
    `<script type="application/ld+json">${jobPostingJsonLd(job)}</script>`,
    `<header><a href="/careers">${escapeHtml(job.company)} Careers</a></header><main><h1>${escapeHtml(job.title)}</h1>` +
      `${DESCRIPTION}<a href="/apply">Apply now</a></main>`,
  );
}

/** A page without JSON-LD: the product can only guess from its title and og: tags. */
export function pageWithoutJsonLd(): string {
  return page(
    'Platform Engineer | Hooli',
    '<meta property="og:title" content="Platform Engineer | Hooli"><meta property="og:site_name" content="Hooli">' +
      '<meta name="description" content="Platform Engineer at Hooli, Mountain View">',
    '<main><h1>Platform Engineer</h1><p>Keep our clusters boring.</p><ul><li>Kubernetes</li><li>Terraform</li></ul></main>',
  );
}

/** What a careers site shows once the job is gone (the job's title often stays in the page title). */
export function noLongerAvailablePage(title: string): string {
  return page(
    `${title} - Hooli Careers`,
    '',
    '<main><h1>Sorry, this job is no longer available</h1><p>The position has been filled. ' +
      '<a href="/careers">See our open roles</a>.</p></main>',
  );
}

export const ROBOTS_TXT = ['User-agent: *', 'Disallow: /careers/private/', '', 'Sitemap: /sitemap.xml', ''].join('\n');
