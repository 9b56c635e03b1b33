// The hold when a sequence's job posting closes (issue 38 item 5, product.md §10 "When the job closes"): the daily
// re-check finds it closed and the running contacts with follow-ups left pause (is_active false, the pause every send
// claim re-checks, pause_reason POSTING_CLOSED), so delivery needs no change. The user then chooses: 'Send anyway'
// resumes them as 'Resume follow-ups' does (recipient rules, re-planned into the sending window); 'Stop' ends them
// as a 'left the company' notice does (contact ERROR with its reason, unsent emails dropped).
import { sql } from 'drizzle-orm';
import {
  CAMPAIGN_NOT_FOUND,
  POSTING_HOLD_NOTHING_HELD,
  POSTING_HOLD_SENT_ANYWAY,
  POSTING_HOLD_STOPPED,
  postingClosedStopMessage,
} from 'contracts';
import type { Database, DbOrTx } from '../../db/db.client';
import type { Contact } from '../../db/schema';
import { cancelUnsentEmailsOfContact } from '../delivery';
import { ContactNotFoundError, ContactValidationError, findContact } from './contact.service';
import { resumeFollowUps } from './contact-resume.service';

/** Holds the follow-ups waiting on a posting just found closed; answers the contacts held. */
export async function holdForClosedPosting(tx: DbOrTx, input: { jobPostingId: number; now: Date }): Promise<number[]> {
  const { rows } = await tx.execute<{ id: number }>(sql`
    UPDATE contacts c SET is_active = false, pause_reason = 'POSTING_CLOSED', updated_at = ${input.now}
      FROM campaigns k
     WHERE k.id = c.campaign_id AND k.job_posting_id = ${input.jobPostingId} AND k.deleted_at IS NULL
       AND c.deleted_at IS NULL AND (c.status IS NULL OR c.status = 'IN_PROGRESS')
       AND EXISTS (SELECT 1 FROM campaign_emails e
                    WHERE e.contact_id = c.id AND e.status = 'SCHEDULED' AND e.sent_at IS NULL AND e.kind = 'SEQUENCE')
    RETURNING c.id`);
  return rows.map((row) => Number(row.id));
}

export interface PostingHoldResult {
  success: boolean;
  message: string;
  contacts: Contact[];
}

/** The caller's contacts of the campaign held for a closed posting (none: not the caller's campaign, or nothing held). */
async function heldContactIds(db: DbOrTx, userId: string, campaignId: number, lock = false): Promise<number[] | null> {
  const { rows: campaign } = await db.execute<{ id: number }>(sql`
    SELECT id FROM campaigns WHERE id = ${campaignId} AND user_id = ${userId} AND deleted_at IS NULL`);
  if (!campaign[0]) return null;
  const { rows } = await db.execute<{ id: number }>(sql`
    SELECT c.id FROM contacts c
     WHERE c.campaign_id = ${campaignId} AND c.user_id = ${userId} AND c.deleted_at IS NULL
       AND NOT c.is_active AND c.pause_reason = 'POSTING_CLOSED' AND (c.status IS NULL OR c.status = 'IN_PROGRESS')
     ORDER BY c.id ${lock ? sql`FOR UPDATE` : sql``}`);
  return rows.map((row) => Number(row.id));
}

/** 'Send anyway': every held contact of the caller's campaign resumes; a contact the recipient rules refuse stays held. */
export async function sendAnywayAfterPostingClosed(
  db: Database,
  userId: string,
  campaignId: number,
  now = new Date(),
): Promise<PostingHoldResult> {
  const held = await heldContactIds(db, userId, campaignId);
  if (held === null) throw new ContactNotFoundError(CAMPAIGN_NOT_FOUND);
  if (held.length === 0) return { success: false, message: POSTING_HOLD_NOTHING_HELD, contacts: [] };
  const contacts: Contact[] = [];
  for (const id of held) {
    try {
      contacts.push((await resumeFollowUps(db, userId, id, now)).contact);
    } catch (error) {
      if (!(error instanceof ContactValidationError)) throw error;
      return { success: false, message: error.message, contacts };
    }
  }
  return { success: true, message: POSTING_HOLD_SENT_ANYWAY, contacts };
}

/** 'Stop': every held contact of the caller's campaign stops (reason POSTING_CLOSED); its unsent emails go. */
export async function stopAfterPostingClosed(
  db: Database,
  userId: string,
  campaignId: number,
  now = new Date(),
): Promise<PostingHoldResult> {
  const stopped = await db.transaction(async (tx) => {
    const held = await heldContactIds(tx, userId, campaignId, true);
    if (held === null) throw new ContactNotFoundError(CAMPAIGN_NOT_FOUND);
    const { rows: posting } = await tx.execute<{ closed_at: Date | string | null; timezone: string }>(sql`
      SELECT p.closed_at, k.timezone FROM campaigns k LEFT JOIN job_postings p ON p.id = k.job_posting_id
       WHERE k.id = ${campaignId}`);
    const message = postingClosedStopMessage(posting[0]?.closed_at ?? now, posting[0]?.timezone);
    for (const id of held) {
      await cancelUnsentEmailsOfContact(tx, id);
      // A claimed email re-checks the contact's status and stops.
      await tx.execute(sql`
        UPDATE contacts SET status = 'ERROR', stop_reason = 'POSTING_CLOSED', error_message = ${message},
               is_active = true, pause_reason = NULL, reply_undo_until = NULL, updated_at = ${now}
         WHERE id = ${id} AND (status IS NULL OR status = 'IN_PROGRESS')`);
    }
    return held;
  });
  if (stopped.length === 0) return { success: false, message: POSTING_HOLD_NOTHING_HELD, contacts: [] };
  const contacts = await Promise.all(stopped.map((id) => findContact(db, userId, id)));
  return { success: true, message: POSTING_HOLD_STOPPED, contacts: contacts.filter((c): c is Contact => c !== undefined) };
}
