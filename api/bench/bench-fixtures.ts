// Seeds a benchmark: N users with a Gmail grant each (tokens issued by the stand-in, sealed like real ones,
// with a warm access token), one 3-step campaign per user, M contacts per campaign, and every contact's first
// email SCHEDULED for the same instant with its send job.
import { sql } from 'drizzle-orm';
import type { GoogleStandIn } from 'devstack/google';
import { GMAIL_SEND_SCOPE } from 'contracts';
import type { AppConfig } from '../src/config/config';
import type { Database } from '../src/db/db.client';
import { JobName } from '../src/jobs/job-names.constants';
import { storeGrant } from '../src/modules/mailbox';

export interface SeedOptions {
  users: number;
  contactsPerUser: number;
  dueAt: Date;
  timezone: string;
}

const SCOPES = ['openid', 'email', GMAIL_SEND_SCOPE];

/** Issues a sender's tokens: the stand-in itself, or a stand-in in another process (api-load.bench.ts). */
export interface TokenIssuer {
  issueTokens: (
    input: Parameters<GoogleStandIn['issueTokens']>[0],
  ) => ReturnType<GoogleStandIn['issueTokens']> | Promise<ReturnType<GoogleStandIn['issueTokens']>>;
}

export async function seedDrain(db: Database, config: AppConfig, google: TokenIssuer, options: SeedOptions): Promise<number> {
  const { rows: users } = await db.execute<{ id: string; n: number }>(sql`
    INSERT INTO users (name, email)
    SELECT 'Bench User ' || n, 'bench-' || n || '-' || md5(random()::text) || '@example.com' FROM generate_series(1, ${options.users}) AS n
    RETURNING id, (regexp_match(name, '[0-9]+$'))[1]::int AS n`);

  // Real grants, sealed by the store; a warm access token, as in steady state (no refresh on the first send).
  const expiresAt = new Date(Date.now() + 55 * 60 * 1000);
  for (let start = 0; start < users.length; start += 25) {
    await Promise.all(
      users.slice(start, start + 25).map(async (user) => {
        const googleEmail = `bench.sender.${user.n}@gmail.com`;
        const tokens = await google.issueTokens({ email: googleEmail, scopes: SCOPES });
        return storeGrant(db, config.tokenEncryption, {
          userId: user.id,
          provider: 'google',
          address: googleEmail,
          scopes: SCOPES,
          refreshToken: tokens.refreshToken,
          accessToken: tokens.accessToken,
          accessTokenExpiresAt: expiresAt,
        });
      }),
    );
  }

  await db.execute(sql`
    INSERT INTO campaigns (user_id, name, timezone, exclude_weekends)
    SELECT id, 'Bench campaign', ${options.timezone}, false FROM users WHERE name LIKE 'Bench User %'`);
  await db.execute(sql`
    INSERT INTO sequence_steps (campaign_id, position, subject, body, days_delay, next_mail_in_thread)
    SELECT k.id, s.position, CASE WHEN s.position = 1 THEN 'Quick follow-up on the Engineer role' ELSE '' END,
           'Hi {{contact_first_name}},' || chr(10) || 'Following up on my application.' || chr(10) || '{{your_name}}',
           CASE WHEN s.position = 1 THEN 0 ELSE 2 END, true
      FROM campaigns k CROSS JOIN (VALUES (1), (2), (3)) AS s(position)`);
  await db.execute(sql`
    INSERT INTO contacts (campaign_id, user_id, email, first_name, last_name, status, max_emails)
    SELECT k.id, k.user_id, 'contact-' || k.id || '-' || i || '@acme.example', 'Dana', 'Recruiter', 'IN_PROGRESS', 3
      FROM campaigns k CROSS JOIN generate_series(1, ${options.contactsPerUser}) AS i`);
  const { rows } = await db.execute<{ count: number }>(sql`
    WITH emails AS (
      INSERT INTO campaign_emails (user_id, campaign_id, contact_id, step_id, position, subject, body, status, scheduled_for)
      SELECT c.user_id, c.campaign_id, c.id, s.id, 1, s.subject, s.body, 'SCHEDULED', ${options.dueAt}::timestamptz
        FROM contacts c JOIN sequence_steps s ON s.campaign_id = c.campaign_id AND s.position = 1
      RETURNING id
    ), jobs AS (
      INSERT INTO agenda_jobs (name, data, next_run_at)
      SELECT ${JobName.SEND_CAMPAIGN_EMAIL}, jsonb_build_object('campaignEmailId', id), ${options.dueAt}::timestamptz FROM emails
      RETURNING id
    )
    SELECT count(*)::int AS count FROM jobs`);
  await db.execute(sql`ANALYZE`);
  return rows[0]!.count;
}
