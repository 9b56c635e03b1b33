// What a remote declares for the signed-in frame arrives from a deploy the shell was not built with (and, as last
// seen, from localStorage), so it is read like any outside input: shaped, bounded (contracts' REMOTE_NAV_BOUNDS) and
// under the frame's mount. An item that does not fit is dropped; a declaration without a usable route prefix is
// refused whole (the shell then keeps what it had).
import { REMOTE_MOUNT_ROUTES, REMOTE_NAV_BOUNDS } from 'contracts';
import type { NavIconName, RemoteNavigation, RemoteNavItem } from 'shared-ui/core';

/** The icons the frame draws (frame-icons.tsx); a name the shell does not know is drawn as the label's initial. */
export const NAV_ICONS: ReadonlySet<NavIconName> = new Set<NavIconName>([
  'dashboard',
  'chat',
  'mail',
  'contacts',
  'settings',
  'billing',
]);

const MOUNT = REMOTE_MOUNT_ROUTES.dashboard;
const SEGMENT = /^[\w.~-]+$/;
/** A path segment a link may carry: URL-safe characters, and not '.' or '..' (which would lead out of the frame). */
const isSegment = (segment: string) => SEGMENT.test(segment) && segment !== '.' && segment !== '..';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** An absolute path at or under the frame's mount ('/dashboard', '/dashboard/home'), without a trailing slash. */
export function isFramePath(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > REMOTE_NAV_BOUNDS.path) return false;
  if (value === MOUNT) return true;
  if (!value.startsWith(`${MOUNT}/`)) return false;
  return value
    .slice(MOUNT.length + 1)
    .split('/')
    .every(isSegment);
}

function readItem(value: unknown): RemoteNavItem | null {
  if (!isRecord(value)) return null;
  const { label, path, aliases, order, icon } = value;
  if (typeof label !== 'string' || label.trim() === '' || label.length > REMOTE_NAV_BOUNDS.label) return null;
  if (!isFramePath(path) || path === MOUNT) return null;
  if (typeof order !== 'number' || !Number.isFinite(order) || order < 0 || order > REMOTE_NAV_BOUNDS.order) return null;
  if (aliases !== undefined && (!Array.isArray(aliases) || aliases.length > REMOTE_NAV_BOUNDS.aliases)) return null;
  if (aliases !== undefined && !aliases.every(isFramePath)) return null;
  return {
    label: label.trim(),
    path,
    ...(aliases?.length ? { aliases: [...(aliases as string[])] } : {}),
    order,
    // A newer remote may name an icon this shell does not have yet: its item still shows, with its initial.
    icon: NAV_ICONS.has(icon as NavIconName) ? (icon as NavIconName) : null,
  };
}

/** A remote's declaration as the shell may use it, or null when it has no route prefix the shell can mount. */
export function readNavigation(value: unknown): RemoteNavigation | null {
  if (!isRecord(value) || !Array.isArray(value.routePrefixes) || !Array.isArray(value.items)) return null;
  const prefixes = value.routePrefixes.slice(0, REMOTE_NAV_BOUNDS.routePrefixes).filter(isFramePath);
  if (prefixes.length === 0) return null;
  const items = value.items
    .slice(0, REMOTE_NAV_BOUNDS.items)
    .map(readItem)
    .filter((item): item is RemoteNavItem => item !== null);
  return { routePrefixes: prefixes, items };
}

/** The declaration in a loaded './navigation' module (null for the fallback module of a remote that is down). */
export function readNavigationModule(module: unknown): RemoteNavigation | null {
  return isRecord(module) ? readNavigation(module.navigation) : null;
}
