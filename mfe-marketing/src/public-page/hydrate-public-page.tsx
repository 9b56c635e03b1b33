import { isPublicPath } from 'contracts';
import { startTransition, StrictMode, Suspense, useEffect, type ReactNode } from 'react';
import { hydrateRoot, type HydrationOptions, type Root } from 'react-dom/client';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router-dom';
import App from '../App';
import { applyPageSettings } from './page-settings';
import { leaveSiteByDocumentLoad } from './site-exit-links';

/**
 * Links out of the site never reach the router (site-exit-links.ts); should anything else move it to a page that is
 * not public, the browser loads that page's document instead of leaving an empty site on screen.
 */
function PublicPathsOnly({ children }: { children: ReactNode }) {
  const { pathname, search, hash } = useLocation();
  const leaving = !isPublicPath(pathname);
  useEffect(() => {
    if (leaving) window.location.replace(`${pathname}${search}${hash}`);
  }, [leaving, pathname, search, hash]);
  return children;
}

/** The same tree as the prerendered page (src/prerender.tsx): a root catch-all route, one Suspense boundary, basePath '/'. */
export function PublicPage() {
  return (
    <StrictMode>
      <BrowserRouter>
        <Routes>
          <Route
            path="*"
            element={
              <PublicPathsOnly>
                <Suspense fallback={null}>
                  <App basePath="/" />
                </Suspense>
              </PublicPathsOnly>
            }
          />
        </Routes>
      </BrowserRouter>
    </StrictMode>
  );
}

/**
 * Hydrates the prerendered page in `#root`, so what is painted stays painted. As a transition, as the shell does: the
 * hydration yields to the browser between small slices instead of blocking input and painting in long tasks.
 */
export function hydratePublicPage(doc: Document, options?: HydrationOptions): { root: Root; dispose: () => void } | undefined {
  const container = doc.getElementById('root');
  const win = doc.defaultView;
  if (!container || !win) return undefined;
  applyPageSettings(doc);
  const stopExitLinks = leaveSiteByDocumentLoad(win);
  let root: Root | undefined;
  startTransition(() => {
    root = hydrateRoot(container, <PublicPage />, options);
  });
  return {
    root: root!,
    dispose: () => {
      stopExitLinks();
      root?.unmount();
    },
  };
}
