export * from '../../testkit/env/s3-env';
