// Test settings pointing the api at a devstack S3 stand-in (path-style, its own keys).
import type { S3StandIn } from 'devstack/s3';

export function s3Env(
  s3: Pick<S3StandIn, 'url' | 'region' | 'bucket' | 'accessKeyId' | 'secretAccessKey'>,
): Record<string, string> {
  return {
    S3_ENDPOINT: s3.url,
    S3_REGION: s3.region,
    S3_BUCKET: s3.bucket,
    S3_ACCESS_KEY_ID: s3.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
    S3_FORCE_PATH_STYLE: 'true',
  };
}
