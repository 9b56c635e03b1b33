// Bounds of what a remote declares for the signed-in frame (shared-ui/core's RemoteNavigation: sidebar items and
// route prefixes). A remote is deployed alone, so the shell checks what arrives against these and drops what does
// not fit rather than draw an unbounded sidebar. Ours; the spec (§2) lists the items, not their limits.
export const REMOTE_NAV_BOUNDS = {
  /** Items one remote may put in the sidebar. */
  items: 12,
  /** Of an item's label (the longest today: 'Reply Engine'). */
  label: 40,
  /** Of a path, an alias or a route prefix. */
  path: 200,
  /** Aliases of one item. */
  aliases: 4,
  /** Route prefixes of one remote. */
  routePrefixes: 8,
  /** An item's order key runs from 0 to this. */
  order: 1_000,
} as const;
