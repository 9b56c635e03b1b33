// Resume files are read in child processes with their own time and memory limits: hostile files are refused with the
// clear message's reason, the reader they killed is replaced, and the api keeps answering meanwhile. Readers are
// shared fairly: an hourly parse-time budget per user, the queue ordered by time spent, known bad files refused.
import path from 'node:path';
import { buildPdf } from '../../../testkit/fixtures/pdf-file.fixture';
import { buildDoc, buildDocx } from '../../../testkit/fixtures/word-files.fixture';
import {
  entityDocx,
  inflatingPdf,
  largeDocx,
  nestedFormsPdf,
  zipBombDocx,
} from '../../../testkit/fixtures/hostile-files.fixture';
import { cyclicChainDoc, hugeFatDoc, ordinaryDoc } from '../../../testkit/fixtures/hostile-word-files.fixture';
import { startTestApp } from '../../../testkit/http/test-app';
import { ResumeParseBudgetError, ResumeParsePool, ResumeParserBusyError, resumeParsePoolFor } from './resume-parse.pool';

const PDF = { contentType: 'application/pdf', fileName: 'resume.pdf' };
const DOCX = { contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', fileName: 'resume.docx' };
const DOC = { contentType: 'application/msword', fileName: 'resume.doc' };

const ordinaryPdf = () => buildPdf([['Jane Doe, Senior Frontend Engineer', '7 years of experience with React and TypeScript']]);
const SETTINGS = { concurrency: 1, maxQueued: 4, timeoutMs: 1_500, memoryMb: 160 };

describe('ResumeParsePool', () => {
  const pools: ResumeParsePool[] = [];
  const newPool = (settings: Partial<ConstructorParameters<typeof ResumeParsePool>[0]> = {}, entry?: string) => {
    const pool = new ResumeParsePool({ ...SETTINGS, ...settings }, entry);
    pools.push(pool);
    return pool;
  };
  afterAll(async () => {
    await Promise.all(pools.map((pool) => pool.close()));
  });

  it('reads a PDF, a DOCX and a DOC in one reader process', async () => {
    const pool = newPool();
    expect(await pool.parse(ordinaryPdf(), PDF)).toEqual({
      ok: true,
      text: 'Jane Doe, Senior Frontend Engineer\n7 years of experience with React and TypeScript',
    });
    const docx = await buildDocx(['John Smith', 'Backend engineer with 5+ years of experience in Go and PostgreSQL.']);
    expect(await pool.parse(docx, DOCX)).toEqual({
      ok: true,
      text: 'John Smith\n\nBackend engineer with 5+ years of experience in Go and PostgreSQL.',
    });
    const doc = buildDoc('Maria Garcia\rData analyst: reduced reporting time by 60% with SQL and Tableau.\r');
    expect(await pool.parse(doc, DOC)).toMatchObject({ ok: true, text: expect.stringContaining('Maria Garcia') });
    expect(pool.workersStarted).toBe(1);
  });

  it("refuses a DOCX zip bomb and a DOCX declaring entities, without growing the api's heap", async () => {
    const pool = newPool();
    const bomb = await zipBombDocx(30);
    expect(bomb.length).toBeLessThan(200_000); // 30 MB of XML
    const heapBefore = process.memoryUsage().heapUsed;
    expect(await pool.parse(bomb, DOCX)).toEqual({ ok: false, reason: 'too-complex' });
    expect(await pool.parse(await entityDocx(), DOCX)).toEqual({ ok: false, reason: 'too-complex' });
    expect(process.memoryUsage().heapUsed - heapBefore).toBeLessThan(20_000_000);
    // Refused by the guard, not by a dying worker: the same worker reads the next file.
    expect(pool.losses).toEqual({ 'time-limit': 0, 'memory-limit': 0, crash: 0 });
    expect((await pool.parse(ordinaryPdf(), PDF)).ok).toBe(true);
    expect(pool.workersStarted).toBe(1);
  });

  it('stops a PDF of nested drawings at the time limit, and a fresh worker reads the next resume', async () => {
    const pool = newPool();
    expect(await pool.parse(nestedFormsPdf(10), PDF)).toEqual({ ok: false, reason: 'too-complex' });
    expect(pool.losses['time-limit']).toBe(1);
    expect(await pool.parse(ordinaryPdf(), PDF)).toMatchObject({ ok: true });
    expect(pool.workersStarted).toBe(2);
  });

  it('stops a file that needs more memory than the cap, and a fresh worker reads the next resume', async () => {
    const pool = newPool({ memoryMb: 32, timeoutMs: 60_000 });
    const large = await largeDocx(8); // ordinary compression: the zip guard lets it through, mammoth needs the memory
    expect(await pool.parse(large, DOCX)).toEqual({ ok: false, reason: 'too-complex' });
    expect(pool.losses['memory-limit']).toBe(1);
    expect(await pool.parse(ordinaryPdf(), PDF)).toMatchObject({ ok: true });
    expect(pool.workersStarted).toBe(2);
  });

  it('refuses the two .doc bombs (a two-step sector cycle, 300,000 FAT sectors) by the OLE guard, losing no reader', async () => {
    const pool = newPool();
    expect(await pool.parse(cyclicChainDoc(), DOC)).toEqual({ ok: false, reason: 'too-complex' });
    expect(await pool.parse(hugeFatDoc(), DOC)).toEqual({ ok: false, reason: 'too-complex' });
    expect(pool.losses).toEqual({ 'time-limit': 0, 'memory-limit': 0, crash: 0 });
    expect(await pool.parse(ordinaryDoc(), DOC)).toMatchObject({ ok: true, text: expect.stringContaining('Maria Garcia') });
    expect(pool.workersStarted).toBe(1);
  });

  it('keeps the api up when a file aborts an unguarded parser: only the reader process dies', async () => {
    // The reader of before the OLE guard (word-extractor given the bytes as they are) in a child process.
    const unguarded = path.join(__dirname, '../../../testkit/fixtures/unguarded-doc-reader.fixture.mjs');
    const pool = newPool({ memoryMb: 64, timeoutMs: 30_000 }, unguarded);
    expect(await pool.parse(cyclicChainDoc(), DOC)).toEqual({ ok: false, reason: 'too-complex' });
    expect(pool.losses['memory-limit']).toBe(1);
    expect(await pool.parse(ordinaryDoc(), DOC)).toMatchObject({ ok: true, text: expect.stringContaining('Maria Garcia') });
    expect(pool.workersStarted).toBe(2);
  });

  it("stops a PDF that inflates into hundreds of MB of Buffers in its reader, the api's memory unchanged", async () => {
    const pool = newPool({ memoryMb: 160, processMemoryMb: 320, timeoutMs: 15_000 });
    const bomb = await inflatingPdf(400);
    expect(bomb.length).toBeLessThan(1_000_000);
    await pool.parse(ordinaryPdf(), PDF); // the reader is up: what follows is the bomb's growth only
    const before = process.memoryUsage();
    let peakRss = before.rss;
    const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 25);
    const result = await pool.parse(bomb, PDF);
    clearInterval(sampler);
    expect(result.ok).toBe(false);
    expect(peakRss - before.rss).toBeLessThan(60_000_000);
    expect(process.memoryUsage().external - before.external).toBeLessThan(20_000_000);
    expect(await pool.parse(ordinaryPdf(), PDF)).toMatchObject({ ok: true });
  });

  it('refuses at once, without a reader, a file whose bytes already ended too complex', async () => {
    const pool = newPool({ timeoutMs: 1_000 });
    const bomb = nestedFormsPdf(10);
    expect(await pool.parse(bomb, PDF, 'mallory')).toEqual({ ok: false, reason: 'too-complex' });
    const started = Date.now();
    expect(await pool.parse(Buffer.from(bomb), PDF, 'trudy')).toEqual({ ok: false, reason: 'too-complex' });
    expect(Date.now() - started).toBeLessThan(200);
    expect(pool.knownFailures).toBe(1);
    expect(pool.losses['time-limit']).toBe(1);
  });

  it("puts off a user's files once they spent their hourly parse time; other users are still read", async () => {
    const pool = newPool({ timeoutMs: 800, hourlyBudgetMs: 700 });
    expect(await pool.parse(nestedFormsPdf(10), PDF, 'mallory')).toEqual({ ok: false, reason: 'too-complex' });
    await expect(pool.parse(ordinaryPdf(), PDF, 'mallory')).rejects.toBeInstanceOf(ResumeParseBudgetError);
    expect(await pool.parse(ordinaryPdf(), PDF, 'ada')).toMatchObject({ ok: true });
  });

  it('serves a newcomer before users whose files kept the readers busy, even with the queue full', async () => {
    const pool = newPool({ concurrency: 1, maxQueued: 2, timeoutMs: 700 });
    const attackers = ['a1', 'a2', 'a3'];
    // Each attacker has already spent a bomb's worth of parse time (distinct files: none is a known failure yet).
    for (const [i, owner] of attackers.entries()) await pool.parse(nestedFormsPdf(10, 4 + i), PDF, owner);
    const finished: string[] = [];
    const track = (owner: string, parse: Promise<unknown>) =>
      parse.then(
        () => finished.push(owner),
        (error: unknown) => finished.push(`${owner}:${(error as Error).name}`),
      );
    const flood = attackers.map((owner, i) => track(owner, pool.parse(nestedFormsPdf(10, 7 + i), PDF, owner)));
    const bystander = track('ada', pool.parse(ordinaryPdf(), PDF, 'ada'));
    await Promise.all([...flood, bystander]);
    // a1 was being read; a2 and a3 waited, the heavier of them gave its place to ada, who went next.
    expect(finished.filter((entry) => entry.endsWith('ResumeParserBusyError'))).toHaveLength(1);
    expect(finished.indexOf('ada')).toBeLessThanOrEqual(2);
    expect(finished.indexOf('ada')).toBeLessThan(Math.max(finished.indexOf('a2'), finished.indexOf('a3')));
  });

  it('reads one file at a time, queues a few and refuses the rest while busy', async () => {
    const pool = newPool({ concurrency: 1, maxQueued: 1, timeoutMs: 1_000 });
    const slow = pool.parse(nestedFormsPdf(10), PDF);
    const queued = pool.parse(ordinaryPdf(), PDF);
    await expect(pool.parse(ordinaryPdf(), PDF)).rejects.toBeInstanceOf(ResumeParserBusyError);
    expect(await slow).toEqual({ ok: false, reason: 'too-complex' });
    expect(await queued).toMatchObject({ ok: true });
    expect((await pool.parse(ordinaryPdf(), PDF)).ok).toBe(true);
  });

  it("keeps one user's second file out of the queue while their first is read, so others still get a place", async () => {
    const pool = newPool({ concurrency: 1, maxQueued: 2, timeoutMs: 1_000 });
    const hostile = pool.parse(nestedFormsPdf(10), PDF, 'mallory');
    await expect(pool.parse(nestedFormsPdf(10), PDF, 'mallory')).rejects.toBeInstanceOf(ResumeParserBusyError);
    const someoneElse = pool.parse(ordinaryPdf(), PDF, 'ada');
    expect(await hostile).toEqual({ ok: false, reason: 'too-complex' });
    expect(await someoneElse).toMatchObject({ ok: true });
    expect((await pool.parse(ordinaryPdf(), PDF, 'mallory')).ok).toBe(true);
  });
});

describe('the api while a hostile resume is being read', () => {
  it('answers /healthz over HTTP before the parse ends', async () => {
    const app = await startTestApp({ env: { RESUME_PARSE_TIMEOUT_MS: '3000' } });
    try {
      const pool = resumeParsePoolFor(app.config);
      await pool.parse(ordinaryPdf(), PDF); // a worker is up, so the next parse starts at once
      let settled = false;
      const hostile = pool.parse(nestedFormsPdf(10), PDF).finally(() => {
        settled = true;
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      for (let i = 0; i < 5; i++) {
        const health = await app.request('/healthz');
        expect(health.status).toBe(200);
        expect(settled).toBe(false);
      }
      expect(await hostile).toEqual({ ok: false, reason: 'too-complex' });
      await pool.close();
    } finally {
      await app.close();
    }
  });
});
