import { REPLY_ENGINE_TITLE } from 'contracts';
import type { RemoteNavigation } from 'shared-ui/core';
import type { RemoteKey } from '../remotes/remote-app';

/** The remotes drawn inside the signed-in frame: each declares its sidebar items and route prefixes (./navigation). */
export const FRAME_REMOTES = ['dashboard', 'chat'] as const satisfies readonly RemoteKey[];
export type FrameRemoteKey = (typeof FRAME_REMOTES)[number];

/**
 * The fallback of last resort: what the remotes declared when this shell was built, used for a remote whose
 * './navigation' has not arrived and was never seen in this browser (a first visit, or the remote down). The
 * remotes own these (mfe-dashboard/src/navigation.ts, mfe-chat/src/navigation.ts); a new sidebar page ships with its
 * remote, not here. The spec's four items (§2) plus Contacts (the issue "the sequence workflow a job seeker
 * expects") and the Reply Engine (the chat, where a sequence is drafted).
 */
export const BUILT_IN_NAVIGATION: Readonly<Record<FrameRemoteKey, RemoteNavigation>> = {
  dashboard: {
    routePrefixes: ['/dashboard'],
    items: [
      { label: 'Dashboard', path: '/dashboard/home', order: 10, icon: 'dashboard' },
      { label: 'Sequences', path: '/dashboard/campaigns', order: 30, icon: 'mail' },
      { label: 'Contacts', path: '/dashboard/contacts', order: 40, icon: 'contacts' },
      { label: 'Settings', path: '/dashboard/settings', order: 50, icon: 'settings' },
      { label: 'Billing', path: '/dashboard/billing', order: 60, icon: 'billing' },
    ],
  },
  chat: {
    routePrefixes: ['/dashboard/chats', '/dashboard/chat'],
    items: [{ label: REPLY_ENGINE_TITLE, path: '/dashboard/chats', aliases: ['/dashboard/chat'], order: 20, icon: 'chat' }],
  },
};
