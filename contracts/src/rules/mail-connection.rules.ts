// The user's mailbox, whichever provider it is at (Gmail or Outlook): the names the product gives them, what the
// Settings card says, and the words for an Outlook consent that did not end in a connection (issue 37).
import type { MailProvider } from '../generated/client/graphql';

/** What the product calls each provider's mailbox (Outlook.com, Hotmail, Live and Microsoft 365 are all "Outlook"). */
export const MAIL_PROVIDER_NAMES: Readonly<Record<MailProvider, string>> = { GMAIL: 'Gmail', OUTLOOK: 'Outlook' };

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

/** Settings, once a connected mailbox was revoked or disconnected: 'Reconnect Outlook to resume'. */
export const reconnectMailboxToResume = (provider: MailProvider): string =>
  `Reconnect ${MAIL_PROVIDER_NAMES[provider]} to resume`;
