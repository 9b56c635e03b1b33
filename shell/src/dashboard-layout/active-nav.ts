import { DASHBOARD_NAV, type NavItem } from './layout.constants';

// Pages that belong to a nav item without sharing its path prefix: contacts are part of Sequences.
const EXTRA_PREFIXES: Readonly<Record<string, readonly string[]>> = {
  '/dashboard/campaigns': ['/dashboard/contacts'],
};

const matchesPrefix = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

/** The sidebar item to highlight for a path (by prefix), or null. */
export function activeNavItem(pathname: string, items: readonly NavItem[] = DASHBOARD_NAV): NavItem | null {
  return (
    items.find((item) => [item.path, ...(EXTRA_PREFIXES[item.path] ?? [])].some((prefix) => matchesPrefix(pathname, prefix))) ??
    null
  );
}
