export * from '../../../../testkit/fixtures/hostile-files.fixture';
