// A DOCX is a ZIP. Before any parser inflates it, its central directory must describe a modest file: few entries,
// small inflated sizes, no part that inflates a hundredfold (a zip bomb). Then every part is inflated as a stream,
// never held whole: yauzl stops a part that inflates past the size its directory declared (a directory that lies),
// and a part declaring a DOCTYPE or entities (entity expansion, external entities) refuses the file.
import { RESUME_ZIP_LIMITS } from 'contracts';
import yauzl, { type Entry, type ZipFile } from 'yauzl';

export type ZipLimits = { [K in keyof typeof RESUME_ZIP_LIMITS]: number };

/** `malformed`: not a readable ZIP; the others: a readable ZIP past a limit. */
export type ZipProblem = 'malformed' | 'entries' | 'size' | 'ratio' | 'doctype';
export type ZipVerdict = { ok: true } | { ok: false; problem: ZipProblem };

/** A DTD in UTF-8 (or any ASCII-compatible encoding) and in UTF-16 either way round. */
const DTD_MARKERS = ['<!DOCTYPE', '<!ENTITY'].flatMap((marker) => [
  Buffer.from(marker, 'latin1'),
  Buffer.from(marker, 'utf16le'),
  Buffer.from(marker, 'utf16le').swap16(),
]);
const MARKER_TAIL = Math.max(...DTD_MARKERS.map((m) => m.length)) - 1;

class ZipRefusal extends Error {
  constructor(readonly problem: ZipProblem) {
    super(problem);
  }
}

const openZip = (bytes: Buffer) =>
  new Promise<ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(bytes, { lazyEntries: true, validateEntrySizes: true }, (error, zip) =>
      error ? reject(new ZipRefusal('malformed')) : resolve(zip),
    ),
  );

/** Every directory record, read before anything is inflated; refuses as soon as one breaks a limit. */
function readDirectory(zip: ZipFile, limits: ZipLimits): Promise<Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: Entry[] = [];
    let total = 0;
    zip.on('error', () => reject(new ZipRefusal('malformed')));
    zip.on('end', () => resolve(entries));
    zip.on('entry', (entry: Entry) => {
      total += entry.uncompressedSize;
      const ratio = entry.uncompressedSize / Math.max(entry.compressedSize, 1);
      if (total > limits.maxTotalBytes) return reject(new ZipRefusal('size'));
      if (entry.uncompressedSize > limits.ratioFloorBytes && ratio > limits.maxRatio) return reject(new ZipRefusal('ratio'));
      entries.push(entry);
      zip.readEntry();
    });
    zip.readEntry();
  });
}

/** Inflates one part chunk by chunk, looking for a DTD across chunk boundaries; no chunk is kept. */
function scanEntry(zip: ZipFile, entry: Entry): Promise<void> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => {
      if (error) return reject(new ZipRefusal('malformed'));
      let tail = Buffer.alloc(0);
      stream.on('data', (chunk: Buffer) => {
        const window = Buffer.concat([tail, chunk]);
        if (DTD_MARKERS.some((marker) => window.includes(marker))) {
          stream.destroy();
          return reject(new ZipRefusal('doctype'));
        }
        tail = window.subarray(Math.max(0, window.length - MARKER_TAIL));
      });
      // yauzl's size check ends the stream with an error: the part inflates past what its directory record says.
      stream.on('error', (streamError: Error) =>
        reject(new ZipRefusal(/too (many|few) bytes/i.test(streamError.message) ? 'size' : 'malformed')),
      );
      stream.on('end', () => resolve());
    });
  });
}

export async function checkZip(bytes: Buffer, limits: ZipLimits = RESUME_ZIP_LIMITS): Promise<ZipVerdict> {
  let zip: ZipFile | undefined;
  try {
    zip = await openZip(bytes);
    if (zip.entryCount > limits.maxEntries) return { ok: false, problem: 'entries' };
    const entries = await readDirectory(zip, limits);
    for (const entry of entries) if (!entry.fileName.endsWith('/')) await scanEntry(zip, entry);
    return { ok: true };
  } catch (error) {
    if (error instanceof ZipRefusal) return { ok: false, problem: error.problem };
    return { ok: false, problem: 'malformed' };
  } finally {
    zip?.close();
  }
}
