import pg from 'pg';
import { createTestDatabase, type TestDatabase } from '../../testkit/db/test-database';
import { runMigrations } from './migrate.service';

const expectedTables = [
  'users',
  'session',
  'mail_grants',
  'mail_app_problems',
  'auth_tokens',
  'campaigns',
  'contacts',
  'sequence_steps',
  'attachments',
  'step_attachments',
  'stripe_events',
  'campaign_emails',
  'usage',
  'subscriptions',
  'invoices',
  'notification_log',
  'analytics_events',
  'access_requests',
  'agenda_jobs',
  'mail_auth_states',
  'send_rate_windows',
  'gmail_quota_windows',
  'chat_conversations',
  'rate_limits',
  'reply_outcome_events',
  'stripe_subscriptions',
  'email_lookup_usage',
  'email_lookup_project_usage',
  'email_lookup_cache',
  'job_postings',
];

const expectedEnums: Record<string, string[]> = {
  contact_status: ['IN_PROGRESS', 'RESPONDED', 'NO_RESPONSE', 'ERROR'],
  campaign_email_status: ['SCHEDULED', 'SENT', 'OPENED', 'RECEIVED', 'ERROR', 'NO_RESPONSE'],
  auth_token_purpose: ['verify_email', 'reset_password'],
  plan: ['starter', 'focused', 'relentless'],
};

describe('runMigrations', () => {
  let database: TestDatabase;
  let pool: pg.Pool;

  beforeAll(async () => {
    database = await createTestDatabase({ migrate: false });
    pool = new pg.Pool({ connectionString: database.url, max: 2 });
  });

  afterAll(async () => {
    await pool.end();
    await database.drop();
  });

  it('creates every table and enum on an empty database', async () => {
    await runMigrations(pool);

    const tables = await pool.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
    );
    expect(tables.rows.map((row) => row.table_name).sort()).toEqual([...expectedTables].sort());

    const enums = await pool.query<{ name: string; labels: string[] }>(
      `SELECT t.typname AS name, array_agg(e.enumlabel ORDER BY e.enumsortorder)::text[] AS labels
         FROM pg_type t JOIN pg_enum e ON e.enumtypid = t.oid
         JOIN pg_namespace n ON n.oid = t.typnamespace
        WHERE n.nspname = 'public' GROUP BY t.typname`,
    );
    expect(Object.fromEntries(enums.rows.map((row) => [row.name, row.labels]))).toEqual(expectedEnums);
  });

  it('is a no-op when applied again, also when two runs race', async () => {
    const before = await pool.query(`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`);
    await Promise.all([runMigrations(pool), runMigrations(pool)]);
    const after = await pool.query(`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`);
    expect(after.rows[0].n).toBe(before.rows[0].n);
    expect(before.rows[0].n).toBeGreaterThanOrEqual(2);
  });

  it('creates the session table in the layout connect-pg-simple writes to', async () => {
    await pool.query(
      `INSERT INTO session (sess, expire, sid) SELECT $1, to_timestamp($2), $3
       ON CONFLICT (sid) DO UPDATE SET sess = $1, expire = to_timestamp($2) RETURNING sid`,
      [JSON.stringify({ cookie: {}, passport: { user: 'user-42' } }), Date.now() / 1000 + 60, 'sid-1'],
    );
    const row = await pool.query(`SELECT user_id FROM session WHERE sid = 'sid-1'`);
    expect(row.rows[0].user_id).toBe('user-42');
  });
});
