// A real PDF built in memory for the extractor tests: pages of text objects in a standard font, or "scanned"
// pages that hold only an image (no text layer), with a correct cross-reference table.

/** Latin-1 text in a PDF string literal. */
const pdfString = (text: string) => `(${text.replace(/([\\()])/g, '\\$1')})`;

/** A PDF with one page per entry: lines of text drawn in Helvetica, or null for a page holding only an image. */
export function buildPdf(pages: Array<string[] | null>): Buffer {
  const objects: string[] = [];
  const add = (body: string) => objects.push(body) + 2; // object numbers start at 3 (1 catalog, 2 pages)
  const font = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  const pageIds = pages.map((lines) => {
    const ops = lines
      ? ['BT', '/F1 11 Tf', '14 TL', '72 720 Td', ...lines.flatMap((line) => [`${pdfString(line)} Tj`, 'T*']), 'ET']
      : ['q 200 0 0 260 72 440 cm', 'BI /W 2 /H 2 /CS /G /BPC 8 ID', '\u0000\u00ff\u00ff\u0000', 'EI Q'];
    const stream = ops.join('\n');
    const content = add(`<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`);
    return add(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 ${font} 0 R >> >> /Contents ${content} 0 R >>`,
    );
  });
  const all = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`,
    ...objects,
  ];
  let pdf = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n';
  const offsets = all.map((body, index) => {
    const offset = Buffer.byteLength(pdf, 'latin1');
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${all.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${all.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
