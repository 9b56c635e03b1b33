// A user with many contacts, each with what the per-contact fields read (sent and scheduled emails, a detected reply,
// for some a note after it), inserted in a few statements: the cost rule's test and the query-flood bench.
import type pg from 'pg';

export interface ManyContactsOptions {
  campaigns: number;
  contactsPerCampaign: number;
}

/** The user's new campaigns' ids, in order; every contact gets a 3-step sequence's first two emails. */
export async function insertManyContacts(pool: pg.Pool, userId: string, options: ManyContactsOptions): Promise<number[]> {
  const { rows } = await pool.query<{ id: number }>(
    `INSERT INTO campaigns (user_id, name, timezone, exclude_weekends)
     SELECT $1, 'Volume campaign ' || n, 'Europe/London', true FROM generate_series(1, $2::int) AS n RETURNING id`,
    [userId, options.campaigns],
  );
  const ids = rows.map((row) => row.id).sort((a, b) => a - b);
  await pool.query(
    `INSERT INTO sequence_steps (campaign_id, position, subject, body, days_delay, next_mail_in_thread)
     SELECT k, s, CASE WHEN s = 1 THEN 'The Engineer role' ELSE '' END, 'Hi {{contact_first_name}}', (s - 1) * 3, true
       FROM unnest($1::int[]) AS k CROSS JOIN generate_series(1, 3) AS s`,
    [ids],
  );
  await pool.query(
    `INSERT INTO contacts (campaign_id, user_id, email, first_name, last_name, status, max_emails)
     SELECT k, $2, 'contact-' || k || '-' || i || '@company-' || (i % 40) || '.example', 'Dana', 'Recruiter', 'IN_PROGRESS', 3
       FROM unnest($1::int[]) AS k CROSS JOIN generate_series(1, $3::int) AS i`,
    [ids, userId, options.contactsPerCampaign],
  );
  await pool.query(
    `INSERT INTO campaign_emails (user_id, campaign_id, contact_id, step_id, position, subject, body, status,
                                  scheduled_for, sent_at, thread_id)
     SELECT c.user_id, c.campaign_id, c.id, s.id, s.position, 'The Engineer role', 'Hi Dana',
            (CASE WHEN s.position = 1 THEN 'SENT' ELSE 'SCHEDULED' END)::campaign_email_status, now() + (s.position || ' days')::interval,
            CASE WHEN s.position = 1 THEN now() - interval '3 days' END,
            CASE WHEN s.position = 1 THEN 'thread-' || c.id END
       FROM contacts c JOIN sequence_steps s ON s.campaign_id = c.campaign_id AND s.position <= 2
      WHERE c.campaign_id = ANY($1::int[])`,
    [ids],
  );
  await pool.query(
    `INSERT INTO reply_outcome_events (user_id, contact_id, outcome, source, occurred_at, thread_id)
     SELECT user_id, id, 'APPLICATION_RECEIVED', 'DETECTED', now() - interval '2 days', 'thread-' || id
       FROM contacts WHERE campaign_id = ANY($1::int[])`,
    [ids],
  );
  await pool.query('ANALYZE');
  return ids;
}
