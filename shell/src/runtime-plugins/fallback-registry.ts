// Module-level hand-off between the runtime plugin and the React app: the plugin must not import React (it runs
// inside the federation runtime), so the shell registers the fallback module here at start.

export interface RemoteFailure {
  /** The requested module id, e.g. 'mfe_dashboard/App'. */
  id: string;
  error: unknown;
}

export type FallbackModuleFactory = (failure: RemoteFailure) => unknown;

let factory: FallbackModuleFactory | null = null;

export function setRemoteFallbackFactory(next: FallbackModuleFactory | null): void {
  factory = next;
}

/** The module to hand back instead of the failed remote, or undefined when none is registered. */
export function createRemoteFallbackModule(failure: RemoteFailure): unknown {
  return factory ? factory(failure) : undefined;
}
