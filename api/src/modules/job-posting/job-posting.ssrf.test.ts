// Every SSRF shape a pasted URL can take is refused before anything is fetched, each its own test. With the
// allow-loopback setting OFF (production) the devstack stand-in on 127.0.0.1 is never reached; a second stand-in on
// 127.0.0.2 plays a public site of the internet (the only test-only seam: testPublicAddresses) so that redirects and
// DNS rebinding can be shown from a host the fetcher trusts. With the setting ON, private and metadata ranges stay
// refused.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { SEEDED_POSTINGS, startJobBoardsStandIn, type JobBoardsStandIn } from 'devstack/job-boards';
import { createTestDatabase, type TestDatabase } from '../../../testkit/db/test-database';
import { jobPostingSettings } from '../../../testkit/env/job-posting-env';
import { createJobPostingReader, type HostResolver, type JobPostingReader, type JobPostingReadOutcome } from './index';

const GENEROUS = { perUser: { points: 1_000, windowMs: 3_600_000 }, perSite: { points: 1_000, windowMs: 60_000 } };
const PLAYS_PUBLIC = '127.0.0.2';

let database: TestDatabase;
let pool: pg.Pool;
let boards: JobBoardsStandIn;
let publicSite: JobBoardsStandIn;
let dnsCalls: string[];

/** A hostile DNS: names the tests use, and what they answer. */
const answers: Record<string, string[]> = {
  'careers.public.example': [PLAYS_PUBLIC],
  'intranet.example': ['10.1.2.3'],
  'mixed.example': ['93.184.215.14', '10.0.0.1'],
  'metadata.example': ['169.254.169.254'],
  'jobs.example': ['93.184.215.14'],
  'v6.example': ['fd00::1'],
};
const resolver: HostResolver = async (host) => {
  dnsCalls.push(host);
  const found = answers[host];
  if (!found) throw new Error('ENOTFOUND');
  return found.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
};

function readerWith(allowLoopback: boolean, overrides: { resolver?: HostResolver; greenhouse?: string } = {}): JobPostingReader {
  const settings = jobPostingSettings(boards, { allowLoopback });
  if (overrides.greenhouse) settings.atsApiUrls.greenhouse = overrides.greenhouse;
  return createJobPostingReader({
    settings,
    store: { pool },
    appOrigin: 'https://app.example.com',
    limits: GENEROUS,
    resolver: overrides.resolver ?? resolver,
    testPublicAddresses: new Set([PLAYS_PUBLIC]),
  });
}

const read = (reader: JobPostingReader, url: string): Promise<JobPostingReadOutcome> =>
  reader.read({ userId: randomUUID(), url });
const kindOf = async (reader: JobPostingReader, url: string) => {
  const outcome = await read(reader, url);
  return outcome.ok ? 'read' : outcome.kind;
};

beforeAll(async () => {
  database = await createTestDatabase();
  pool = new pg.Pool({ connectionString: database.url, max: 4 });
  boards = await startJobBoardsStandIn();
  publicSite = await startJobBoardsStandIn({ host: PLAYS_PUBLIC });
});
afterAll(async () => {
  await boards.close();
  await publicSite.close();
  await pool.end();
  await database.drop();
});
beforeEach(() => {
  boards.reset();
  publicSite.reset();
  dnsCalls = [];
});

describe('with allow-loopback OFF (production)', () => {
  let off: JobPostingReader;
  beforeAll(() => {
    off = readerWith(false);
  });
  const loopbackPage = () => `:${boards.port}/careers/data-engineer`;

  it('refuses 127.0.0.1 and never reaches the server there', async () => {
    expect(await kindOf(off, `http://127.0.0.1${loopbackPage()}`)).toBe('blocked-address');
    expect(boards.requests()).toEqual([]);
  });

  it('refuses a 10.x address', async () => {
    expect(await kindOf(off, 'http://10.0.0.1/careers/data-engineer')).toBe('blocked-address');
  });

  it('refuses a 192.168.x address', async () => {
    expect(await kindOf(off, 'http://192.168.1.1/')).toBe('blocked-address');
  });

  it('refuses the metadata address 169.254.169.254', async () => {
    expect(await kindOf(off, 'http://169.254.169.254/latest/meta-data/iam/security-credentials/')).toBe('blocked-address');
  });

  it('refuses 127.0.0.1 written as a decimal number (http://2130706433/)', async () => {
    expect(await kindOf(off, `http://2130706433${loopbackPage()}`)).toBe('blocked-address');
    expect(boards.requests()).toEqual([]);
  });

  it('refuses 127.0.0.1 written in octal (http://0177.0.0.1/)', async () => {
    expect(await kindOf(off, `http://0177.0.0.1${loopbackPage()}`)).toBe('blocked-address');
    expect(boards.requests()).toEqual([]);
  });

  it('refuses 127.0.0.1 written in hex (http://0x7f000001/, http://0x7f.1/)', async () => {
    expect(await kindOf(off, `http://0x7f000001${loopbackPage()}`)).toBe('blocked-address');
    expect(await kindOf(off, `http://0x7f.1${loopbackPage()}`)).toBe('blocked-address');
    expect(boards.requests()).toEqual([]);
  });

  it('refuses IPv6 loopback [::1]', async () => {
    expect(await kindOf(off, `http://[::1]${loopbackPage()}`)).toBe('blocked-address');
  });

  it('refuses IPv4-mapped IPv6 loopback [::ffff:127.0.0.1]', async () => {
    expect(await kindOf(off, `http://[::ffff:127.0.0.1]${loopbackPage()}`)).toBe('blocked-address');
    expect(boards.requests()).toEqual([]);
  });

  it('refuses an IPv6 unique-local address [fd00::1]', async () => {
    expect(await kindOf(off, 'http://[fd00::1]/')).toBe('blocked-address');
  });

  it('refuses a hostname that resolves to a private address', async () => {
    expect(await kindOf(off, 'https://intranet.example/jobs/1')).toBe('blocked-address');
    expect(dnsCalls).toEqual(['intranet.example']);
  });

  it('refuses a hostname when any one of its addresses is private', async () => {
    expect(await kindOf(off, 'https://mixed.example/jobs/1')).toBe('blocked-address');
  });

  it('refuses a hostname that resolves to the metadata address or a unique-local IPv6 address', async () => {
    expect(await kindOf(off, 'http://metadata.example/latest/meta-data/')).toBe('blocked-address');
    expect(await kindOf(off, 'http://v6.example/')).toBe('blocked-address');
  });

  it('refuses a public host on a port other than 80 and 443', async () => {
    expect(await kindOf(off, 'http://jobs.example:6379/')).toBe('blocked-address');
  });

  it('refuses a redirect from a public site to 127.0.0.1', async () => {
    const url = `http://careers.public.example:${publicSite.port}/careers/to-loopback`;
    expect(await kindOf(off, url)).toBe('blocked-address');
    expect(publicSite.requests().map((r) => r.path)).toEqual(['/robots.txt', '/careers/to-loopback']);
    expect(boards.requests()).toEqual([]);
  });

  it('pins the connection to the checked address: DNS answering public first and private second never moves it', async () => {
    let calls = 0;
    const rebinding: HostResolver = async () => {
      calls += 1;
      return [{ address: calls === 1 ? PLAYS_PUBLIC : '10.0.0.7', family: 4 }];
    };
    const reader = readerWith(false, { resolver: rebinding, greenhouse: `http://api.rebind.example:${publicSite.port}` });
    const url = `https://boards.greenhouse.io/acme/jobs/${SEEDED_POSTINGS.greenhouse.open}`;
    const first = await read(reader, url);
    // The check asked DNS once; the socket never asked again (it would have found no such name) and reached the
    // checked address, so the private answer DNS gave next was never used for this read.
    expect(first.ok && first.posting.role).toBe('Data Analyst');
    expect(calls).toBe(1);
    expect(publicSite.requests()).toHaveLength(1);
    // The next read checks again, meets the private answer and is refused before connecting.
    expect(await kindOf(reader, url)).toBe('blocked-address');
    expect(publicSite.requests()).toHaveLength(1);
  });

  it('refuses file: URLs', async () => {
    expect(await kindOf(off, 'file:///etc/passwd')).toBe('bad-url');
  });

  it('refuses ftp: URLs', async () => {
    expect(await kindOf(off, 'ftp://ftp.example.com/jobs.txt')).toBe('bad-url');
  });

  it('refuses gopher: URLs', async () => {
    expect(await kindOf(off, 'gopher://127.0.0.1:6379/_FLUSHALL')).toBe('bad-url');
  });

  it('refuses credentials in the URL', async () => {
    expect(await kindOf(off, 'https://user:secret@boards.greenhouse.io/acme/jobs/4012345')).toBe('bad-url');
    expect(await kindOf(off, 'https://admin@boards.greenhouse.io/acme/jobs/4012345')).toBe('bad-url');
  });
});

describe('with allow-loopback ON (development and tests)', () => {
  let on: JobPostingReader;
  beforeAll(() => {
    on = readerWith(true);
  });
  const page = (path: string) => `${boards.url}/careers/${path}`;

  it('reaches the stand-in on loopback', async () => {
    expect(await kindOf(on, page('data-engineer'))).toBe('read');
  });

  it('still refuses private addresses', async () => {
    expect(await kindOf(on, 'http://10.0.0.1/')).toBe('blocked-address');
    expect(await kindOf(on, 'http://192.168.1.1/')).toBe('blocked-address');
    expect(await kindOf(on, 'http://[::ffff:10.0.0.1]/')).toBe('blocked-address');
    expect(await kindOf(on, 'https://intranet.example/')).toBe('blocked-address');
  });

  it('still refuses the metadata address and IPv6 unique-local addresses', async () => {
    expect(await kindOf(on, 'http://169.254.169.254/latest/meta-data/')).toBe('blocked-address');
    expect(await kindOf(on, 'http://[fd00::1]/')).toBe('blocked-address');
  });

  it('refuses a redirect to a private address', async () => {
    expect(await kindOf(on, page('to-private'))).toBe('blocked-address');
  });

  it('refuses a redirect to the metadata address', async () => {
    expect(await kindOf(on, page('to-metadata'))).toBe('blocked-address');
  });

  it("refuses a redirect to 127.0.0.1's SMTP port", async () => {
    expect(await kindOf(on, page('to-forbidden-port'))).toBe('blocked-address');
  });

  it('follows a redirect to loopback, which the setting allows', async () => {
    const outcome = await read(on, page('to-loopback'));
    expect(outcome.ok && outcome.posting.role).toBe('Data Engineer');
  });
});
