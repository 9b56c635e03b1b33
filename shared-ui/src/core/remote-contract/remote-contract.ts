// The shell-remote contract: what a remote's exposed modules export, as types only (nothing of it runs, so a shell
// and a remote built at different commits share no code through it). Each remote checks its exposes against these
// with `satisfies` (src/remote-exposes.check.ts, type-checked by `npm test`); the shell validates what arrives at
// run time against the bounds in contracts (REMOTE_NAV_BOUNDS), since a remote is deployed alone.
import type { ComponentType } from 'react';

export interface RemoteAppProps {
  /** Where the shell mounted the App; its routes are relative to it. */
  basePath: string;
}

/** A remote's './App' module. */
export interface RemoteAppModule {
  default: ComponentType<RemoteAppProps>;
  /**
   * Loads what the App shows first at `pathname` (its page's chunk and data) when mounted at `basePath`, before the
   * shell first draws it. Optional: without it the shell draws the App and the App loads its page itself.
   */
  preloadRoute?: (pathname: string, basePath: string) => Promise<void>;
}

/** The icons the shell's sidebar draws; a remote names one (or none: the shell shows the label's first letter). */
export type NavIconName = 'dashboard' | 'chat' | 'mail' | 'contacts' | 'settings' | 'billing';

/** One sidebar entry a remote declares. Paths are absolute (under the shell's /dashboard mount). */
export interface RemoteNavItem {
  label: string;
  path: string;
  /** Other paths that show the same screen (highlighted as this item). */
  aliases?: readonly string[];
  /** Place in the sidebar across every remote's items: lower first (the shell's items use tens: 10, 20, ...). */
  order: number;
  icon: NavIconName | null;
}

/** What a remote owns in the signed-in frame: its sidebar items and the path prefixes the shell mounts it at. */
export interface RemoteNavigation {
  /** The shell mounts this remote's App at the longest declared prefix that matches a path (basePath = the prefix). */
  routePrefixes: readonly string[];
  items: readonly RemoteNavItem[];
}

/**
 * A remote's './navigation' module: tiny (no React, no page code), so the shell can draw the sidebar from every
 * remote without downloading another remote's App.
 */
export interface RemoteNavigationModule {
  navigation: RemoteNavigation;
}
