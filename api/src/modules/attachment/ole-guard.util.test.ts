// The OLE guard refuses the .doc shapes that made word-extractor abort the api, before word-extractor sees them.
import { cyclicChainDoc, hugeFatDoc, ordinaryDoc } from '../../../testkit/fixtures/hostile-word-files.fixture';
import { checkOle } from './ole-guard.util';

const SECTOR = 512;
const withInt32 = (doc: Buffer, offset: number, value: number) => {
  const patched = Buffer.from(doc);
  patched.writeInt32LE(value, offset);
  return patched;
};

describe('checkOle', () => {
  it('lets an ordinary .doc through', () => {
    expect(checkOle(ordinaryDoc())).toEqual({ ok: true });
  });

  it('refuses a sector chain that cycles through two sectors, and a self-loop', () => {
    expect(cyclicChainDoc().length).toBeLessThanOrEqual(3_000);
    expect(checkOle(cyclicChainDoc())).toEqual({ ok: false, problem: 'too-complex' });
    expect(checkOle(withInt32(ordinaryDoc(), SECTOR + 1 * 4, 1))).toEqual({ ok: false, problem: 'too-complex' });
  });

  it('refuses a header asking for more allocation sectors than the file holds', () => {
    expect(hugeFatDoc().length).toBeLessThanOrEqual(3_000);
    expect(checkOle(hugeFatDoc())).toEqual({ ok: false, problem: 'too-complex' });
    expect(checkOle(withInt32(ordinaryDoc(), 64, 300_000))).toEqual({ ok: false, problem: 'too-complex' }); // mini FAT
    expect(checkOle(withInt32(ordinaryDoc(), 72, 300_000))).toEqual({ ok: false, problem: 'too-complex' }); // DIFAT
  });

  it('refuses a sector size other than 512 or 4,096 bytes, and a chain leaving the file, as unreadable', () => {
    const doc = Buffer.from(ordinaryDoc());
    doc.writeUInt16LE(16, 30);
    expect(checkOle(doc)).toEqual({ ok: false, problem: 'malformed' });
    expect(checkOle(withInt32(ordinaryDoc(), 48, 5_000))).toEqual({ ok: false, problem: 'malformed' });
  });

  it('refuses a directory whose tree links back to itself', () => {
    // Directory entry 1 (WordDocument) names entry 1 as its left sibling.
    expect(checkOle(withInt32(ordinaryDoc(), 2 * SECTOR + 128 + 68, 1))).toEqual({ ok: false, problem: 'too-complex' });
  });
});
