// A page loaded as its own chunk on first use (React.lazy) that can also be loaded ahead of time (`preload`): once
// loaded, React.lazy is handed an already settled thenable, so the first render is the page itself rather than the
// loading screen. Component tests preload every page this way.
import { lazy, type ComponentType } from 'react';

export interface LazyPage {
  Page: ComponentType;
  preload(): Promise<void>;
}

type Loaded = { default: ComponentType };

export function lazyPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): LazyPage {
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
  const Page = lazy(() => (loaded ? settled(loaded) : fetchChunk()));
  return { Page, preload: () => fetchChunk().then(() => undefined) };
}
