// Reads the text of a resume file (PDF, DOCX, DOC) so the email writers can draw facts from it. A pure function of
// the bytes that runs inside a resume-parse child process (resume-parse.pool.ts), never on the api's event loop:
// storage, limits on time and memory, and the stored outcome live with the caller. Failures come back as a reason,
// never as an exception.
import { MAX_ATTACHMENT_BYTES, RESUME_TEXT_LIMITS, type ResumeTextFailure } from 'contracts';
import mammoth from 'mammoth';
import { getDocumentProxy } from 'unpdf';
import WordExtractor from 'word-extractor';
import { checkOle } from './ole-guard.util';
import { checkZip } from './zip-guard.util';

/** Raw text gathered before a parser stops reading: tidying squeezes whitespace, so somewhat more than maxChars. */
const RAW_CHAR_BUDGET = RESUME_TEXT_LIMITS.maxChars * 2;

export type ResumeTextResult = { ok: true; text: string } | { ok: false; reason: ResumeTextFailure };

export interface ResumeFileInfo {
  contentType?: string | null;
  fileName?: string | null;
}

type Format = 'pdf' | 'zip' | 'ole';

const DECLARED: Array<[RegExp, RegExp]> = [
  [/^application\/pdf$/i, /\.pdf$/i],
  [/^application\/msword$/i, /\.doc$/i],
  [/^application\/vnd\.openxmlformats-officedocument\.wordprocessingml\.document$/i, /\.docx$/i],
];

/** The file says it is a PDF, DOC or DOCX, by its content type or by its name. */
export function isDeclaredResume({ contentType, fileName }: ResumeFileInfo): boolean {
  const type = (contentType ?? '').split(';')[0]!.trim();
  return DECLARED.some(([mime, extension]) => mime.test(type) || extension.test((fileName ?? '').trim()));
}

/** What the bytes really are: a renamed .doc/.docx is still read by its content. */
function sniff(bytes: Uint8Array): Format | null {
  const head = Buffer.from(bytes.subarray(0, 8));
  if (head.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  if (head.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) return 'zip';
  if (head.equals(Buffer.from('d0cf11e0a1b11ae1', 'hex'))) return 'ole';
  return null;
}

/** A file past a reader's limits: refused as too complex rather than unreadable. */
class TooComplexError extends Error {}

async function pdfText(bytes: Uint8Array): Promise<string> {
  // A copy: pdf.js may take ownership of the array it is given. verbosity 0: no console warnings.
  const pdf = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 });
  try {
    let text = '';
    for (let number = 1; number <= Math.min(pdf.numPages, RESUME_TEXT_LIMITS.maxPdfPages); number++) {
      const page = await pdf.getPage(number);
      // Streamed, so a page holding megabytes of text is left once enough is gathered.
      const reader = page.streamTextContent().getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        for (const item of value.items) if ('str' in item) text += item.str + (item.hasEOL ? '\n' : '');
        if (text.length >= RAW_CHAR_BUDGET) {
          await reader.cancel(new Error('enough text')); // pdf.js asserts a cancel carries an Error
          break;
        }
      }
      page.cleanup();
      if (text.length >= RAW_CHAR_BUDGET) break;
      text += '\n\n';
    }
    return text;
  } finally {
    await pdf.destroy();
  }
}

async function docxText(bytes: Uint8Array): Promise<string> {
  const buffer = Buffer.from(bytes);
  // Before mammoth inflates anything: a zip bomb or a DTD is refused here.
  const verdict = await checkZip(buffer);
  if (!verdict.ok) {
    if (verdict.problem === 'malformed') throw new Error('not a readable zip');
    throw new TooComplexError(verdict.problem);
  }
  return (await mammoth.extractRawText({ buffer })).value;
}

async function docText(bytes: Uint8Array): Promise<string> {
  // Before word-extractor trusts the header: a cyclic chain or an oversized table is refused here.
  const verdict = checkOle(bytes);
  if (!verdict.ok) {
    if (verdict.problem === 'malformed') throw new Error('not a readable compound file');
    throw new TooComplexError(verdict.problem);
  }
  return (await new WordExtractor().extract(Buffer.from(bytes))).getBody();
}

const PARSERS: Record<Format, (bytes: Uint8Array) => Promise<string>> = {
  pdf: pdfText,
  zip: docxText,
  ole: docText,
};

/** Plain text: one space between words, at most one blank line, no control characters, capped. */
export function tidyResumeText(text: string): string {
  const tidy = text
    .slice(0, RAW_CHAR_BUDGET)
    .replace(/\r\n?/g, '\n')
    // eslint-disable-next-line no-control-regex -- stripping control characters is the point
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, ' ')
    .replace(/[^\S\n]+/g, ' ')
    .replace(/ ?\n ?/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return tidy.length <= RESUME_TEXT_LIMITS.maxChars
    ? tidy
    : tidy.slice(0, RESUME_TEXT_LIMITS.maxChars).replace(/(?<!\s)\s+\S*$/, '');
}

export async function extractResumeText(bytes: Uint8Array, file: ResumeFileInfo): Promise<ResumeTextResult> {
  if (!isDeclaredResume(file)) return { ok: false, reason: 'unsupported' };
  if (bytes.byteLength > MAX_ATTACHMENT_BYTES) return { ok: false, reason: 'too-large' };
  const format = sniff(bytes);
  if (!format) return { ok: false, reason: 'unreadable' };
  let raw: string;
  try {
    raw = await PARSERS[format](bytes);
  } catch (error) {
    return { ok: false, reason: error instanceof TooComplexError ? 'too-complex' : 'unreadable' };
  }
  const text = tidyResumeText(raw);
  return text.length < RESUME_TEXT_LIMITS.minChars ? { ok: false, reason: 'no-text' } : { ok: true, text };
}
