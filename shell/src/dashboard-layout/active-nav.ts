import type { RemoteNavItem } from 'shared-ui/core';

const matchesPrefix = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

/** The sidebar item to highlight for a path (by prefix), or null. */
export function activeNavItem(pathname: string, items: readonly RemoteNavItem[]): RemoteNavItem | null {
  return items.find((item) => [item.path, ...(item.aliases ?? [])].some((path) => matchesPrefix(pathname, path))) ?? null;
}
