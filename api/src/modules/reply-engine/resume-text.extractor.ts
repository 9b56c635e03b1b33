// Reads the text of a resume file (PDF, DOCX, DOC) so the email writers can draw facts from it. A pure function
// of the bytes: storage and caching live with the caller. Failures come back as a reason, never as an exception.
import { MAX_ATTACHMENT_BYTES, type ResumeTextFailure } from 'contracts';
import mammoth from 'mammoth';
import { getDocumentProxy } from 'unpdf';
import WordExtractor from 'word-extractor';

export const RESUME_TEXT_LIMITS = {
  maxBytes: MAX_ATTACHMENT_BYTES,
  /** A resume's facts sit on its first pages; a 300-page upload is not parsed to the end. */
  maxPdfPages: 5,
  maxChars: 20_000,
  /** Fewer characters than this after trimming: treated as a scanned image with no text layer. */
  minChars: 40,
} as const;

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
function isDeclaredResume({ contentType, fileName }: ResumeFileInfo): boolean {
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

async function pdfText(bytes: Uint8Array): Promise<string> {
  // A copy: pdf.js may take ownership of the array it is given. verbosity 0: no console warnings.
  const pdf = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 });
  try {
    const pages: string[] = [];
    for (let number = 1; number <= Math.min(pdf.numPages, RESUME_TEXT_LIMITS.maxPdfPages); number++) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      pages.push(content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join(''));
      page.cleanup();
    }
    return pages.join('\n\n');
  } finally {
    await pdf.destroy();
  }
}

const PARSERS: Record<Format, (bytes: Uint8Array) => Promise<string>> = {
  pdf: pdfText,
  zip: async (bytes) => (await mammoth.extractRawText({ buffer: Buffer.from(bytes) })).value,
  ole: async (bytes) => (await new WordExtractor().extract(Buffer.from(bytes))).getBody(),
};

/** Plain text: one space between words, at most one blank line, no control characters, capped. */
export function tidyResumeText(text: string): string {
  const tidy = text
    .replace(/\r\n?/g, '\n')
    // eslint-disable-next-line no-control-regex -- stripping control characters is the point
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, ' ')
    .replace(/[^\S\n]+/g, ' ')
    .replace(/ ?\n ?/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return tidy.length <= RESUME_TEXT_LIMITS.maxChars ? tidy : tidy.slice(0, RESUME_TEXT_LIMITS.maxChars).replace(/\s+\S*$/, '');
}

export async function extractResumeText(bytes: Uint8Array, file: ResumeFileInfo): Promise<ResumeTextResult> {
  if (!isDeclaredResume(file)) return { ok: false, reason: 'unsupported' };
  if (bytes.byteLength > RESUME_TEXT_LIMITS.maxBytes) return { ok: false, reason: 'too-large' };
  const format = sniff(bytes);
  if (!format) return { ok: false, reason: 'unreadable' };
  let raw: string;
  try {
    raw = await PARSERS[format](bytes);
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
  const text = tidyResumeText(raw);
  return text.length < RESUME_TEXT_LIMITS.minChars ? { ok: false, reason: 'no-text' } : { ok: true, text };
}
