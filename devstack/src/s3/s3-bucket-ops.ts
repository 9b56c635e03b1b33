// Bucket-level reads and writes as S3 documents them: ListObjectsV2 (GET /{bucket}?list-type=2) with its paging
// (max-keys up to 1,000, IsTruncated, an opaque NextContinuationToken, start-after, delimiter, encoding-type=url)
// and DeleteObjects (POST /{bucket}?delete): at most 1,000 keys, a Content-MD5 or x-amz-checksum-* header required,
// quiet mode, per-key errors.
import { createHash } from 'node:crypto';
import { DOMParser } from '@xmldom/xmldom';
import type { ObjectStore } from './object.store';
import { escapeXml } from './s3-xml';

export const S3_NAMESPACE = 'http://s3.amazonaws.com/doc/2006-03-01/';
/** S3's ceiling for one list page and for one DeleteObjects request. */
export const S3_MAX_KEYS = 1000;

export interface S3Failure {
  status: number;
  code: string;
  message: string;
  extra?: Record<string, string>;
}

type Outcome = { ok: true; xml: string } | ({ ok: false } & S3Failure);

const fail = (status: number, code: string, message: string, extra?: Record<string, string>): Outcome => ({
  ok: false,
  status,
  code,
  message,
  ...(extra ? { extra } : {}),
});

const xmlDocument = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>\n${body}`;

// The token is opaque to clients; here it is the last key returned, so a page resumes right after it.
const encodeToken = (key: string) => Buffer.from(`v1:${key}`, 'utf8').toString('base64');
function decodeToken(token: string): string | undefined {
  const text = Buffer.from(token, 'base64').toString('utf8');
  return text.startsWith('v1:') && encodeToken(text.slice(3)) === token ? text.slice(3) : undefined;
}

/**
 * ListObjectsV2. `pageSize` lowers the page below 1,000 (a stand-in option, so paging is tested with few objects);
 * a client's smaller max-keys still wins.
 */
export function listObjectsV2(store: ObjectStore, bucket: string, query: URLSearchParams, pageSize: number): Outcome {
  const prefix = query.get('prefix') ?? '';
  const delimiter = query.get('delimiter') ?? '';
  const encodingType = query.get('encoding-type');
  if (encodingType !== null && encodingType !== 'url') {
    return fail(400, 'InvalidArgument', 'Invalid Encoding Method specified in Request', {
      ArgumentName: 'encoding-type',
      ArgumentValue: encodingType,
    });
  }
  const rawMaxKeys = query.get('max-keys');
  if (rawMaxKeys !== null && !/^\d+$/.test(rawMaxKeys)) {
    return fail(400, 'InvalidArgument', 'Provided max-keys not an integer or within integer range', {
      ArgumentName: 'max-keys',
      ArgumentValue: rawMaxKeys,
    });
  }
  const maxKeys = rawMaxKeys === null ? S3_MAX_KEYS : Math.min(Number(rawMaxKeys), S3_MAX_KEYS);
  const token = query.get('continuation-token');
  let after = query.get('start-after') ?? '';
  if (token !== null) {
    const last = token === '' ? undefined : decodeToken(token);
    if (last === undefined) {
      return fail(400, 'InvalidArgument', 'The continuation token provided is incorrect', {
        ArgumentName: 'continuation-token',
      });
    }
    after = last;
  }

  // Keys (and common prefixes when a delimiter groups them) in UTF-8 binary order, after the resume point.
  const entries: Array<{ key: string; object?: ReturnType<ObjectStore['list']>[number]['object']; commonPrefix?: string }> = [];
  const seenPrefixes = new Set<string>();
  for (const { key, object } of store.list(bucket, prefix)) {
    if (delimiter) {
      const cut = key.indexOf(delimiter, prefix.length);
      if (cut >= 0) {
        const common = key.slice(0, cut + delimiter.length);
        if (!seenPrefixes.has(common)) {
          seenPrefixes.add(common);
          if (common > after) entries.push({ key: common, commonPrefix: common });
        }
        continue;
      }
    }
    if (key > after) entries.push({ key, object });
  }
  const limit = Math.min(maxKeys, pageSize);
  const page = entries.slice(0, limit);
  const truncated = entries.length > page.length;
  const enc = (value: string) => escapeXml(encodingType === 'url' ? encodeURIComponent(value) : value);
  const contents = page
    .filter((entry) => entry.object)
    .map(
      ({ key, object }) =>
        `<Contents><Key>${enc(key)}</Key><LastModified>${object!.lastModified.toISOString()}</LastModified>` +
        `<ETag>${escapeXml(object!.etag)}</ETag><Size>${object!.body.length}</Size><StorageClass>STANDARD</StorageClass></Contents>`,
    )
    .join('');
  const prefixes = page
    .filter((entry) => entry.commonPrefix)
    .map(({ commonPrefix }) => `<CommonPrefixes><Prefix>${enc(commonPrefix!)}</Prefix></CommonPrefixes>`)
    .join('');
  const optional = [
    delimiter ? `<Delimiter>${enc(delimiter)}</Delimiter>` : '',
    encodingType ? `<EncodingType>url</EncodingType>` : '',
    token !== null ? `<ContinuationToken>${escapeXml(token)}</ContinuationToken>` : '',
    truncated ? `<NextContinuationToken>${escapeXml(encodeToken(page.at(-1)!.key))}</NextContinuationToken>` : '',
    query.has('start-after') ? `<StartAfter>${enc(query.get('start-after')!)}</StartAfter>` : '',
  ].join('');
  return {
    ok: true,
    xml: xmlDocument(
      `<ListBucketResult xmlns="${S3_NAMESPACE}"><Name>${escapeXml(bucket)}</Name><Prefix>${enc(prefix)}</Prefix>` +
        `<KeyCount>${page.length}</KeyCount><MaxKeys>${maxKeys}</MaxKeys>${optional}<IsTruncated>${truncated}</IsTruncated>` +
        `${contents}${prefixes}</ListBucketResult>`,
    ),
  };
}

const MALFORMED_XML = 'The XML you provided was not well-formed or did not validate against our published schema';

/** The keys and quiet flag of a `<Delete>` document, or undefined when it is not one. */
function parseDeleteDocument(body: string): { keys: string[]; quiet: boolean } | undefined {
  let broken = false;
  const onError = () => {
    broken = true;
  };
  const doc = new DOMParser({ errorHandler: { warning: () => {}, error: onError, fatalError: onError } }).parseFromString(
    body,
    'application/xml',
  );
  const root = doc?.documentElement;
  if (broken || !root || root.localName !== 'Delete') return undefined;
  const children = Array.from({ length: root.childNodes.length }, (_, i) => root.childNodes.item(i)).filter(
    (node) => node.nodeType === 1,
  ) as unknown as Element[];
  const keys: string[] = [];
  let quiet = false;
  for (const child of children) {
    if (child.localName === 'Quiet') quiet = child.textContent?.trim() === 'true';
    else if (child.localName === 'Object') {
      const keyNode = Array.from({ length: child.childNodes.length }, (_, i) => child.childNodes.item(i)).find(
        (node) => node.nodeType === 1 && (node as unknown as Element).localName === 'Key',
      );
      if (!keyNode) return undefined;
      keys.push(keyNode.textContent ?? '');
    }
  }
  return keys.length > 0 ? { keys, quiet } : undefined;
}

export interface DeleteObjectsHooks {
  /** A per-key failure to report instead of deleting (a stand-in fault, e.g. AccessDenied for one prefix). */
  failureFor(key: string): { code: string; message: string } | undefined;
}

/** DeleteObjects: deletes each key (a missing key counts as deleted, as on S3) and reports per key. */
export function deleteObjects(
  store: ObjectStore,
  bucket: string,
  headers: Record<string, string | string[] | undefined>,
  body: Buffer,
  hooks: DeleteObjectsHooks,
): Outcome {
  const contentMd5 = headers['content-md5'];
  const hasChecksum = Object.keys(headers).some((name) => name.startsWith('x-amz-checksum-') && name !== 'x-amz-checksum-type');
  if (typeof contentMd5 !== 'string' && !hasChecksum) {
    return fail(400, 'InvalidRequest', 'Missing required header for this request: Content-MD5');
  }
  if (typeof contentMd5 === 'string' && createHash('md5').update(body).digest('base64') !== contentMd5) {
    return fail(400, 'BadDigest', 'The Content-MD5 you specified did not match what we received.');
  }
  const parsed = parseDeleteDocument(body.toString('utf8'));
  if (!parsed || parsed.keys.length > S3_MAX_KEYS) return fail(400, 'MalformedXML', MALFORMED_XML);

  const results: string[] = [];
  for (const key of parsed.keys) {
    const failure = hooks.failureFor(key);
    if (failure) {
      results.push(
        `<Error><Key>${escapeXml(key)}</Key><Code>${escapeXml(failure.code)}</Code>` +
          `<Message>${escapeXml(failure.message)}</Message></Error>`,
      );
      continue;
    }
    store.delete(bucket, key);
    if (!parsed.quiet) results.push(`<Deleted><Key>${escapeXml(key)}</Key></Deleted>`);
  }
  return { ok: true, xml: xmlDocument(`<DeleteResult xmlns="${S3_NAMESPACE}">${results.join('')}</DeleteResult>`) };
}
