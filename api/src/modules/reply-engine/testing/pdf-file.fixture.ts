export * from '../../../../testkit/fixtures/pdf-file.fixture';
