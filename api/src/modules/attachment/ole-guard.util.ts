// A .doc is an OLE compound file (CFB): a header, allocation tables (FAT, mini FAT, DIFAT) and sector chains.
// word-extractor trusts all of it: it sizes arrays and buffers from the header's counts and stops a chain only on a
// self-loop, so a 2 KB file can make it loop or allocate until the process dies (docs/product.md, resume text).
// Before it sees the bytes, every count must fit the file and every chain it will follow is walked here with a
// visited set (a chain can be no longer than the file has sectors). Reads only; allocates at most the file's size.

/** `malformed`: not a compound file word-extractor could read; `too-complex`: a cycle, or tables the file cannot hold. */
export type OleProblem = 'malformed' | 'too-complex';
export type OleVerdict = { ok: true } | { ok: false; problem: OleProblem };

const MAGIC = Buffer.from('d0cf11e0a1b11ae1', 'hex');
const HEADER_DIFAT_ENTRIES = 109;
const DIRECTORY_ENTRY_BYTES = 128;
const MINI_SECTOR_BYTES = 64;
const MINI_STREAM_CUTOFF = 4096;
const NO_ENTRY = -1;
const STREAM = 2;
const ROOT = 5;

class OleRefusal extends Error {
  constructor(readonly problem: OleProblem) {
    super(problem);
  }
}
const refuse = (problem: OleProblem): never => {
  throw new OleRefusal(problem);
};

interface Layout {
  bytes: Buffer;
  sectorSize: number;
  /** Sectors after the header: the only ids a chain may name. */
  sectors: number;
}

const sectorAt = ({ bytes, sectorSize }: Layout, id: number) => bytes.subarray((id + 1) * sectorSize, (id + 2) * sectorSize);

/** A table of int32 entries read from whole sectors (a short last sector reads as zeros, as word-extractor does). */
function tableOf(layout: Layout, ids: number[]): Int32Array {
  const raw = Buffer.alloc(ids.length * layout.sectorSize);
  ids.forEach((id, i) => sectorAt(layout, id).copy(raw, i * layout.sectorSize));
  return new Int32Array(raw.buffer, raw.byteOffset, raw.length / 4);
}

/**
 * The chain from `start` as word-extractor follows it (on while the id is >= 0, ending on a negative id or past
 * the table), every id below `limit` and seen once: a repeat is a cycle.
 */
function chain(start: number, table: Int32Array, limit: number): number[] {
  const ids: number[] = [];
  const seen = new Set<number>();
  for (let id = start; id >= 0; id = id < table.length ? table[id]! : NO_ENTRY) {
    if (id >= limit) refuse('malformed');
    if (seen.has(id)) refuse('too-complex');
    seen.add(id);
    ids.push(id);
  }
  return ids;
}

function headerOf(bytes: Buffer) {
  if (bytes.length < 512 || !bytes.subarray(0, 8).equals(MAGIC)) refuse('malformed');
  const shift = bytes.readUInt16LE(30);
  if ((shift !== 9 && shift !== 12) || bytes.readUInt16LE(32) !== 6) refuse('malformed');
  if (bytes.readUInt32LE(56) !== MINI_STREAM_CUTOFF) refuse('malformed');
  const sectorSize = 1 << shift;
  const layout: Layout = { bytes, sectorSize, sectors: Math.ceil((bytes.length - sectorSize) / sectorSize) };
  if (layout.sectors < 1) refuse('malformed');
  const count = (offset: number, min: number) => {
    const value = bytes.readInt32LE(offset);
    if (value < min) refuse('malformed');
    // A table of more sectors than the file has: the shape that made word-extractor allocate without bound.
    if (value > layout.sectors) refuse('too-complex');
    return value;
  };
  return {
    layout,
    fatSectors: count(44, 1),
    directoryStart: bytes.readInt32LE(48),
    miniFatStart: bytes.readInt32LE(60),
    miniFatSectors: count(64, 0),
    difatStart: bytes.readInt32LE(68),
    difatSectors: count(72, 0),
  };
}

/** The FAT's own sector ids: the header's first 109, then the DIFAT chain (each sector's last entry links on). */
function fatSectorIds({ layout, fatSectors, difatStart, difatSectors }: ReturnType<typeof headerOf>): number[] {
  const perDifat = layout.sectorSize / 4 - 1;
  if (fatSectors > HEADER_DIFAT_ENTRIES && difatSectors * perDifat < fatSectors - HEADER_DIFAT_ENTRIES) refuse('malformed');
  const ids: number[] = [];
  for (let i = 0; i < Math.min(fatSectors, HEADER_DIFAT_ENTRIES); i++) ids.push(layout.bytes.readInt32LE(76 + i * 4));
  const seen = new Set<number>();
  for (let i = 0, next = difatStart; i < difatSectors && ids.length < fatSectors; i++) {
    if (next < 0 || next >= layout.sectors) refuse('malformed');
    if (seen.has(next)) refuse('too-complex');
    seen.add(next);
    const sector = sectorAt(layout, next);
    for (let s = 0; s < perDifat && ids.length < fatSectors; s++) ids.push(sector.readInt32LE(s * 4));
    next = sector.readInt32LE(perDifat * 4);
  }
  if (ids.some((id) => id < 0 || id >= layout.sectors)) refuse('malformed');
  return ids;
}

interface Entry {
  type: number;
  left: number;
  right: number;
  child: number;
  start: number;
  size: number;
}

function directoryOf(layout: Layout, ids: number[]): Entry[] {
  const raw = Buffer.concat(ids.map((id) => sectorAt(layout, id)));
  const entries: Entry[] = [];
  for (let at = 0; at + DIRECTORY_ENTRY_BYTES <= raw.length; at += DIRECTORY_ENTRY_BYTES) {
    entries.push({
      type: raw.readInt8(at + 66),
      left: raw.readInt32LE(at + 68),
      right: raw.readInt32LE(at + 72),
      child: raw.readInt32LE(at + 76),
      start: raw.readInt32LE(at + 116),
      size: raw.readInt32LE(at + 120),
    });
  }
  return entries;
}

/** Entries reachable from the root through child/left/right links, each once (a repeat is a cycle). */
function reachable(entries: Entry[], root: Entry): Entry[] {
  const found: Entry[] = [];
  const seen = new Set<number>();
  const pending = [root.child];
  while (pending.length > 0) {
    const id = pending.pop()!;
    if (id === NO_ENTRY) continue;
    if (id < 0 || id >= entries.length) refuse('malformed');
    if (seen.has(id)) refuse('too-complex');
    seen.add(id);
    const entry = entries[id]!;
    found.push(entry);
    pending.push(entry.left, entry.right, entry.child);
  }
  return found;
}

function checkCompoundFile(bytes: Buffer): void {
  const header = headerOf(bytes);
  const { layout } = header;
  const fat = tableOf(layout, fatSectorIds(header));
  const miniFatIds = chain(header.miniFatStart, fat, layout.sectors);
  if (miniFatIds.length !== header.miniFatSectors) refuse('malformed');
  const miniFat = tableOf(layout, miniFatIds);
  const directoryIds = chain(header.directoryStart, fat, layout.sectors);
  if (directoryIds.length === 0) refuse('malformed');
  const entries = directoryOf(layout, directoryIds);
  const root = entries.find((entry) => entry.type === ROOT) ?? refuse('malformed');
  const miniSectors = (chain(root.start, fat, layout.sectors).length * layout.sectorSize) / MINI_SECTOR_BYTES;
  for (const entry of reachable(entries, root)) {
    if (entry.type !== STREAM) continue;
    if (entry.size < MINI_STREAM_CUTOFF) chain(entry.start, miniFat, miniSectors);
    else chain(entry.start, fat, layout.sectors);
  }
}

/** Whether word-extractor may be given these bytes. */
export function checkOle(bytes: Uint8Array): OleVerdict {
  try {
    checkCompoundFile(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    return { ok: true };
  } catch (error) {
    if (error instanceof OleRefusal) return { ok: false, problem: error.problem };
    return { ok: false, problem: 'malformed' }; // a read past the end of a truncated file
  }
}
