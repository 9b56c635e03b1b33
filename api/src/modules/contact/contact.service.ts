// A user's contacts: list, read, add, pause/resume, mark as replied, delete. Ownership is part of every query:
// another user's contact (or one of a deleted campaign) is indistinguishable from a missing one.
import { and, count, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import {
  type AddContactMode,
  type CreateContactInput as GraphQLCreateContactInput,
  CAMPAIGN_NOT_FOUND,
  CONTACT_ADDED,
  CONTACT_DELETED,
  PAGE_SIZES,
  normalizeLinkedInUrl,
  sendZoneForNewRecipient,
  type SendZoneSource,
  trimContactValues,
  validateAddContact,
  validateAppliedAt,
} from 'contracts';
import type { Database, DbOrTx } from '../../db/db.client';
import { campaigns, contacts, sequenceSteps, type Contact } from '../../db/schema';
import { giveBackUnsentSequences } from '../billing';
import { setGuessedCampaignZone } from '../campaign/store';
import { cancelUnsentEmailsOfContact, markContactResponded, onContactActivated } from '../delivery';
import { hasGmailSendPermission } from '../google';
import { checkRecipientForWrite } from './recipient-rules.service';
import { whereAll, type Page, type PaginationArgs } from '../../core/cursor-pagination.util';
import { listKeysetPage } from '../../core/keyset-list.query';

export const CONTACT_NOT_FOUND = 'Contact not found';
export const CONTACT_UPDATED = 'Contact updated successfully';
/** Not a spec text: the only status a user may set is RESPONDED ('mark as replied'). */
export const ONLY_RESPONDED_SETTABLE = 'Only RESPONDED can be set on a contact';

export class ContactNotFoundError extends Error {
  constructor(message = CONTACT_NOT_FOUND) {
    super(message);
    this.name = 'ContactNotFoundError';
  }
}

export class ContactValidationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ContactValidationError';
  }
}

export type ContactSortField = 'createdAt' | 'updatedAt' | 'firstName' | 'emailsSent';

export interface ContactListArgs {
  pagination?: PaginationArgs | null;
  filter?: { id?: number | null; campaignId?: number | null; search?: string | null } | null;
  sort?: { field: ContactSortField; direction: 'asc' | 'desc' } | null;
}

const SORT_COLUMNS = {
  createdAt: { column: contacts.createdAt, type: 'timestamptz' },
  updatedAt: { column: contacts.updatedAt, type: 'timestamptz' },
  firstName: { column: contacts.firstName, type: 'text' },
  emailsSent: { column: contacts.emailsSent, type: 'integer' },
} as const;

/** The user's live contacts of live campaigns. */
const ownedBy = (userId: string) =>
  and(
    eq(contacts.userId, userId),
    isNull(contacts.deletedAt),
    sql`exists (select 1 from ${campaigns} k where k.id = ${contacts.campaignId} and k.deleted_at is null)`,
  );

/** `%` and `_` in the user's search text are literal characters, not wildcards. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listContacts(
  db: Database,
  userId: string,
  args: ContactListArgs,
): Promise<Page<Contact> & { totalCount: number }> {
  const sort = SORT_COLUMNS[args.sort?.field ?? 'createdAt'];
  const search = args.filter?.search?.trim();
  const filter = whereAll(
    ownedBy(userId),
    args.filter?.id != null ? eq(contacts.id, args.filter.id) : undefined,
    args.filter?.campaignId != null ? eq(contacts.campaignId, args.filter.campaignId) : undefined,
    search
      ? or(
          ilike(contacts.email, likePattern(search)),
          ilike(contacts.firstName, likePattern(search)),
          ilike(contacts.lastName, likePattern(search)),
        )
      : undefined,
  );
  const defaultSize = args.filter?.campaignId != null ? PAGE_SIZES.campaignContacts : PAGE_SIZES.contactsList;
  return listKeysetPage(db, {
    table: contacts,
    idColumn: contacts.id,
    where: filter,
    sort,
    direction: args.sort?.direction ?? 'desc',
    pagination: args.pagination,
    defaultPageSize: defaultSize,
  });
}

export async function findContact(db: Database, userId: string, id: number): Promise<Contact | undefined> {
  const [row] = await db
    .select()
    .from(contacts)
    .where(and(ownedBy(userId), eq(contacts.id, id)));
  return row;
}

/** The first contact matching the filter inside one campaign, newest first (CampaignDetail.contact). */
export async function findCampaignContact(
  db: Database,
  userId: string,
  campaignId: number,
  filter: NonNullable<ContactListArgs['filter']>,
): Promise<Contact | undefined> {
  const page = await listContacts(db, userId, { filter: { ...filter, campaignId }, pagination: { first: 1 } });
  return page.edges[0]?.node;
}

/**
 * The zone rule (product.md §10): the sequence's first recipient's domain guess replaces a zone nobody chose (the
 * browser's, or the default); a chosen zone is never overridden. Only for the first live contact: a later one's guess
 * would move the others' emails. Nothing needs re-planning: a campaign without live contacts has no unsent emails
 * (they go with a deleted contact), and this contact's are planned by createEmailSequence, in the new zone.
 */
async function applyRecipientZone(
  tx: DbOrTx,
  campaign: { id: number; timezone: string; source: SendZoneSource | null },
  contact: Contact,
): Promise<void> {
  const guess = sendZoneForNewRecipient({ zone: campaign.timezone, source: campaign.source }, contact.email);
  if (!guess) return;
  const [others] = await tx
    .select({ value: count() })
    .from(contacts)
    .where(and(eq(contacts.campaignId, campaign.id), isNull(contacts.deletedAt), sql`${contacts.id} <> ${contact.id}`));
  if (others && others.value > 0) return;
  await setGuessedCampaignZone(tx, { campaignId: campaign.id, zone: guess.zone, source: guess.source });
}

/**
 * 'Applied on' left empty for a sequence started from a job posting: the day the user imported it, in the sequence's
 * zone (product.md §10, "The application knows its job": people import the posting they apply to).
 */
async function postingImportDay(tx: DbOrTx, campaignId: number): Promise<string | null> {
  const { rows } = await tx.execute<{ day: string }>(sql`
    SELECT (p.imported_at AT TIME ZONE k.timezone)::date::text AS day
      FROM campaigns k JOIN job_postings p ON p.id = k.job_posting_id
     WHERE k.id = ${campaignId}`);
  return rows[0]?.day ?? null;
}

/** The GraphQL input (contracts): an address or a LinkedIn URL, the day the user applied (YYYY-MM-DD). */
export type CreateContactInput = GraphQLCreateContactInput;

/** An applied day given by the user: trimmed, '' as none, else checked (product.md §11, "One timeline per application"). */
function appliedDay(value: string | null | undefined, now = new Date()): string | null {
  const day = value?.trim();
  if (!day) return null;
  const problem = validateAppliedAt(day, now.toISOString().slice(0, 10));
  if (problem) throw new ContactValidationError(problem);
  return day;
}

/**
 * Adds a contact to one of the user's campaigns (product.md §5 rules and the contracts bounds: a real address, a LinkedIn
 * URL that is the whole input, stored as https://www.linkedin.com/<kind>/<id>, names of at most 100 characters); the
 * sequence is scheduled by createEmailSequence. The new contact starts an active sequence, so the recipient rules
 * apply (recipient-rules.service.ts): checked and inserted under the user's recipient lock.
 */
export async function createContact(
  db: Database,
  userId: string,
  input: CreateContactInput,
): Promise<{ contact: Contact; message: string; hasPermission: boolean }> {
  const mode: AddContactMode = !input.email?.trim() && input.linkedInUrl?.trim() ? 'linkedin' : 'email';
  const problem = validateAddContact({ ...input, mode });
  if (problem) throw new ContactValidationError(problem);
  const values = trimContactValues({ ...input, mode });
  const appliedAt = appliedDay(input.appliedAt);

  const contact = await db.transaction(async (tx) => {
    // Locked: two contacts added at once must agree on which is the first (the one whose domain may set the zone).
    const [campaign] = await tx
      .select({ id: campaigns.id, timezone: campaigns.timezone, source: campaigns.timezoneSource })
      .from(campaigns)
      .where(and(eq(campaigns.id, input.campaignId), eq(campaigns.userId, userId), isNull(campaigns.deletedAt)))
      .for('update');
    if (!campaign) throw new ContactNotFoundError(CAMPAIGN_NOT_FOUND);
    const recipient = await checkRecipientForWrite(tx, userId, values.email);
    if (!recipient.allowed) throw new ContactValidationError(recipient.message!);
    const [steps] = await tx.select({ value: count() }).from(sequenceSteps).where(eq(sequenceSteps.campaignId, campaign.id));
    const applied = appliedAt ?? (await postingImportDay(tx, campaign.id));
    const [row] = await tx
      .insert(contacts)
      .values({
        campaignId: campaign.id,
        userId,
        email: values.email,
        firstName: values.firstName,
        lastName: values.lastName || null,
        linkedinUrl: normalizeLinkedInUrl(values.linkedInUrl),
        appliedAt: applied,
        ...(steps && steps.value > 0 && { maxEmails: steps.value }),
      })
      .returning();
    await applyRecipientZone(tx, { ...campaign, source: campaign.source as SendZoneSource | null }, row!);
    return row!;
  });
  return { contact, message: CONTACT_ADDED, hasPermission: await hasGmailSendPermission(db, userId) };
}

export interface UpdateContactInput {
  id: number;
  isActive?: boolean | null;
  status?: string | null;
  /** Absent: unchanged; null or '': cleared. */
  appliedAt?: string | null;
}

/**
 * Pause/resume and 'mark as replied'. Resuming hands held emails back to the delivery engine; marking as
 * replied stops the sequence (the engine deletes the unsent emails). A paused sequence still counts as active, so
 * resuming normally passes the recipient rules. They are checked anyway: contacts added before the rules existed
 * may share an address, and then only one of them may run.
 */
export async function updateContact(db: Database, userId: string, input: UpdateContactInput, now = new Date()): Promise<Contact> {
  if (input.status != null && input.status !== 'RESPONDED') throw new ContactValidationError(ONLY_RESPONDED_SETTABLE);
  const appliedAt = input.appliedAt === undefined ? undefined : appliedDay(input.appliedAt, now);
  const before = await findContact(db, userId, input.id);
  if (!before) throw new ContactNotFoundError();
  if (appliedAt !== undefined) {
    await db
      .update(contacts)
      .set({ appliedAt, updatedAt: now })
      .where(and(eq(contacts.id, before.id), eq(contacts.userId, userId)));
  }
  if (input.isActive != null) {
    await db.transaction(async (tx) => {
      const sequenceRuns = before.status === null || before.status === 'IN_PROGRESS';
      if (input.isActive === true && !before.isActive && before.email && sequenceRuns) {
        const recipient = await checkRecipientForWrite(tx, userId, before.email, before.id);
        if (!recipient.allowed) throw new ContactValidationError(recipient.message!);
      }
      await tx
        .update(contacts)
        // A resume ends a pause the product made too (pauseReason: the user wrote by hand).
        .set({ isActive: input.isActive!, ...(input.isActive && { pauseReason: null }), updatedAt: now })
        .where(and(eq(contacts.id, before.id), eq(contacts.userId, userId)));
    });
  }
  if (input.status === 'RESPONDED') {
    // 'Mark as replied': undoable until the next email's would-be send (undoMarkReplied, contact-reply-undo.service.ts).
    await markContactResponded(db, { contactId: before.id, respondedAt: now, stopReason: 'MARKED_REPLIED', now });
  }
  if (input.isActive === true && !before.isActive) await onContactActivated(db, { userId, contactId: before.id, now });
  return (await findContact(db, userId, before.id))!;
}

/**
 * Soft delete; the contact's unsent emails go with it (a claimed one re-checks the contact and stops). A contact
 * deleted before any email of its sequence went out gives its month's count back, as a deleted sequence does
 * (product.md §9).
 */
export async function deleteContact(db: Database, userId: string, id: number): Promise<{ message: string }> {
  await db.transaction(async (tx) => {
    const [deleted] = await tx
      .update(contacts)
      .set({ deletedAt: sql`now()`, isActive: false })
      .where(and(ownedBy(userId), eq(contacts.id, id)))
      .returning({ id: contacts.id });
    if (!deleted) throw new ContactNotFoundError();
    const cancelled = await cancelUnsentEmailsOfContact(tx, id);
    await giveBackUnsentSequences(tx, userId, cancelled);
  });
  return { message: CONTACT_DELETED };
}
