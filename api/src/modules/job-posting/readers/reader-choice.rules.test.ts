// Which reader a pasted URL goes to: the five ATS posting paths, everything else the careers page reader.
import { chooseReader } from './reader-choice.rules';

const choose = (url: string) => chooseReader(new URL(url));

describe('choosing the reader', () => {
  it('sends Greenhouse postings (both hosts and the embed form) to the Greenhouse API', () => {
    expect(choose('https://boards.greenhouse.io/acme/jobs/4012345')).toEqual({
      reader: 'greenhouse',
      board: 'acme',
      jobId: '4012345',
    });
    expect(choose('https://job-boards.greenhouse.io/acme/jobs/4012345?gh_src=x')).toMatchObject({ reader: 'greenhouse' });
    expect(choose('https://boards.greenhouse.io/embed/job_app?for=acme&token=4012345')).toMatchObject({
      reader: 'greenhouse',
      board: 'acme',
      jobId: '4012345',
    });
  });

  it('sends Lever, Ashby, Workable and SmartRecruiters postings to their APIs', () => {
    const uuid = 'c0ffee00-1111-4a2b-9c3d-000000000001';
    expect(choose(`https://jobs.lever.co/northwind/${uuid}/apply`)).toEqual({
      reader: 'lever',
      site: 'northwind',
      postingId: uuid,
    });
    expect(choose(`https://jobs.ashbyhq.com/globex/${uuid.toUpperCase()}`)).toEqual({
      reader: 'ashby',
      org: 'globex',
      jobId: uuid,
    });
    expect(choose('https://apply.workable.com/initech/j/a1b2c3d4e5/')).toEqual({
      reader: 'workable',
      account: 'initech',
      shortcode: 'A1B2C3D4E5',
    });
    expect(choose('https://jobs.smartrecruiters.com/Umbrella/744000012345678-marketing-manager')).toEqual({
      reader: 'smartrecruiters',
      company: 'Umbrella',
      postingId: '744000012345678',
    });
  });

  it('reads anything else, or an ATS URL that is not a posting, as a careers page', () => {
    expect(choose('https://careers.hooli.com/jobs/data-engineer')).toEqual({ reader: 'page' });
    expect(choose('https://boards.greenhouse.io/acme')).toEqual({ reader: 'page' });
    expect(choose('https://jobs.lever.co/northwind/not-an-id')).toEqual({ reader: 'page' });
    expect(choose('https://boards.greenhouse.io/acme/jobs/12ab')).toEqual({ reader: 'page' });
    expect(choose('https://evil.example/boards.greenhouse.io/acme/jobs/1')).toEqual({ reader: 'page' });
  });
});
