// Reads a response body up to a byte cap: a declared Content-Length past the cap is refused before a byte is read,
// and a body that keeps coming (or a small gzip that inflates past it) is cut off at the cap. Bytes are counted
// after decompression, so the cap holds for what we would parse.
import type { IncomingMessage } from 'node:http';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import type { Duplex, Readable } from 'node:stream';

export type BodyOutcome = { ok: true; bytes: Buffer } | { ok: false; kind: 'too-large' | 'network' | 'timeout'; reason: string };

function decoderFor(encoding: string): Duplex | 'identity' | null {
  if (encoding === '' || encoding === 'identity') return 'identity';
  if (encoding === 'gzip' || encoding === 'x-gzip') return createGunzip();
  if (encoding === 'deflate') return createInflate();
  if (encoding === 'br') return createBrotliDecompress();
  return null;
}

function declaredLength(response: IncomingMessage): number | null {
  const value = response.headers['content-length'];
  return value !== undefined && /^\d{1,15}$/.test(value) ? Number(value) : null;
}

/** The body's bytes, or why not; `signal` is the read's deadline. */
export function readCappedBody(response: IncomingMessage, maxBytes: number, signal: AbortSignal): Promise<BodyOutcome> {
  const declared = declaredLength(response);
  if (declared !== null && declared > maxBytes) {
    response.destroy();
    return Promise.resolve({ ok: false, kind: 'too-large', reason: 'content-length' });
  }
  const decoder = decoderFor(
    String(response.headers['content-encoding'] ?? '')
      .trim()
      .toLowerCase(),
  );
  if (decoder === null) {
    response.destroy();
    return Promise.resolve({ ok: false, kind: 'network', reason: 'content-encoding' });
  }
  const source: Readable = decoder === 'identity' ? response : response.pipe(decoder);
  return collect(response, source, maxBytes, signal);
}

function collect(response: IncomingMessage, source: Readable, maxBytes: number, signal: AbortSignal): Promise<BodyOutcome> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const finish = (outcome: BodyOutcome) => {
      if (settled) return;
      settled = true;
      signal.removeEventListener('abort', onAbort);
      if (!outcome.ok) {
        response.destroy();
        source.destroy();
      }
      resolve(outcome);
    };
    const onAbort = () => finish({ ok: false, kind: 'timeout', reason: 'body' });
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort);
    source.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) finish({ ok: false, kind: 'too-large', reason: 'body' });
      else chunks.push(chunk);
    });
    source.on('end', () => finish({ ok: true, bytes: Buffer.concat(chunks) }));
    source.on('error', () => finish({ ok: false, kind: signal.aborted ? 'timeout' : 'network', reason: 'body' }));
    response.on('aborted', () => finish({ ok: false, kind: signal.aborted ? 'timeout' : 'network', reason: 'aborted' }));
    response.on('error', () => finish({ ok: false, kind: signal.aborted ? 'timeout' : 'network', reason: 'body' }));
  });
}

/** The media type and charset of a Content-Type header ('text/html; charset=ISO-8859-1'). */
export function parseContentType(header: string | undefined): { mediaType: string; charset: string } {
  const [type = '', ...params] = (header ?? '').split(';');
  const charsetParam = params.map((p) => p.trim()).find((p) => p.toLowerCase().startsWith('charset='));
  const charset = charsetParam ? charsetParam.slice('charset='.length).replace(/"/g, '').trim() : 'utf-8';
  return { mediaType: type.trim().toLowerCase(), charset };
}

/** Bytes to text in the declared charset; an unknown label reads as UTF-8 (bad bytes become U+FFFD). */
export function decodeText(bytes: Buffer, charset: string): string {
  try {
    return new TextDecoder(charset).decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}
