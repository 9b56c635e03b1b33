import { AUTH_ROUTES, DASHBOARD_HOME_ROUTE, REMOTE_MOUNT_ROUTES } from 'contracts';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { Navigate, Outlet, Route, Routes, useLocation } from 'react-router-dom';
import { LoadingScreen } from 'shared-ui/core';
import { preloadableLazy } from 'shared-ui/core';
import { frameMounts, mountAt } from '../frame-navigation/frame-mounts.util';
import { useFrameNavigation } from '../frame-navigation/frame-navigation.store';
import { PreloadRemote, RemoteRoute } from '../remotes/remote-route';
import { GuestOnly } from '../routing/guest-only';
import { PublicOrNotFound } from '../routing/public-or-not-found';
import { RequireSession } from '../routing/require-session';

// Everything that uses antd is loaded on demand: the first load of a public page never fetches the UI kit.
const loadLoginPage = () => import('../auth/login.page');
const loadRegisterPage = () => import('../auth/register.page');
const LoginPage = lazy(loadLoginPage);
const RegisterPage = lazy(loadRegisterPage);
const ForgotPasswordPage = lazy(() => import('../auth/forgot-password.page'));
const ResetPasswordPage = lazy(() => import('../auth/reset-password.page'));
const dashboardLayout = preloadableLazy(() => import('../dashboard-layout/dashboard-layout'));
const DashboardLayout = dashboardLayout.Component;
/** Loads the signed-in frame's chunk (a page loaded ahead of the first render draws it without 'Loading...'). */
export const loadDashboardFrame = dashboardLayout.preload;

const Loading = ({ children }: { children: ReactNode }) => <Suspense fallback={<LoadingScreen />}>{children}</Suspense>;

/**
 * Renders nothing; fetches the dashboard frame's chunk while the session is still being asked for (it is small, and
 * a signed-out visitor is sent to /login anyway), instead of one round trip after the answer.
 */
function PreloadDashboardLayout() {
  useEffect(() => {
    loadDashboardFrame().catch(() => undefined);
  }, []);
  return null;
}

/** The remote a dashboard path shows (the routes below), loaded together with the dashboard layout. */
function PreloadDashboardRemote() {
  const { pathname } = useLocation();
  const byRemote = useFrameNavigation((state) => state.byRemote);
  return <PreloadRemote remote={mountAt(pathname, byRemote).remote} />;
}

/**
 * The shell's route table (product.md §2). Remotes render their own descendant routes under their mount. The api answers
 * 404 for paths outside these routes (api/src/http/static-web.routes.ts reads the same contracts constants).
 */
export function AppRoutes() {
  // The frame's remotes say where they are mounted (src/frame-navigation): a remote adds a prefix without a shell deploy.
  const byRemote = useFrameNavigation((state) => state.byRemote);
  return (
    <Routes>
      <Route
        path={AUTH_ROUTES.login}
        element={
          <GuestOnly preload={loadLoginPage}>
            <Loading>
              <LoginPage />
            </Loading>
          </GuestOnly>
        }
      />
      <Route
        path={AUTH_ROUTES.register}
        element={
          <GuestOnly preload={loadRegisterPage}>
            <Loading>
              <RegisterPage />
            </Loading>
          </GuestOnly>
        }
      />
      <Route
        path={AUTH_ROUTES.forgotPassword}
        element={
          <Loading>
            <ForgotPasswordPage />
          </Loading>
        }
      />
      <Route
        path={AUTH_ROUTES.resetPassword}
        element={
          <Loading>
            <ResetPasswordPage />
          </Loading>
        }
      />

      <Route
        path={REMOTE_MOUNT_ROUTES.dashboard}
        element={
          <RequireSession pending={<PreloadDashboardLayout />}>
            <PreloadDashboardRemote />
            <Loading>
              <DashboardLayout />
            </Loading>
          </RequireSession>
        }
      >
        <Route index element={<Navigate to={DASHBOARD_HOME_ROUTE} replace />} />
        {frameMounts(byRemote).map(({ path, remote, basePath }) => (
          // Keyed by remote: a remote's boundary and retry state never carry over to another remote's pages.
          <Route key={path} path={path} element={<RemoteRoute key={remote} remote={remote} basePath={basePath} />} />
        ))}
      </Route>

      {/* The candidate pages are public and antd-free (light components of their own): no UI kit, no session check. */}
      <Route
        element={
          <>
            <PreloadRemote remote="candidate" />
            <Outlet />
          </>
        }
      >
        <Route
          path={`${REMOTE_MOUNT_ROUTES.candidate}/*`}
          element={<RemoteRoute remote="candidate" basePath={REMOTE_MOUNT_ROUTES.candidate} />}
        />
        <Route
          path={`${REMOTE_MOUNT_ROUTES.resume}/*`}
          element={<RemoteRoute remote="candidate" basePath={REMOTE_MOUNT_ROUTES.resume} />}
        />
      </Route>

      <Route path="*" element={<PublicOrNotFound />} />
    </Routes>
  );
}
