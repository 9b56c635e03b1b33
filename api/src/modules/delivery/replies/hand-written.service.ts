// The user wrote in a contact's campaign thread themselves (answered the recruiter, added a link): the automatic
// follow-ups pause, so none goes out on top of that message (product.md §11; Mixmax exits a recipient the same way).
// Headers only: a message with the SENT label, or From the grant's address, that the product did not send. What the
// product sent is known by Gmail id and Message-ID (every campaign_emails row of the contact: the sequence, notes
// after a reply). A send of ours not settled yet (claimed, a 5xx, unconfirmed: Gmail's id unknown) may be any own
// message after it began, so those are not judged until it is settled; the pre-send check reads the thread again.
import { sql } from 'drizzle-orm';
import { DELIVERY_UNCONFIRMED } from 'contracts';
import type { Database } from '../../../db/db.client';
import { headerValue, type MessageMetadata } from '../../mailbox';
import { asOptionalDate } from '../store';
import { addressOf } from './sender-relation.util';

/** What tells the user's own messages in a contact's threads from ours. */
export interface OwnSends {
  /** Gmail ids and Message-IDs of every email the product sent to the contact. */
  ids: ReadonlySet<string>;
  /** The first email went out then: what the user wrote before it is not in the sequence. */
  firstSentAt: Date | null;
  /** The earliest start of a send of ours whose Gmail id is not known yet; null when there is none. */
  unsettledSince: Date | null;
  /** The newest hand-written message already acted on: only a later one pauses again (after a resume). */
  handledUntil: Date | null;
}

/** Gmail's internalDate and our clocks differ a little: an own message this close before an unsettled send is held too. */
const CLOCK_SLACK_MS = 60 * 1000;

type OwnSendRow = {
  ids: string[] | null;
  first_sent_at: unknown;
  unsettled_since: unknown;
  wrote_by_hand_at: unknown;
};

/** `sending`: the email whose pre-send check this is (claimed, not sent yet: no message of it can be in Gmail). */
export async function ownSendsOf(db: Database, contactId: number, sending?: number): Promise<OwnSends> {
  const { rows } = await db.execute<OwnSendRow>(sql`
    SELECT (SELECT array_agg(id) FROM (
              SELECT gmail_message_id AS id FROM campaign_emails WHERE contact_id = ${contactId} AND gmail_message_id IS NOT NULL
              UNION SELECT rfc_message_id FROM campaign_emails WHERE contact_id = ${contactId} AND rfc_message_id IS NOT NULL
            ) known) AS ids,
           (SELECT min(sent_at) FROM campaign_emails WHERE contact_id = ${contactId}) AS first_sent_at,
           (SELECT min(COALESCE(LEAST(server_error_at, claimed_at), updated_at)) FROM campaign_emails
             WHERE contact_id = ${contactId} AND sent_at IS NULL AND id IS DISTINCT FROM ${sending ?? null}::integer
               AND (claim_token IS NOT NULL OR server_error_at IS NOT NULL
                    OR (status = 'ERROR' AND error_message = ${DELIVERY_UNCONFIRMED}))) AS unsettled_since,
           c.wrote_by_hand_at
      FROM contacts c WHERE c.id = ${contactId}`);
  const row = rows[0];
  return {
    ids: new Set(row?.ids ?? []),
    firstSentAt: asOptionalDate(row?.first_sent_at) ?? null,
    unsettledSince: asOptionalDate(row?.unsettled_since) ?? null,
    handledUntil: asOptionalDate(row?.wrote_by_hand_at) ?? null,
  };
}

const isOwnMessage = (message: MessageMetadata, ownAddress: string) =>
  !message.labelIds.includes('DRAFT') &&
  (message.labelIds.includes('SENT') || addressOf(headerValue(message.headers, 'From')) === ownAddress.toLowerCase());

/**
 * The newest message in `messages` (one contact's campaign threads) that the user wrote by hand and that was not
 * acted on before, or undefined. A draft is not written yet; our own sends, and anything an unsettled send may be,
 * are not the user's.
 */
export function newHandWrittenMessage(
  messages: readonly MessageMetadata[],
  ownAddress: string,
  ours: OwnSends,
): MessageMetadata | undefined {
  const heldFrom = ours.unsettledSince ? ours.unsettledSince.getTime() - CLOCK_SLACK_MS : Infinity;
  const found = messages.filter((message) => {
    if (!isOwnMessage(message, ownAddress)) return false;
    const messageId = headerValue(message.headers, 'Message-ID')?.trim();
    if (ours.ids.has(message.id) || (messageId && ours.ids.has(messageId))) return false;
    const at = message.internalDate.getTime();
    if (!ours.firstSentAt || at <= ours.firstSentAt.getTime()) return false;
    if (ours.handledUntil && at <= ours.handledUntil.getTime()) return false;
    return at < heldFrom;
  });
  return found.sort((a, b) => b.internalDate.getTime() - a.internalDate.getTime())[0];
}

/**
 * Pauses a running contact's follow-ups because the user wrote by hand (WROTE_BY_HAND, at the message's time); the
 * scheduled follow-up stays SCHEDULED (every claim re-checks is_active, resuming re-plans it). True if it paused.
 * A contact the user had paused takes the reason too (it is true, and its resume then knows the message); one stopped
 * or finished is left alone, but the message still counts as seen.
 */
export async function pauseForHandWriting(
  db: Database,
  input: { contactId: number; wroteAt: Date; now?: Date },
): Promise<boolean> {
  const now = input.now ?? new Date();
  const { rows } = await db.execute<{ paused: boolean }>(sql`
    WITH seen AS (
      SELECT id, deleted_at IS NULL AND (status IS NULL OR status = 'IN_PROGRESS') AS running
        FROM contacts
       WHERE id = ${input.contactId} AND (wrote_by_hand_at IS NULL OR wrote_by_hand_at < ${input.wroteAt})
       FOR UPDATE
    )
    UPDATE contacts c
       SET wrote_by_hand_at = ${input.wroteAt},
           is_active = CASE WHEN seen.running THEN false ELSE c.is_active END,
           pause_reason = CASE WHEN seen.running THEN 'WROTE_BY_HAND' ELSE c.pause_reason END,
           updated_at = ${now}
      FROM seen WHERE c.id = seen.id
    RETURNING seen.running AS paused`);
  return rows[0]?.paused === true;
}

/** Reads one contact's thread messages for a hand-written message and pauses on a new one; true if it paused. */
export async function pauseIfWroteByHand(
  db: Database,
  input: {
    contactId: number;
    messages: readonly MessageMetadata[];
    ownAddress: string;
    /** The email whose pre-send check this is. */
    sending?: number;
    now?: Date;
  },
): Promise<boolean> {
  if (!input.messages.some((message) => isOwnMessage(message, input.ownAddress))) return false;
  const ours = await ownSendsOf(db, input.contactId, input.sending);
  const message = newHandWrittenMessage(input.messages, input.ownAddress, ours);
  if (!message) return false;
  return pauseForHandWriting(db, { contactId: input.contactId, wroteAt: message.internalDate, now: input.now });
}

/**
 * Gmail ids of what the product sent into these threads (the poller reads an own message history lists only when it
 * is not one of these: what we sent needs no read).
 */
export async function sentGmailIds(db: Database, userId: string, threadIds: readonly string[]): Promise<Set<string>> {
  if (threadIds.length === 0) return new Set();
  const { rows } = await db.execute<{ gmail_message_id: string }>(sql`
    SELECT gmail_message_id FROM campaign_emails
     WHERE user_id = ${userId} AND gmail_message_id IS NOT NULL AND thread_id IN (${sql.join(
       threadIds.map((id) => sql`${id}`),
       sql`, `,
     )})`);
  return new Set(rows.map((row) => row.gmail_message_id));
}
