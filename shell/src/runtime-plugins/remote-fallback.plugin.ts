import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { createRemoteFallbackModule } from './fallback-registry';

/**
 * When a remote cannot be loaded (manifest, entry script or exposed chunk unreachable), hand back a fallback
 * module instead of throwing, so the page shows 'This section could not be loaded.' and the rest of the shell
 * keeps working. Failures before 'onLoad' (e.g. the manifest fetch in 'afterResolve') propagate to loadRemote,
 * which then reports them again with lifecycle 'onLoad', where the fallback is returned.
 */
export function remoteFallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'shell-remote-fallback',
    errorLoadRemote(args) {
      if (args.lifecycle !== 'onLoad') return undefined;
      console.error(`[shell] remote ${args.id} could not be loaded`, args.error);
      return createRemoteFallbackModule({ id: args.id, error: args.error });
    },
  };
}
