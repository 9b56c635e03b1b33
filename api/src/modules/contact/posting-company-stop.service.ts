// An interview ends the search at that company for now (product.md §1): delivery stops every running sequence at the
// interview contact's email domain; this adds the sequences tied to the company by a job posting (issue 38 item 6):
// the user's sequences whose posting names the same company domain, and those whose recipient's address is at the
// company domain of the interview's posting. Each stops as delivery's interview stop does (RESPONDED, stop reason
// INTERVIEW_AT_COMPANY, its unsent emails dropped); free-mail domains say nothing about an employer.
import { sql } from 'drizzle-orm';
import { getDomain } from 'tldts';
import { emailDomainOf, isFreeMailDomain } from 'contracts';
import type { Database } from '../../db/db.client';
import { cancelUnsentEmailsOfContact } from '../delivery';

const companyOf = (domain: string | null | undefined): string | null => {
  const plain = domain?.trim().toLowerCase().replace(/\.$/, '');
  if (!plain || isFreeMailDomain(plain)) return null;
  return getDomain(plain) ?? plain;
};

/** Stops the user's other running sequences tied by a posting to the interview's company; answers the contacts stopped. */
export async function stopSequencesAtPostingCompany(
  db: Database,
  input: { userId: string; contactId: number; now?: Date },
): Promise<number[]> {
  const now = input.now ?? new Date();
  const { rows: own } = await db.execute<{ email: string | null; posting_domain: string | null }>(sql`
    SELECT c.email, p.company_domain AS posting_domain
      FROM contacts c JOIN campaigns k ON k.id = c.campaign_id LEFT JOIN job_postings p ON p.id = k.job_posting_id
     WHERE c.id = ${input.contactId} AND c.user_id = ${input.userId}`);
  const me = own[0];
  if (!me) return [];
  const companies = new Set(
    [companyOf(me.posting_domain), companyOf(me.email ? emailDomainOf(me.email) : null)].filter((d): d is string => !!d),
  );
  if (companies.size === 0) return [];
  // Coarse first cut in SQL (each company and its subdomains); the registrable domain decides below.
  const patterns = [...companies].map((domain) => `%${domain.replace(/[\\%_]/g, '\\$&')}`);
  const like = (column: ReturnType<typeof sql>) =>
    sql.join(
      patterns.map((pattern) => sql`lower(${column}) LIKE ${pattern}`),
      sql` OR `,
    );
  const { rows } = await db.execute<{ id: number; email: string | null; posting_domain: string | null }>(sql`
    SELECT c.id, c.email, p.company_domain AS posting_domain
      FROM contacts c JOIN campaigns k ON k.id = c.campaign_id AND k.deleted_at IS NULL
      LEFT JOIN job_postings p ON p.id = k.job_posting_id
     WHERE c.user_id = ${input.userId} AND c.id <> ${input.contactId} AND c.deleted_at IS NULL
       AND (c.status IS NULL OR c.status = 'IN_PROGRESS')
       AND ((${like(sql`c.email`)}) OR (${like(sql`p.company_domain`)}))`);
  const stopped: number[] = [];
  for (const row of rows) {
    const atCompany =
      companies.has(companyOf(row.posting_domain) ?? '') ||
      companies.has(companyOf(row.email ? emailDomainOf(row.email) : null) ?? '');
    if (!atCompany) continue;
    const done = await db.transaction(async (tx) => {
      const { rows: changed } = await tx.execute<{ id: number }>(sql`
        UPDATE contacts SET status = 'RESPONDED', stop_reason = 'INTERVIEW_AT_COMPANY', reply_undo_until = NULL,
               updated_at = ${now}
         WHERE id = ${row.id} AND (status IS NULL OR status = 'IN_PROGRESS')
        RETURNING id`);
      if (changed.length > 0) await cancelUnsentEmailsOfContact(tx, row.id);
      return changed.length > 0;
    });
    if (done) stopped.push(row.id);
  }
  return stopped;
}
