// A campaign's email steps: read (batched per campaign, paged in memory: a sequence has at most 3 steps) and
// replaced as a whole by createEmailSequence, which then puts every active contact's sequence on the schedule.
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import {
  ATTACHMENT_NOT_FOUND,
  CAMPAIGN_NOT_FOUND,
  GMAIL_ACCESS_REQUIRED,
  SEQUENCE_SCHEDULED,
  normalizeSequenceSteps,
  unsendableStepsMessage,
  validateSequenceSteps,
  validateStepAttachmentSizes,
  type EmailSequenceStepInput,
} from 'contracts';
import type { Database, DbOrTx } from '../../db/db.client';
import {
  attachments,
  campaigns,
  contacts,
  sequenceSteps,
  stepAttachments,
  type Attachment,
  type SequenceStep,
} from '../../db/schema';
import { SequenceQuotaError, useSequences } from '../billing';
import { replaceUnsentStepText, scheduleSequenceForContact, setSequenceLengthOfCampaign } from '../delivery';
import { hasGmailSendPermission } from '../google';
import { decodeCursor, encodeCursor, type Page, type PaginationArgs } from '../../core/cursor-pagination.util';

export class SequenceNotFoundError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SequenceNotFoundError';
  }
}

export class SequenceValidationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SequenceValidationError';
  }
}

export type StepSortField = 'position' | 'createdAt';

/** Steps of many campaigns in one query, ordered by position. */
export async function loadStepsByCampaign(db: Database, campaignIds: readonly number[]): Promise<Map<number, SequenceStep[]>> {
  const rows = await db
    .select()
    .from(sequenceSteps)
    .where(inArray(sequenceSteps.campaignId, [...campaignIds]))
    .orderBy(asc(sequenceSteps.position));
  const byCampaign = new Map<number, SequenceStep[]>();
  for (const row of rows) byCampaign.set(row.campaignId, [...(byCampaign.get(row.campaignId) ?? []), row]);
  return byCampaign;
}

/** Live attachments of many steps in one query. */
export async function loadAttachmentsByStep(db: Database, stepIds: readonly number[]): Promise<Map<number, Attachment[]>> {
  const rows = await db
    .select({ stepId: stepAttachments.stepId, attachment: attachments })
    .from(stepAttachments)
    .innerJoin(attachments, eq(attachments.id, stepAttachments.attachmentId))
    .where(and(inArray(stepAttachments.stepId, [...stepIds]), isNull(attachments.deletedAt)))
    .orderBy(asc(attachments.id));
  const byStep = new Map<number, Attachment[]>();
  for (const row of rows) byStep.set(row.stepId, [...(byStep.get(row.stepId) ?? []), row.attachment]);
  return byStep;
}

/** Sorts and pages a campaign's (few) steps in memory; cursors are the same opaque form as the SQL lists. */
export function pageSteps(
  steps: readonly SequenceStep[],
  sort: { field: StepSortField; direction: 'asc' | 'desc' } | null | undefined,
  pagination: PaginationArgs | null | undefined,
): Page<SequenceStep> & { totalCount: number } {
  const field = sort?.field ?? 'position';
  const sign = (sort?.direction ?? 'asc') === 'asc' ? 1 : -1;
  const key = (step: SequenceStep) => (field === 'position' ? step.position : step.createdAt.getTime());
  const sorted = [...steps].sort((a, b) => sign * (key(a) - key(b) || a.id - b.id));
  const indexOf = (cursor: string) => sorted.findIndex((step) => step.id === decodeCursor(cursor).id);
  let start = 0;
  let end = sorted.length;
  if (pagination?.after) start = indexOf(pagination.after) + 1;
  if (pagination?.before) end = Math.max(indexOf(pagination.before), 0);
  let window = sorted.slice(start, end);
  if (pagination?.first != null) window = window.slice(0, Math.max(pagination.first, 0));
  else if (pagination?.last != null) window = window.slice(Math.max(window.length - Math.max(pagination.last, 0), 0));
  const edges = window.map((node) => ({ node, cursor: encodeCursor({ k: null, id: node.id }) }));
  const first = window[0] ? sorted.indexOf(window[0]) : start;
  const last = window.at(-1) ? sorted.indexOf(window.at(-1)!) : end - 1;
  return {
    edges,
    pageInfo: {
      hasNextPage: last < sorted.length - 1,
      hasPreviousPage: first > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
    totalCount: sorted.length,
  };
}

/** One step as the wizard sends it (the GraphQL input, from contracts). */
export type SequenceStepInput = EmailSequenceStepInput;

export interface CreateSequenceResult {
  success: boolean;
  message: string;
  count: number;
}

/** The steps in position order, normalised, or the contracts message of the first bound they break. */
export function validatedSteps(emails: readonly SequenceStepInput[]): SequenceStepInput[] {
  const ordered = normalizeSequenceSteps([...emails].sort((a, b) => a.position - b.position));
  const problem = validateSequenceSteps(ordered);
  if (problem) throw new SequenceValidationError(problem);
  return ordered;
}

/** validatedSteps, and nothing a recruiter would read as a template left unfilled ('X role', an empty body). */
export function sendableSteps(emails: readonly SequenceStepInput[]): SequenceStepInput[] {
  const ordered = validatedSteps(emails);
  const unsendable = unsendableStepsMessage(ordered);
  if (unsendable) throw new SequenceValidationError(unsendable);
  return ordered;
}

/** The user's own live campaign; anyone else's (or a deleted one) reads as not found. */
export async function ownedCampaign(db: Database, userId: string, campaignId: number): Promise<{ id: number }> {
  const [campaign] = await db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(and(eq(campaigns.id, campaignId), eq(campaigns.userId, userId), isNull(campaigns.deletedAt)));
  if (!campaign) throw new SequenceNotFoundError(CAMPAIGN_NOT_FOUND);
  return campaign;
}

/** Replaces the campaign's steps and their attachment links (inside the caller's transaction); schedules nothing. */
export async function replaceSteps(
  tx: DbOrTx,
  userId: string,
  campaignId: number,
  ordered: readonly SequenceStepInput[],
): Promise<SequenceStep[]> {
  const attachmentIds = [...new Set(ordered.flatMap((step) => step.attachments ?? []))];
  if (attachmentIds.length > 0) {
    const owned = await tx
      .select({ id: attachments.id, fileSize: attachments.fileSize })
      .from(attachments)
      .where(and(inArray(attachments.id, attachmentIds), eq(attachments.userId, userId), isNull(attachments.deletedAt)));
    if (owned.length !== attachmentIds.length) throw new SequenceNotFoundError(ATTACHMENT_NOT_FOUND);
    // Gmail refuses an email whose attachments add up to more than its limit: refused here, not at send time.
    const sizeOf = new Map(owned.map((attachment) => [attachment.id, attachment.fileSize]));
    for (const step of ordered) {
      const sizes = [...new Set(step.attachments ?? [])].map((id) => sizeOf.get(id) ?? 0);
      const tooLarge = validateStepAttachmentSizes(sizes, step.position);
      if (tooLarge) throw new SequenceValidationError(tooLarge);
    }
  }
  await tx.delete(sequenceSteps).where(eq(sequenceSteps.campaignId, campaignId));
  const saved = await tx
    .insert(sequenceSteps)
    .values(
      ordered.map((step) => ({
        campaignId,
        position: step.position,
        subject: step.subject.trim(),
        body: step.body,
        daysDelay: step.daysDelay,
        nextMailInThread: step.nextMailInThread,
      })),
    )
    .returning();
  const links = saved.flatMap((step) =>
    (ordered[step.position - 1]?.attachments ?? []).map((attachmentId) => ({ stepId: step.id, attachmentId })),
  );
  if (links.length > 0) await tx.insert(stepAttachments).values(links).onConflictDoNothing();
  return saved;
}

/**
 * Replaces the campaign's steps (one transaction: steps, their attachments, the not-yet-claimed emails of the
 * old steps, the month's sequence quota and every active contact's schedule through the delivery engine).
 * Without Gmail permission or over quota nothing is saved: the user connects Gmail (or buys sequences) and
 * sends again.
 */
export async function createEmailSequence(
  db: Database,
  userId: string,
  campaignId: number,
  emails: readonly SequenceStepInput[],
  now = new Date(),
): Promise<CreateSequenceResult> {
  const ordered = sendableSteps(emails);
  const campaign = await ownedCampaign(db, userId, campaignId);
  if (!(await hasGmailSendPermission(db, userId))) return { success: false, message: GMAIL_ACCESS_REQUIRED, count: 0 };

  try {
    await db.transaction(async (tx) => {
      // Old steps go (sent emails keep their history: step_id is set null); unsent, unclaimed emails of removed
      // positions go too, and those of kept positions take the new text.
      const saved = await replaceSteps(tx, userId, campaign.id, ordered);
      await replaceUnsentStepText(tx, campaign.id, saved.length, now);
      await setSequenceLengthOfCampaign(tx, { campaignId: campaign.id, length: saved.length });

      // Locked so a concurrent save cannot count the same first-time contact twice.
      const active = await tx
        .select({
          id: contacts.id,
          // Qualified by hand: drizzle leaves columns of a single-table select unqualified.
          scheduledBefore: sql<boolean>`exists (select 1 from campaign_emails e where e.contact_id = contacts.id)`,
        })
        .from(contacts)
        .where(
          and(
            eq(contacts.campaignId, campaign.id),
            eq(contacts.userId, userId),
            eq(contacts.isActive, true),
            isNull(contacts.deletedAt),
            or(isNull(contacts.status), eq(contacts.status, 'IN_PROGRESS')),
          ),
        )
        .orderBy(asc(contacts.id))
        .for('update', { of: contacts });
      // Quota (product.md §9): a contact's sequence counts once, when it is first scheduled. Re-saving the steps of a
      // contact that already has emails (sent or scheduled) does not count again. Over quota nothing is saved.
      await useSequences(tx, userId, active.filter((contact) => !contact.scheduledBefore).length, now);
      // Each contact's first email and its send job, in this same transaction (idempotent per contact).
      for (const contact of active) {
        await scheduleSequenceForContact(tx, {
          userId,
          campaignId: campaign.id,
          contactId: contact.id,
          now,
        });
      }
    });
  } catch (error) {
    if (error instanceof SequenceQuotaError) return { success: false, message: error.message, count: 0 };
    throw error;
  }
  return { success: true, message: SEQUENCE_SCHEDULED, count: ordered.length };
}
