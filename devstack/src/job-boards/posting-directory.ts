// The postings every ATS stand-in serves, in one neutral shape each ATS route renders in its own documented JSON.
// A posting is open or closed; closing one at run time (the control API) makes each ATS answer as it does for a
// job taken down. Seeded with one open and one closed posting per ATS, with fixed ids tests and e2e can name.

export type StandInAts = 'greenhouse' | 'lever' | 'ashby' | 'workable' | 'smartrecruiters';

export interface StandInPosting {
  ats: StandInAts;
  /** Greenhouse board token, Lever site, Ashby board name, Workable account or SmartRecruiters company identifier. */
  board: string;
  /** Greenhouse job id, Lever posting id, Ashby job id, Workable shortcode or SmartRecruiters posting id. */
  id: string;
  title: string;
  /** The company's display name (Greenhouse, Workable and SmartRecruiters name it; Lever and Ashby do not). */
  company: string;
  /** The company's own careers address (Greenhouse's absolute_url points there when the board is embedded). */
  companySite?: string;
  city: string;
  region: string;
  country: string;
  countryCode: string;
  remote: boolean;
  /** ISO 8601. */
  postedAt: string;
  /** The description as HTML (Greenhouse sends it entity-encoded, the others as given). */
  descriptionHtml: string;
  open: boolean;
}

const DESCRIPTION = [
  '<p>We are looking for someone who turns data into decisions.</p>',
  '<h3>What you will do</h3><ul><li>Build dashboards the whole company uses</li><li>Own our SQL models</li></ul>',
  '<h3>What we ask</h3><ul><li>3+ years of SQL</li><li>Experience with dashboards (Looker or Tableau)</li>',
  '<li>Clear writing</li></ul>',
].join('');

const posting = (fields: Omit<StandInPosting, 'descriptionHtml' | 'open'> & Partial<StandInPosting>): StandInPosting => ({
  descriptionHtml: DESCRIPTION,
  open: true,
  ...fields,
});

/** The seeded postings' ids, for tests and e2e. */
export const SEEDED_POSTINGS = {
  greenhouse: { board: 'acme', open: '4012345', closed: '4012399' },
  lever: {
    board: 'northwind',
    open: 'c0ffee00-1111-4a2b-9c3d-000000000001',
    closed: 'c0ffee00-1111-4a2b-9c3d-000000000099',
  },
  ashby: {
    board: 'globex',
    open: '5d7f0a3e-2b44-4c1d-9e0f-0000000000a1',
    closed: '5d7f0a3e-2b44-4c1d-9e0f-0000000000a9',
  },
  workable: { board: 'initech', open: 'A1B2C3D4E5', closed: 'Z9Y8X7W6V5' },
  smartrecruiters: { board: 'Umbrella', open: '744000012345678', closed: '744000012345699' },
} as const;

export function seededPostings(): StandInPosting[] {
  const s = SEEDED_POSTINGS;
  return [
    posting({
      ats: 'greenhouse',
      board: s.greenhouse.board,
      id: s.greenhouse.open,
      title: 'Data Analyst',
      company: 'Acme Analytics',
      companySite: 'https://careers.acme-analytics.com',
      city: 'Berlin',
      region: 'Berlin',
      country: 'Germany',
      countryCode: 'DE',
      remote: false,
      postedAt: '2026-10-01T09:00:00-04:00',
    }),
    posting({
      ats: 'greenhouse',
      board: s.greenhouse.board,
      id: s.greenhouse.closed,
      title: 'BI Engineer',
      company: 'Acme Analytics',
      city: 'Berlin',
      region: 'Berlin',
      country: 'Germany',
      countryCode: 'DE',
      remote: false,
      postedAt: '2026-08-01T09:00:00-04:00',
      open: false,
    }),
    posting({
      ats: 'lever',
      board: s.lever.board,
      id: s.lever.open,
      title: 'Senior Backend Engineer',
      company: 'Northwind',
      city: 'New York',
      region: 'NY',
      country: 'United States',
      countryCode: 'US',
      remote: true,
      postedAt: '2026-09-15T14:00:00.000Z',
    }),
    posting({
      ats: 'lever',
      board: s.lever.board,
      id: s.lever.closed,
      title: 'Staff Engineer',
      company: 'Northwind',
      city: 'New York',
      region: 'NY',
      country: 'United States',
      countryCode: 'US',
      remote: true,
      postedAt: '2026-07-15T14:00:00.000Z',
      open: false,
    }),
    posting({
      ats: 'ashby',
      board: s.ashby.board,
      id: s.ashby.open,
      title: 'Product Designer',
      company: 'Globex',
      city: 'London',
      region: 'England',
      country: 'United Kingdom',
      countryCode: 'GB',
      remote: false,
      postedAt: '2026-10-03T16:21:55.393+00:00',
    }),
    posting({
      ats: 'ashby',
      board: s.ashby.board,
      id: s.ashby.closed,
      title: 'Design Lead',
      company: 'Globex',
      city: 'London',
      region: 'England',
      country: 'United Kingdom',
      countryCode: 'GB',
      remote: false,
      postedAt: '2026-06-03T16:21:55.393+00:00',
      open: false,
    }),
    posting({
      ats: 'workable',
      board: s.workable.board,
      id: s.workable.open,
      title: 'Customer Success Manager',
      company: 'Initech',
      city: 'Austin',
      region: 'Texas',
      country: 'United States',
      countryCode: 'US',
      remote: false,
      postedAt: '2026-10-05',
    }),
    posting({
      ats: 'workable',
      board: s.workable.board,
      id: s.workable.closed,
      title: 'Support Lead',
      company: 'Initech',
      city: 'Austin',
      region: 'Texas',
      country: 'United States',
      countryCode: 'US',
      remote: false,
      postedAt: '2026-05-05',
      open: false,
    }),
    posting({
      ats: 'smartrecruiters',
      board: s.smartrecruiters.board,
      id: s.smartrecruiters.open,
      title: 'Marketing Manager',
      company: 'Umbrella Corporation',
      city: 'Paris',
      region: 'Île-de-France',
      country: 'France',
      countryCode: 'fr',
      remote: false,
      postedAt: '2026-10-02T08:30:00.000Z',
    }),
    posting({
      ats: 'smartrecruiters',
      board: s.smartrecruiters.board,
      id: s.smartrecruiters.closed,
      title: 'Brand Manager',
      company: 'Umbrella Corporation',
      city: 'Paris',
      region: 'Île-de-France',
      country: 'France',
      countryCode: 'fr',
      remote: false,
      postedAt: '2026-04-02T08:30:00.000Z',
      open: false,
    }),
  ];
}

export type PostingDirectory = ReturnType<typeof createPostingDirectory>;

const keyOf = (ats: string, board: string, id: string) => `${ats}|${board.toLowerCase()}|${id.toLowerCase()}`;

export function createPostingDirectory(initial: () => StandInPosting[] = seededPostings) {
  const postings = new Map<string, StandInPosting>();
  const reset = () => {
    postings.clear();
    for (const entry of initial()) postings.set(keyOf(entry.ats, entry.board, entry.id), entry);
  };
  reset();
  return {
    reset,
    add: (entry: StandInPosting) => postings.set(keyOf(entry.ats, entry.board, entry.id), entry),
    get: (ats: StandInAts, board: string, id: string) => postings.get(keyOf(ats, board, id)),
    /** Every posting of one board (open and closed). */
    board: (ats: StandInAts, board: string) =>
      [...postings.values()].filter((entry) => entry.ats === ats && entry.board.toLowerCase() === board.toLowerCase()),
    /** Closes (or reopens) one posting; false when there is none. */
    setOpen(ats: StandInAts, board: string, id: string, open: boolean): boolean {
      const entry = postings.get(keyOf(ats, board, id));
      if (!entry) return false;
      entry.open = open;
      return true;
    },
  };
}
