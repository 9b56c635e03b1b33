// The two Gmail tiers the user chooses between, said once for every screen that connects Gmail (the dashboard's
// connect dialog and settings card, the chat's connect card) and for the api's answers about the connection.
import type { GmailAccessTier } from '../generated/client/graphql';

/** Headers-only read access (sender, subject, date; never bodies): only with 'Send + detect replies'. */
export const GMAIL_METADATA_SCOPE = 'https://www.googleapis.com/auth/gmail.metadata';

export interface GmailTierText {
  label: string;
  description: string;
}

export const GMAIL_TIERS: Readonly<Record<GmailAccessTier, GmailTierText>> = {
  SEND_ONLY: {
    label: 'Send only',
    description:
      'We never see your inbox. Before each follow-up we email you a heads-up with one-click "replied - stop" and ' +
      '"Pause" links; you can also Mark as replied in the app.',
  },
  SEND_AND_DETECT_REPLIES: {
    label: 'Send + detect replies',
    description:
      'Your sequence stops by itself when they reply. We read only message headers (sender, subject, date) of your ' +
      'mail, never the content.',
  },
};

/** The order the choice is offered in. */
export const GMAIL_TIER_ORDER: readonly GmailAccessTier[] = ['SEND_ONLY', 'SEND_AND_DETECT_REPLIES'];

/** Privacy by default: the inbox stays unseen unless the user asks for automatic reply detection. */
export const DEFAULT_GMAIL_TIER: GmailAccessTier = 'SEND_ONLY';

/** startGoogleAuthFlow's `detectReplies` for a tier. */
export const detectsReplies = (tier: GmailAccessTier): boolean => tier === 'SEND_AND_DETECT_REPLIES';

/** The Google scopes a tier asks for beyond sign-in (the auth service's consent takes them as a list). */
export const gmailTierScopes = (tier: GmailAccessTier, sendScope: string): string[] =>
  detectsReplies(tier) ? [sendScope, GMAIL_METADATA_SCOPE] : [sendScope];

export const GMAIL_CONNECT_TITLE = 'Connect your Gmail inbox';
export const GMAIL_CONNECT_INTRO =
  'Your follow-ups are sent from your own Gmail account, so replies land in your inbox. Choose what we may do:';
export const GMAIL_TIER_CHOICE_LABEL = 'Gmail access';
export const NOT_NOW = 'Not now';
/** After 'Not now': the user goes on without Gmail; nothing is sent until it is connected. */
export const GMAIL_NOT_CONNECTED_DRAFT_NOTE =
  'Gmail is not connected yet: you can go on, and nothing is sent until you connect it.';
/** The wizard after 'Not now': steps are only saved when scheduled, so the draft stays in the browser tab. */
export const SEQUENCE_DRAFT_KEPT_NOTE =
  'Nothing was scheduled: Gmail is not connected yet. Your contact is saved and this draft stays in this browser ' +
  'tab until you connect Gmail and send it.';

export const DISCONNECT_GMAIL = 'Disconnect';
export const DISCONNECT_GMAIL_CONFIRM = 'Disconnect Gmail? Scheduled emails will wait until you reconnect.';
export const GMAIL_DISCONNECTED = 'Gmail disconnected. Scheduled emails will wait until you reconnect.';
export const GMAIL_ALREADY_DISCONNECTED = 'Gmail is not connected.';
export const FAILED_TO_DISCONNECT_GMAIL = 'Could not reach Google to disconnect Gmail. Please try again.';
export const RECONNECT_GMAIL = 'Reconnect';
export const SWITCH_TO_DETECT_REPLIES = 'Switch to Send + detect replies';
export const SWITCH_TO_SEND_ONLY = 'Switch to Send only';
export const SWITCH_TO_SEND_ONLY_CONFIRM =
  'Switch to Send only? Reply detection stops now, then Google asks you to confirm sending access; until you do, ' +
  'scheduled emails wait.';
export const GMAIL_SEND_ONLY_CONSENT_STARTED = 'Reply detection stopped; confirm Send only with Google';
export const FAILED_TO_SWITCH_GMAIL_TIER = 'Could not reach Google to change the Gmail access. Please try again.';
