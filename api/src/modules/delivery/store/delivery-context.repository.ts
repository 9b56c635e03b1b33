// Everything the engine needs to decide about one campaign email, read in one query: the email, its contact,
// campaign, owner, Gmail grant, its thread so far, and the next step of the sequence.
import { sql } from 'drizzle-orm';
import type { SendPolicy } from 'contracts';
import type { Database } from '../../../db/db.client';
import type { CampaignEmailKind, CampaignEmailStatus, ContactStatus } from '../../../db/schema';
import type { MailProviderId } from '../../mailbox';
import { policyOfRow, type PolicyRow } from '../../scheduling';
import { runPrepared } from './prepared-query.util';
import { asOptionalDate } from './sql-values.util';

export interface DeliveryContext {
  id: number;
  /** SEQUENCE (also when absent), or a note the user approved after a reply (reply-note.decision.ts). */
  kind?: CampaignEmailKind;
  userId: string;
  campaignId: number;
  contactId: number;
  stepId: number | null;
  position: number;
  subject: string;
  body: string;
  bcc: string | null;
  status: CampaignEmailStatus;
  scheduledFor: Date | null;
  /** 'Send now' (product.md §10) gave the email its current due time: the working-hours window does not hold it. */
  sendNow: boolean;
  claimToken: string | null;
  claimExpiresAt: Date | null;
  attempts: number;
  /** Reply checks before this follow-up that Gmail refused so far (each waits longer than the one before). */
  replyCheckFailures: number;
  errorMessage: string | null;
  rfcMessageId: string | null;
  /** When the first attempt Gmail answered 5xx began: it may have gone out, so it is looked for before a resend. */
  serverErrorAt: Date | null;
  /** Set on a same-thread follow-up: the Gmail thread it joins. */
  threadId: string | null;
  contact: {
    email: string | null;
    firstName: string;
    lastName: string | null;
    status: ContactStatus | null;
    isActive: boolean;
    deleted: boolean;
  };
  campaign: {
    timezone: string;
    /** The campaign's sending policy (zone, work days, hours, holidays): the only way the send path reads the window. */
    policy: SendPolicy;
    isActive: boolean;
    deleted: boolean;
    trackOpens: boolean;
  };
  user: { name: string; email: string; deleted: boolean };
  grant: {
    provider: MailProviderId;
    /** The connected mailbox. */
    address: string;
    scopes: string[];
    live: boolean;
    /** The sealed access-token cache, so a warm send needs no second read of the grant. */
    accessToken: string | null;
    accessTokenExpiresAt: Date | null;
    /** The provider stated 'Retry after <time>': nothing is asked of it for the account before then. */
    heldUntil: Date | null;
  } | null;
  /** Files attached to this email's step. */
  attachments: Array<{ fileName: string; fileType: string; storageKey: string }>;
  /**
   * Message-IDs the recipient got of the earlier emails of this thread, oldest first, then the message a note
   * answers (for References / In-Reply-To after the anchor).
   */
  threadReferences: string[];
  /** The run's constant References value (conversation-headers.util.ts); null before its first email went out. */
  conversationAnchor: string | null;
  /** Thread ids of the contact's emails sent so far (the reply check reads these). */
  sentThreadIds: string[];
  /** Failure notices up to this time were answered by sending the email again (email-resend.repository.ts). */
  noticesSettledAt?: Date | null;
  /** Whether the step after this one continues this email's thread (sequence_steps.next_mail_in_thread). */
  nextInThread: boolean;
  nextStep: { id: number; subject: string; body: string; daysDelay: number } | null;
}

// The two per-contact subqueries say nothing of sent_at on purpose: an email exists only once the one before it was
// sent, and a scheduled email's thread is the thread of one that was, so "earlier position" already means "sent".
// A WHERE on sent_at (or `thread_id IS NOT NULL`, hence the FILTER) lets the planner pick the account-wide partial
// index on that column whenever statistics were taken before any send (it then looks empty) and walk every sent
// email of the database: 840 rows a claim mid-drain in the benchmark, instead of the contact's own few rows
// (unique index on contact_id, position).
interface Row {
  [key: string]: unknown;
}

/** The columns of the context, for any statement over CONTEXT_FROM. */
const CONTEXT_COLUMNS = sql.raw(`
           e.id, e.kind, e.user_id, e.campaign_id, e.contact_id, e.step_id, e.position, e.subject, e.body, e.bcc, e.status,
           e.scheduled_for, e.claim_token,
           (e.send_now_requested_at IS NOT NULL AND e.scheduled_for <= e.send_now_requested_at) AS send_now, e.claim_expires_at, e.attempts, e.reply_check_failures, e.error_message, e.rfc_message_id, e.server_error_at, e.thread_id,
           c.email AS contact_email, c.first_name, c.last_name, c.status AS contact_status, c.is_active AS contact_active,
           c.deleted_at IS NOT NULL AS contact_deleted,
           k.timezone, k.exclude_weekends, k.send_window_start, k.send_window_end, k.work_week, k.is_active AS campaign_active, k.deleted_at IS NOT NULL AS campaign_deleted,
           k.track_opens,
           u.name AS user_name, u.email AS user_email, u.deleted_at IS NOT NULL AS user_deleted,
           g.provider, g.address, g.scopes, g.access_token, g.access_token_expires_at, g.held_until,
           (g.user_id IS NOT NULL AND g.revoked_at IS NULL AND g.refresh_token_ciphertext IS NOT NULL) AS grant_live,
           COALESCE(cur.next_mail_in_thread, true) AS next_in_thread,
           nxt.id AS next_step_id, nxt.subject AS next_step_subject, nxt.body AS next_step_body,
           nxt.days_delay AS next_step_days_delay,
           COALESCE(e.conversation_anchor,
             (SELECT p.conversation_anchor FROM campaign_emails p
               WHERE p.contact_id = e.contact_id AND e.thread_id IS NOT NULL AND p.thread_id = e.thread_id
                 AND p.conversation_anchor IS NOT NULL
               ORDER BY p.position LIMIT 1)) AS conversation_anchor,
           -- IDs the recipient got: read back from Gmail, or any of a run that began before anchors (product.md §10).
           (SELECT COALESCE(array_agg(p.rfc_message_id ORDER BY p.position), '{}')
              FROM campaign_emails p
             WHERE p.contact_id = e.contact_id AND p.position < e.position AND e.thread_id IS NOT NULL
               AND p.thread_id = e.thread_id AND p.rfc_message_id IS NOT NULL
               AND (p.message_id_from_gmail OR p.conversation_anchor IS NULL))
             || CASE WHEN e.reply_to_message_id IS NULL THEN '{}'::text[] ELSE ARRAY[e.reply_to_message_id] END
             AS thread_references,
           (SELECT COALESCE(array_agg(DISTINCT p.thread_id) FILTER (WHERE p.thread_id IS NOT NULL), '{}')
              FROM campaign_emails p
             WHERE p.contact_id = e.contact_id AND p.position < e.position) AS sent_thread_ids,
           (SELECT max(p.undelivered_at) FROM campaign_emails p WHERE p.contact_id = e.contact_id) AS notices_settled_at,
           (SELECT COALESCE(json_agg(json_build_object('fileName', a.file_name, 'fileType', a.file_type,
                                                       'storageKey', a.storage_key) ORDER BY a.id), '[]')
              FROM step_attachments sa JOIN attachments a ON a.id = sa.attachment_id
             WHERE sa.step_id = e.step_id AND a.deleted_at IS NULL) AS attachments`);

const CONTEXT_FROM = sql.raw(`
      FROM campaign_emails e
      JOIN contacts c ON c.id = e.contact_id
      JOIN campaigns k ON k.id = e.campaign_id
      JOIN users u ON u.id = e.user_id
      LEFT JOIN mail_grants g ON g.user_id = e.user_id
      LEFT JOIN sequence_steps cur
        ON cur.id = e.step_id
      LEFT JOIN sequence_steps nxt ON nxt.campaign_id = e.campaign_id AND nxt.position = e.position + 1`);

export type ClaimResult = 'claimed' | 'not-claimable';

export interface ClaimWithContextInput {
  emailId: number;
  token: string;
  /** Left part of a new Message-ID; the sender's Gmail domain completes it (see messageIdFor). */
  messageIdLocalPart: string;
  now: Date;
  claimTtlMs: number;
  dailySendCap: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The Message-ID a claim records for an email that has none yet. */
export function messageIdFor(localPart: string, address: string | undefined): string {
  const domain = address?.split('@')[1] || 'mail.gmail.com';
  return `<${localPart}@${domain}>`;
}

/**
 * Tries to claim the email (claim_campaign_email, migration 0005) and reads its context in the same round trip.
 * The context is as it was just before the claim (the statement's snapshot), so a refused claim can be explained
 * and a granted one double-checked against the sending window before Gmail is called.
 */
export async function claimWithContext(
  db: Database,
  input: ClaimWithContextInput,
): Promise<{ claim: ClaimResult; context: DeliveryContext } | undefined> {
  const capSince = new Date(input.now.getTime() - DAY_MS);
  const expiresAt = new Date(input.now.getTime() + input.claimTtlMs);
  const rows = await runPrepared<Row>(
    db,
    'delivery_claim_with_context',
    sql`SELECT claim_campaign_email(e.id, e.user_id, ${input.token}::text,
              '<' || ${input.messageIdLocalPart}::text || '@' || COALESCE(NULLIF(split_part(g.address, '@', 2), ''), 'mail.gmail.com') || '>',
              ${input.now}::timestamptz, ${expiresAt}::timestamptz, ${capSince}::timestamptz,
              ${input.dailySendCap}::integer) AS claim_result,
            ${CONTEXT_COLUMNS} ${CONTEXT_FROM} WHERE e.id = ${input.emailId}::integer`,
  );
  const row = rows[0];
  return row ? { claim: row.claim_result as ClaimResult, context: toContext(row) } : undefined;
}

/** The context alone, no claim (for an email that already left the claim path, e.g. an interrupted send). */
export async function readDeliveryContext(db: Database, emailId: number): Promise<DeliveryContext | undefined> {
  const { rows } = await db.execute<Row>(sql`SELECT ${CONTEXT_COLUMNS} ${CONTEXT_FROM} WHERE e.id = ${emailId}::integer`);
  return rows[0] ? toContext(rows[0]) : undefined;
}

function toContext(row: Row): DeliveryContext {
  return {
    id: row.id as number,
    kind: (row.kind as CampaignEmailKind | undefined) ?? 'SEQUENCE',
    userId: row.user_id as string,
    campaignId: row.campaign_id as number,
    contactId: row.contact_id as number,
    stepId: row.step_id as number | null,
    position: row.position as number,
    subject: row.subject as string,
    body: row.body as string,
    bcc: row.bcc as string | null,
    status: row.status as CampaignEmailStatus,
    scheduledFor: asOptionalDate(row.scheduled_for),
    sendNow: row.send_now === true,
    claimToken: row.claim_token as string | null,
    claimExpiresAt: asOptionalDate(row.claim_expires_at),
    attempts: row.attempts as number,
    replyCheckFailures: row.reply_check_failures as number,
    errorMessage: row.error_message as string | null,
    rfcMessageId: row.rfc_message_id as string | null,
    serverErrorAt: asOptionalDate(row.server_error_at),
    threadId: row.thread_id as string | null,
    contact: {
      email: row.contact_email as string | null,
      firstName: row.first_name as string,
      lastName: row.last_name as string | null,
      status: row.contact_status as ContactStatus | null,
      isActive: row.contact_active as boolean,
      deleted: row.contact_deleted as boolean,
    },
    campaign: {
      timezone: row.timezone as string,
      policy: policyOfRow(row as unknown as PolicyRow),
      isActive: row.campaign_active as boolean,
      deleted: row.campaign_deleted as boolean,
      trackOpens: row.track_opens as boolean,
    },
    user: { name: row.user_name as string, email: row.user_email as string, deleted: row.user_deleted as boolean },
    grant:
      row.address === null
        ? null
        : {
            provider: row.provider as MailProviderId,
            address: row.address as string,
            scopes: row.scopes as string[],
            live: row.grant_live as boolean,
            accessToken: row.access_token as string | null,
            accessTokenExpiresAt: asOptionalDate(row.access_token_expires_at),
            heldUntil: asOptionalDate(row.held_until),
          },
    attachments: row.attachments as DeliveryContext['attachments'],
    threadReferences: row.thread_references as string[],
    conversationAnchor: row.conversation_anchor as string | null,
    sentThreadIds: row.sent_thread_ids as string[],
    noticesSettledAt: asOptionalDate(row.notices_settled_at) ?? null,
    nextInThread: row.next_in_thread as boolean,
    nextStep:
      row.next_step_id === null
        ? null
        : {
            id: row.next_step_id as number,
            subject: row.next_step_subject as string,
            body: row.next_step_body as string,
            daysDelay: row.next_step_days_delay as number,
          },
  };
}
