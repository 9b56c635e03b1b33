import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import App from './App';

// Standalone entry (`npm run dev -w mfe-marketing`): the remote on its own, mounted at '/' as the shell does.
// Stays antd-free like the remote itself. In development the API is mocked by MSW ('mocks').
async function start(): Promise<void> {
  if (process.env.NODE_ENV === 'development') {
    const [{ setupWorker }, { handlers }] = await Promise.all([import('msw/browser'), import('mocks')]);
    await setupWorker(...handlers).start({ onUnhandledRequest: 'bypass' });
  }
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <BrowserRouter>
        <Routes>
          <Route path="*" element={<App basePath="/" />} />
        </Routes>
      </BrowserRouter>
    </StrictMode>,
  );
}

void start();
