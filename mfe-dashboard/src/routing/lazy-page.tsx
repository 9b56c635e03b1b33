// A page loaded as its own chunk on first use (React.lazy) that can also be loaded ahead of time (`preload`): once
// loaded, React.lazy is handed an already settled thenable, so the first render is the page itself rather than the
// loading screen. Component tests preload every page this way. A page may name the queries it asks first: its route
// starts them when it renders, so they travel while the page's chunk downloads instead of after it. A page that uses
// antd gets the UI kit's providers from a chunk of their own, loaded with it.
import { useState, type ComponentType } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { prefetchPageQueries, type PageQuery } from 'shared-ui';
import { preloadableLazy } from 'shared-ui/core';

export interface LazyPage {
  Page: ComponentType;
  preload(): Promise<void>;
  /** Starts the page's first queries in `client` and loads its chunk (before the App first draws it). */
  preloadWithData(client: QueryClient): Promise<void>;
}

export interface LazyPageOptions {
  /** The queries the page asks on arrival, started by its route. */
  firstQueries?: () => readonly PageQuery[];
  /** False for a page that draws no antd: it is shown without the UI kit's providers (and their download). */
  antd?: boolean;
}

export function lazyPage<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
  { firstQueries, antd = true }: LazyPageOptions = {},
): LazyPage {
  const loadPage: () => Promise<ComponentType> = antd
    ? () => Promise.all([load(), import('./ui-kit-page')]).then(([module, kit]) => kit.withUiKit(module[name]))
    : () => load().then((module) => module[name]);
  // A chunk that failed to load (network) is fetched again by the next preload.
  const page = preloadableLazy<object>(() => loadPage().then((Page) => ({ default: Page })));
  const LazyPage = page.Component;
  const preload = () => page.preload().then(() => undefined);
  if (!firstQueries) return { Page: LazyPage, preload, preloadWithData: preload };
  const queries = firstQueries;

  function PageWithData() {
    const client = useQueryClient();
    // Once per mount, during the render (the lazy page below suspends, so no effect of this tree runs before its
    // chunk arrives). react-query joins a request already in flight under the same key.
    useState(() => prefetchPageQueries(client, queries()));
    return <LazyPage />;
  }
  const preloadWithData = (client: QueryClient) => {
    const chunk = preload();
    // After the chunk's request has left, each query in a short task of its own rather than all in the App's first
    // one: their work (printing the documents, reading the browser's time zone) would hold the chunk back and block
    // the page. The page's first render joins them, or starts any that has not left yet.
    setTimeout(() => {
      for (const query of queries()) setTimeout(() => prefetchPageQueries(client, [query]));
    });
    return chunk;
  };
  return { Page: PageWithData, preload, preloadWithData };
}
