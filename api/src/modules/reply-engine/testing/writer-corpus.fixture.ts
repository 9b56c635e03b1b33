export * from '../../../../testkit/fixtures/writer-corpus.fixture';
