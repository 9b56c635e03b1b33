// Exposed as './navigation': the chat's sidebar item and the prefixes the shell mounts it at. Tiny on purpose (no
// React, no page code, nothing of contracts: importing REPLY_ENGINE_TITLE brought the whole messages module along,
// 1.3 KB gzip instead of 0.3); navigation.test.ts holds the label to contracts' REPLY_ENGINE_TITLE instead.
import type { RemoteNavigation } from 'shared-ui/core';

export const navigation = {
  routePrefixes: ['/dashboard/chats', '/dashboard/chat'],
  // After the dashboard's Dashboard (10), before its Sequences (30).
  items: [{ label: 'Reply Engine', path: '/dashboard/chats', aliases: ['/dashboard/chat'], order: 20, icon: 'chat' }],
} satisfies RemoteNavigation;
