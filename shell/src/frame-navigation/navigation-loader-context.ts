import { createContext } from 'react';
import type { RemoteNavigationLoader } from './frame-navigation.store';

/** How the signed-in frame loads its remotes' './navigation' modules; none: the last seen (or built-in) items stay. */
export const RemoteNavigationLoaderContext = createContext<RemoteNavigationLoader | null>(null);
