// Exposed as './navigation': this remote's sidebar items and where the shell mounts it. Tiny on purpose (no React,
// no page code): the shell loads it for the sidebar without the App. A new page with a sidebar entry is a route in
// routing/dashboard-pages.ts plus an item here, and ships with this remote's deploy alone.
import type { RemoteNavigation } from 'shared-ui/core';

export const navigation = {
  // Every /dashboard path that no other remote claims with a longer prefix (the chat: /dashboard/chats, /chat).
  routePrefixes: ['/dashboard'],
  // Order keys leave room between: the chat's Reply Engine is 20.
  items: [
    { label: 'Dashboard', path: '/dashboard/home', order: 10, icon: 'dashboard' },
    { label: 'Sequences', path: '/dashboard/campaigns', order: 30, icon: 'mail' },
    { label: 'Contacts', path: '/dashboard/contacts', order: 40, icon: 'contacts' },
    { label: 'Settings', path: '/dashboard/settings', order: 50, icon: 'settings' },
    { label: 'Billing', path: '/dashboard/billing', order: 60, icon: 'billing' },
  ],
} satisfies RemoteNavigation;
