// The user's mailbox, whichever provider it is at (Gmail or Outlook): the names the product gives them, what the
// Settings card says, and the words for an Outlook consent that did not end in a connection (issue 37).
import type { MailProvider } from '../generated/client/graphql';
import {
  CONNECT_GMAIL,
  GMAIL_ONE_MORE_STEP,
  ONE_MORE_STEP_TITLE,
  SEND_SEQUENCE_BUSY_LABELS,
  type ChatActivity,
} from './chat-assistant.messages';
import { gmailDailyLimitReached } from './delivery.messages';
import {
  GMAIL_CONNECT_INTRO,
  GMAIL_CONNECT_TITLE,
  GMAIL_NOT_CONNECTED_DRAFT_NOTE,
  SEQUENCE_DRAFT_KEPT_NOTE,
} from './gmail-tiers.rules';
import { AUTHORIZE_GMAIL_FOR_TEST, GMAIL_ACCESS_REQUIRED } from './messages';
import { MAIL_PROVIDER_NAMES, reconnectMailboxToResume } from './mail-provider.names';
import { OPEN_IN_GMAIL } from './timeline.rules';

/** Beside CONNECT_GMAIL (chat-assistant.messages.ts). */
export const CONNECT_OUTLOOK = 'Connect Outlook';

/** The Settings card once a mailbox is connected: 'Connected: sam.seeker@outlook.com (Outlook)'. */
export const mailConnectedText = (address: string, provider: MailProvider): string =>
  `Connected: ${address} (${MAIL_PROVIDER_NAMES[provider]})`;

/** Connecting one mailbox replaces the other: the user has one sending mailbox. */
export const MAILBOX_REPLACES_NOTE = 'Connecting another mailbox replaces the one connected now.';

export const OUTLOOK_CONNECTION_STARTED = 'Outlook connection started';
export const FAILED_TO_START_OUTLOOK_CONNECTION = 'Outlook cannot be connected right now. Please try again later.';
export const MAILBOX_DISCONNECTED = 'Mailbox disconnected. Scheduled emails will wait until you reconnect.';
export const MAILBOX_ALREADY_DISCONNECTED = 'No mailbox is connected.';
export const disconnectMailboxConfirm = (provider: MailProvider): string =>
  `Disconnect ${MAIL_PROVIDER_NAMES[provider]}? Scheduled emails will wait until you reconnect.`;

// 'Switch to Send only' for Outlook (beside Gmail's SWITCH_TO_SEND_ONLY, gmail-tiers.rules.ts). Microsoft cannot take
// one permission back from an app, so the switch is ours and the words say so.
const MICROSOFT_STILL_LISTS_READ =
  'Microsoft still lists the read permission (Mail.ReadBasic) until you remove this app in your Microsoft account ' +
  '(account.microsoft.com for a personal account, My Apps for a school or work one); we no longer use it.';
export const SWITCH_OUTLOOK_TO_SEND_ONLY_CONFIRM = `Switch to Send only? We stop reading your Outlook mailbox now and your emails keep going, each follow-up after a heads-up. ${MICROSOFT_STILL_LISTS_READ}`;
export const OUTLOOK_SWITCHED_TO_SEND_ONLY = `Switched to Send only: we no longer read your Outlook mailbox. ${MICROSOFT_STILL_LISTS_READ}`;
export const OUTLOOK_ALREADY_SEND_ONLY = 'Outlook is already on Send only.';
export const OUTLOOK_NOT_CONNECTED_FOR_SWITCH = 'No Outlook mailbox is connected, so there is no access to change.';

/** `?error=` on the redirect back from Microsoft when Outlook was not connected; `?reason=` says why. */
export const OUTLOOK_CONNECT_ERROR = 'outlook';
export const OUTLOOK_CONNECT_FAILURE_REASONS = {
  consentRefused: 'consent-refused',
  adminConsentRequired: 'admin-consent-required',
  /** The consent was not this browser's, had expired, or was used already. */
  expired: 'consent-expired',
  failed: 'outlook-failed',
} as const;
export type OutlookConnectFailureReason = (typeof OUTLOOK_CONNECT_FAILURE_REASONS)[keyof typeof OUTLOOK_CONNECT_FAILURE_REASONS];

export const OUTLOOK_ADMIN_CONSENT_REQUIRED = 'Your school or work account needs an administrator to approve this app';

/** What Settings says for each `?reason=`. */
export const OUTLOOK_CONNECT_FAILURES: Readonly<Record<OutlookConnectFailureReason, string>> = {
  'consent-refused': 'Outlook was not connected: Microsoft was not given permission to send email for you.',
  'admin-consent-required': OUTLOOK_ADMIN_CONSENT_REQUIRED,
  'consent-expired': 'Outlook was not connected: the sign-in took too long or was already used. Please connect again.',
  'outlook-failed': 'Outlook could not be connected. Please try again.',
};

/** The failure text for a `?reason=` value, or undefined for anything else (a hand-edited URL). */
export const outlookConnectFailure = (reason: string | null | undefined): string | undefined =>
  Object.values(OUTLOOK_CONNECT_FAILURE_REASONS).find((known) => known === reason) === undefined
    ? undefined
    : OUTLOOK_CONNECT_FAILURES[reason as OutlookConnectFailureReason];

/** Settings' connect choice, before any mailbox is connected: the same tiers for both providers. */
export const MAIL_CONNECT_INTRO =
  'Your follow-ups are sent from your own mailbox (Gmail or Outlook), so replies land in your inbox. Choose what we may do:';

// --- The wizard, the chat, the banners and the test email name the connected mailbox (issue 37 item 4) ---
// `provider` is mailConnection's: null when no mailbox was ever connected ("your mailbox"). Gmail users keep the
// spec's exact words, taken from the Gmail constants themselves.

/** Connect dialogs: the title. */
export const mailConnectTitle = (provider: MailProvider | null): string =>
  provider === 'GMAIL' ? GMAIL_CONNECT_TITLE : provider === 'OUTLOOK' ? 'Connect your Outlook inbox' : 'Connect your mailbox';

/** Connect dialogs: above the tier choice. */
export const mailConnectIntro = (provider: MailProvider | null): string =>
  provider === 'GMAIL'
    ? GMAIL_CONNECT_INTRO
    : provider === 'OUTLOOK'
      ? 'Your follow-ups are sent from your own Outlook account, so replies land in your inbox. Choose what we may do:'
      : MAIL_CONNECT_INTRO;

/** The tier choice's accessible name. */
export const mailTierChoiceLabel = (provider: MailProvider | null): string =>
  provider === null ? 'Mailbox access' : `${MAIL_PROVIDER_NAMES[provider]} access`;

export const CONNECT_MAILBOX = 'Connect your mailbox';

/** A button or popover that opens the connect choice: 'Connect Gmail', 'Connect Outlook' or 'Connect your mailbox'. */
export const connectMailboxLabel = (provider: MailProvider | null): string =>
  provider === 'GMAIL' ? CONNECT_GMAIL : provider === 'OUTLOOK' ? CONNECT_OUTLOOK : CONNECT_MAILBOX;

/** Scheduling was refused for want of a mailbox grant (the api answers GMAIL_ACCESS_REQUIRED for every provider). */
export const mailAccessRequired = (provider: MailProvider | null): string =>
  provider === 'GMAIL'
    ? GMAIL_ACCESS_REQUIRED
    : provider === 'OUTLOOK'
      ? 'You need to grant Outlook access to schedule emails.'
      : 'You need to connect your mailbox to schedule emails.';

/** The chat's 'One More Step!' message. */
export const mailOneMoreStep = (provider: MailProvider | null): string =>
  provider === 'GMAIL'
    ? GMAIL_ONE_MORE_STEP
    : `${ONE_MORE_STEP_TITLE} Connect your ${provider === 'OUTLOOK' ? 'Outlook' : 'mailbox'} to start sending your personalized follow-up sequence`;

/** A test email without a grant that may send. */
export const authorizeMailboxForTest = (provider: MailProvider | null): string =>
  provider === 'GMAIL'
    ? AUTHORIZE_GMAIL_FOR_TEST
    : provider === 'OUTLOOK'
      ? 'You need to connect Outlook to send test emails'
      : 'You need to connect your mailbox to send test emails';

/** The provider refused sends for the account's daily sending limit: the user's emails wait, none fails for it. */
export const mailboxDailyLimitReached = (provider: MailProvider | null, resumesAt: string): string =>
  provider === 'OUTLOOK'
    ? `Outlook's daily sending limit reached; sending resumes at ${resumesAt}`
    : gmailDailyLimitReached(resumesAt);

/** The campaign page's banner while the user's mailbox cannot send. */
export const mailboxNotConnectedBanner = (
  provider: MailProvider | null,
  needsReconnect: boolean,
): { title: string; description: string } =>
  provider === 'GMAIL'
    ? {
        title: 'Gmail is not connected',
        description: "Emails of this sequence can't be sent until you connect your Gmail account.",
      }
    : provider === 'OUTLOOK'
      ? {
          title: needsReconnect ? reconnectMailboxToResume('OUTLOOK') : 'Outlook is not connected',
          description: "Emails of this sequence can't be sent until you reconnect your Outlook account.",
        }
      : {
          title: 'Your mailbox is not connected',
          description: "Emails of this sequence can't be sent until you connect your mailbox.",
        };

/** "Open in Gmail" on the timeline, "View in Gmail" on the email history, or Outlook's. */
export const openInMailbox = (provider: MailProvider | null): string =>
  provider === 'OUTLOOK' ? 'Open in Outlook' : OPEN_IN_GMAIL;
export const viewInMailbox = (provider: MailProvider | null): string =>
  provider === 'OUTLOOK' ? 'View in Outlook' : 'View in Gmail';

// Outlook.com, Hotmail, Live and MSN addresses are personal Microsoft accounts (Outlook on the web at
// outlook.live.com); any other address at Outlook is a work or school account (outlook.office.com).
const PERSONAL_MICROSOFT_DOMAIN =
  /^(?:outlook|hotmail|live|msn|passport|windowslive)\.(?:com|[a-z]{2}|co\.[a-z]{2}|com\.[a-z]{2})$/;

export const isPersonalMicrosoftAddress = (address: string | null | undefined): boolean => {
  const at = address?.lastIndexOf('@') ?? -1;
  return at > 0 && PERSONAL_MICROSOFT_DOMAIN.test(address!.slice(at + 1).toLowerCase());
};

/**
 * Where "View in Outlook" goes without the email's own link (Graph's `webLink`, kept only when the mailbox may be
 * read): Outlook on the web's Sent Items. Microsoft documents no link that searches by subject and recipient (Gmail's
 * search link has no Outlook twin).
 */
export const outlookSentItemsUrl = (address: string | null | undefined): string =>
  isPersonalMicrosoftAddress(address) ? 'https://outlook.live.com/mail/0/sentitems' : 'https://outlook.office.com/mail/sentitems';

/** What 'Send Sequence Now' says while the chat checks the grant: Gmail's words for Gmail, else the mailbox's. */
export const sendSequenceBusyLabel = (activity: ChatActivity, provider: MailProvider | null): string =>
  activity !== 'checkingGmail' || provider === 'GMAIL'
    ? SEND_SEQUENCE_BUSY_LABELS[activity]
    : `Checking ${provider === 'OUTLOOK' ? 'Outlook' : 'mailbox'} access…`;

/** After 'Not now' on Add Contact: the user goes on without a mailbox; nothing is sent until one is connected. */
export const mailNotConnectedDraftNote = (provider: MailProvider | null): string =>
  provider === 'GMAIL'
    ? GMAIL_NOT_CONNECTED_DRAFT_NOTE
    : `${provider === 'OUTLOOK' ? 'Outlook' : 'Your mailbox'} is not connected yet: you can go on, and nothing is sent until you connect it.`;

/** The wizard after 'Not now': steps are only saved when scheduled, so the draft stays in the browser tab. */
export const sequenceDraftKeptNote = (provider: MailProvider | null): string =>
  provider === 'GMAIL'
    ? SEQUENCE_DRAFT_KEPT_NOTE
    : `Nothing was scheduled: ${provider === 'OUTLOOK' ? 'Outlook' : 'your mailbox'} is not connected yet. Your contact is ` +
      `saved and this draft stays in this browser tab until you connect ${provider === 'OUTLOOK' ? 'Outlook' : 'it'} and send it.`;
