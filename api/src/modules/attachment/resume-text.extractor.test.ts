// The extractor itself, called in this process (it runs in a worker thread in the api: resume-parse.pool.test.ts).
import { MAX_ATTACHMENT_BYTES, RESUME_TEXT_LIMITS } from 'contracts';
import { buildPdf } from '../../../testkit/fixtures/pdf-file.fixture';
import { usePdfjsUnderJest } from '../../../testkit/fixtures/pdfjs-under-jest';
import { buildDoc, buildDocx } from '../../../testkit/fixtures/word-files.fixture';
import { entityDocx, zipBombDocx } from '../../../testkit/fixtures/hostile-files.fixture';
import mammoth from 'mammoth';
import { extractResumeText, tidyResumeText } from './resume-text.extractor';

const PDF = { contentType: 'application/pdf', fileName: 'resume.pdf' };
const DOCX = { contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', fileName: 'resume.docx' };
const DOC = { contentType: 'application/msword', fileName: 'resume.doc' };

beforeAll(async () => {
  await usePdfjsUnderJest();
});

describe('extractResumeText', () => {
  it('reads every line of a two-page PDF, in order', async () => {
    const pdf = buildPdf([
      ['Jane Doe, Senior Frontend Engineer', '7 years of experience with React and TypeScript'],
      ['Acme Corp (2019-2024)', 'Cut page load time by 40% (Next.js migration)'],
    ]);
    const result = await extractResumeText(pdf, PDF);
    expect(result).toEqual({ ok: true, text: expect.any(String) });
    const text = (result as { text: string }).text;
    expect(text).toContain('Jane Doe, Senior Frontend Engineer');
    expect(text).toContain('Cut page load time by 40% (Next.js migration)');
    expect(text.indexOf('7 years')).toBeLessThan(text.indexOf('Acme Corp'));
  });

  it('answers no-text for a scanned PDF (images only)', async () => {
    expect(await extractResumeText(buildPdf([null, null]), PDF)).toEqual({ ok: false, reason: 'no-text' });
  });

  it(`reads only the first ${RESUME_TEXT_LIMITS.maxPdfPages} pages of a long PDF`, async () => {
    const pages = Array.from({ length: 8 }, (_, i) => [`Page number ${i + 1} of a long resume with enough words`]);
    const result = await extractResumeText(buildPdf(pages), PDF);
    expect(result.ok && result.text).toContain('Page number 5 of');
    expect(result.ok && result.text).not.toContain('Page number 6 of');
  });

  it('reads a DOCX', async () => {
    const docx = await buildDocx(['John Smith', 'Backend engineer with 5+ years of experience in Go and PostgreSQL.']);
    expect(await extractResumeText(docx, DOCX)).toEqual({
      ok: true,
      text: 'John Smith\n\nBackend engineer with 5+ years of experience in Go and PostgreSQL.',
    });
  });

  it('reads a Word 97 .doc', async () => {
    const doc = buildDoc('Maria Garcia\rData analyst: reduced reporting time by 60% with SQL and Tableau.\r');
    const result = await extractResumeText(doc, DOC);
    expect(result).toEqual({ ok: true, text: expect.stringContaining('reduced reporting time by 60% with SQL and Tableau.') });
    expect(result.ok && result.text).toContain('Maria Garcia');
  });

  it('reads a file by what its bytes are, whatever its extension says', async () => {
    const docx = await buildDocx(['A DOCX saved with a .doc name, holding more than forty characters of text.']);
    expect((await extractResumeText(docx, { contentType: 'application/msword', fileName: 'cv.doc' })).ok).toBe(true);
  });

  it('answers unreadable for damaged files of a supported type', async () => {
    const garbage = Buffer.from('this is not a resume file at all, just some bytes '.repeat(20));
    expect(await extractResumeText(garbage, PDF)).toEqual({ ok: false, reason: 'unreadable' });
    expect(await extractResumeText(Buffer.concat([Buffer.from('%PDF-1.7\n'), garbage]), PDF)).toEqual({
      ok: false,
      reason: 'unreadable',
    });
    expect(await extractResumeText(Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), garbage]), DOC)).toEqual({
      ok: false,
      reason: 'unreadable',
    });
    expect(await extractResumeText(Buffer.concat([Buffer.from([0x50, 0x4b, 3, 4]), garbage]), DOCX)).toEqual({
      ok: false,
      reason: 'unreadable',
    });
  });

  it('answers unsupported for other types and too-large past 5MB', async () => {
    expect(await extractResumeText(Buffer.from('plain text resume'), { contentType: 'text/plain', fileName: 'cv.txt' })).toEqual({
      ok: false,
      reason: 'unsupported',
    });
    expect(await extractResumeText(Buffer.alloc(MAX_ATTACHMENT_BYTES + 1), PDF)).toEqual({
      ok: false,
      reason: 'too-large',
    });
  });

  it('accepts a supported type named by content type alone or by file name alone', async () => {
    const pdf = buildPdf([['Enough text on this page to count as a real resume, surely.']]);
    expect((await extractResumeText(pdf, { contentType: 'application/pdf; charset=binary' })).ok).toBe(true);
    expect((await extractResumeText(pdf, { contentType: '', fileName: 'Resume.PDF' })).ok).toBe(true);
  });
  it('refuses a DOCX zip bomb and a DOCX declaring entities as too complex, before mammoth reads them', async () => {
    const mammothRead = jest.spyOn(mammoth, 'extractRawText');
    try {
      expect(await extractResumeText(await zipBombDocx(25), DOCX)).toEqual({ ok: false, reason: 'too-complex' });
      expect(await extractResumeText(await entityDocx(), DOCX)).toEqual({ ok: false, reason: 'too-complex' });
      expect(mammothRead).not.toHaveBeenCalled();
      await extractResumeText(await buildDocx(['An ordinary DOCX, which mammoth does read, with enough text.']), DOCX);
      expect(mammothRead).toHaveBeenCalledTimes(1);
    } finally {
      mammothRead.mockRestore();
    }
  });
});

describe('tidyResumeText', () => {
  it('squeezes spaces and blank lines, drops control characters and caps the length at a word boundary', () => {
    expect(tidyResumeText('  Jane\t\tDoe \r\n\r\n\r\n\r\nEngineer\u0000here  ')).toBe('Jane Doe\n\nEngineer here');
    const long = tidyResumeText('word '.repeat(10_000));
    expect(long.length).toBeLessThanOrEqual(RESUME_TEXT_LIMITS.maxChars);
    expect(long.endsWith('word')).toBe(true);
  });
});
