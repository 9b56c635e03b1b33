import { createContext } from 'react';
import type { RemoteAppLoader } from './remote-app';

const missingLoader: RemoteAppLoader = (remote) =>
  Promise.reject(new Error(`No remote loader is configured (requested "${remote}")`));

export const RemoteLoaderContext = createContext<RemoteAppLoader>(missingLoader);

/** Lets the fallback module (rendered in place of a failed remote) ask its RemoteRoute to try again. */
export const RemoteRetryContext = createContext<(() => void) | null>(null);
