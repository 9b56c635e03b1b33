// One harness for the dashboard's component tests: the remote as the shell mounts it (inside AppProviders, under
// '/dashboard/*') against the schema-executing MSW backend of 'mocks', with a probe showing the location.
import { render } from '@testing-library/react';
import { setupMockServer } from 'mocks/testing';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { fixtureUser, type MockHandlerOptions } from 'mocks';
import { serveMockBackend } from 'mocks/testing';
import { AppProviders, createAppQueryClient, useSessionStore } from 'shared-ui';
import App from '../App';
import { preloadDashboardPages } from '../routing/dashboard-pages';

/** Call once per test file: starts MSW for the file and signs the fixture user in before each test. */
export function setupDashboardTests() {
  const server = setupMockServer();
  // The pages are lazy chunks in the app; here each render shows its page at once.
  beforeAll(() => preloadDashboardPages());
  beforeEach(() => {
    useSessionStore.setState({ user: { ...fixtureUser }, status: 'authenticated' });
  });
  return {
    server,
    /** A fresh mock backend per test, so one test's mutations never leak into another. */
    useBackend(options: MockHandlerOptions = {}) {
      serveMockBackend(server, options);
    },
  };
}

function LocationProbe() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output data-testid="location">{location.pathname}</output>
      <output data-testid="location-search">{location.search}</output>
      <button type="button" onClick={() => navigate(-1)}>
        Go back
      </button>
    </>
  );
}

/** Renders the dashboard at the last of `entries` (earlier entries form the history behind it). */
export function renderDashboard(entries: Array<string | { pathname: string; search?: string; state?: unknown }>) {
  const queryClient = createAppQueryClient();
  // Keep the spec's one retry but without the back-off wait.
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retryDelay: 0 } });
  return render(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
        <Routes>
          <Route path="/dashboard/chats" element={<h1>Chat remote</h1>} />
          <Route path="/dashboard/*" element={<App basePath="/dashboard" />} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
  );
}
