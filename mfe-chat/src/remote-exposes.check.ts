// Type-checked with the front ends (`npm test`'s tsc), never bundled: fails the check when what this remote
// exposes (rspack.config.cjs) drifts from the shell-remote contract in shared-ui/core. The build itself (swc) does
// not type-check, so this is where a renamed export or a changed signature shows before a deploy.
import type { RemoteAppModule, RemoteNavigationModule } from 'shared-ui/core';
import * as app from './App';
import * as navigation from './navigation';

export const exposes = { './App': app, './navigation': navigation } satisfies {
  './App': RemoteAppModule;
  './navigation': RemoteNavigationModule;
};
