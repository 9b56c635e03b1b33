// The Outlook twin of useGmailAuthorization for every connect prompt outside Settings: startOutlookConnection with the
// tier the user chose and the page to come back to, then the browser goes to Microsoft's sign-in and consent.
import {
  FAILED_TO_START_OUTLOOK_CONNECTION,
  StartOutlookConnectionDocument,
  detectsReplies,
  type GmailAccessTier,
} from 'contracts';
import { useState } from 'react';
import { useGraphQLMutation } from 'shared-ui';
import { useSettingsNotice } from '../use-settings-notice';
import type { GmailAuthorizeOptions } from './use-gmail-authorization';

export interface OutlookAuthorization {
  /** Starts the Outlook consent for the tier (toasts why when it cannot start) and leaves for Microsoft. */
  authorize: (options: GmailAuthorizeOptions) => Promise<void>;
  redirecting: boolean;
}

/** `returnTo` is the exact page (path and query) the user left: Microsoft's answer comes back there. */
export function useOutlookAuthorization(returnTo: string): OutlookAuthorization {
  const notice = useSettingsNotice();
  const start = useGraphQLMutation(StartOutlookConnectionDocument);
  const [redirecting, setRedirecting] = useState(false);

  const authorize = async ({ tier, beforeLeave }: { tier: GmailAccessTier; beforeLeave?: () => void }) => {
    setRedirecting(true);
    try {
      const { startOutlookConnection: started } = await start.mutateAsync({ detectReplies: detectsReplies(tier), returnTo });
      if (started.success && started.url) {
        beforeLeave?.();
        window.location.assign(started.url);
        return;
      }
      notice.error(started.message || FAILED_TO_START_OUTLOOK_CONNECTION);
    } catch {
      notice.error(FAILED_TO_START_OUTLOOK_CONNECTION);
    }
    setRedirecting(false);
  };

  return { authorize, redirecting };
}
