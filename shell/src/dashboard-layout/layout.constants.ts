import { REPLY_ENGINE_TITLE } from 'contracts';

// The dashboard layout's own constants: sidebar state, sizes and shortcut, the mobile breakpoint and the nav items.
// Used by the shell only (moved out of contracts, which keeps the spec's rules, routes and labels).

// --- Layout ---
export const SIDEBAR_COOKIE = { name: 'sidebar_state', maxAgeDays: 7 } as const;
// `mobile` is the drawer's width, capped so a strip of the page (the backdrop) stays visible to tap on.
export const SIDEBAR_WIDTH = { expanded: '16rem', mobile: 'min(18rem, calc(100vw - 3rem))', collapsed: '3rem' } as const;
export const SIDEBAR_SHORTCUT_KEY = 'b';
/** Below this width (px) the sidebar is a drawer over the page, closed until the top bar's toggle opens it. */
export const MOBILE_BREAKPOINT = 768;

// --- Navigation ---
export interface NavItem {
  label: string;
  path: string;
  /** Other paths that show the same screen (highlighted as this item). */
  aliases?: readonly string[];
}

// The spec's four items (§2) plus Contacts, which the issue "the sequence workflow a job seeker expects" asks for,
// and the Reply Engine (the chat, where a sequence is drafted), which was reachable only from buttons.
export const DASHBOARD_NAV: readonly NavItem[] = [
  { label: 'Dashboard', path: '/dashboard/home' },
  { label: REPLY_ENGINE_TITLE, path: '/dashboard/chats', aliases: ['/dashboard/chat'] },
  { label: 'Sequences', path: '/dashboard/campaigns' },
  { label: 'Contacts', path: '/dashboard/contacts' },
  { label: 'Settings', path: '/dashboard/settings' },
  { label: 'Billing', path: '/dashboard/billing' },
];
