// Resume files built to hurt a parser, made in the tests (never committed as binaries): a DOCX zip bomb, a DOCX
// declaring entities, a DOCX whose XML is large but compresses ordinarily, and a PDF of nested form drawings.
import JSZip from 'jszip';
import { buildDocx } from './word-files.fixture';

const WORD_XML_HEAD =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>';

async function docxWithDocument(documentXml: string): Promise<Buffer> {
  const docx = await JSZip.loadAsync(await buildDocx(['Placeholder']));
  docx.file('word/document.xml', documentXml);
  return docx.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', compressionOptions: { level: 9 } });
}

/** A DOCX whose document.xml is `megabytes` of one repeated paragraph: deflates to a few tens of KB. */
export function zipBombDocx(megabytes: number): Promise<Buffer> {
  const paragraph = `<w:p><w:r><w:t>${'a'.repeat(1_000)}</w:t></w:r></w:p>`;
  const body = paragraph.repeat(Math.round((megabytes * 1_000_000) / paragraph.length));
  return docxWithDocument(`${WORD_XML_HEAD}${body}</w:body></w:document>`);
}

/** A DOCX whose document.xml declares nested entities ("billion laughs"). */
export function entityDocx(): Promise<Buffer> {
  const entities = Array.from({ length: 9 }, (_, i) => `<!ENTITY l${i + 1} "${`&l${i};`.repeat(10)}">`).join('');
  return docxWithDocument(
    `<?xml version="1.0"?><!DOCTYPE d [<!ENTITY l0 "laugh">${entities}]><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>&l9;</w:t></w:r></w:p></w:body></w:document>`,
  );
}

/** A DOCX of `megabytes` of varied paragraphs: ordinary compression (about 10:1), so it passes the zip guard. */
export function largeDocx(megabytes: number): Promise<Buffer> {
  const words = ['engineer', 'react', 'typescript', 'led', 'team', 'shipped', 'platform', 'migration', 'latency', 'sql'];
  const paragraphs: string[] = [];
  let length = 0;
  for (let i = 0; length < megabytes * 1_000_000; i++) {
    const paragraph = `<w:p><w:r><w:t>Item ${i} ${words[(i * 7) % 10]} ${words[(i * 13 + 3) % 10]} ${(i * 31) % 977}</w:t></w:r></w:p>`;
    paragraphs.push(paragraph);
    length += paragraph.length;
  }
  return docxWithDocument(`${WORD_XML_HEAD}${paragraphs.join('')}</w:body></w:document>`);
}

/**
 * A small PDF whose one page draws a form that draws the next form `fanOut` times, `depth` levels down: fanOut^depth
 * drawings of one word for a file of a few KB.
 */
export function nestedFormsPdf(depth: number, fanOut = 4): Buffer {
  const objects: string[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '', // the page, once the forms are numbered
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  const formId = (level: number) => 5 + level;
  for (let level = 0; level <= depth; level++) {
    const ops =
      level === depth
        ? 'BT /F1 9 Tf 0 0 Td (x) Tj ET'
        : Array.from({ length: fanOut }, (_, i) => `q 1 0 0 1 ${i} ${i} cm /X Do Q`).join(' ');
    const resources = level === depth ? '<< /Font << /F1 4 0 R >> >>' : `<< /XObject << /X ${formId(level + 1)} 0 R >> >>`;
    objects.push(
      `<< /Type /XObject /Subtype /Form /BBox [0 0 612 792] /Resources ${resources} /Length ${ops.length} >>\nstream\n${ops}\nendstream`,
    );
  }
  const content = '/X Do';
  const contentId = objects.push(`<< /Length ${content.length} >>\nstream\n${content}\nendstream`);
  objects[2] =
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /XObject << /X ${formId(0)} 0 R >> >> ` +
    `/Contents ${contentId} 0 R >>`;
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((body, index) => {
    const offset = pdf.length;
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
