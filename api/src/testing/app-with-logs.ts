export * from '../../testkit/http/app-with-logs';
