// The one MSW server setup for the front ends' jest tests (node only: 'mocks' itself stays free of msw/node, see
// src/browser-safety.test.ts). Imported as 'mocks/testing'.
import type { RequestHandler } from 'msw';
import { setupServer, type SetupServer } from 'msw/node';
import { createMockBackend, type MockBackend, type MockHandlerOptions } from '../src';

/**
 * Call once per test file (top level or in a describe): listens before the first test, with any request no handler
 * answers failing the test; after each test drops the handlers the test added (`server.use`); closes after the last.
 * Without handlers, a test (or a beforeEach) installs its own, e.g. a fresh backend: `server.use(...backend.handlers)`.
 */
export function setupMockServer(...handlers: RequestHandler[]): SetupServer {
  const server = setupServer(...handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

/** A fresh mock backend (its own copy of the fixtures) answering on `server` until the test ends. */
export function serveMockBackend(server: SetupServer, options: MockHandlerOptions = {}): MockBackend {
  const backend = createMockBackend(options);
  server.use(...backend.handlers);
  return backend;
}
