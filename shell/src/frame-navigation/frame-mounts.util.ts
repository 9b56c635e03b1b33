// The frame's routes and sidebar from what its remotes declare: each route prefix becomes a route that mounts its
// remote there (React Router ranks them, so the longest prefix wins), and every remote's items make one sidebar in
// the order their keys give.
import { DASHBOARD_HOME_ROUTE, REMOTE_MOUNT_ROUTES } from 'contracts';
import type { RemoteNavItem } from 'shared-ui/core';
import { FRAME_REMOTES, type FrameRemoteKey } from './built-in-navigation.constants';
import type { FrameDeclarations } from './frame-navigation.store';

const MOUNT = REMOTE_MOUNT_ROUTES.dashboard;

export interface FrameMount {
  remote: FrameRemoteKey;
  /** The declared prefix: the App's basePath. */
  basePath: string;
  /** The route under the frame's own route ('chats/*'; '*' for the mount itself). */
  path: string;
}

/** One route per declared prefix; the first remote (FRAME_REMOTES order) to declare a prefix keeps it. */
export function frameMounts(byRemote: FrameDeclarations): FrameMount[] {
  const seen = new Set<string>();
  const mounts: FrameMount[] = [];
  for (const remote of FRAME_REMOTES) {
    for (const prefix of byRemote[remote].navigation.routePrefixes) {
      const key = prefix.toLowerCase();
      if (seen.has(key)) continue;
      seen.add(key);
      const relative = prefix.slice(MOUNT.length + 1);
      mounts.push({ remote, basePath: prefix, path: relative ? `${relative}/*` : '*' });
    }
  }
  // Every other /dashboard path is the dashboard's, even if its declaration forgot the mount itself.
  if (!seen.has(MOUNT)) mounts.push({ remote: 'dashboard', basePath: MOUNT, path: '*' });
  return mounts;
}

const isUnder = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/** The mount that shows `pathname` (the longest matching prefix); /dashboard itself redirects to the home route. */
export function mountAt(pathname: string, byRemote: FrameDeclarations): FrameMount {
  const lower = pathname.toLowerCase();
  const target = lower === MOUNT || lower === `${MOUNT}/` ? DASHBOARD_HOME_ROUTE : lower;
  const mounts = frameMounts(byRemote);
  const matching = mounts.filter((mount) => isUnder(target, mount.basePath.toLowerCase()));
  return matching.sort((a, b) => b.basePath.length - a.basePath.length)[0] ?? mounts.find((mount) => mount.path === '*')!;
}

/** Every remote's sidebar items, by order key (ties: FRAME_REMOTES order, then as declared); one item per path. */
export function sidebarItems(byRemote: FrameDeclarations): RemoteNavItem[] {
  const seen = new Set<string>();
  return FRAME_REMOTES.flatMap((remote) => byRemote[remote].navigation.items)
    .map((item, index) => ({ item, index }))
    .sort((a, b) => a.item.order - b.item.order || a.index - b.index)
    .map(({ item }) => item)
    .filter((item) => !seen.has(item.path) && Boolean(seen.add(item.path)));
}
