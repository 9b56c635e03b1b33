// Word files built in memory for the extractor tests: a DOCX zipped with jszip, and a minimal Word 97 .doc
// (an OLE compound file holding a FIB and a one-piece table), the parts word-extractor reads, not one saved by Word.
import JSZip from 'jszip';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A DOCX (Office Open XML) with one paragraph per entry. */
export async function buildDocx(paragraphs: string[]): Promise<Buffer> {
  const zip = new JSZip();
  zip.file(
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  );
  zip.file(
    '_rels/.rels',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
  );
  const body = paragraphs.map((p) => `<w:p><w:r><w:t xml:space="preserve">${escapeXml(p)}</w:t></w:r></w:p>`).join('');
  zip.file(
    'word/document.xml',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`,
  );
  return zip.generateAsync({ type: 'nodebuffer' });
}

const SECTOR = 512;
const STREAM_BYTES = 4096; // at the mini-stream cutoff, so both streams live in ordinary sectors

/** A Word 97 binary .doc holding `text` (Latin-1, paragraphs separated by \r), as word-extractor reads it. */
export function buildDoc(text: string): Buffer {
  const textOffset = 0x800;
  const word = Buffer.alloc(STREAM_BYTES);
  word.writeUInt16LE(0xa5ec, 0x0); // wIdent
  word.writeUInt16LE(0x00c1, 0x2); // nFib: Word 97
  word.writeUInt16LE(0x0200, 0xa); // fWhichTblStm: the table stream is 1Table
  word.writeUInt32LE(textOffset, 0x18); // fcMin
  word.writeUInt32LE(text.length, 0x4c); // ccpText
  word.writeUInt32LE(0, 0x1a2); // fcClx: the piece table sits at the start of 1Table
  word.write(text, textOffset, 'latin1');
  const table = Buffer.alloc(STREAM_BYTES);
  table.writeUInt8(0x02, 0); // Pcdt
  table.writeUInt32LE(16, 1); // one piece: two CPs and one 8-byte PCD
  table.writeUInt32LE(0, 5);
  table.writeUInt32LE(text.length, 9);
  table.writeUInt32LE(((textOffset * 2) | 0x40000000) >>> 0, 15); // 8-bit text at textOffset
  return compoundFile([
    ['WordDocument', word],
    ['1Table', table],
  ]);
}

/** An OLE2 compound file (version 3, 512-byte sectors): FAT, directory, then each stream in whole sectors. */
function compoundFile(streams: Array<[string, Buffer]>): Buffer {
  const perStream = STREAM_BYTES / SECTOR;
  const fat = Buffer.alloc(SECTOR, 0xff);
  fat.writeInt32LE(-3, 0); // sector 0: the FAT itself
  fat.writeInt32LE(-2, 4); // sector 1: the directory
  streams.forEach((_, s) => {
    const first = 2 + s * perStream;
    for (let i = 0; i < perStream; i++) fat.writeInt32LE(i === perStream - 1 ? -2 : first + i + 1, (first + i) * 4);
  });
  const directory = Buffer.alloc(SECTOR);
  const entry = (index: number, name: string, type: number, child: number, left: number, start: number, size: number) => {
    const at = index * 128;
    directory.write(name, at, 'utf16le');
    directory.writeUInt16LE((name.length + 1) * 2, at + 64);
    directory.writeUInt8(type, at + 66);
    directory.writeUInt8(1, at + 67); // black
    directory.writeInt32LE(left, at + 68);
    directory.writeInt32LE(-1, at + 72);
    directory.writeInt32LE(child, at + 76);
    directory.writeInt32LE(start, at + 116);
    directory.writeUInt32LE(size, at + 120);
  };
  entry(0, 'Root Entry', 5, 1, -1, -2, 0);
  // Shorter names sort first in a compound file's tree: '1Table' is the left child of 'WordDocument'.
  entry(1, streams[0]![0], 2, -1, 2, 2, STREAM_BYTES);
  entry(2, streams[1]![0], 2, -1, -1, 2 + perStream, STREAM_BYTES);
  [68, 72, 76].forEach((field) => directory.writeInt32LE(-1, 3 * 128 + field)); // entry 3: unused
  const header = Buffer.alloc(SECTOR);
  Buffer.from('d0cf11e0a1b11ae1', 'hex').copy(header, 0);
  header.writeUInt16LE(0x3e, 24);
  header.writeUInt16LE(3, 26);
  header.writeUInt16LE(0xfffe, 28);
  header.writeUInt16LE(9, 30); // 512-byte sectors
  header.writeUInt16LE(6, 32); // 64-byte mini sectors
  header.writeInt32LE(1, 44); // one FAT sector
  header.writeInt32LE(1, 48); // directory at sector 1
  header.writeUInt32LE(STREAM_BYTES, 56); // mini stream cutoff
  header.writeInt32LE(-2, 60); // no mini FAT
  header.writeInt32LE(-2, 68); // no DIFAT sectors
  for (let i = 0; i < 109; i++) header.writeInt32LE(i === 0 ? 0 : -1, 76 + i * 4);
  return Buffer.concat([header, fat, directory, ...streams.map(([, data]) => data)]);
}
