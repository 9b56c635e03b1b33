export * from '../../../../testkit/fixtures/pdfjs-under-jest';
