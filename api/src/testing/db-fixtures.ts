export * from '../../testkit/db/db-fixtures';
