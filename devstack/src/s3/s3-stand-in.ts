import express, { type Request, type Response } from 'express';
import { listenHttp } from '../http/listen';
import { decodeAwsChunked, isAwsChunked } from './aws-chunked';
import { ObjectStore, type StoredObject } from './object.store';
import { checkS3Auth } from './s3-auth';
import { S3_NAMESPACE, deleteObjects, listObjectsV2, type S3Failure } from './s3-bucket-ops';
import { escapeXml, sendS3Error } from './s3-xml';

export interface S3StandInOptions {
  port?: number;
  host?: string;
  /** Bucket that exists from the start (more can be created with CreateBucket). */
  bucket?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  region?: string;
  /** Largest object accepted by PUT, in bytes (default 10 MB). */
  maxObjectBytes?: number;
  /** Most keys in one ListObjectsV2 page (default and ceiling 1,000, as on S3); lower it to test paging cheaply. */
  listPageSize?: number;
}

export type S3StandIn = Awaited<ReturnType<typeof startS3StandIn>>;

/** Largest DeleteObjects body read (1,000 keys of up to 1,024 bytes, escaped, plus markup). */
const MAX_DELETE_BODY_BYTES = 8 * 1024 * 1024;

class BodyTooLargeError extends Error {}

/** Reads the request body, failing as soon as it passes the limit. */
function readBody(req: Request, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.removeAllListeners('data');
        req.resume(); // drain the rest so the error answer gets through
        reject(new BodyTooLargeError());
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function headerText(req: Request, name: string): string | undefined {
  const value = req.headers[name];
  return typeof value === 'string' ? value : undefined;
}

function objectHeaders(res: Response, object: StoredObject, query: URLSearchParams): void {
  res.setHeader('Content-Type', query.get('response-content-type') ?? object.contentType);
  res.setHeader('ETag', object.etag);
  res.setHeader('Last-Modified', object.lastModified.toUTCString());
  res.setHeader('Accept-Ranges', 'bytes');
  const disposition = query.get('response-content-disposition') ?? object.contentDisposition;
  if (disposition) res.setHeader('Content-Disposition', disposition);
  const cacheControl = query.get('response-cache-control') ?? object.cacheControl;
  if (cacheControl) res.setHeader('Cache-Control', cacheControl);
  for (const [name, value] of Object.entries(object.metadata)) res.setHeader(`x-amz-meta-${name}`, value);
}

/**
 * S3-compatible enough for the AWS SDK v3 (path style) and presigned PUT/GET URLs. Every request's SigV4 signature
 * is verified (s3-auth.ts), with the headers it signed: a presigned PUT bound to a Content-Type and Content-Length
 * refuses another type or size with 403 SignatureDoesNotMatch, as S3 does.
 */
export async function startS3StandIn({
  port = 0,
  host = '127.0.0.1',
  bucket = 'attachments',
  accessKeyId = 'devstack',
  secretAccessKey = 'devstack-secret',
  region = 'us-east-1',
  maxObjectBytes = 10 * 1024 * 1024,
  listPageSize = 1000,
}: S3StandInOptions = {}) {
  const store = new ObjectStore([bucket]);
  // Keys under these prefixes answer a per-key error in DeleteObjects (and stay), like a bucket policy denying them.
  const deleteFaults = new Map<string, { code: string; message: string }>();
  const deleteHooks = {
    failureFor: (key: string) => [...deleteFaults].find(([prefix]) => key.startsWith(prefix))?.[1],
  };
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);

  // Browsers PUT/GET presigned URLs from the app's origin.
  app.use((req, res, next) => {
    res.setHeader('Access-Control-Allow-Origin', headerText(req, 'origin') ?? '*');
    res.setHeader('Vary', 'Origin');
    res.setHeader('Access-Control-Expose-Headers', 'ETag, x-amz-request-id, x-amz-version-id');
    if (req.method === 'OPTIONS') {
      res.setHeader('Access-Control-Allow-Methods', 'GET, PUT, HEAD, DELETE, POST');
      res.setHeader('Access-Control-Allow-Headers', headerText(req, 'access-control-request-headers') ?? '*');
      res.setHeader('Access-Control-Max-Age', '3600');
      res.status(200).end();
      return;
    }
    next();
  });

  app.get('/__control/objects', (_req, res) => {
    res.json(
      store.all().map(({ bucket: name, key, object }) => ({
        bucket: name,
        key,
        size: object.body.length,
        contentType: object.contentType,
        etag: object.etag,
        lastModified: object.lastModified.toISOString(),
        metadata: object.metadata,
      })),
    );
  });
  app.post('/__control/reset', (_req, res) => {
    store.reset();
    deleteFaults.clear();
    res.json({ ok: true });
  });

  app.use(async (req, res) => {
    const url = new URL(req.originalUrl, 'http://s3.local');
    const [, rawBucket = '', ...rawKey] = url.pathname.split('/');
    const bucketName = decodeURIComponent(rawBucket);
    const key = rawKey.map(decodeURIComponent).join('/');
    if (!bucketName) return sendS3Error(res, 400, 'InvalidRequest', 'Path-style requests need a bucket: /{bucket}/{key}');

    const auth = checkS3Auth(
      { method: req.method, rawUrl: req.originalUrl, headers: req.headers },
      { accessKeyId, secretAccessKey },
    );
    if (!auth.ok) {
      req.resume();
      return sendS3Error(res, auth.status, auth.code, auth.message, auth.extra);
    }
    if (!key) return handleBucket(req, res, bucketName, url.searchParams);
    if (!store.hasBucket(bucketName)) {
      req.resume();
      return sendS3Error(res, 404, 'NoSuchBucket', 'The specified bucket does not exist', { BucketName: bucketName });
    }

    if (req.method === 'PUT') {
      const chunked = isAwsChunked(req.headers);
      const declared = Number(headerText(req, chunked ? 'x-amz-decoded-content-length' : 'content-length') ?? NaN);
      if (declared > maxObjectBytes) {
        req.resume();
        res.setHeader('Connection', 'close');
        return sendS3Error(res, 400, 'EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size', {
          ProposedSize: String(declared),
          MaxSizeAllowed: String(maxObjectBytes),
        });
      }
      let body: Buffer;
      try {
        // aws-chunked framing adds a little per chunk; the decoded size is checked again below.
        body = await readBody(req, chunked ? maxObjectBytes * 2 + 65536 : maxObjectBytes);
        if (chunked) body = decodeAwsChunked(body);
        if (body.length > maxObjectBytes) throw new BodyTooLargeError();
      } catch (error) {
        if (!(error instanceof BodyTooLargeError)) throw error;
        res.setHeader('Connection', 'close');
        return sendS3Error(res, 400, 'EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size', {
          MaxSizeAllowed: String(maxObjectBytes),
        });
      }
      const metadata: Record<string, string> = {};
      for (const [name, value] of Object.entries(req.headers)) {
        if (name.startsWith('x-amz-meta-') && typeof value === 'string') metadata[name.slice(11)] = value;
      }
      const object = store.put(bucketName, key, {
        body,
        contentType: headerText(req, 'content-type') ?? 'binary/octet-stream',
        metadata,
        contentDisposition: headerText(req, 'content-disposition'),
        cacheControl: headerText(req, 'cache-control'),
      });
      res.setHeader('ETag', object.etag);
      return res.status(200).end();
    }

    if (req.method === 'GET' || req.method === 'HEAD') {
      const object = store.get(bucketName, key);
      if (!object) return sendS3Error(res, 404, 'NoSuchKey', 'The specified key does not exist.', { Key: key });
      objectHeaders(res, object, url.searchParams);
      const range = /^bytes=(\d*)-(\d*)$/.exec(headerText(req, 'range') ?? '');
      let body = object.body;
      if (range && (range[1] || range[2])) {
        const size = object.body.length;
        const start = range[1] ? Number(range[1]) : Math.max(0, size - Number(range[2]));
        const end = range[1] && range[2] ? Math.min(Number(range[2]), size - 1) : size - 1;
        if (start >= size || start > end) {
          return sendS3Error(res, 416, 'InvalidRange', 'The requested range is not satisfiable');
        }
        body = object.body.subarray(start, end + 1);
        res.status(206).setHeader('Content-Range', `bytes ${start}-${end}/${size}`);
      }
      res.setHeader('Content-Length', String(body.length));
      return req.method === 'HEAD' ? res.end() : res.end(body);
    }

    if (req.method === 'DELETE') {
      store.delete(bucketName, key);
      return res.status(204).end();
    }
    req.resume();
    sendS3Error(res, 405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.');
  });

  const sendFailure = (res: Response, failure: S3Failure) =>
    sendS3Error(res, failure.status, failure.code, failure.message, failure.extra);

  async function handleBucket(req: Request, res: Response, name: string, query: URLSearchParams) {
    if (req.method === 'POST' && query.has('delete') && store.hasBucket(name)) {
      let body: Buffer;
      try {
        body = await readBody(req, MAX_DELETE_BODY_BYTES);
      } catch (error) {
        if (!(error instanceof BodyTooLargeError)) throw error;
        return sendS3Error(
          res,
          400,
          'MalformedXML',
          'The XML you provided was not well-formed or did not validate against our published schema',
        );
      }
      const outcome = deleteObjects(store, name, req.headers, body, deleteHooks);
      return outcome.ok ? res.type('application/xml').send(outcome.xml) : sendFailure(res, outcome);
    }
    req.resume();
    if (req.method === 'PUT') {
      store.createBucket(name);
      res.setHeader('Location', `/${name}`);
      return res.status(200).end();
    }
    if (!store.hasBucket(name)) {
      return sendS3Error(res, 404, 'NoSuchBucket', 'The specified bucket does not exist', { BucketName: name });
    }
    if (req.method === 'HEAD') return res.status(200).end();
    if (req.method === 'DELETE') {
      store.deleteBucket(name);
      return res.status(204).end();
    }
    if (req.method === 'GET' && query.get('list-type') === '2') {
      const outcome = listObjectsV2(store, name, query, listPageSize);
      return outcome.ok ? res.type('application/xml').send(outcome.xml) : sendFailure(res, outcome);
    }
    if (req.method === 'GET') {
      // ListObjects (version 1), without markers: one page of up to max-keys.
      const prefix = query.get('prefix') ?? '';
      const maxKeys = Math.min(1000, Number(query.get('max-keys') ?? 1000) || 1000);
      const listed = store.list(name, prefix);
      const page = listed.slice(0, maxKeys);
      const contents = page
        .map(
          ({ key, object }) =>
            `<Contents><Key>${escapeXml(key)}</Key><LastModified>${object.lastModified.toISOString()}</LastModified>` +
            `<ETag>${escapeXml(object.etag)}</ETag><Size>${object.body.length}</Size><StorageClass>STANDARD</StorageClass></Contents>`,
        )
        .join('');
      return res
        .type('application/xml')
        .send(
          `<?xml version="1.0" encoding="UTF-8"?>\n<ListBucketResult xmlns="${S3_NAMESPACE}"><Name>${escapeXml(name)}</Name>` +
            `<Prefix>${escapeXml(prefix)}</Prefix><KeyCount>${page.length}</KeyCount><MaxKeys>${maxKeys}</MaxKeys>` +
            `<IsTruncated>${listed.length > page.length}</IsTruncated>${contents}</ListBucketResult>`,
        );
    }
    sendS3Error(res, 405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.');
  }

  const listening = await listenHttp(app, port, host);
  return {
    url: listening.url,
    port: listening.port,
    close: listening.close,
    bucket,
    region,
    accessKeyId,
    secretAccessKey,
    maxObjectBytes,
    /** Settings for an S3Client pointed at this stand-in. */
    clientConfig: () => ({
      endpoint: listening.url,
      region,
      forcePathStyle: true,
      credentials: { accessKeyId, secretAccessKey },
    }),
    objects: () =>
      store.all().map(({ bucket: name, key, object }) => ({
        bucket: name,
        key,
        size: object.body.length,
        contentType: object.contentType,
      })),
    getObject: (key: string, bucketName = bucket) => store.get(bucketName, key),
    /** DeleteObjects answers this per-key error for every key under the prefix until reset or the returned undo. */
    failDeletesUnder: (prefix: string, code = 'AccessDenied', message = 'Access Denied') => {
      deleteFaults.set(prefix, { code, message });
      return () => void deleteFaults.delete(prefix);
    },
    reset: () => {
      store.reset();
      deleteFaults.clear();
    },
  };
}
