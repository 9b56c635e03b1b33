// React.lazy suspends on its first render even when the module has arrived already (a promise calls back later).
// A thenable that calls back at once lets a preloaded module render in the first pass: no fallback is shown, and
// React then holds nothing back (it delays a reveal for a moment after a fallback was shown, to avoid flicker).
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A thenable React.lazy reads as resolved on the spot. */
export function settled<T>(value: T): Promise<T> {
  return { then: (resolve: (v: T) => void) => resolve(value) } as unknown as Promise<T>;
}

export interface PreloadableLazy<P extends object> {
  Component: LazyExoticComponent<ComponentType<P>>;
  /** Loads the module (once; a failed load is tried again by the next call). */
  preload(): Promise<{ default: ComponentType<P> }>;
}

/** React.lazy whose module can be loaded ahead of the first render, which then draws it without suspending. */
export function preloadableLazy<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): PreloadableLazy<P> {
  let loaded: { default: ComponentType<P> } | undefined;
  let pending: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  return { Component: lazy(() => (loaded ? settled(loaded) : preload())), preload };
}
