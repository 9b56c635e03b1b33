// unpdf loads its pdf.js bundle with import(), which jest (CommonJS, no VM modules) cannot run. Under jest we hand
// unpdf the same bundle compiled once to CommonJS by swc, cached in the temp folder. Production (tsx, ESM) needs none of this.
import { existsSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { transformSync } from '@swc/core';
import { definePDFJSModule } from 'unpdf';

export async function usePdfjsUnderJest(): Promise<void> {
  const source = require.resolve('unpdf').replace(/index\.cjs$/, 'pdfjs.mjs');
  const { size, mtimeMs } = statSync(source);
  const compiled = join(tmpdir(), `unpdf-pdfjs-${size}-${Math.round(mtimeMs)}.cjs`);
  if (!existsSync(compiled)) {
    const { code } = transformSync(readFileSync(source, 'utf8'), {
      jsc: { target: 'es2022', parser: { syntax: 'ecmascript' } },
      module: { type: 'commonjs' },
    });
    // Written aside then renamed, so a parallel jest worker never reads half a file.
    const partial = `${compiled}.${process.pid}.tmp`;
    writeFileSync(partial, code);
    renameSync(partial, compiled);
  }
  // A CommonJS file made at run time: require() is the only way jest's CommonJS runtime can load it.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  await definePDFJSModule(async () => require(compiled));
}
