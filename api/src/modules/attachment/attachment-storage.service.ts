// Object storage for the attachment library: presigned PUT URLs for the browser, a read of the uploaded object to
// check it, the checked copy the api keeps, and the removal of what is refused, replaced, deleted by the user, or
// left by a deleted account (every object under a prefix).
import type { S3Client } from '@aws-sdk/client-s3';
import type { AppConfig } from '../../config/config';
import { memoise } from '../../core/lazy-load.util';
import { createS3Client, loadS3Sdk, type S3Sdk } from './s3.client';

export interface UploadSignature {
  /** Signed when not '': the PUT must carry exactly this Content-Type. */
  contentType: string;
  /** Signed when given: the PUT must carry exactly this Content-Length (storage refuses another body size). */
  contentLength?: number;
}

export interface StoredUpload {
  /** The size storage reports. */
  size: number;
  /** The bytes, or null when the object is larger than the caller's limit (then its body is not read). */
  bytes: Uint8Array | null;
}

export interface AttachmentStorage {
  /** How long a presigned PUT stays valid (S3_UPLOAD_URL_TTL_SECONDS): the browser PUTs right after signing. */
  readonly uploadUrlTtlSeconds: number;
  /** A URL the browser PUTs the file to; storage refuses a PUT whose signed headers differ (403). */
  signedPutUrl(key: string, signature: UploadSignature): Promise<string>;
  /** The uploaded object's size and, up to maxBytes, its bytes (one GET: both describe the same object); null when missing. */
  readUpload(key: string, maxBytes: number): Promise<StoredUpload | null>;
  /** The stored object's bytes (the caller checks the size first), or null when there is no such object. */
  objectBytes(key: string): Promise<Uint8Array | null>;
  /** Stores bytes under a key from the api itself (no presigned URL ever names these keys). */
  putObject(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** Removes the object; an object already gone is not an error. */
  deleteObject(key: string): Promise<void>;
  /**
   * Removes every object whose key starts with the prefix (ListObjectsV2 pages of up to 1,000, each page one
   * DeleteObjects call); answers how many were deleted. Throws ObjectDeletionError when S3 refused some keys.
   */
  deletePrefix(prefix: string): Promise<number>;
}

/** S3 refused to delete some objects (per-key errors of DeleteObjects); the rest are gone. */
export class ObjectDeletionError extends Error {
  constructor(readonly failures: ReadonlyArray<{ key: string; code: string }>) {
    super(`S3 kept ${failures.length} object(s): ${[...new Set(failures.map((f) => f.code))].join(', ')}`);
    this.name = 'ObjectDeletionError';
  }
}

const isMissing = (error: unknown, { S3ServiceException }: S3Sdk) =>
  error instanceof S3ServiceException &&
  (error.$metadata.httpStatusCode === 404 || error.name === 'NotFound' || error.name === 'NoSuchKey');

/** Lets go of a response body that will not be read (the socket goes back or is closed). */
function discard(body: unknown) {
  if (body && typeof (body as { destroy?: unknown }).destroy === 'function') (body as { destroy(): void }).destroy();
}

export function s3AttachmentStorage(s3: AppConfig['s3'], givenClient?: S3Client): AttachmentStorage {
  // The SDK and the client come at the first storage call.
  const ready = memoise(async () => {
    const [sdk, client] = await Promise.all([loadS3Sdk(), givenClient ?? createS3Client(s3)]);
    return { sdk, client };
  });
  return {
    uploadUrlTtlSeconds: s3.uploadUrlTtlSeconds,
    async signedPutUrl(key, { contentType, contentLength }) {
      const { sdk, client } = await ready();
      // The presigner leaves Content-Type out of SignedHeaders unless asked: without it any type and size goes up.
      const signableHeaders = new Set<string>();
      if (contentType) signableHeaders.add('content-type');
      if (contentLength !== undefined) signableHeaders.add('content-length');
      const command = new sdk.PutObjectCommand({
        Bucket: s3.bucket,
        Key: key,
        ...(contentType ? { ContentType: contentType } : {}),
        ...(contentLength !== undefined ? { ContentLength: contentLength } : {}),
      });
      return sdk.getSignedUrl(client, command, { expiresIn: s3.uploadUrlTtlSeconds, signableHeaders });
    },
    async readUpload(key, maxBytes) {
      const { sdk, client } = await ready();
      try {
        const object = await client.send(new sdk.GetObjectCommand({ Bucket: s3.bucket, Key: key }));
        const size = object.ContentLength ?? 0;
        if (size > maxBytes || !object.Body) {
          discard(object.Body);
          return { size, bytes: object.Body ? null : new Uint8Array() };
        }
        return { size, bytes: await object.Body.transformToByteArray() };
      } catch (error) {
        if (isMissing(error, sdk)) return null;
        throw error;
      }
    },
    async objectBytes(key) {
      const { sdk, client } = await ready();
      try {
        const object = await client.send(new sdk.GetObjectCommand({ Bucket: s3.bucket, Key: key }));
        return object.Body ? await object.Body.transformToByteArray() : new Uint8Array();
      } catch (error) {
        if (isMissing(error, sdk)) return null;
        throw error;
      }
    },
    async putObject(key, bytes, contentType) {
      const { sdk, client } = await ready();
      await client.send(new sdk.PutObjectCommand({ Bucket: s3.bucket, Key: key, Body: bytes, ContentType: contentType }));
    },
    async deleteObject(key) {
      const { sdk, client } = await ready();
      try {
        await client.send(new sdk.DeleteObjectCommand({ Bucket: s3.bucket, Key: key }));
      } catch (error) {
        if (!isMissing(error, sdk)) throw error;
      }
    },
    async deletePrefix(prefix) {
      // An empty prefix would empty the bucket: never asked for, never done.
      if (!prefix) throw new Error('deletePrefix needs a non-empty prefix');
      const { sdk, client } = await ready();
      const failures: Array<{ key: string; code: string }> = [];
      let deleted = 0;
      let token: string | undefined;
      do {
        const page = await client.send(
          new sdk.ListObjectsV2Command({ Bucket: s3.bucket, Prefix: prefix, ContinuationToken: token, MaxKeys: 1000 }),
        );
        const keys = (page.Contents ?? []).flatMap((object) => (object.Key ? [{ Key: object.Key }] : []));
        if (keys.length > 0) {
          // Quiet: the answer lists only the keys S3 refused.
          const result = await client.send(
            new sdk.DeleteObjectsCommand({ Bucket: s3.bucket, Delete: { Objects: keys, Quiet: true } }),
          );
          const refused = (result.Errors ?? []).map((e) => ({ key: e.Key ?? '', code: e.Code ?? 'Unknown' }));
          failures.push(...refused);
          deleted += keys.length - refused.length;
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      if (failures.length > 0) throw new ObjectDeletionError(failures);
      return deleted;
    },
  };
}

// One storage (and S3 client with its socket pool) per loaded config, not per request.
const byConfig = new WeakMap<AppConfig['s3'], AttachmentStorage>();
export function attachmentStorageFor(config: AppConfig): AttachmentStorage {
  let storage = byConfig.get(config.s3);
  if (!storage) {
    storage = s3AttachmentStorage(config.s3);
    byConfig.set(config.s3, storage);
  }
  return storage;
}
