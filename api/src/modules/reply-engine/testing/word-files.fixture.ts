export * from '../../../../testkit/fixtures/word-files.fixture';
