/**
 * Authenticates a request as S3 does: signed at all, with the configured access key, (presigned URLs) not expired,
 * and carrying a SigV4 signature that matches this request — method, path, query and every header named in
 * SignedHeaders with the value it has NOW. A presigned PUT signed with content-type and content-length is therefore
 * refused (403 SignatureDoesNotMatch) when the browser sends another type or another size.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { SIGV4_ALGORITHM, UNSIGNED_PAYLOAD, expectedSignature, sameSignature } from './sigv4';

export type AuthResult =
  { ok: true } | { ok: false; status: number; code: string; message: string; extra?: Record<string, string> };

export interface S3Credentials {
  accessKeyId: string;
  secretAccessKey: string;
}

export interface S3AuthRequest {
  method: string;
  /** The request target exactly as received (req.originalUrl). */
  rawUrl: string;
  headers: IncomingHttpHeaders;
}

/** 20240101T120000Z -> epoch ms */
function parseAmzDate(value: string): number | undefined {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  if (!match) return undefined;
  const [, year, month, day, hour, minute, second] = match.map(Number) as number[];
  return Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1, hour ?? 0, minute ?? 0, second ?? 0);
}

const INVALID_ACCESS_KEY: AuthResult = {
  ok: false,
  status: 403,
  code: 'InvalidAccessKeyId',
  message: 'The AWS Access Key Id you provided does not exist in our records.',
};

const header = (headers: IncomingHttpHeaders, name: string) => {
  const value = headers[name];
  return typeof value === 'string' ? value : undefined;
};

interface ParsedSignature {
  credential: string;
  signedHeaders: string;
  signature: string;
  amzDate: string;
  payloadHash: string;
}

/** Checks the credential and the signature, once the caller has found them in the query or the headers. */
function verify(request: S3AuthRequest, parsed: ParsedSignature, credentials: S3Credentials): AuthResult {
  const [accessKey, ...scopeParts] = parsed.credential.split('/');
  if (accessKey !== credentials.accessKeyId) return INVALID_ACCESS_KEY;
  const signedHeaders = parsed.signedHeaders.split(';').filter(Boolean);
  if (scopeParts.length !== 4 || scopeParts[3] !== 'aws4_request' || !signedHeaders.includes('host')) {
    return {
      ok: false,
      status: 400,
      code: 'AuthorizationQueryParametersError',
      message: 'The credential scope or SignedHeaders (which must include host) is malformed.',
    };
  }
  const expected = expectedSignature({
    method: request.method,
    rawUrl: request.rawUrl,
    headers: request.headers,
    signedHeaders,
    payloadHash: parsed.payloadHash,
    amzDate: parsed.amzDate,
    scope: scopeParts.join('/'),
    secretAccessKey: credentials.secretAccessKey,
  });
  if (expected && sameSignature(expected.signature, parsed.signature)) return { ok: true };
  return {
    ok: false,
    status: 403,
    code: 'SignatureDoesNotMatch',
    message: 'The request signature we calculated does not match the signature you provided. Check your key and signing method.',
    extra: expected ? { StringToSign: expected.stringToSign, CanonicalRequest: expected.canonicalRequest } : {},
  };
}

export function checkS3Auth(request: S3AuthRequest, credentials: S3Credentials, now = Date.now()): AuthResult {
  const queryStart = request.rawUrl.indexOf('?');
  const query = new URLSearchParams(queryStart < 0 ? '' : request.rawUrl.slice(queryStart + 1));
  if (query.has('X-Amz-Signature') || query.has('X-Amz-Algorithm')) {
    if ((query.get('X-Amz-Credential') ?? '').split('/')[0] !== credentials.accessKeyId) return INVALID_ACCESS_KEY;
    const amzDate = query.get('X-Amz-Date') ?? '';
    const signedAt = parseAmzDate(amzDate);
    const expires = Number(query.get('X-Amz-Expires'));
    if (signedAt === undefined || !Number.isFinite(expires) || expires <= 0) {
      return {
        ok: false,
        status: 400,
        code: 'AuthorizationQueryParametersError',
        message: 'X-Amz-Date and X-Amz-Expires must be given.',
      };
    }
    if (expires > 604800) {
      return {
        ok: false,
        status: 400,
        code: 'AuthorizationQueryParametersError',
        message: 'X-Amz-Expires must be less than a week (in seconds) that is; 604800 seconds',
      };
    }
    if (now > signedAt + expires * 1000) return { ok: false, status: 403, code: 'AccessDenied', message: 'Request has expired' };
    if (query.get('X-Amz-Algorithm') !== SIGV4_ALGORITHM) {
      return {
        ok: false,
        status: 400,
        code: 'AuthorizationQueryParametersError',
        message: `X-Amz-Algorithm only supports "${SIGV4_ALGORITHM}"`,
      };
    }
    return verify(
      request,
      {
        credential: query.get('X-Amz-Credential') ?? '',
        signedHeaders: query.get('X-Amz-SignedHeaders') ?? '',
        signature: query.get('X-Amz-Signature') ?? '',
        amzDate,
        payloadHash: query.get('X-Amz-Content-Sha256') ?? UNSIGNED_PAYLOAD,
      },
      credentials,
    );
  }

  const authorization = header(request.headers, 'authorization');
  if (authorization) {
    const field = (name: string) => new RegExp(`${name}=([^,\\s]+)`).exec(authorization)?.[1] ?? '';
    const credential = field('Credential');
    if (credential.split('/')[0] !== credentials.accessKeyId) return INVALID_ACCESS_KEY;
    const payloadHash = header(request.headers, 'x-amz-content-sha256');
    if (!authorization.startsWith(`${SIGV4_ALGORITHM} `) || !payloadHash) {
      return {
        ok: false,
        status: 400,
        code: 'InvalidRequest',
        message: `Only ${SIGV4_ALGORITHM} with an x-amz-content-sha256 header is supported.`,
      };
    }
    return verify(
      request,
      {
        credential,
        signedHeaders: field('SignedHeaders'),
        signature: field('Signature'),
        amzDate: header(request.headers, 'x-amz-date') ?? '',
        payloadHash,
      },
      credentials,
    );
  }
  return { ok: false, status: 403, code: 'AccessDenied', message: 'Access Denied' };
}
