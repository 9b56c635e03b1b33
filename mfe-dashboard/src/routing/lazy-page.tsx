// A page loaded as its own chunk on first use (React.lazy) that can also be loaded ahead of time (`preload`): once
// loaded, React.lazy is handed an already settled thenable, so the first render is the page itself rather than the
// loading screen. Component tests preload every page this way. A page may name the queries it asks first: its route
// starts them when it renders, so they travel while the page's chunk downloads instead of after it.
import { lazy, useState, type ComponentType } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { prefetchPageQueries, type PageQuery } from 'shared-ui';

export interface LazyPage {
  Page: ComponentType;
  preload(): Promise<void>;
}

type Loaded = { default: ComponentType };

export function lazyPage<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
  firstQueries?: () => readonly PageQuery[],
): LazyPage {
  let loaded: Loaded | undefined;
  let pending: Promise<Loaded> | undefined;
  const fetchChunk = () =>
    (pending ??= load().then(
      (module) => (loaded = { default: module[name] }),
      (error: unknown) => {
        pending = undefined; // a chunk that failed to load (network) is fetched again by the next preload
        throw error;
      },
    ));
  // React.lazy reads a thenable that calls back synchronously as resolved on the spot.
  const settled = (value: Loaded) => ({ then: (resolve: (v: Loaded) => void) => resolve(value) }) as unknown as Promise<Loaded>;
  const LazyPage = lazy(() => (loaded ? settled(loaded) : fetchChunk()));
  if (!firstQueries) return { Page: LazyPage, preload: () => fetchChunk().then(() => undefined) };

  function PageWithData() {
    const client = useQueryClient();
    // Once per mount, during the render (the lazy page below suspends, so no effect of this tree runs before its
    // chunk arrives). react-query joins a request already in flight under the same key.
    useState(() => prefetchPageQueries(client, firstQueries!()));
    return <LazyPage />;
  }
  return { Page: PageWithData, preload: () => fetchChunk().then(() => undefined) };
}
