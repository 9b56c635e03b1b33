// The product's emails about a user's sequences (heads-ups with one-click links, reply alerts, sequence updates):
// their timings and bounds, the texts of the one-click pages, and the Notification Preferences card's messages.
import { SEQUENCE_STOPPED_NOTICE } from './messages';

/** A send-only account is emailed a heads-up this long before each follow-up is due. */
export const HEADS_UP_LEAD_MS = 24 * 60 * 60 * 1000;

/** No heads-up for a follow-up due sooner than this (after an outage): there would be no time to act on it. */
export const HEADS_UP_MIN_LEAD_MS = 10 * 60 * 1000;

/**
 * A one-click link stops working this long before its follow-up is due, so the sender (which claims an email from
 * one second before its due time) and a click can never both win.
 */
export const SEQUENCE_ACTION_CUTOFF_MS = 60 * 1000;

/** Hard expiry of a one-click link, whatever happens to its follow-up. */
export const SEQUENCE_ACTION_LINK_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** POSTs of one-click links per client address. */
export const SEQUENCE_ACTION_RATE_LIMIT = { points: 30, windowMs: 15 * 60_000 } as const;

/** Sends of one notification before it is given up (the SMTP server refused each time). */
export const NOTIFICATION_MAX_ATTEMPTS = 5;

/** Events older than this are not emailed about any more (e.g. the first run after a long outage). */
export const NOTIFICATION_LOOKBACK_MS = 3 * 24 * 60 * 60 * 1000;

/** A revoked grant is reported after this long, so a reconnect in progress (e.g. a tier change) is not reported. */
export const GMAIL_RECONNECT_GRACE_MS = 10 * 60 * 1000;

export const SEQUENCE_ACTION_STOPPED = `Stopped. ${SEQUENCE_STOPPED_NOTICE}`;
export const sequenceActionPaused = (firstName: string): string =>
  `Paused. Nothing more will be sent to ${firstName} until you resume the contact in the app.`;
export const SEQUENCE_ACTION_EXPIRED =
  'This link has expired: the follow-up it was about has already gone out or the sequence has stopped.';
export const SEQUENCE_ACTION_INVALID = 'This link is not valid. Open the sequence in the app instead.';

export const NOTIFICATION_PREFERENCES_SAVED = 'Notification preferences saved';
export const NOTIFICATION_PREFERENCES_NOT_SAVED = 'Could not save your notification preferences. Please try again.';
/** Settings › Notification Preferences while the account's address is unverified (product.md §11): nothing is mailed. */
export const NOTIFICATIONS_NEED_VERIFIED_EMAIL =
  'We send heads-ups, reply alerts and sequence updates only to a verified address. Verify your email above to get them.';
