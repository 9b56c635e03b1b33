import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { AppProviders, useSessionStore } from 'shared-ui';
import App from './App';

// Standalone entry (`npm run dev -w mfe-dashboard`): the remote on its own, mounted where the shell mounts it, inside
// the same providers the shell's layout gives it. In development the API is mocked by MSW ('mocks').
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
        <AppProviders>
          <Routes>
            <Route path="/dashboard/*" element={<App basePath="/dashboard" />} />
            <Route path="*" element={<Navigate to="/dashboard/home" replace />} />
          </Routes>
        </AppProviders>
      </BrowserRouter>
    </StrictMode>,
  );
}

void start();
