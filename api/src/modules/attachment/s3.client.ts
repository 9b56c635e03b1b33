// The one S3 client factory of the api (config.s3): upload URLs are signed with it here, and the delivery engine's
// attachment download links in modules/delivery/send/attachment-links.service.ts.
import type { S3Client } from '@aws-sdk/client-s3';
import type { AppConfig } from '../../config/config';
import { memoise } from '../../core/lazy-load.util';

/** The S3 SDK and its URL presigner, imported at first use (large libraries only attachments need). */
export const loadS3Sdk = memoise(async () => {
  const [sdk, presigner] = await Promise.all([import('@aws-sdk/client-s3'), import('@aws-sdk/s3-request-presigner')]);
  return { ...sdk, getSignedUrl: presigner.getSignedUrl };
});
export type S3Sdk = Awaited<ReturnType<typeof loadS3Sdk>>;

export async function createS3Client(s3: AppConfig['s3']): Promise<S3Client> {
  const { S3Client } = await loadS3Sdk();
  return new S3Client({
    region: s3.region,
    ...(s3.endpoint ? { endpoint: s3.endpoint } : {}),
    forcePathStyle: s3.forcePathStyle,
    // Checksums only where S3 requires them. The default (WHEN_SUPPORTED) bakes the CRC32 of an EMPTY body
    // (x-amz-checksum-crc32=AAAAAA==) into presigned PUT URLs, which S3-compatible stores refuse for any real file.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    ...(s3.accessKeyId && s3.secretAccessKey
      ? { credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey } }
      : {}),
  });
}
