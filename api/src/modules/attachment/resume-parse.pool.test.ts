// Resume files are read in worker threads with their own time and memory limits: hostile files are refused with the
// clear message's reason, the worker they killed is replaced, and the api keeps answering meanwhile.
import { buildPdf } from '../../../testkit/fixtures/pdf-file.fixture';
import { buildDoc, buildDocx } from '../../../testkit/fixtures/word-files.fixture';
import { entityDocx, largeDocx, nestedFormsPdf, zipBombDocx } from '../../../testkit/fixtures/hostile-files.fixture';
import { startTestApp } from '../../../testkit/http/test-app';
import { ResumeParsePool, ResumeParserBusyError, resumeParsePoolFor } from './resume-parse.pool';

const PDF = { contentType: 'application/pdf', fileName: 'resume.pdf' };
const DOCX = { contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', fileName: 'resume.docx' };
const DOC = { contentType: 'application/msword', fileName: 'resume.doc' };

const ordinaryPdf = () => buildPdf([['Jane Doe, Senior Frontend Engineer', '7 years of experience with React and TypeScript']]);
const SETTINGS = { concurrency: 1, maxQueued: 4, timeoutMs: 1_500, memoryMb: 160 };

describe('ResumeParsePool', () => {
  const pools: ResumeParsePool[] = [];
  const newPool = (settings: Partial<typeof SETTINGS> = {}) => {
    const pool = new ResumeParsePool({ ...SETTINGS, ...settings });
    pools.push(pool);
    return pool;
  };
  afterAll(async () => {
    await Promise.all(pools.map((pool) => pool.close()));
  });

  it('reads a PDF, a DOCX and a DOC in one worker thread', async () => {
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
