// The writes other modules make to unsent campaign emails (a deleted contact, campaign or account; a sequence's new
// text), kept here so delivery is the one writer of campaign_emails (issue 36). Each runs in its caller's transaction.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/db.client';
import { campaignEmails } from '../../../db/schema/campaign-emails';

/** An unsent email that was cancelled: whose it was and when it was made (the month's count gives it back). */
export interface CancelledUnsentEmail {
  contactId: number;
  createdAt: Date;
}

/** Deletes a contact's unsent, unclaimed emails (one being sent holds a claim, re-checks the contact and stops). */
export function cancelUnsentEmailsOfContact(tx: DbOrTx, contactId: number): Promise<CancelledUnsentEmail[]> {
  return tx
    .delete(campaignEmails)
    .where(
      and(eq(campaignEmails.contactId, contactId), eq(campaignEmails.status, 'SCHEDULED'), isNull(campaignEmails.claimToken)),
    )
    .returning({ contactId: campaignEmails.contactId, createdAt: campaignEmails.createdAt });
}

/** Deletes a (just deleted) campaign's unsent, unclaimed emails; one being sent re-checks the campaign and stops. */
export async function cancelUnsentEmailsOfCampaign(tx: DbOrTx, campaignId: number): Promise<CancelledUnsentEmail[]> {
  const { rows } = await tx.execute<{ contact_id: number; created_at: string | Date }>(sql`
    DELETE FROM campaign_emails
     WHERE campaign_id = ${campaignId} AND status = 'SCHEDULED' AND claim_token IS NULL
    RETURNING contact_id, created_at`);
  return rows.map((row) => ({ contactId: Number(row.contact_id), createdAt: new Date(row.created_at) }));
}

/**
 * A sequence's steps were saved again: unsent, unclaimed emails of removed positions go, those of kept positions take
 * the new text. A same-thread follow-up (it has the thread) keeps its 'Re: <previous subject>': Gmail joins a thread
 * only when the Subject matches, so the step's own subject would start a new one (product.md §10).
 */
export async function replaceUnsentStepText(tx: DbOrTx, campaignId: number, stepCount: number, now: Date): Promise<void> {
  await tx.delete(campaignEmails).where(
    and(
      eq(campaignEmails.campaignId, campaignId),
      eq(campaignEmails.status, 'SCHEDULED'),
      isNull(campaignEmails.claimToken),
      // A note approved after a reply is not a step of the sequence.
      eq(campaignEmails.kind, 'SEQUENCE'),
      sql`${campaignEmails.position} > ${stepCount}`,
    ),
  );
  await tx.execute(sql`
    UPDATE campaign_emails e SET subject = CASE WHEN e.thread_id IS NULL THEN s.subject ELSE e.subject END,
                                 body = s.body, step_id = s.id, updated_at = ${now}
      FROM sequence_steps s
     WHERE e.campaign_id = ${campaignId} AND e.status = 'SCHEDULED' AND e.claim_token IS NULL
       AND s.campaign_id = e.campaign_id AND s.position = e.position`);
}

/** An account was deleted: each of its SCHEDULED emails becomes ERROR with `reason`. Answers how many stopped. */
export async function stopScheduledEmailsOfUser(tx: DbOrTx, userId: string, reason: string): Promise<number> {
  const stopped = await tx
    .update(campaignEmails)
    .set({ status: 'ERROR', errorMessage: reason })
    .where(and(eq(campaignEmails.userId, userId), eq(campaignEmails.status, 'SCHEDULED')))
    .returning({ id: campaignEmails.id });
  return stopped.length;
}

/**
 * Records the first open of a sent email: openedAt is set once, and a SENT email becomes OPENED (shown as
 * 'Delivered'); later opens and replied/failed emails are left as they are.
 */
export async function recordOpen(db: DbOrTx, emailId: number, at: Date = new Date()): Promise<boolean> {
  const { rows } = await db.execute(sql`
    UPDATE campaign_emails
       SET opened_at = ${at}, status = CASE WHEN status = 'SENT' THEN 'OPENED'::campaign_email_status ELSE status END,
           updated_at = ${at}
     WHERE id = ${emailId} AND opened_at IS NULL AND sent_at IS NOT NULL
       AND EXISTS (SELECT 1 FROM campaigns k WHERE k.id = campaign_emails.campaign_id AND k.track_opens)
    RETURNING id`);
  return rows.length > 0;
}
