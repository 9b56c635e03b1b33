/**
 * AWS Signature Version 4 as S3 checks it: the canonical request (method, path, query, the signed headers with the
 * values this request carries, the payload hash), the string to sign and the HMAC chain of the secret key.
 * https://docs.aws.amazon.com/AmazonS3/latest/API/sig-v4-header-based-auth.html
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

export const SIGV4_ALGORITHM = 'AWS4-HMAC-SHA256';
export const UNSIGNED_PAYLOAD = 'UNSIGNED-PAYLOAD';

/** RFC 3986 percent-encoding, as SigV4 wants it: everything but A-Z a-z 0-9 - _ . ~ is encoded. */
function encodeRfc3986(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** Decodes one percent-encoded component; undefined when it is malformed. */
function decode(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

/**
 * S3's canonical URI: the path as the client meant it, each segment encoded once (S3 does not normalise
 * `.`/`..` nor double-encode). Decoding first makes any valid encoding of the same path compare equal.
 */
function canonicalPath(rawPath: string): string | undefined {
  const segments = rawPath.split('/').map(decode);
  if (segments.some((segment) => segment === undefined)) return undefined;
  return (segments as string[]).map(encodeRfc3986).join('/') || '/';
}

/** Every query parameter but the signature, encoded, sorted by name then value. */
function canonicalQuery(rawQuery: string): string | undefined {
  const pairs: Array<[string, string]> = [];
  for (const part of rawQuery.split('&')) {
    if (!part) continue;
    const equals = part.indexOf('=');
    const name = decode(equals < 0 ? part : part.slice(0, equals));
    const value = decode(equals < 0 ? '' : part.slice(equals + 1));
    if (name === undefined || value === undefined) return undefined;
    if (name === 'X-Amz-Signature') continue;
    pairs.push([encodeRfc3986(name), encodeRfc3986(value)]);
  }
  pairs.sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0));
  return pairs.map(([name, value]) => `${name}=${value}`).join('&');
}

/** A header's canonical value: all its values joined by ',', trimmed, inner runs of spaces collapsed to one. */
function canonicalHeaderValue(value: string | string[] | undefined): string {
  const joined = Array.isArray(value) ? value.join(',') : (value ?? '');
  return joined.replace(/[ \t]+/g, ' ').trim();
}

export interface SignatureInput {
  method: string;
  /** The request target exactly as received: path and query, still percent-encoded. */
  rawUrl: string;
  headers: IncomingHttpHeaders;
  /** Lower-case names from SignedHeaders, in the order given. */
  signedHeaders: string[];
  payloadHash: string;
  /** X-Amz-Date, e.g. 20240101T120000Z. */
  amzDate: string;
  /** date/region/service/aws4_request from the credential. */
  scope: string;
  secretAccessKey: string;
}

export function canonicalRequest(input: Omit<SignatureInput, 'amzDate' | 'scope' | 'secretAccessKey'>): string | undefined {
  const queryStart = input.rawUrl.indexOf('?');
  const path = canonicalPath(queryStart < 0 ? input.rawUrl : input.rawUrl.slice(0, queryStart));
  const query = canonicalQuery(queryStart < 0 ? '' : input.rawUrl.slice(queryStart + 1));
  if (path === undefined || query === undefined) return undefined;
  const headers = input.signedHeaders.map((name) => `${name}:${canonicalHeaderValue(input.headers[name])}\n`).join('');
  return [input.method, path, query, headers, input.signedHeaders.join(';'), input.payloadHash].join('\n');
}

const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data, 'utf8').digest();

/** The hex signature SigV4 expects for this request, and the texts it was computed from (S3 shows them on a mismatch). */
export function expectedSignature(
  input: SignatureInput,
): { signature: string; canonicalRequest: string; stringToSign: string } | undefined {
  const request = canonicalRequest(input);
  if (request === undefined) return undefined;
  const stringToSign = [
    SIGV4_ALGORITHM,
    input.amzDate,
    input.scope,
    createHash('sha256').update(request, 'utf8').digest('hex'),
  ].join('\n');
  const [date = '', region = '', service = '', terminator = ''] = input.scope.split('/');
  const signingKey = [date, region, service, terminator].reduce<Buffer | string>(hmac, `AWS4${input.secretAccessKey}`);
  return { signature: hmac(signingKey, stringToSign).toString('hex'), canonicalRequest: request, stringToSign };
}

/** Constant-time comparison of two hex signatures. */
export function sameSignature(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given.toLowerCase(), 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}
