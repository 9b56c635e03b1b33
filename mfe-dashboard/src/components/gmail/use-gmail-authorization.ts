// The Gmail authorize logic every 'Connect Gmail' of the dashboard shares: startGoogleAuthFlow with the tier the
// user chose and the page to come back to, then the browser goes to Google's consent.
import {
  DowngradeGmailToSendOnlyDocument,
  FAILED_TO_AUTHORIZE_GOOGLE_MAIL,
  FAILED_TO_START_GOOGLE_AUTH,
  FAILED_TO_SWITCH_GMAIL_TIER,
  GMAIL_GRANT_FAILURE_REASON_PARAM,
  GMAIL_SEND_MISSING_REASON,
  GMAIL_SEND_NOT_GRANTED,
  SETTINGS_ROUTE,
  StartGoogleAuthFlowDocument,
  detectsReplies,
  type GmailAccessTier,
} from 'contracts';
import { useCallback, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { authServiceGmailConsentUrl, useGraphQLMutation } from 'shared-ui';
import { useSettingsNotice } from '../use-settings-notice';

export interface GmailAuthorizeOptions {
  tier: GmailAccessTier;
  /** Runs right before the browser leaves for Google (e.g. saves what the user was typing). */
  beforeLeave?: () => void;
}

export interface GmailAuthorization {
  /** Starts the Gmail grant for the tier and sends the browser to Google's consent (toasts the §8 failures itself). */
  authorize: (options: GmailAuthorizeOptions) => Promise<void>;
  /** 'Switch to Send only': the api revokes the current grant, then the send-only consent follows. */
  downgrade: (options?: { beforeLeave?: () => void }) => Promise<void>;
  /** True from the click until the browser leaves (or the start failed). */
  redirecting: boolean;
  /** Shows the §8 'Failed to authorize Google Mail permissions' toast (e.g. on a `?error=gmail` return). */
  showGrantFailure: () => void;
}

/**
 * `returnTo` is where Google's answer comes back to: the exact page (path and query) the user left, so the wizard
 * step or the contact being added is still there (product.md §7: /dashboard/settings by default).
 */
export function useGmailAuthorization(returnTo: string = SETTINGS_ROUTE): GmailAuthorization {
  const notice = useSettingsNotice();
  const startFlow = useGraphQLMutation(StartGoogleAuthFlowDocument);
  const downgradeFlow = useGraphQLMutation(DowngradeGmailToSendOnlyDocument);
  const [redirecting, setRedirecting] = useState(false);

  // The api adds why when it knows: the user unticked sending on Google's granular consent.
  const { search } = useLocation();
  const sendMissing = new URLSearchParams(search).get(GMAIL_GRANT_FAILURE_REASON_PARAM) === GMAIL_SEND_MISSING_REASON;
  const showGrantFailure = useCallback(
    () => notice.error(sendMissing ? GMAIL_SEND_NOT_GRANTED : FAILED_TO_AUTHORIZE_GOOGLE_MAIL),
    [notice, sendMissing],
  );

  /** Follows the consent URL (the api's, else the auth service's Google flow with the tier's scopes). */
  const go = async (
    start: () => Promise<{ success: boolean; message: string; url?: string | null }>,
    options: { tier: GmailAccessTier; failure: (message: string) => string; beforeLeave?: () => void },
  ) => {
    setRedirecting(true);
    let url: string | null;
    try {
      const started = await start();
      if (!started.success) {
        notice.error(options.failure(started.message));
        setRedirecting(false);
        return;
      }
      url = started.url ?? (await authServiceGmailConsentUrl(returnTo, options.tier));
    } catch {
      notice.error(FAILED_TO_START_GOOGLE_AUTH);
      setRedirecting(false);
      return;
    }
    if (!url) {
      showGrantFailure();
      setRedirecting(false);
      return;
    }
    options.beforeLeave?.();
    window.location.assign(url);
  };

  const authorize = ({ tier, beforeLeave }: GmailAuthorizeOptions) =>
    go(async () => (await startFlow.mutateAsync({ returnTo, detectReplies: detectsReplies(tier) })).startGoogleAuthFlow, {
      tier,
      beforeLeave,
      // The §8 text, whatever the server said (e.g. Google OAuth not configured).
      failure: () => FAILED_TO_START_GOOGLE_AUTH,
    });

  const downgrade = (options: { beforeLeave?: () => void } = {}) =>
    go(async () => (await downgradeFlow.mutateAsync({ returnTo })).downgradeGmailToSendOnly, {
      tier: 'SEND_ONLY',
      beforeLeave: options.beforeLeave,
      failure: (message) => message || FAILED_TO_SWITCH_GMAIL_TIER,
    });

  return { authorize, downgrade, redirecting, showGrantFailure };
}
