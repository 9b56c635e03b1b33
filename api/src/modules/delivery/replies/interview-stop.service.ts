// An interview invitation (confirmed by the user, or proposed from a calendar invitation) ends the search at that
// company for now: every running sequence of the user to an address at the same company domain stops (product.md §1).
// A free-mail address says nothing about an employer, so a contact at gmail.com stops only their own sequence.
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/db.client';
import { markContactStoppedForInterview } from '../store';
import { companyDomainOf } from './sender-relation.util';

/** Stops the user's other running sequences at the contact's company; returns the ids of the contacts stopped. */
export async function stopSequencesAtCompany(
  db: Database,
  input: { userId: string; contactId: number; now?: Date },
): Promise<number[]> {
  const now = input.now ?? new Date();
  const { rows: own } = await db.execute<{ email: string | null }>(sql`
    SELECT email FROM contacts WHERE id = ${input.contactId} AND user_id = ${input.userId}`);
  const company = companyDomainOf(own[0]?.email);
  if (!company) return [];
  // The domain filter in SQL is a coarse first cut (subdomains included); the registrable domain decides.
  const { rows } = await db.execute<{ id: number; email: string }>(sql`
    SELECT c.id, c.email FROM contacts c JOIN campaigns k ON k.id = c.campaign_id AND k.deleted_at IS NULL
     WHERE c.user_id = ${input.userId} AND c.id <> ${input.contactId} AND c.deleted_at IS NULL
       AND (c.status IS NULL OR c.status = 'IN_PROGRESS') AND c.email IS NOT NULL
       AND lower(c.email) LIKE ${`%${company.replace(/[\\%_]/g, '\\$&')}`}`);
  const stopped: number[] = [];
  for (const row of rows) {
    if (companyDomainOf(row.email) !== company) continue;
    if (await markContactStoppedForInterview(db, { contactId: row.id, now })) stopped.push(row.id);
  }
  return stopped;
}
