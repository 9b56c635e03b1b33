import { statSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Request, Response } from 'express';

/** Text files the front-end build precompresses (scripts/rspack/create-config.cjs) and the api compresses. */
export const COMPRESSIBLE_EXTENSIONS = new Set(['.js', '.css', '.html', '.json', '.svg']);
/** Below this a body fits in one packet anyway; the build skips these files too. */
export const MIN_COMPRESS_BYTES = 1024;

export type Encoding = 'br' | 'gzip';

const ENCODERS: Record<Encoding, { suffix: string; compress: (body: Buffer) => Promise<Buffer> }> = {
  br: {
    suffix: '.br',
    // Quality 5: on-the-fly answers trade some ratio for speed (the build uses 11 for files).
    compress: (body) =>
      promisify(zlib.brotliCompress)(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        },
      }),
  },
  gzip: { suffix: '.gz', compress: (body) => promisify(zlib.gzip)(body) },
};

/** The encodings the client accepts, br first (smaller), then gzip; empty for identity only. */
export function acceptedEncodings(req: Request): Encoding[] {
  return (['br', 'gzip'] as const).filter((encoding) => req.acceptsEncodings(encoding) === encoding);
}

function isFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/**
 * The precompressed copy of `file` (`<file>.br`, else `<file>.gz`) the client accepts, if the build wrote one.
 * Always marks the answer as varying by Accept-Encoding for compressible files.
 */
export function findPrecompressed(req: Request, res: Response, file: string) {
  if (!COMPRESSIBLE_EXTENSIONS.has(path.extname(file))) return undefined;
  res.vary('Accept-Encoding');
  const encodings = acceptedEncodings(req);
  if (encodings.length === 0 || !isFile(file)) return undefined;
  for (const encoding of encodings) {
    const compressed = `${file}${ENCODERS[encoding].suffix}`;
    if (isFile(compressed)) return { encoding, file: compressed };
  }
  return undefined;
}

/** Sends a body built at request time (HTML, JSON), compressed when accepted and large enough. */
export async function sendCompressed(req: Request, res: Response, body: Buffer | string, contentType: string) {
  const buffer = typeof body === 'string' ? Buffer.from(body) : body;
  res.vary('Accept-Encoding').type(contentType);
  const encoding = acceptedEncodings(req)[0];
  if (!encoding || buffer.length < MIN_COMPRESS_BYTES) {
    res.send(buffer);
    return;
  }
  const compressed = await ENCODERS[encoding].compress(buffer);
  res.set('Content-Encoding', encoding).send(compressed);
}
