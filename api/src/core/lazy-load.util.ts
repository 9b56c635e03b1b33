// Large libraries that few code paths use are loaded at first use, not when the app is imported (start-up and every
// api test suite would pay for them otherwise).
import { createRequire } from 'node:module';

/** The value of the first call, kept for every later call (for a loader: one load, one promise). */
export function memoise<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}

// jest runs the api as CommonJS with its own `require` (module registry, transforms); production runs it as ESM,
// where `require` is not defined.
const requireModule: (id: string) => unknown = typeof require === 'function' ? require : createRequire(import.meta.url);

/**
 * A CommonJS package loaded synchronously at first call, for pure functions that cannot become async. Gives what
 * `require` gives (module.exports), under jest and under ESM alike.
 */
export function lazyRequire<T>(id: string): () => T {
  return memoise(() => requireModule(id) as T);
}
