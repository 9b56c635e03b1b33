// Decides what an incoming message means for a contact's sequence, from headers only (the gmail.metadata scope
// never sees bodies). The one classifier of the poller and the pre-send thread check; the tables are in
// reply-classifier.rules.ts, the order below is the policy (README.md has it as a table).
import { headerValue, type MessageMetadata } from '../../mailbox';
import {
  ATS_ACK_SUBJECT,
  ATS_DECISION_SUBJECT,
  ATS_NOTIFICATION_LOCAL_PART,
  AUTO_PRECEDENCE,
  AUTO_REPLY_SUBJECT,
  AUTOMATED_LOCAL_PART,
  BOUNCE_SUBJECT,
  CALENDAR_CONTENT_TYPE,
  CALENDAR_INVITE_SUBJECT,
  DAEMON_SENDER,
  DELAY_SUBJECT,
  EXCHANGE_SYSTEM_SENDER,
  GMAIL_LIMIT_NOTICE_SENDER,
  LEFT_COMPANY_SUBJECT,
  REJECTION_SUBJECT,
  SUBJECT_PREFIX,
} from './reply-classifier.rules';
import type { ReplyOutcome } from 'contracts';
import { interviewAtFromSubject } from './interview-date.util';
import { returnDateFromSubject } from './return-date.util';
import { addressOf, domainOf, isAtsDomain, senderRelation } from './sender-relation.util';

export { addressOf } from './sender-relation.util';

export type Classification =
  /** Sent by the user. */
  | { kind: 'own' }
  /** A human answer from the contact (or from anyone else inside a campaign thread): stops, REPLIED. */
  | { kind: 'reply' }
  /** A human answer from the contact's company domain, or an ATS relay naming the company: stops, COLLEAGUE_REPLIED. */
  | { kind: 'colleague-reply' }
  /** Out-of-office and other machine answers: do not stop; a return date moves the next follow-up after it. */
  | { kind: 'auto-reply'; returnDate?: string }
  /** 'Thank you for applying', no-reply senders: do not stop. */
  | { kind: 'ats-ack' }
  /** 'No longer with the company', 'mailbox not monitored': stops, LEFT_COMPANY (contact ERROR). */
  | { kind: 'left-company' }
  /**
   * Gmail's 'You have reached a limit for sending mail' (from nobody@gmail.com): about the account, not the address;
   * holds the account's sends (limit-notice.service.ts).
   */
  | { kind: 'not-delivered'; cause: 'sending-limit' }
  /**
   * A failure notice: stops the sequence with 'Bounced (reason unknown)' (BOUNCED_REASON_UNKNOWN), never as a dead
   * address: the reason is in the body, which headers never show.
   */
  | { kind: 'bounce' }
  /** Outside the campaign's threads, from someone unconnected to the contact: none of our business. */
  | { kind: 'unrelated' };

export type IncomingKind = Classification['kind'];
export type StopKind = 'reply' | 'colleague-reply' | 'left-company' | 'bounce';

export interface Parties {
  /** The user's Gmail address (the grant's). */
  ownAddress: string;
  /** The contact the message is read for. */
  contactAddress?: string | null;
  /** The message is in one of the contact's campaign threads: any human answer there is a reply. */
  campaignThread: boolean;
  /** Failure notices up to this time were answered by sending the email again: they no longer stop anything. */
  noticesSettledAt?: Date | null;
}

const header = (message: MessageMetadata, name: string) => headerValue(message.headers, name)?.trim();

function bounceOf(message: MessageMetadata, fromAddress: string | undefined): Classification | undefined {
  const subject = header(message, 'Subject') ?? '';
  const contentType = header(message, 'Content-Type') ?? '';
  const isDaemon = !!fromAddress && (DAEMON_SENDER.test(fromAddress) || EXCHANGE_SYSTEM_SENDER.test(fromAddress));
  const isReport = /multipart\/report/i.test(contentType) && /delivery-status/i.test(contentType);
  const isLimitNotice = !!fromAddress && GMAIL_LIMIT_NOTICE_SENDER.test(fromAddress);
  if (!isDaemon && !isReport && !isLimitNotice && !header(message, 'X-Failed-Recipients') && !BOUNCE_SUBJECT.test(subject)) {
    return undefined;
  }
  // 'Delivery Status Notification (Delay)': still trying, so nothing has failed yet.
  if (DELAY_SUBJECT.test(subject)) return { kind: 'auto-reply' };
  if (isLimitNotice) return { kind: 'not-delivered', cause: 'sending-limit' };
  return { kind: 'bounce' };
}

/** A Gmail sending-limit notice, whoever it is read for (limit-notice.service.ts looks for it across the inbox). */
export function isSendingLimitNotice(message: MessageMetadata): boolean {
  const fromAddress = addressOf(header(message, 'From'));
  return !!fromAddress && GMAIL_LIMIT_NOTICE_SENDER.test(fromAddress);
}

function isAutomatedSender(fromAddress: string | undefined): boolean {
  if (!fromAddress) return false;
  return (
    AUTOMATED_LOCAL_PART.test(fromAddress) ||
    (ATS_NOTIFICATION_LOCAL_PART.test(fromAddress) && isAtsDomain(domainOf(fromAddress)))
  );
}

function isAutoReply(message: MessageMetadata, subject: string, campaignThread: boolean): boolean {
  const autoSubmitted = header(message, 'Auto-Submitted')?.toLowerCase();
  if (autoSubmitted && autoSubmitted !== 'no') return true;
  if (header(message, 'X-Autoreply') !== undefined || header(message, 'X-Autorespond') !== undefined) return true;
  if (header(message, 'X-Auto-Response-Suppress')) return true;
  if (AUTO_PRECEDENCE.has(header(message, 'Precedence')?.toLowerCase() ?? '')) return true;
  if (header(message, 'Return-Path') === '<>') return true;
  // A newsletter or list mail from the company's domain is not someone answering (a list reply in a thread may be).
  if (!campaignThread && (header(message, 'List-Id') || header(message, 'List-Unsubscribe'))) return true;
  return AUTO_REPLY_SUBJECT.test(subject.replace(SUBJECT_PREFIX, ''));
}

/** A calendar invitation: its subject as calendars title it, or sent as one (text/calendar, method=REQUEST). */
export function isCalendarInvite(message: MessageMetadata): boolean {
  const subject = (header(message, 'Subject') ?? '').replace(SUBJECT_PREFIX, '');
  return CALENDAR_INVITE_SUBJECT.test(subject) || CALENDAR_CONTENT_TYPE.test(header(message, 'Content-Type') ?? '');
}

/** A decision against the applicant: its words in the subject, or an ATS's 'Update on your application'. */
export function isDecision(subject: string, fromAddress: string | undefined): boolean {
  const bare = subject.replace(SUBJECT_PREFIX, '');
  // 'Abwesenheitsnotiz: leider nicht im Büro' is someone away, not a decision.
  if (AUTO_REPLY_SUBJECT.test(bare)) return false;
  if (REJECTION_SUBJECT.test(bare)) return true;
  return ATS_DECISION_SUBJECT.test(bare) && isAtsDomain(domainOf(fromAddress));
}

function isOwn(message: MessageMetadata, parties: Parties): boolean {
  if (message.labelIds.includes('SENT') || message.labelIds.includes('DRAFT')) return true;
  return addressOf(header(message, 'From')) === parties.ownAddress.toLowerCase();
}

export function classifyIncoming(message: MessageMetadata, parties: Parties): Classification {
  if (isOwn(message, parties)) return { kind: 'own' };
  const from = header(message, 'From');
  const fromAddress = addressOf(from);
  const relation = senderRelation(from, parties.contactAddress);
  if (!parties.campaignThread && relation === 'other') return { kind: 'unrelated' };

  const bounce = bounceOf(message, fromAddress);
  if (bounce) return bounce;
  const subject = header(message, 'Subject') ?? '';
  // Usually sent as auto-replies: this rule comes before them.
  if (LEFT_COMPANY_SUBJECT.test(subject)) return { kind: 'left-company' };
  // An invitation or a decision is an answer even from a scheduling tool's or an ATS's no-reply address.
  if (isCalendarInvite(message) || isDecision(subject, fromAddress)) {
    return relation === 'colleague' || relation === 'ats-relay' ? { kind: 'colleague-reply' } : { kind: 'reply' };
  }
  if (ATS_ACK_SUBJECT.test(subject) || isAutomatedSender(fromAddress)) return { kind: 'ats-ack' };
  if (isAutoReply(message, subject, parties.campaignThread)) {
    const returnDate = returnDateFromSubject(subject.replace(SUBJECT_PREFIX, ''), message.internalDate);
    return returnDate ? { kind: 'auto-reply', returnDate } : { kind: 'auto-reply' };
  }
  if (relation === 'colleague' || relation === 'ats-relay') return { kind: 'colleague-reply' };
  return { kind: 'reply' };
}

export interface ThreadReading {
  /** The first message (oldest first) that stops the sequence. */
  stop?: { kind: StopKind; message: MessageMetadata };
  /** A bounce said the account reached Gmail's sending limit (the address itself is fine). */
  sendingLimit?: boolean;
  /** The return date of the latest out-of-office notice that named one (before any stop). */
  returnDate?: string;
}

const STOPS = new Set<IncomingKind>(['reply', 'colleague-reply', 'left-company', 'bounce']);

/**
 * A failure notice answered by sending the email again: an own message after it in the thread, or a resend recorded
 * after it (`noticesSettledAt`, before the new copy is in the thread).
 */
function isSettledNotice(
  classification: Classification,
  message: MessageMetadata,
  ordered: readonly MessageMetadata[],
  parties: Parties,
): boolean {
  if (classification.kind !== 'bounce' && classification.kind !== 'not-delivered') return false;
  if (parties.noticesSettledAt && message.internalDate <= parties.noticesSettledAt) return true;
  return ordered.some((later) => later.internalDate > message.internalDate && isOwn(later, parties));
}

/** Reads a contact's messages (a thread, or new ones) oldest first: what stops the sequence, and until when it waits. */
export function readMessages(messages: readonly MessageMetadata[], parties: Parties): ThreadReading {
  const ordered = [...messages].sort((a, b) => a.internalDate.getTime() - b.internalDate.getTime());
  const reading: ThreadReading = {};
  for (const message of ordered) {
    const classification = classifyIncoming(message, parties);
    if (isSettledNotice(classification, message, ordered, parties)) continue;
    if (STOPS.has(classification.kind)) {
      reading.stop = { kind: classification.kind as StopKind, message };
      return reading;
    }
    if (classification.kind === 'auto-reply' && classification.returnDate) reading.returnDate = classification.returnDate;
    if (classification.kind === 'not-delivered' && classification.cause === 'sending-limit') reading.sendingLimit = true;
  }
  return reading;
}

export interface ProposedOutcome {
  outcome: ReplyOutcome;
  /** An invitation's start, when its subject names the day and time. */
  interviewAt?: Date;
  /** An out-of-office notice's return date. */
  returnDate?: string;
}

/**
 * What a message probably means for the application, from the same headers (product.md §1): the user confirms it.
 * Undefined for messages that are not about the application (own, unrelated, a failure notice: its reason is in the
 * body, so it says nothing about the address, still less about the application).
 */
export function proposeOutcome(
  message: MessageMetadata,
  classification: Classification,
  zone?: string,
): ProposedOutcome | undefined {
  const subject = (header(message, 'Subject') ?? '').replace(SUBJECT_PREFIX, '');
  switch (classification.kind) {
    case 'left-company':
      return { outcome: 'LEFT_COMPANY' };
    case 'ats-ack':
      return { outcome: 'APPLICATION_RECEIVED' };
    case 'auto-reply':
      return classification.returnDate
        ? { outcome: 'OUT_OF_OFFICE', returnDate: classification.returnDate }
        : { outcome: 'OUT_OF_OFFICE' };
    case 'reply':
    case 'colleague-reply': {
      if (isCalendarInvite(message)) {
        const interviewAt = interviewAtFromSubject(subject, message.internalDate, zone);
        return interviewAt ? { outcome: 'INTERVIEW_INVITE', interviewAt } : { outcome: 'INTERVIEW_INVITE' };
      }
      if (isDecision(subject, addressOf(header(message, 'From')))) return { outcome: 'NOT_MOVING_FORWARD' };
      return { outcome: 'OTHER_REPLY' };
    }
    default:
      return undefined;
  }
}

/** The outcome of the message that stopped a sequence (readMessages' `stop`). */
export function proposeStopOutcome(stop: NonNullable<ThreadReading['stop']>, zone?: string): ProposedOutcome {
  const classification: Classification = { kind: stop.kind };
  return proposeOutcome(stop.message, classification, zone) ?? { outcome: 'OTHER_REPLY' };
}
