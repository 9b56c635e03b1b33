// The downloaded resume is a real PDF of one or two pages with the candidate's details; contact details only when
// revealed. The text is read back from the page content streams (no mock of ours: the builder runs as in a browser).
import { PDFArray, PDFDocument, PDFRawStream, decodePDFRawStream } from 'pdf-lib';
import { DEMO_CANDIDATES, type DemoCandidate } from '../data/demo-candidates';
import { buildResumePdf, buildResumePdfBlob, RESUME_PDF_MAX_PAGES, resumeFileName } from './resume-pdf.builder';

const [sarah] = DEMO_CANDIDATES as [DemoCandidate];

/** The text drawn on the pages: the standard fonts write each run as a hex string before 'Tj'. */
async function drawnText(bytes: Uint8Array): Promise<string> {
  const doc = await PDFDocument.load(bytes);
  const runs: string[] = [];
  for (const page of doc.getPages()) {
    const contents = page.node.Contents();
    const parts = contents instanceof PDFArray ? contents.asArray().map((ref) => doc.context.lookup(ref)) : [contents];
    const streams = parts.filter((part): part is PDFRawStream => part instanceof PDFRawStream);
    for (const stream of streams) {
      const operators = new TextDecoder('latin1').decode(decodePDFRawStream(stream).decode());
      for (const [, hex] of operators.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
        runs.push(hex!.replace(/../g, (pair) => String.fromCharCode(parseInt(pair, 16))));
      }
    }
  }
  return runs.join('\n');
}

describe('resume PDF', () => {
  it('is a PDF Blob named {name}-resume.pdf', async () => {
    const blob = await buildResumePdfBlob(sarah, { revealed: true });
    expect(blob.type).toBe('application/pdf');
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    expect(resumeFileName(sarah)).toBe('sarah-chen-resume.pdf');
  });

  it("carries the revealed candidate's name, title, contact, summary, experience, education and skills", async () => {
    const bytes = await buildResumePdf(sarah, { revealed: true });
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(1);
    expect(doc.getPageCount()).toBeLessThanOrEqual(RESUME_PDF_MAX_PAGES);
    expect(doc.getTitle()).toBe('Sarah Chen - Resume');
    const text = await drawnText(bytes);
    for (const expected of [
      'Sarah Chen',
      sarah.title,
      sarah.email,
      sarah.phone,
      'SUMMARY',
      'EXPERIENCE',
      'Brightlane',
      'Cut page load time by 45%',
      'EDUCATION',
      'University of California, Berkeley',
      'SKILLS',
      'Design Systems',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('masks the name, email and phone of a candidate not revealed', async () => {
    const text = await drawnText(await buildResumePdf(sarah, { revealed: false }));
    expect(text).not.toContain('Sarah Chen');
    expect(text).not.toContain(sarah.email);
    expect(text).not.toContain(sarah.phone);
    expect(text).toContain(sarah.title);
  });

  it('wraps long text and stops at two pages', async () => {
    const long: DemoCandidate = {
      ...sarah,
      bio: 'Ships accessible interfaces. '.repeat(400),
      skills: ['Ünïcode ✓ skill', 'React'],
    };
    const bytes = await buildResumePdf(long, { revealed: true });
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(RESUME_PDF_MAX_PAGES);
    expect(await drawnText(bytes)).toContain('Ships accessible interfaces.');
  });
});
