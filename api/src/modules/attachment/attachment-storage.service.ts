// Object storage for the attachment library: presigned PUT URLs for the browser, HEAD to confirm an upload.
import { GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3ServiceException, type S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { AppConfig } from '../../config/config';
import { createS3Client } from './s3.client';

/** Long enough to pick a file and upload 5 MB on a slow line, short enough to be useless if it leaked. */
const UPLOAD_URL_TTL_SECONDS = 10 * 60;

export interface AttachmentStorage {
  /** A URL the browser PUTs the file to, with exactly this Content-Type header. */
  signedPutUrl(key: string, contentType: string): Promise<string>;
  /** The stored object's size, or null when there is no such object. */
  objectSize(key: string): Promise<number | null>;
  /** The stored object's bytes (the caller checks the size first), or null when there is no such object. */
  objectBytes(key: string): Promise<Uint8Array | null>;
}

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.$metadata.httpStatusCode === 404 || error.name === 'NotFound' || error.name === 'NoSuchKey');

export function s3AttachmentStorage(s3: AppConfig['s3'], client: S3Client = createS3Client(s3)): AttachmentStorage {
  return {
    signedPutUrl: (key, contentType) =>
      getSignedUrl(client, new PutObjectCommand({ Bucket: s3.bucket, Key: key, ContentType: contentType }), {
        expiresIn: UPLOAD_URL_TTL_SECONDS,
      }),
    async objectSize(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: key }));
        return head.ContentLength ?? 0;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async objectBytes(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }));
        return object.Body ? await object.Body.transformToByteArray() : new Uint8Array();
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
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
