// An interview invitation (confirmed by the user, proposed from a calendar invitation, or set from a reply alert's
// link) ends the search at that company for now: every running sequence of the user tied to the same company stops
// (product.md §1, §10 "The application knows its job"). A sequence is tied to a company by its recipient's address or
// by the company domain of the job posting it was started from, and the interview's company is known the same two
// ways. A free-mail address says nothing about an employer, so a contact at gmail.com stops only their own sequence.
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/db.client';
import { markContactStoppedForInterview } from '../store';
import { companyDomainOf } from './sender-relation.util';

type Tied = { email: string | null; posting_domain: string | null };

/** The companies (registrable domains) a contact is tied to: its address's, and its sequence's posting's. */
const companiesOf = (row: Tied): string[] =>
  [companyDomainOf(row.email), row.posting_domain ? companyDomainOf(`x@${row.posting_domain}`) : undefined].filter(
    (domain): domain is string => Boolean(domain),
  );

/** Stops the user's other running sequences at the contact's company; returns the ids of the contacts stopped. */
export async function stopSequencesAtCompany(
  db: Database,
  input: { userId: string; contactId: number; now?: Date },
): Promise<number[]> {
  const now = input.now ?? new Date();
  const { rows: own } = await db.execute<Tied>(sql`
    SELECT c.email, p.company_domain AS posting_domain
      FROM contacts c JOIN campaigns k ON k.id = c.campaign_id LEFT JOIN job_postings p ON p.id = k.job_posting_id
     WHERE c.id = ${input.contactId} AND c.user_id = ${input.userId}`);
  const companies = new Set(own[0] ? companiesOf(own[0]) : []);
  if (companies.size === 0) return [];
  // The domain filter in SQL is a coarse first cut (subdomains included); the registrable domain decides below.
  const patterns = [...companies].map((company) => `%${company.replace(/[\\%_]/g, '\\$&')}`);
  const matching = (column: ReturnType<typeof sql>) =>
    sql.join(
      patterns.map((pattern) => sql`lower(${column}) LIKE ${pattern}`),
      sql` OR `,
    );
  const { rows } = await db.execute<Tied & { id: number }>(sql`
    SELECT c.id, c.email, p.company_domain AS posting_domain
      FROM contacts c JOIN campaigns k ON k.id = c.campaign_id AND k.deleted_at IS NULL
      LEFT JOIN job_postings p ON p.id = k.job_posting_id
     WHERE c.user_id = ${input.userId} AND c.id <> ${input.contactId} AND c.deleted_at IS NULL
       AND (c.status IS NULL OR c.status = 'IN_PROGRESS')
       AND ((${matching(sql`c.email`)}) OR (${matching(sql`p.company_domain`)}))`);
  const stopped: number[] = [];
  for (const row of rows) {
    if (!companiesOf(row).some((company) => companies.has(company))) continue;
    if (await markContactStoppedForInterview(db, { contactId: row.id, now })) stopped.push(row.id);
  }
  return stopped;
}
