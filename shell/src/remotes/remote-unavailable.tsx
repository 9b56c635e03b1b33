import { useContext } from 'react';
import { RemoteErrorFallback } from 'shared-ui/core';
import type { LoadedRemoteApp } from './remote-app';
import { RemoteRetryContext } from './remote-loader-context';

/** Rendered in place of a remote the federation runtime could not load (see remote-fallback.plugin). */
export function RemoteUnavailable() {
  const retry = useContext(RemoteRetryContext);
  return <RemoteErrorFallback onRetry={retry ?? (() => window.location.reload())} />;
}

export const remoteUnavailableModule: LoadedRemoteApp = { default: RemoteUnavailable, isFallback: true };
