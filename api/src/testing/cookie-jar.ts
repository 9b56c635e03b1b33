export * from '../../testkit/http/cookie-jar';
