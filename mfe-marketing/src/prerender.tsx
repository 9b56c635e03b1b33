// Build-time rendering of the public pages (run by scripts/rspack/prerender-config.cjs after this remote is built):
// the api serves each page's HTML inside this remote's standalone document, so the first paint is text, and the
// standalone script hydrates it (public-page/hydrate-public-page.tsx, the same tree: a root catch-all route, one
// Suspense boundary, basePath '/', as the shell also mounts this remote).
import { PUBLIC_ROUTES } from 'contracts';
import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router-dom';
import App from './App';
import { PageHeadContext, type PageHead } from './components/page-head.context';

export interface PrerenderedPage extends PageHead {
  /** The markup that goes inside the shell's #root. */
  html: string;
}

/** Every public path of product.md §2. */
export const PRERENDERED_PATHS: readonly string[] = PUBLIC_ROUTES;

export function prerenderPublicPage(path: string): PrerenderedPage {
  const head: PageHead = {};
  const html = renderToString(
    <PageHeadContext.Provider value={head}>
      <StaticRouter location={path}>
        <Routes>
          <Route
            path="*"
            element={
              <Suspense fallback={null}>
                <App basePath="/" />
              </Suspense>
            }
          />
        </Routes>
      </StaticRouter>
    </PageHeadContext.Provider>,
  );
  return { ...head, html };
}
