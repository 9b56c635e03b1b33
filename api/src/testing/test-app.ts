export * from '../../testkit/http/test-app';
