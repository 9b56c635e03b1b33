export * from '../../testkit/db/test-database';
