// The dashboard layout's own constants: sidebar state, sizes and shortcut, and the mobile breakpoint. The sidebar's
// items are the remotes' own (src/frame-navigation).
// Used by the shell only (moved out of contracts, which keeps the spec's rules, routes and labels).

// --- Layout ---
export const SIDEBAR_COOKIE = { name: 'sidebar_state', maxAgeDays: 7 } as const;
// `mobile` is the drawer's width, capped so a strip of the page (the backdrop) stays visible to tap on.
export const SIDEBAR_WIDTH = { expanded: '16rem', mobile: 'min(18rem, calc(100vw - 3rem))', collapsed: '3rem' } as const;
export const SIDEBAR_SHORTCUT_KEY = 'b';
/** Below this width (px) the sidebar is a drawer over the page, closed until the top bar's toggle opens it. */
export const MOBILE_BREAKPOINT = 768;
