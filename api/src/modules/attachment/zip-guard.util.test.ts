import JSZip from 'jszip';
import { RESUME_ZIP_LIMITS } from 'contracts';
import { buildDocx } from '../../../testkit/fixtures/word-files.fixture';
import { entityDocx, zipBombDocx } from '../../../testkit/fixtures/hostile-files.fixture';
import { checkZip } from './zip-guard.util';

/** Sets the uncompressed size a ZIP's central directory declares for one entry (the bytes stay as they are). */
function declareSize(zip: Buffer, name: string, size: number): Buffer {
  const patched = Buffer.from(zip);
  for (let at = patched.indexOf(Buffer.from([0x50, 0x4b, 1, 2])); at >= 0;) {
    const nameLength = patched.readUInt16LE(at + 28);
    if (patched.toString('latin1', at + 46, at + 46 + nameLength) === name) {
      patched.writeUInt32LE(size, at + 24);
      return patched;
    }
    at = patched.indexOf(Buffer.from([0x50, 0x4b, 1, 2]), at + 4);
  }
  throw new Error(`${name} is not in the zip`);
}

describe('checkZip', () => {
  it('lets an ordinary DOCX through', async () => {
    expect(await checkZip(await buildDocx(['Jane Doe', 'Engineer']))).toEqual({ ok: true });
  });

  it('refuses a zip bomb from its directory: a part past the ratio, or parts past the total size', async () => {
    expect(await checkZip(await zipBombDocx(15))).toEqual({ ok: false, problem: 'ratio' });
    expect(await checkZip(await zipBombDocx(30))).toEqual({ ok: false, problem: 'size' });
  });

  it('refuses a part that inflates past the size its directory record declares', async () => {
    const bomb = await zipBombDocx(15);
    expect(await checkZip(declareSize(bomb, 'word/document.xml', 100_000))).toEqual({ ok: false, problem: 'size' });
  });

  it('refuses too many entries', async () => {
    const zip = await JSZip.loadAsync(await buildDocx(['Jane Doe']));
    for (let i = 0; i < RESUME_ZIP_LIMITS.maxEntries; i++) zip.file(`word/media/part${i}.xml`, '<a/>');
    expect(await checkZip(await zip.generateAsync({ type: 'nodebuffer' }))).toEqual({ ok: false, problem: 'entries' });
  });

  it('refuses XML declaring a DOCTYPE or entities, in UTF-8 or UTF-16', async () => {
    expect(await checkZip(await entityDocx())).toEqual({ ok: false, problem: 'doctype' });
    const zip = await JSZip.loadAsync(await buildDocx(['Jane Doe']));
    zip.file(
      'word/styles.xml',
      Buffer.from('\ufeff<?xml version="1.0" encoding="UTF-16"?><!DOCTYPE x SYSTEM "file:///etc/passwd"><x/>', 'utf16le'),
    );
    expect(await checkZip(await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' }))).toEqual({
      ok: false,
      problem: 'doctype',
    });
  });

  it('calls anything that is not a ZIP malformed', async () => {
    expect(await checkZip(Buffer.from('PK\u0003\u0004 but nothing else'))).toEqual({ ok: false, problem: 'malformed' });
  });
});
