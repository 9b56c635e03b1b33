import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import App from './App';

// Standalone entry (`npm run dev -w mfe-candidate`): the remote on its own, mounted where and as the shell mounts it
// (no providers: the candidate pages are antd-free). In development the API is mocked by MSW ('mocks').
async function start(): Promise<void> {
  if (process.env.NODE_ENV === 'development') {
    const [{ setupWorker }, { handlers }] = await Promise.all([import('msw/browser'), import('mocks')]);
    await setupWorker(...handlers).start({ onUnhandledRequest: 'bypass' });
  }
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <BrowserRouter>
        <Routes>
          <Route path="/candidate/*" element={<App basePath="/candidate" />} />
          <Route path="/resume/*" element={<App basePath="/resume" />} />
          <Route path="*" element={<Navigate to="/candidate/unsubscribe" replace />} />
        </Routes>
      </BrowserRouter>
    </StrictMode>,
  );
}

void start();
