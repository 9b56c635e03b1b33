// What the delivery engine writes into campaign_emails.error_message / contacts.error_message and answers to
// sendTestEmail. The UI shows these as they are, so each names the user's mailbox (Gmail or Outlook); the markers the
// engine looks for again (DELIVERY_UNCONFIRMED, DELIVERY_NOT_IN_SENT) name none. (The spec's catalogue has none of them
// but 'Reconnect Gmail to resume'.)
import type { MailProvider } from '../generated/client/graphql';
import { SENDING_WINDOW } from './constants';
import { MAIL_PROVIDER_NAMES, reconnectMailboxToResume } from './mail-provider.names';
import { wallClockText, zonePlaceName } from './moment-time.rules';

/** The Gmail grant is missing or revoked: emails wait and resume after the user reconnects. */
export const RECONNECT_GMAIL_TO_RESUME = reconnectMailboxToResume('GMAIL');

/** A sending worker stopped mid-send: the email may have gone out, so it is not sent again. */
export const DELIVERY_UNCONFIRMED =
  'Sending was interrupted and delivery could not be confirmed. It was not sent again to avoid a duplicate: check the sent mail of your mailbox.';

/** The same, after the sent mail was read (the detect tier) and the email is not in it. */
export const DELIVERY_NOT_IN_SENT =
  'Sending was interrupted and the email is not in the sent mail of your mailbox, so it did not go out. It was not sent again automatically.';

/** The words these two had before they named no mailbox: rows that still carry them are rewritten (migration 0038). */
export const FORMER_DELIVERY_MARKERS = {
  unconfirmed:
    'Sending was interrupted and delivery could not be confirmed. It was not sent again to avoid a duplicate: check your Gmail Sent folder.',
  notInSent:
    'Sending was interrupted and the email is not in your Gmail Sent folder, so it did not go out. It was not sent again automatically.',
} as const;

export const WAITING_FOR_CONTACT_EMAIL = "Waiting for the contact's email address";

export const mailboxKeptFailing = (provider: MailProvider, detail: string): string =>
  `${MAIL_PROVIDER_NAMES[provider]} did not accept the email after several attempts (${detail}).`;
export const gmailKeptFailing = (detail: string): string => mailboxKeptFailing('GMAIL', detail);

export const mailboxRejected = (provider: MailProvider, detail: string): string =>
  `${MAIL_PROVIDER_NAMES[provider]} rejected the email: ${detail}`;
export const gmailRejected = (detail: string): string => mailboxRejected('GMAIL', detail);

export const attachmentUnavailable = (detail: string): string => `An attachment could not be read: ${detail}`;

/** The reason, when the bounce names one ('Mailbox full', 'Message rejected'), comes first. */
export const bounced = (address: string, reason?: string): string =>
  `The email to ${address} bounced${reason ? ` (${reason})` : ''}: the address was not found or cannot receive mail.`;

/**
 * contacts/campaign_emails.error_message after a failure notice whose reason the headers do not say (Gmail's
 * 'Delivery Status Notification (Failure)' keeps it in the body): the address may well be fine.
 */
export const bouncedReasonUnknown = (address: string): string =>
  `A failure notice came back for the email to ${address}, without a reason we can read (it is in the notice in your inbox). ` +
  'The address may be fine: send the email again, or fix the address and send it.';

/** The contact-page actions on a bounce whose reason is unknown. */
export const RESEND_BOUNCED_EMAIL_LABEL = 'Send again';
export const FIX_ADDRESS_AND_RESEND_LABEL = 'Fix the address and send';

/** resendBouncedEmail: the email that bounced is on its way again. */
export const bouncedEmailResent = (address: string): string => `The email goes again to ${address}.`;

/** resendBouncedEmail on a contact that has no bounce of unknown reason to retry (or whose email is already waiting). */
export const NO_BOUNCE_TO_RESEND = 'There is no bounced email to send again for this contact.';

/**
 * A failure notice after Gmail's daily limit showed Gmail accepted this email but did not deliver it: it goes again
 * once, after the hold.
 */
export const notDeliveredPastLimit = (resumesAt: string): string =>
  `Not delivered: Gmail accepted this email past its daily sending limit and then sent a failure notice. It goes again at ${resumesAt}.`;

/** The same email was accepted and not delivered a second time: not sent a third time. */
export const NOT_DELIVERED_TWICE =
  'Not delivered: Gmail accepted this email past its daily sending limit twice and did not deliver it. It is not sent again automatically.';

export const testEmailSent = (address: string): string => `Test email sent to ${address}`;

/** How long emails wait when Gmail refuses for the daily sending limit without saying until when. */
export const GMAIL_DAILY_LIMIT_DEFAULT_WAIT_MS = 60 * 60 * 1000;

/** A stated resume time further off than this is not believed (Gmail's sending suspensions last up to 24 hours). */
export const GMAIL_DAILY_LIMIT_MAX_WAIT_MS = 25 * 60 * 60 * 1000;

/**
 * A 'You have reached a limit for sending mail' notice (from nobody@gmail.com) holds the account this long from the
 * notice: Gmail counts a rolling 24 hours and the notice says neither when the limit began nor when it ends, so only a
 * full window is sure to have let the sends that filled it age out (resuming early risks more emails Gmail accepts and
 * never delivers; resuming late costs a day).
 */
export const GMAIL_LIMIT_NOTICE_HOLD_MS = 24 * 60 * 60 * 1000;

/**
 * The limit is taken to have begun this long before the first notice: Gmail updates the count late (more than 30
 * minutes has been reported), so emails sent that long before the notice may be the undelivered ones.
 */
export const GMAIL_LIMIT_NOTICE_MARGIN_MS = 60 * 60 * 1000;

/**
 * The time sending resumes, as the limit message shows it: 'Fri, Nov 27, 2026, 6:00 PM in Berlin' (the campaign's
 * `timeZone` named by its place, never a raw offset; the full date, as the message is kept and read days later).
 */
export const formatSendingResumeTime = (at: Date, timeZone = 'UTC'): string =>
  `${wallClockText(at, timeZone, 'year')} in ${zonePlaceName(timeZone)}`;

/** Gmail refused sends for the account's daily sending limit: the user's emails wait, none fails for it. */
export const gmailDailyLimitReached = (resumesAt: string): string =>
  `Gmail's daily sending limit reached; sending resumes at ${resumesAt}`;

/**
 * Gmail answered a rate limit with 'Retry after <time>' (no daily-limit suffix): the account's sends and reply checks
 * wait until then; none fails for it.
 */
export const mailboxAskedToWait = (provider: MailProvider, resumesAt: string): string =>
  `${MAIL_PROVIDER_NAMES[provider]} asked this account to slow down; sending resumes at ${resumesAt}`;
export const gmailAskedToWait = (resumesAt: string): string => mailboxAskedToWait('GMAIL', resumesAt);

/**
 * A follow-up goes only after its threads were read for a reply (header access): Gmail refused the read, so the
 * follow-up waits for the next check instead of going unchecked.
 */
export const replyCheckPending = (nextCheck: string, provider: MailProvider = 'GMAIL'): string =>
  `Waiting to check for a reply before sending (${MAIL_PROVIDER_NAMES[provider]} is busy); next check at ${nextCheck}`;

/** A Google Workspace administrator's policy keeps the app from the account's Gmail: emails wait for a reconnect. */
export const GMAIL_BLOCKED_BY_ADMIN =
  'Your Google Workspace administrator does not allow this app to use your Gmail. Ask them to allow it, then reconnect Gmail to resume.';

/** Gmail is not turned on for the connected Google account (a Workspace account without Gmail): emails wait. */
export const GMAIL_OFF_FOR_ACCOUNT =
  'Gmail is not turned on for the connected Google account. Turn it on or connect another account, then reconnect Gmail to resume.';

/** A school or work tenant's administrator keeps the app from the account's Outlook (consent withdrawn, a policy). */
export const OUTLOOK_BLOCKED_BY_ADMIN =
  'Your school or work administrator does not allow this app to use your Outlook. Ask them to approve it, then reconnect Outlook to resume.';

/** The Microsoft account has no Exchange Online mailbox (no licence, an on-premises mailbox): emails wait. */
export const OUTLOOK_NO_MAILBOX =
  'The connected Microsoft account has no Outlook mailbox the app can send from (a school or work account needs an Exchange Online licence). Ask your administrator or connect another account, then reconnect Outlook to resume.';

/** Outlook.com holds a new or suspicious account from sending until its owner verifies it. */
export const OUTLOOK_SENDING_BLOCKED =
  'Outlook is holding your account from sending until you verify it: follow the instructions Outlook sent to your inbox, then reconnect Outlook to resume.';

/** Exchange refused to send as the connected address (a sign-in name that is not the mailbox's address). */
export const OUTLOOK_SEND_AS_DENIED =
  'Outlook does not let this account send as the connected address. Connect the account whose mailbox it is, then reconnect Outlook to resume.';

/** Outlook refused the account for a reason it did not name. */
export const OUTLOOK_REFUSED_ACCOUNT =
  'Outlook refused to send for the connected account. Check the account in Outlook, then reconnect Outlook to resume.';

/** Why the provider refused the account itself (the user must act); a kind of its own for each message above. */
export type MailboxAccountProblem = 'admin-policy' | 'mail-disabled' | 'sending-blocked' | 'send-as-denied';

const OUTLOOK_ACCOUNT_PROBLEMS: Readonly<Record<MailboxAccountProblem, string>> = {
  'admin-policy': OUTLOOK_BLOCKED_BY_ADMIN,
  'mail-disabled': OUTLOOK_NO_MAILBOX,
  'sending-blocked': OUTLOOK_SENDING_BLOCKED,
  'send-as-denied': OUTLOOK_SEND_AS_DENIED,
};

/** What an email waits with when the provider refused the account: Gmail's two messages, or Outlook's. */
export const mailboxAccountProblem = (provider: MailProvider, problem: MailboxAccountProblem | undefined): string => {
  if (provider === 'GMAIL') return problem === 'admin-policy' ? GMAIL_BLOCKED_BY_ADMIN : GMAIL_OFF_FOR_ACCOUNT;
  return problem ? OUTLOOK_ACCOUNT_PROBLEMS[problem] : OUTLOOK_REFUSED_ACCOUNT;
};

/** Every message an email waits with until the user reconnects the mailbox (the grant callback resumes them). */
export const WAITING_FOR_RECONNECT_MESSAGES: readonly string[] = [
  RECONNECT_GMAIL_TO_RESUME,
  GMAIL_BLOCKED_BY_ADMIN,
  GMAIL_OFF_FOR_ACCOUNT,
  reconnectMailboxToResume('OUTLOOK'),
  ...Object.values(OUTLOOK_ACCOUNT_PROBLEMS),
  OUTLOOK_REFUSED_ACCOUNT,
];

/** The app's own Google project cannot send for now (the operator is alerted): emails look again after this. */
export const GOOGLE_PROJECT_PROBLEM_RETRY_MS = 15 * 60 * 1000;

/** Google's granular consent let the user untick sending: the grant is refused (and revoked), with this message. */
export const GMAIL_SEND_NOT_GRANTED =
  "Google did not give permission to send email, so Gmail was not connected. Connect again and keep 'Send email on your behalf' ticked.";

/** `?reason=` beside `?error=gmail` when the refused grant lacked gmail.send (the page then shows GMAIL_SEND_NOT_GRANTED). */
export const GMAIL_GRANT_FAILURE_REASON_PARAM = 'reason';
export const GMAIL_SEND_MISSING_REASON = 'gmail-send-missing';

// 'Send now' on the contact page (product.md §10): the next scheduled email goes at once, skipping the follow-up wait
// and the working-hours window; the daily limits, a reply, a pause and "never twice" still hold.

/** The working hours Send now skips, as the confirmation names them: '9:00-17:00'. */
const WORKING_HOURS_TEXT = `${SENDING_WINDOW.startHour}:00-${SENDING_WINDOW.endHour}:00`;

/** The confirmation: 'Send the next email to Dana Lee <dana@globex.de> now? It skips the wait and ...'. */
export const sendNowConfirmText = (recipientName: string, address: string): string =>
  `Send the next email to ${recipientName ? `${recipientName} <${address}>` : address} now? It skips the wait and the recipient's working hours (${WORKING_HOURS_TEXT}). Daily limits still apply.`;

/** The answer once the email is due now and its job queued. */
export const sendNowQueued = (recipientName: string): string => `The email to ${recipientName} is on its way.`;

/** The account is at a daily limit (ours or Gmail's): the email is due now but goes once sending resumes. */
export const sendNowAfterLimit = (resumesAt: string): string =>
  `Daily sending limit reached: the email goes as soon as sending resumes (${resumesAt}).`;

export const SEND_NOW_NOTHING_WAITING = 'No email is waiting to be sent to this contact.';

export const SEND_NOW_NOT_NEXT =
  'That email is no longer the next one waiting (it may have just gone out). Refresh the page to see the latest.';

export const SEND_NOW_CONTACT_PAUSED = 'Sending to this contact is paused. Resume it to send now.';

export const SEND_NOW_SEQUENCE_PAUSED = 'This sequence is paused. Activate it to send now.';

export const SEND_NOW_SEQUENCE_STOPPED =
  "This contact's sequence has stopped (a reply, a bounce or its last email), so nothing more is sent.";

export const SEND_NOW_NO_ADDRESS = 'This contact has no email address yet. Add it, then send.';

export const sendNowReconnect = (provider: MailProvider): string =>
  `Reconnect ${MAIL_PROVIDER_NAMES[provider]} to send: emails cannot go out until then.`;
export const SEND_NOW_RECONNECT_GMAIL = sendNowReconnect('GMAIL');
