import { createContext, useCallback, useContext } from 'react';

// The shell mounts this remote under a splat route, so links are built from the basePath it hands us
// (absolute paths) instead of relative ones that would resolve against the shell's route tree.
const BasePathContext = createContext('/');

export const BasePathProvider = BasePathContext.Provider;

export function joinPath(basePath: string, subPath: string): string {
  const base = basePath.replace(/(?<!\/)\/+$/, '');
  const sub = subPath.replace(/^\/+/, '');
  return sub ? `${base}/${sub}` : base || '/';
}

/** Returns a function that turns a remote-relative path ('pricing', '#faqs') into an absolute one. */
export function useSitePath(): (subPath?: string) => string {
  const basePath = useContext(BasePathContext);
  return useCallback(
    (subPath = '') => {
      if (subPath.startsWith('#')) return `${joinPath(basePath, '')}${subPath}`;
      return joinPath(basePath, subPath);
    },
    [basePath],
  );
}
