// The chat's antd parts: the drafted sequence, the connect-mailbox card and a campaign's sequence from the URL. They come
// later in a conversation, so they load on first use (or ahead, `preloadUiKitParts`, once a conversation is under
// way) with antd's theme around them: the first screen (header, empty state, input, quick replies) draws no antd and
// waits for none of its ~100 KB gzip.
import { lazy, Suspense, type ComponentType } from 'react';
import type * as Parts from './ui-kit-parts.impl';

type PartsModule = typeof Parts;

let loading: Promise<PartsModule> | undefined;
const loadParts = () =>
  (loading ??= import('./ui-kit-parts.impl').catch((error: unknown) => {
    loading = undefined; // a failed download (network) is tried again by the next use
    throw error;
  }));

/** Starts the download of the parts; a conversation under way will soon show one. */
export function preloadUiKitParts(): void {
  loadParts().catch(() => undefined);
}

function part<P extends object>(name: string, pick: (parts: PartsModule) => ComponentType<P>): ComponentType<P> {
  const Lazy = lazy(() => loadParts().then((parts) => ({ default: pick(parts) })));
  function Part(props: P) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  Part.displayName = `UiKitPart(${name})`;
  return Part;
}

export const SequenceBlock = part('SequenceBlock', (parts) => parts.SequenceBlock);
export const MailboxConnectCard = part('MailboxConnectCard', (parts) => parts.MailboxConnectCard);
export const CampaignSequenceView = part('CampaignSequenceView', (parts) => parts.CampaignSequenceView);
