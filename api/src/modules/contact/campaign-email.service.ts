// A user's email history (GetCampaignEmails) and the per-contact lookups the Contact fields batch.
import { asc, desc, eq, inArray } from 'drizzle-orm';
import { PAGE_SIZES } from 'contracts';
import type { Database } from '../../db/db.client';
import { campaignEmails, type CampaignEmail } from '../../db/schema';
import { whereAll, type Page, type PaginationArgs } from '../../core/cursor-pagination.util';
import { listKeysetPage } from '../../core/keyset-list.query';

export type CampaignEmailSortField = 'createdAt' | 'sentAt' | 'scheduledFor' | 'position';

export interface CampaignEmailListArgs {
  pagination?: PaginationArgs | null;
  filter?: { contactId?: number | null; campaignId?: number | null } | null;
  sort?: { field: CampaignEmailSortField; direction: 'asc' | 'desc' } | null;
}

const SORT_COLUMNS = {
  createdAt: { column: campaignEmails.createdAt, type: 'timestamptz' },
  sentAt: { column: campaignEmails.sentAt, type: 'timestamptz' },
  scheduledFor: { column: campaignEmails.scheduledFor, type: 'timestamptz' },
  position: { column: campaignEmails.position, type: 'integer' },
} as const;

export async function listCampaignEmails(
  db: Database,
  userId: string,
  args: CampaignEmailListArgs,
): Promise<Page<CampaignEmail> & { totalCount: number }> {
  const sort = SORT_COLUMNS[args.sort?.field ?? 'createdAt'];
  const filter = whereAll(
    eq(campaignEmails.userId, userId),
    args.filter?.contactId != null ? eq(campaignEmails.contactId, args.filter.contactId) : undefined,
    args.filter?.campaignId != null ? eq(campaignEmails.campaignId, args.filter.campaignId) : undefined,
  );
  return listKeysetPage(db, {
    table: campaignEmails,
    idColumn: campaignEmails.id,
    where: filter,
    sort,
    direction: args.sort?.direction ?? 'desc',
    pagination: args.pagination,
    defaultPageSize: PAGE_SIZES.emailHistory,
  });
}

/** Every email of many contacts, by position, in one query (Contact.campaignEmails / campaignEmail). */
export async function loadEmailsByContact(db: Database, contactIds: readonly number[]): Promise<Map<number, CampaignEmail[]>> {
  const rows = await db
    .select()
    .from(campaignEmails)
    .where(inArray(campaignEmails.contactId, [...contactIds]))
    .orderBy(asc(campaignEmails.position), desc(campaignEmails.id));
  const byContact = new Map<number, CampaignEmail[]>();
  for (const row of rows) byContact.set(row.contactId, [...(byContact.get(row.contactId) ?? []), row]);
  return byContact;
}

/** The most recent email (highest position: sent or scheduled) of a contact's history. */
export const latestEmail = (emails: readonly CampaignEmail[]): CampaignEmail | null => emails.at(-1) ?? null;
