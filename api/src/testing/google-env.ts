export * from '../../testkit/env/google-env';
