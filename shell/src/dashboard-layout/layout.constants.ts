// The dashboard layout's own constants: sidebar state, sizes and shortcut, the mobile breakpoint and the nav items.
// Used by the shell only (moved out of contracts, which keeps the spec's rules, routes and labels).

// --- Layout ---
export const SIDEBAR_COOKIE = { name: 'sidebar_state', maxAgeDays: 7 } as const;
export const SIDEBAR_WIDTH = { expanded: '16rem', mobile: '18rem', collapsed: '3rem' } as const;
export const SIDEBAR_SHORTCUT_KEY = 'b';
export const MOBILE_BREAKPOINT = 768;

// --- Navigation ---
export interface NavItem {
  label: string;
  path: string;
}

export const DASHBOARD_NAV: readonly NavItem[] = [
  { label: 'Dashboard', path: '/dashboard/home' },
  { label: 'Sequences', path: '/dashboard/campaigns' },
  { label: 'Settings', path: '/dashboard/settings' },
  { label: 'Billing', path: '/dashboard/billing' },
];
