// The downloadable resume of a demo candidate as a real PDF (the demo stores no files). pdf-lib is imported on first
// use, so it is a chunk of its own that only a 'Download Resume' click fetches, never part of the first paint.
import type { PDFFont, PDFPage } from 'pdf-lib';
import type { DemoCandidate } from '../data/demo-candidates';
import { maskEmail, maskName, maskPhone } from './mask-contact-details';

export const RESUME_PDF_TYPE = 'application/pdf';
/** The most pages a demo resume takes; anything longer is cut with an ellipsis (the demo data fits on one). */
export const RESUME_PDF_MAX_PAGES = 2;

// US Letter, in points, with 0.75 in margins.
const PAGE = { width: 612, height: 792 };
const MARGIN = 54;
const TEXT_WIDTH = PAGE.width - 2 * MARGIN;
const INK = { r: 0.1, g: 0.11, b: 0.15 };
const MUTED = { r: 0.38, g: 0.4, b: 0.46 };

/** 'Sarah Chen' -> 'sarah-chen-resume.pdf' */
export const resumeFileName = (candidate: Pick<DemoCandidate, 'name'>): string =>
  `${candidate.name.trim().replace(/\s+/g, '-').toLowerCase()}-resume.pdf`;

/** Name and contact details as the visitor may see them (product.md §3: masked until revealed). */
function identity(candidate: DemoCandidate, revealed: boolean) {
  return {
    name: revealed ? candidate.name : maskName(candidate.name),
    contact: [
      revealed ? candidate.email : maskEmail(candidate.email),
      revealed ? candidate.phone : maskPhone(candidate.phone),
      candidate.website,
      candidate.location,
    ].join(' · '),
    linkedIn: revealed ? candidate.linkedInUrl : undefined,
  };
}

export async function buildResumePdf(candidate: DemoCandidate, options: { revealed: boolean }): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const doc = await PDFDocument.create();
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const who = identity(candidate, options.revealed);
  doc.setTitle(`${who.name} - Resume`);
  doc.setSubject(candidate.title);
  doc.setCreator('Candidate review demo');

  let page: PDFPage = doc.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - MARGIN;
  let full = false;

  /** Room for `height` more points, on a new page if needed; false once the page budget is spent. */
  const ensure = (height: number): boolean => {
    if (full) return false;
    if (y - height >= MARGIN) return true;
    if (doc.getPageCount() >= RESUME_PDF_MAX_PAGES) {
      full = true;
      page.drawText('...', { x: MARGIN, y: MARGIN - 14, size: 10, font: regular, color: rgb(MUTED.r, MUTED.g, MUTED.b) });
      return false;
    }
    page = doc.addPage([PAGE.width, PAGE.height]);
    y = PAGE.height - MARGIN;
    return true;
  };

  const write = (
    text: string,
    style: { font?: PDFFont; size?: number; muted?: boolean; indent?: number; gapAfter?: number; bullet?: boolean } = {},
  ) => {
    const font = style.font ?? regular;
    const size = style.size ?? 10.5;
    const indent = style.indent ?? 0;
    const lineHeight = size * 1.35;
    const color = style.muted ? rgb(MUTED.r, MUTED.g, MUTED.b) : rgb(INK.r, INK.g, INK.b);
    const lines = wrap(encodable(text, font), font, size, TEXT_WIDTH - indent - (style.bullet ? 12 : 0));
    lines.forEach((line, index) => {
      if (!ensure(lineHeight)) return;
      y -= lineHeight;
      if (style.bullet && index === 0) page.drawText('•', { x: MARGIN + indent, y, size, font, color });
      page.drawText(line, { x: MARGIN + indent + (style.bullet ? 12 : 0), y, size, font, color });
    });
    y -= style.gapAfter ?? 0;
  };

  const heading = (text: string) => {
    if (!ensure(40)) return;
    y -= 14;
    write(text.toUpperCase(), { font: bold, size: 11, gapAfter: 2 });
    page.drawLine({
      start: { x: MARGIN, y: y - 2 },
      end: { x: PAGE.width - MARGIN, y: y - 2 },
      thickness: 0.6,
      color: rgb(0.85, 0.86, 0.9),
    });
    y -= 8;
  };

  write(who.name, { font: bold, size: 22, gapAfter: 2 });
  write(candidate.title, { size: 13, gapAfter: 4 });
  write(who.contact, { size: 9.5, muted: true });
  if (who.linkedIn) write(who.linkedIn, { size: 9.5, muted: true });

  heading('Summary');
  write(candidate.bio);

  heading('Experience');
  for (const job of candidate.experienceDetails) {
    write(`${job.title}, ${job.company}`, { font: bold, size: 11 });
    write(job.period, { size: 9.5, muted: true, gapAfter: 2 });
    write(job.description, { gapAfter: 2 });
    for (const achievement of job.achievements) write(achievement, { bullet: true, indent: 4 });
    y -= 8;
  }

  heading('Education');
  const { degree, school, year, gpa } = candidate.education;
  write(degree, { font: bold, size: 11 });
  write(`${school}, ${year} · GPA ${gpa}`);

  heading('Skills');
  write(candidate.skills.join(' · '));

  return doc.save();
}

/** The PDF as a Blob ready for an object URL. */
export async function buildResumePdfBlob(candidate: DemoCandidate, options: { revealed: boolean }): Promise<Blob> {
  const bytes = await buildResumePdf(candidate, options);
  return new Blob([bytes as Uint8Array<ArrayBuffer>], { type: RESUME_PDF_TYPE });
}

/** The standard fonts cover WinAnsi only: anything else becomes '?' rather than failing the whole download. */
const characterSets = new WeakMap<PDFFont, Set<number>>();
function encodable(text: string, font: PDFFont): string {
  const supported = characterSets.get(font) ?? new Set(font.getCharacterSet());
  characterSets.set(font, supported);
  return Array.from(text, (char) => (supported.has(char.codePointAt(0)!) ? char : '?')).join('');
}

/** Greedy word wrap to `width` points; a word longer than a line is split. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = word;
    while (font.widthOfTextAtSize(line, size) > width) {
      let cut = line.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(line.slice(0, cut), size) > width) cut--;
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
    }
  }
  if (line) lines.push(line);
  return lines;
}
