// The account: the mailbox connection (Gmail or Outlook) and permission, notification preferences, test email, access requests.
import {
  ACCESS_REQUEST_RECEIVED,
  AUTHORIZE_GMAIL_FOR_TEST,
  GMAIL_ALREADY_DISCONNECTED,
  GMAIL_DISCONNECTED,
  GMAIL_SEND_ONLY_CONSENT_STARTED,
  INVALID_EMAIL_ADDRESS,
  MAILBOX_ALREADY_DISCONNECTED,
  MAILBOX_DISCONNECTED,
  OUTLOOK_ALREADY_SEND_ONLY,
  OUTLOOK_CONNECTION_STARTED,
  OUTLOOK_NOT_CONNECTED_FOR_SWITCH,
  OUTLOOK_SWITCHED_TO_SEND_ONLY,
  SETTINGS_ROUTE,
  authorizeMailboxForTest,
  isEmailAddress,
} from 'contracts';
import type { StoreContext } from './store-context';

/** Like the api: the Outlook grant stays live and only stops reading; Microsoft is not asked. */
function switchOutlookToSendOnly(state: StoreContext['state']) {
  if (!state.outlook || !state.hasGmailPermission) return { success: false, message: OUTLOOK_NOT_CONNECTED_FOR_SWITCH };
  if (state.outlook.tier === 'SEND_ONLY') return { success: true, message: OUTLOOK_ALREADY_SEND_ONLY };
  state.outlook = { ...state.outlook, tier: 'SEND_ONLY' };
  return { success: true, message: OUTLOOK_SWITCHED_TO_SEND_ONLY };
}

export function createAccountStore({ state, data }: StoreContext) {
  const query = {
    gmailConnection() {
      const connected = state.hasGmailPermission;
      // Like the api: a connected Outlook is the user's mailbox too.
      if (state.outlook) {
        const { address, tier, needsReconnect } = state.outlook;
        return { connected, googleEmail: address, tier, needsReconnect: !connected && needsReconnect };
      }
      const gmail =
        state.gmail ?? (connected ? { googleEmail: data.user.email, tier: 'SEND_ONLY', needsReconnect: false } : null);
      if (!gmail) return { connected: false, googleEmail: null, tier: null, needsReconnect: false };
      return { connected, googleEmail: gmail.googleEmail, tier: gmail.tier, needsReconnect: !connected && gmail.needsReconnect };
    },
    mailConnection() {
      const connected = state.hasGmailPermission;
      if (state.outlook) {
        const { address, tier, needsReconnect } = state.outlook;
        return { connected, provider: 'OUTLOOK', address, tier, needsReconnect: !connected && needsReconnect };
      }
      const gmail = query.gmailConnection();
      return {
        connected: gmail.connected,
        provider: gmail.googleEmail ? 'GMAIL' : null,
        address: gmail.googleEmail,
        tier: gmail.tier,
        needsReconnect: gmail.needsReconnect,
      };
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
      // Like the api: Outlook's words for an Outlook grant, the spec's Gmail sentence otherwise.
      if (!state.hasGmailPermission) {
        const message = state.outlook ? authorizeMailboxForTest('OUTLOOK') : AUTHORIZE_GMAIL_FOR_TEST;
        return { success: false, hasRefreshToken: false, message };
      }
      return { success: true, hasRefreshToken: true, message: `Test email sent to ${data.user.email}` };
    },
    // Microsoft's pages are not mocked: the user comes straight back connected (Send only unless asked otherwise).
    startOutlookConnection(args: { detectReplies: boolean }) {
      state.outlook = {
        address: 'sam.seeker@outlook.com',
        tier: args.detectReplies ? 'SEND_AND_DETECT_REPLIES' : 'SEND_ONLY',
        needsReconnect: false,
      };
      state.hasGmailPermission = true;
      return { success: true, message: OUTLOOK_CONNECTION_STARTED, url: SETTINGS_ROUTE };
    },
    disconnectMailbox() {
      if (!state.hasGmailPermission) return { success: false, message: MAILBOX_ALREADY_DISCONNECTED };
      if (state.outlook) state.outlook = { ...state.outlook, needsReconnect: true };
      else {
        const { googleEmail, tier } = state.gmail ?? { googleEmail: data.user.email, tier: 'SEND_ONLY' as const };
        state.gmail = { googleEmail, tier, needsReconnect: true };
      }
      state.hasGmailPermission = false;
      return { success: true, message: MAILBOX_DISCONNECTED };
    },
    switchOutlookToSendOnly: () => switchOutlookToSendOnly(state),
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
