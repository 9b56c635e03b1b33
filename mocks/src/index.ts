// 'mocks': MSW handlers and fixtures for both the browser (setupWorker from 'msw/browser') and node
// (setupServer from 'msw/node'). Deliberately imports neither, so each caller picks its own.
export * from './demo.fixtures';
export * from './graphql.handlers';
export {
  createMockApi,
  toConnection,
  MOCK_LINKEDIN_NOT_FOUND_ID,
  MOCK_POSTING_PATHS,
  MOCK_UPLOAD_ORIGIN,
  type MockState,
  type MockApi,
} from './mock-api.store';
