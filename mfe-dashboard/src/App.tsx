import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { LoadingScreen, NotFound, ToastHost } from 'shared-ui';
import { getQueryClient } from 'shared-ui/query';
import { DashboardBasePathProvider } from './components/dashboard-paths';
import { dashboardRoutes, preloadDashboardRoute } from './routing/dashboard-pages';
import './styles/dashboard.css';

// Rendered by the shell inside its dashboard layout (session check, sidebar, query client) under '/dashboard/*',
// so the paths below are relative to that mount. '/dashboard' itself and the chat belong to the shell/chat remote.
// Each page is loaded when first shown (routing/dashboard-pages.ts, which also lists the routes), with antd's
// providers when it uses antd; toasts come from shared-ui's light host, so the sequences list loads no UI kit at all.
export default function App({ basePath }: { basePath: string }) {
  return (
    <ToastHost>
      <DashboardBasePathProvider value={basePath}>
        <Suspense fallback={<LoadingScreen />}>
          <Routes>
            {dashboardRoutes.map(({ path, page }) => (
              <Route key={path} path={path} element={<page.Page />} />
            ))}
            <Route path="*" element={<NotFound />} />
          </Routes>
        </Suspense>
      </DashboardBasePathProvider>
    </ToastHost>
  );
}

/**
 * Called by the shell before it first draws a path of this remote mounted at `basePath`: the page's chunk and first
 * queries load with the App, so the App's first render is the page itself rather than its loading screen.
 */
export function preloadRoute(pathname: string, basePath: string): Promise<void> {
  return preloadDashboardRoute(pathname, basePath, getQueryClient());
}
