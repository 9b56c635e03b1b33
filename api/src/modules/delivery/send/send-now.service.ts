// 'Send now' (product.md §10): the next scheduled email of a running contact becomes due at once and gets its send
// job in the same transaction. Only the due time changes: the engine's claim still re-checks reply, pause, deletion,
// the daily cap and Gmail's daily limit, and never sends twice. send_now_requested_at (set to the same instant as
// scheduled_for) lets decideSend skip the working-hours window for this due time only.
import { eq, sql } from 'drizzle-orm';
import {
  formatSendingResumeTime,
  SEND_NOW_CONTACT_PAUSED,
  SEND_NOW_NO_ADDRESS,
  SEND_NOW_NOT_NEXT,
  SEND_NOW_NOTHING_WAITING,
  sendNowReconnect,
  SEND_NOW_SEQUENCE_PAUSED,
  SEND_NOW_SEQUENCE_STOPPED,
  sendNowAfterLimit,
  sendNowQueued,
} from 'contracts';
import type { Database } from '../../../db/db.client';
import { campaignEmails, type CampaignEmail } from '../../../db/schema/campaign-emails';
import { mailProviderOf } from '../../mailbox';
import { sendingResumesAt, enqueueSendJobs, markSendNow } from '../store';

export interface SendNowInput {
  userId: string;
  contactId: number;
  /** The email the user saw; refused when it is no longer the next one waiting (a stale page, a second click). */
  emailId?: number | null;
  dailySendCap: number;
  now?: Date;
}

export type SendNowResult =
  | { outcome: 'not-found' }
  | { outcome: 'refused'; message: string }
  | { outcome: 'queued'; message: string; email: CampaignEmail };

interface ContactRow {
  [key: string]: unknown;
  email: string | null;
  first_name: string;
  last_name: string | null;
  status: string | null;
  contact_active: boolean;
  campaign_active: boolean;
  timezone: string;
  grant_live: boolean;
  provider: string | null;
}

export async function sendNextEmailNow(db: Database, input: SendNowInput): Promise<SendNowResult> {
  const now = input.now ?? new Date();
  const result = await db.transaction(
    async (tx): Promise<SendNowResult | { outcome: 'ok'; id: number; name: string; timezone: string }> => {
      // The contact row is locked so a pause, a reply or a second Send now of the same contact waits for this one.
      const { rows } = await tx.execute<ContactRow>(sql`
      SELECT c.email, c.first_name, c.last_name, c.status, c.is_active AS contact_active,
             k.is_active AS campaign_active, k.timezone,
             EXISTS (SELECT 1 FROM mail_grants g WHERE g.user_id = c.user_id AND g.revoked_at IS NULL
                       AND g.refresh_token_ciphertext IS NOT NULL) AS grant_live,
             (SELECT g.provider FROM mail_grants g WHERE g.user_id = c.user_id) AS provider
        FROM contacts c JOIN campaigns k ON k.id = c.campaign_id
       WHERE c.id = ${input.contactId} AND c.user_id = ${input.userId} AND c.deleted_at IS NULL AND k.deleted_at IS NULL
         FOR UPDATE OF c`);
      const contact = rows[0];
      if (!contact) return { outcome: 'not-found' };
      const refuse = (message: string) => ({ outcome: 'refused' as const, message });
      if (contact.status !== null && contact.status !== 'IN_PROGRESS') return refuse(SEND_NOW_SEQUENCE_STOPPED);
      if (!contact.campaign_active) return refuse(SEND_NOW_SEQUENCE_PAUSED);
      if (!contact.contact_active) return refuse(SEND_NOW_CONTACT_PAUSED);
      if (!contact.email) return refuse(SEND_NOW_NO_ADDRESS);
      if (!contact.grant_live) return refuse(sendNowReconnect(mailProviderOf(contact.provider)));

      const next = await tx.execute<{ id: number; claim_token: string | null }>(sql`
      SELECT id, claim_token FROM campaign_emails
       WHERE contact_id = ${input.contactId} AND status = 'SCHEDULED'
       ORDER BY position LIMIT 1 FOR UPDATE`);
      const email = next.rows[0];
      if (!email) return refuse(SEND_NOW_NOTHING_WAITING);
      if (input.emailId != null && input.emailId !== email.id) return refuse(SEND_NOW_NOT_NEXT);
      const name = [contact.first_name, contact.last_name].filter(Boolean).join(' ') || contact.email;
      // Being sent right now: it is on its way already.
      if (email.claim_token !== null) return { outcome: 'ok', id: email.id, name, timezone: contact.timezone };

      await markSendNow(tx, { emailId: email.id, now });
      await enqueueSendJobs(tx, [{ campaignEmailId: email.id, runAt: now }], now);
      return { outcome: 'ok', id: email.id, name, timezone: contact.timezone };
    },
  );
  if (result.outcome !== 'ok') return result;

  const [email] = await db.select().from(campaignEmails).where(eq(campaignEmails.id, result.id));
  if (!email) return { outcome: 'refused', message: SEND_NOW_NOT_NEXT };
  // The engine defers it past a daily limit (ours or Gmail's); the user hears when rather than "on its way".
  const resumes = await sendingResumesAt(db, input.userId, now, input.dailySendCap);
  const message = resumes ? sendNowAfterLimit(formatSendingResumeTime(resumes.at, result.timezone)) : sendNowQueued(result.name);
  return { outcome: 'queued', message, email };
}
