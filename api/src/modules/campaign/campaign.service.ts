import { and, eq, getTableColumns, ilike, inArray, isNull, sql } from 'drizzle-orm';
import {
  CAMPAIGN_DELETED,
  CAMPAIGN_CREATED,
  CAMPAIGN_NOT_FOUND,
  JOB_POSTING_NOT_FOUND,
  PAGE_SIZES,
  isKnownTimezone,
  sendZoneSourceAfterEdit,
  type SendZoneSource,
  validateCampaign,
  validateCampaignName,
  validateTimezone,
  type WorkWeek,
} from 'contracts';
import type { Database, DbOrTx } from '../../db/db.client';
import { giveBackUnsentSequences } from '../billing';
import { findOwnedPosting } from '../job-posting';
import { cancelUnsentEmailsOfCampaign, replanCampaignEmails, type ReplanResult } from '../delivery';
import { policyOfCampaign } from '../scheduling';
import { DEFAULT_WINDOW_ROW, policyChanges, samePolicy } from './send-policy-input.util';
import { campaigns, type Campaign } from '../../db/schema';
import { whereAll, type Page, type PaginationArgs } from '../../core/cursor-pagination.util';
import { listKeysetPage } from '../../core/keyset-list.query';

export type CampaignSortField = 'updatedAt' | 'createdAt' | 'name' | 'lastEmailSentAt';
export type SortDirection = 'asc' | 'desc';

export interface CampaignListArgs {
  pagination?: PaginationArgs | null;
  filter?: { id?: number | null; search?: string | null; isActive?: boolean | null } | null;
  sort?: { field: CampaignSortField; direction: SortDirection } | null;
}

export interface CampaignSettingsInput {
  name?: string | null;
  timezone?: string | null;
  /** Where the zone came from (product.md §10, the zone rule); see sendZoneSourceAfterEdit for an update without it. */
  timezoneSource?: SendZoneSource | null;
  excludeWeekends?: boolean | null;
  isActive?: boolean | null;
  trackOpens?: boolean | null;
  /** The sending hours, minutes after local midnight (both or neither; validateSendWindow). */
  sendWindowStart?: number | null;
  sendWindowEnd?: number | null;
  /** The recipient's work week; omitted: the zone's country's. */
  workWeek?: WorkWeek | null;
  /** The caller's imported posting the sequence starts from (create only). */
  jobPostingId?: number | null;
}

/** Echoes at most the length of a real zone name (a 10,000-character 'timezone' is not repeated back). */
export const unknownTimezone = (timezone: string) =>
  `Unknown timezone: ${timezone.length > 64 ? `${timezone.slice(0, 64)}…` : timezone}`;

/** Raised when the campaign does not exist, is deleted or belongs to someone else (indistinguishable on purpose). */
export class CampaignNotFoundError extends Error {
  constructor() {
    super(CAMPAIGN_NOT_FOUND);
    this.name = 'CampaignNotFoundError';
  }
}

/** Raised when campaign settings break a spec rule; the message is the spec's text. */
export class CampaignValidationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CampaignValidationError';
  }
}

const SORT_COLUMNS = {
  updatedAt: { column: campaigns.updatedAt, type: 'timestamptz' },
  createdAt: { column: campaigns.createdAt, type: 'timestamptz' },
  lastEmailSentAt: { column: campaigns.lastEmailSentAt, type: 'timestamptz' },
  name: { column: campaigns.name, type: 'text' },
} as const;

const ownedBy = (userId: string) => and(eq(campaigns.userId, userId), isNull(campaigns.deletedAt));

/** `%` and `_` in the user's search text are literal characters, not wildcards. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listCampaigns(
  db: Database,
  userId: string,
  args: CampaignListArgs,
): Promise<Page<Campaign> & { totalCount: number }> {
  const sortField = args.sort?.field ?? 'updatedAt';
  const sort = SORT_COLUMNS[sortField];
  const search = args.filter?.search?.trim();
  const filter = whereAll(
    ownedBy(userId),
    args.filter?.id != null ? eq(campaigns.id, args.filter.id) : undefined,
    search ? ilike(campaigns.name, likePattern(search)) : undefined,
    args.filter?.isActive != null ? eq(campaigns.isActive, args.filter.isActive) : undefined,
  );
  return listKeysetPage(db, {
    table: campaigns,
    idColumn: campaigns.id,
    where: filter,
    sort,
    direction: args.sort?.direction ?? 'desc',
    pagination: args.pagination,
    defaultPageSize: PAGE_SIZES.campaigns,
  });
}

export async function findCampaign(db: Database, userId: string, id: number): Promise<Campaign | undefined> {
  const [row] = await db
    .select()
    .from(campaigns)
    .where(and(ownedBy(userId), eq(campaigns.id, id)));
  return row;
}

/** Live campaigns by id, without an owner check: for parents of rows already known to be the caller's. */
export async function findCampaignsByIds(db: Database, ids: readonly number[]): Promise<Campaign[]> {
  return db
    .select()
    .from(campaigns)
    .where(and(inArray(campaigns.id, [...ids]), isNull(campaigns.deletedAt)));
}

/** The policy columns the input changes; throws CampaignValidationError with the rule's message. */
function validPolicyChanges(input: CampaignSettingsInput, stored: Parameters<typeof policyChanges>[1]) {
  const changes = policyChanges(input, stored);
  if (typeof changes === 'string') throw new CampaignValidationError(changes);
  return changes;
}

function checkTimezone(timezone: string) {
  if (!isKnownTimezone(timezone)) throw new CampaignValidationError(unknownTimezone(timezone));
}

export async function createCampaign(
  db: Database,
  userId: string,
  input: CampaignSettingsInput,
): Promise<{ campaign: Campaign; message: string }> {
  const problem = validateCampaign(input);
  if (problem) throw new CampaignValidationError(problem);
  const timezone = input.timezone!.trim();
  checkTimezone(timezone);
  const policy = validPolicyChanges(input, DEFAULT_WINDOW_ROW);
  // The server's own read of the posting, and only the caller's: never fields a client sent.
  if (input.jobPostingId != null && !(await findOwnedPosting(db, userId, input.jobPostingId))) {
    throw new CampaignValidationError(JOB_POSTING_NOT_FOUND);
  }
  const [campaign] = await db
    .insert(campaigns)
    .values({
      userId,
      name: input.name!.trim(),
      timezone,
      timezoneSource: input.timezoneSource ?? null,
      ...(input.excludeWeekends != null && { excludeWeekends: input.excludeWeekends }),
      ...(input.isActive != null && { isActive: input.isActive }),
      ...(input.trackOpens != null && { trackOpens: input.trackOpens }),
      ...(input.jobPostingId != null && { jobPostingId: input.jobPostingId }),
      ...policy,
    })
    .returning();
  return { campaign: campaign!, message: CAMPAIGN_CREATED };
}

/**
 * The timezone_source an update leaves (product.md §10, the zone rule): the source sent, else a zone sent unchanged
 * keeps its source and a new zone was picked by hand (CHOSEN). Reads the row locked, inside the update's transaction.
 */
async function sourceAfterUpdate(tx: DbOrTx, userId: string, id: number, input: CampaignSettingsInput) {
  if (input.timezone == null) return input.timezoneSource ?? undefined;
  const [before] = await tx
    .select({ zone: campaigns.timezone, source: campaigns.timezoneSource })
    .from(campaigns)
    .where(and(ownedBy(userId), eq(campaigns.id, id)))
    .for('update');
  if (!before) return undefined;
  const source = sendZoneSourceAfterEdit(
    { zone: before.zone, source: before.source as SendZoneSource | null },
    { zone: input.timezone, source: input.timezoneSource },
  );
  return source ?? undefined;
}

/**
 * Applies any subset of the settings; omitted (null/undefined) fields stay unchanged. A new zone or weekend switch
 * re-plans every unsent email and its send job in the same transaction; `replan` says when the first one now goes.
 */
export async function updateCampaign(
  db: Database,
  userId: string,
  id: number,
  input: CampaignSettingsInput,
  now: Date = new Date(),
): Promise<Campaign & { activated: boolean; replan: ReplanResult | null }> {
  const changes: Partial<Campaign> = {};
  if (input.name != null) {
    const problem = validateCampaignName(input.name);
    if (problem) throw new CampaignValidationError(problem);
    changes.name = input.name.trim();
  }
  if (input.timezone != null) {
    const problem = validateTimezone(input.timezone);
    if (problem) throw new CampaignValidationError(problem);
    changes.timezone = input.timezone.trim();
    checkTimezone(changes.timezone);
  }
  if (input.excludeWeekends != null) changes.excludeWeekends = input.excludeWeekends;
  if (input.isActive != null) changes.isActive = input.isActive;
  if (input.trackOpens != null) changes.trackOpens = input.trackOpens;
  // updatedAt is set even with no other change: the list's "last activity" reflects the save. The old settings are
  // read with the row locked in the same transaction, so a paused→active switch is seen once.
  return db.transaction(async (tx) => {
    const source = await sourceAfterUpdate(tx, userId, id, input);
    const [locked] = await tx
      .select()
      .from(campaigns)
      .where(and(ownedBy(userId), eq(campaigns.id, id)))
      .for('update');
    if (!locked) throw new CampaignNotFoundError();
    const [row] = await tx
      .update(campaigns)
      .set({ ...changes, ...validPolicyChanges(input, locked), ...(source && { timezoneSource: source }), updatedAt: sql`now()` })
      .where(and(ownedBy(userId), eq(campaigns.id, id)))
      .returning(getTableColumns(campaigns));
    if (!row) throw new CampaignNotFoundError();
    const campaign = row;
    const before = policyOfCampaign(locked);
    const after = policyOfCampaign(campaign);
    // A new zone, weekend switch, hours or work week re-plans the unsent emails in this transaction.
    const replan = samePolicy(before, after)
      ? null
      : await replanCampaignEmails(tx, { campaignId: campaign.id, before, after, now });
    const wasActive = locked.isActive;
    return { ...campaign, activated: !wasActive && campaign.isActive, replan };
  });
}

/**
 * Soft delete: the campaign disappears at once and its unsent emails are cancelled in the same statement (one being
 * sent right now holds a claim and finishes; the claim re-checks the campaign, so nothing later goes out). A
 * contact's sequence cancelled before any of its emails went out gives its month's count back. The hourly purge
 * removes the campaign with its contacts and history for good a day later (spec: within 30 days).
 */
export async function deleteCampaign(db: Database, userId: string, id: number): Promise<{ message: string }> {
  await db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ id: number }>(sql`
      UPDATE campaigns SET deleted_at = now(), is_active = false, updated_at = now()
       WHERE id = ${id} AND user_id = ${userId} AND deleted_at IS NULL
      RETURNING id`);
    if (rows.length === 0) throw new CampaignNotFoundError();
    // Delivery owns campaign_emails: it cancels the unsent ones in this transaction.
    const cancelled = await cancelUnsentEmailsOfCampaign(tx, id);
    await giveBackUnsentSequences(tx, userId, cancelled);
  });
  return { message: CAMPAIGN_DELETED };
}
