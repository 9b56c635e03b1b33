// Fuzz, from fixed seeds: hundreds of mutated DOC and DOCX headers and chains go through the guards in this process
// (each refused, or read to a result), and a sample of mutated PDF, DOCX and DOC files through real reader
// processes: each ends in text or a refusal reason, the host stays up and its memory does not grow.
import type { ResumeTextFailure } from 'contracts';
import { mutations, type MutatedKind } from '../../../testkit/fixtures/file-mutations.fixture';
import { ordinaryDoc } from '../../../testkit/fixtures/hostile-word-files.fixture';
import { buildPdf } from '../../../testkit/fixtures/pdf-file.fixture';
import { buildDocx } from '../../../testkit/fixtures/word-files.fixture';
import { checkOle } from './ole-guard.util';
import { ResumeParsePool } from './resume-parse.pool';
import { extractResumeText, type ResumeTextResult } from './resume-text.extractor';
import { checkZip } from './zip-guard.util';

const FILES: Record<MutatedKind, { contentType: string; fileName: string }> = {
  pdf: { contentType: 'application/pdf', fileName: 'resume.pdf' },
  docx: { contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', fileName: 'resume.docx' },
  doc: { contentType: 'application/msword', fileName: 'resume.doc' },
};
const REASONS: ResumeTextFailure[] = ['no-text', 'unreadable', 'unsupported', 'too-large', 'too-complex'];

const originals = async (): Promise<Record<MutatedKind, Buffer>> => ({
  pdf: buildPdf([['Jane Doe, Senior Frontend Engineer', '7 years of experience with React and TypeScript']]),
  docx: await buildDocx(['John Smith', 'Backend engineer with 5+ years of experience in Go and PostgreSQL.']),
  doc: ordinaryDoc(),
});

/** A result is text, or one of the reasons a user is told. */
const isAnOutcome = (result: ResumeTextResult) => (result.ok ? typeof result.text === 'string' : REASONS.includes(result.reason));

const tally = (keys: string[]) => keys.reduce<Record<string, number>>((all, k) => ({ ...all, [k]: (all[k] ?? 0) + 1 }), {});

describe('mutated resume files', () => {
  it('400 mutated .doc headers and chains: each refused by the OLE guard, or read to a result', async () => {
    const { doc } = await originals();
    const outcomes: string[] = [];
    for (const bytes of mutations('doc', doc, 400, 0xd0c)) {
      const verdict = checkOle(bytes);
      if (!verdict.ok) {
        outcomes.push(verdict.problem);
        continue;
      }
      const result = await extractResumeText(bytes, FILES.doc);
      expect(isAnOutcome(result)).toBe(true);
      outcomes.push(result.ok ? 'read' : result.reason);
    }
    const counts = tally(outcomes);
    // The seed reaches every branch: refusals of both kinds, and files word-extractor still reads.
    expect(counts).toEqual(
      expect.objectContaining({ malformed: expect.any(Number), 'too-complex': expect.any(Number), read: expect.any(Number) }),
    );
  });

  it('300 mutated DOCX zips: each refused by the zip guard or let through, none throws', async () => {
    const { docx } = await originals();
    const outcomes: string[] = [];
    for (const bytes of mutations('docx', docx, 300, 0x21f)) {
      const verdict = await checkZip(bytes);
      outcomes.push(verdict.ok ? 'ok' : verdict.problem);
    }
    expect(tally(outcomes)).toEqual(expect.objectContaining({ malformed: expect.any(Number), ok: expect.any(Number) }));
  });

  it('a sample of mutated PDF, DOCX and DOC files in reader processes: each ends, the host stays up and lean', async () => {
    const pool = new ResumeParsePool({ concurrency: 2, maxQueued: 200, timeoutMs: 3_000, memoryMb: 96 });
    try {
      const files = await originals();
      const sample = (['pdf', 'docx', 'doc'] as const).flatMap((kind) =>
        mutations(kind, files[kind], 40, 0x5eed + kind.length).map((bytes) => ({ kind, bytes })),
      );
      const before = process.memoryUsage();
      const results = await Promise.all(sample.map(({ kind, bytes }) => pool.parse(bytes, FILES[kind])));
      expect(results.every(isAnOutcome)).toBe(true);
      // Still reading ordinary files afterwards, with no growth in this process of what the readers used.
      expect(await pool.parse(files.pdf, FILES.pdf)).toMatchObject({ ok: true });
      const after = process.memoryUsage();
      expect(after.external - before.external).toBeLessThan(30_000_000);
      expect(after.rss - before.rss).toBeLessThan(150_000_000);
    } finally {
      await pool.close();
    }
  }, 90_000);
});
