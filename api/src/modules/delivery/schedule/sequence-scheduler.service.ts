// Puts a contact's sequence on the schedule and puts held emails back on it. The first email is due at
// firstSendAt(now) (with a note when a public holiday moved it); each follow-up is materialised only after the previous one is SENT, due from its actual
// sentAt (see email-claim.repository markSent). Emails and their send jobs are written in one transaction.
import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { AT_LEAST_ONE_EMAIL, CAMPAIGN_NOT_FOUND, WAITING_FOR_RECONNECT_MESSAGES } from 'contracts';
import type { Database } from '../../../db/db.client';
import { campaigns, contacts, sequenceSteps } from '../../../db/schema';
import { campaignEmails } from '../../../db/schema/campaign-emails';
import {
  firstSendDue,
  holidayNoteOf,
  policyColumns,
  policyOfCampaign,
  policyOfRow,
  spreadOverdue,
  type PolicyRow,
} from '../../scheduling';
import { DEFAULT_DELIVERY_TIMINGS } from '../delivery.settings';
import { heldUntilReturn } from './return-hold.service';
import { enqueueSendJobs, insertScheduledEmail, resumeUnsentEmail, type SendJob, asOptionalDate } from '../store';

export const CONTACT_NOT_FOUND = 'Contact not found';

/** The campaign or contact is not the user's, or the campaign has no steps. Messages are user-facing. */
export class SequenceScheduleError extends Error {
  override readonly name = 'SequenceScheduleError';
}

export interface ScheduleSequenceInput {
  userId: string;
  campaignId: number;
  contactId: number;
  now?: Date;
}

export interface ScheduledSequence {
  campaignEmailId: number;
  scheduledFor: Date;
  /** False when the contact's sequence was already scheduled (calling twice is harmless). */
  created: boolean;
}

/**
 * Schedules the first email of the campaign's sequence for the contact (called by createEmailSequence).
 * Idempotent per contact.
 */
export async function scheduleSequenceForContact(db: Database, input: ScheduleSequenceInput): Promise<ScheduledSequence> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const [campaign] = await tx
      .select()
      .from(campaigns)
      .where(and(eq(campaigns.id, input.campaignId), eq(campaigns.userId, input.userId), isNull(campaigns.deletedAt)));
    if (!campaign) throw new SequenceScheduleError(CAMPAIGN_NOT_FOUND);
    const [contact] = await tx
      .select()
      .from(contacts)
      .where(
        and(
          eq(contacts.id, input.contactId),
          eq(contacts.campaignId, campaign.id),
          eq(contacts.userId, input.userId),
          isNull(contacts.deletedAt),
        ),
      )
      .for('update');
    if (!contact) throw new SequenceScheduleError(CONTACT_NOT_FOUND);
    const steps = await tx
      .select()
      .from(sequenceSteps)
      .where(eq(sequenceSteps.campaignId, campaign.id))
      .orderBy(asc(sequenceSteps.position));
    const first = steps[0];
    if (!first) throw new SequenceScheduleError(AT_LEAST_ONE_EMAIL);

    const [existing] = await tx
      .select({ id: campaignEmails.id, scheduledFor: campaignEmails.scheduledFor, createdAt: campaignEmails.createdAt })
      .from(campaignEmails)
      .where(and(eq(campaignEmails.contactId, contact.id), eq(campaignEmails.position, first.position)));
    if (existing)
      return { campaignEmailId: existing.id, scheduledFor: existing.scheduledFor ?? existing.createdAt, created: false };

    const due = firstSendDue(now, policyOfCampaign(campaign));
    const dueAt = due.at;
    // The contact is locked and has no first email: the insert always adds one. A holiday's move says why.
    const emailId = (await insertScheduledEmail(tx, {
      userId: input.userId,
      campaignId: campaign.id,
      contactId: contact.id,
      step: first,
      dueAt,
      note: holidayNoteOf(due, campaign.timezone),
    }))!;
    await tx
      .update(contacts)
      .set({ status: contact.status ?? 'IN_PROGRESS', maxEmails: steps.length })
      .where(eq(contacts.id, contact.id));
    await enqueueSendJobs(tx, [{ campaignEmailId: emailId, runAt: dueAt }], now);
    return { campaignEmailId: emailId, scheduledFor: dueAt, created: true };
  });
}

type HeldEmail = PolicyRow & {
  id: number;
  campaign_id: number;
  scheduled_for: unknown;
  /** The contact's latest out-of-office return date: a resumed email still waits for it. */
  return_date: string | null;
};

/**
 * Puts held emails (paused campaign or contact, missing grant, missing address) back on the schedule: ones
 * still in the future keep their time, overdue ones are spread from the next window opening, `spacingMs`
 * apart per campaign, so a long pause does not end in a burst. Returns how many got a send job.
 */
async function rescheduleHeldEmails(db: Database, filter: SQL, now: Date, spacingMs: number): Promise<number> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<HeldEmail>(sql`
      SELECT e.id, e.campaign_id, e.scheduled_for, ${policyColumns('k')},
             CASE WHEN e.kind = 'SEQUENCE' THEN c.out_of_office_until::text END AS return_date
        FROM campaign_emails e
        JOIN campaigns k ON k.id = e.campaign_id
        JOIN contacts c ON c.id = e.contact_id
       WHERE e.status = 'SCHEDULED' AND e.claim_token IS NULL
         AND k.is_active AND k.deleted_at IS NULL
         AND c.is_active AND c.deleted_at IS NULL AND (c.status IS NULL OR c.status = 'IN_PROGRESS')
         AND ${filter}
       ORDER BY e.campaign_id, e.scheduled_for NULLS FIRST, e.id
       FOR UPDATE OF e`);
    const jobs: (SendJob & { note: string | null })[] = [];
    const held = (row: HeldEmail, at: Date) => heldUntilReturn(at, row.return_date, policyOfRow(row));
    const overdueByCampaign = new Map<number, HeldEmail[]>();
    for (const row of rows) {
      const scheduledFor = asOptionalDate(row.scheduled_for);
      if (scheduledFor && scheduledFor.getTime() > now.getTime()) {
        const hold = held(row, scheduledFor);
        jobs.push({ campaignEmailId: row.id, runAt: hold.at, note: hold.note });
      } else {
        overdueByCampaign.set(row.campaign_id, [...(overdueByCampaign.get(row.campaign_id) ?? []), row]);
      }
    }
    for (const overdue of overdueByCampaign.values()) {
      const dueTimes = spreadOverdue(overdue.length, now, policyOfRow(overdue[0]!), spacingMs);
      overdue.forEach((row, index) => {
        const hold = held(row, dueTimes[index]!);
        jobs.push({ campaignEmailId: row.id, runAt: hold.at, note: hold.note });
      });
    }
    for (const job of jobs) {
      await resumeUnsentEmail(tx, { emailId: job.campaignEmailId, runAt: job.runAt, note: job.note, now });
    }
    await enqueueSendJobs(
      tx,
      jobs.map(({ campaignEmailId, runAt }) => ({ campaignEmailId, runAt })),
      now,
    );
    return jobs.length;
  });
}

export interface ReactivationOptions {
  now?: Date;
  /** Gap between a campaign's overdue emails (default one minute). */
  spacingMs?: number;
}

/** Call after a campaign is activated again (updateCampaign isActive true). */
export function onCampaignActivated(
  db: Database,
  input: { userId: string; campaignId: number } & ReactivationOptions,
): Promise<number> {
  return rescheduleHeldEmails(
    db,
    sql`e.user_id = ${input.userId} AND e.campaign_id = ${input.campaignId}`,
    input.now ?? new Date(),
    input.spacingMs ?? DEFAULT_DELIVERY_TIMINGS.overdueSpacingMs,
  );
}

/** Call after a contact is activated again or gets its email address. */
export function onContactActivated(
  db: Database,
  input: { userId: string; contactId: number } & ReactivationOptions,
): Promise<number> {
  return rescheduleHeldEmails(
    db,
    sql`e.user_id = ${input.userId} AND e.contact_id = ${input.contactId}`,
    input.now ?? new Date(),
    input.spacingMs ?? DEFAULT_DELIVERY_TIMINGS.overdueSpacingMs,
  );
}

/**
 * Call after the user stores a Gmail grant: the emails that waited for a reconnect ('Reconnect Gmail to resume', or
 * an account problem the user was asked to fix first) go out.
 */
export function resumeAfterReconnect(db: Database, userId: string, options: ReactivationOptions = {}): Promise<number> {
  return rescheduleHeldEmails(
    db,
    sql`e.user_id = ${userId} AND e.error_message IN (${sql.join(
      WAITING_FOR_RECONNECT_MESSAGES.map((message) => sql`${message}`),
      sql`, `,
    )})`,
    options.now ?? new Date(),
    options.spacingMs ?? DEFAULT_DELIVERY_TIMINGS.overdueSpacingMs,
  );
}
