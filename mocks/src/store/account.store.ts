// The account: Gmail connection and permission, notification preferences, test email, access requests.
import {
  ACCESS_REQUEST_RECEIVED,
  AUTHORIZE_GMAIL_FOR_TEST,
  GMAIL_ALREADY_DISCONNECTED,
  GMAIL_DISCONNECTED,
  GMAIL_SEND_ONLY_CONSENT_STARTED,
  INVALID_EMAIL_ADDRESS,
  isEmailAddress,
} from 'contracts';
import type { StoreContext } from './store-context';

export function createAccountStore({ state, data }: StoreContext) {
  const query = {
    gmailConnection() {
      const connected = state.hasGmailPermission;
      const gmail =
        state.gmail ?? (connected ? { googleEmail: data.user.email, tier: 'SEND_ONLY', needsReconnect: false } : null);
      if (!gmail) return { connected: false, googleEmail: null, tier: null, needsReconnect: false };
      return { connected, googleEmail: gmail.googleEmail, tier: gmail.tier, needsReconnect: !connected && gmail.needsReconnect };
    },
    mailPermission() {
      return state.hasGmailPermission
        ? { hasPermission: true, message: 'Gmail permission granted' }
        : { hasPermission: false, message: 'Gmail permission not granted' };
    },
    notificationPreferences() {
      return { replyAlerts: true, sequenceUpdates: true, ...state.notificationPreferences };
    },
  };

  const mutation = {
    raiseAccessRequest(args: { email: string }) {
      if (!isEmailAddress(args.email)) return { success: false, message: INVALID_EMAIL_ADDRESS };
      return { success: true, message: ACCESS_REQUEST_RECEIVED };
    },
    sendTestEmail() {
      if (!state.hasGmailPermission) {
        return { success: false, hasRefreshToken: false, message: AUTHORIZE_GMAIL_FOR_TEST };
      }
      return { success: true, hasRefreshToken: true, message: `Test email sent to ${data.user.email}` };
    },
    startGoogleAuthFlow() {
      return { success: true, message: 'Google Mail authorization started', url: null };
    },
    updateNotificationPreferences(args: { data: { replyAlerts?: boolean | null; sequenceUpdates?: boolean | null } }) {
      // Like the api: only the switches given change.
      const current = { replyAlerts: true, sequenceUpdates: true, ...state.notificationPreferences };
      state.notificationPreferences = {
        replyAlerts: args.data.replyAlerts ?? current.replyAlerts,
        sequenceUpdates: args.data.sequenceUpdates ?? current.sequenceUpdates,
      };
      return { ...state.notificationPreferences };
    },
    // Like the api: the token is revoked (emails wait for the reconnect) and the send-only consent starts.
    downgradeGmailToSendOnly() {
      const googleEmail = state.gmail?.googleEmail ?? data.user.email;
      state.hasGmailPermission = false;
      state.gmail = { googleEmail, tier: 'SEND_ONLY', needsReconnect: true };
      return { success: true, message: GMAIL_SEND_ONLY_CONSENT_STARTED, url: null };
    },
    disconnectGmail() {
      if (!state.hasGmailPermission) return { success: false, message: GMAIL_ALREADY_DISCONNECTED };
      const { googleEmail, tier } = state.gmail ?? { googleEmail: data.user.email, tier: 'SEND_ONLY' as const };
      state.hasGmailPermission = false;
      state.gmail = { googleEmail, tier, needsReconnect: true };
      return { success: true, message: GMAIL_DISCONNECTED };
    },
  };

  return { query, mutation };
}
