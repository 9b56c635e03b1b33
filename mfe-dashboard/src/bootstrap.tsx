import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { getQueryClient, useSessionStore } from 'shared-ui';
import App from './App';

// Standalone entry (`npm run dev -w mfe-dashboard`): the remote on its own, mounted where the shell mounts it, inside
// the query client the shell's layout gives it (the remote's App brings its own antd providers). In development the API is mocked by MSW ('mocks').
async function start(): Promise<void> {
  if (process.env.NODE_ENV === 'development') {
    const [{ setupWorker }, { handlers }] = await Promise.all([import('msw/browser'), import('mocks')]);
    await setupWorker(...handlers).start({ onUnhandledRequest: 'bypass' });
  }
  // The shell loads the session before showing dashboard pages; do the same here.
  void useSessionStore.getState().load();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <BrowserRouter>
        <QueryClientProvider client={getQueryClient()}>
          <Routes>
            <Route path="/dashboard/*" element={<App basePath="/dashboard" />} />
            <Route path="*" element={<Navigate to="/dashboard/home" replace />} />
          </Routes>
        </QueryClientProvider>
      </BrowserRouter>
    </StrictMode>,
  );
}

void start();
