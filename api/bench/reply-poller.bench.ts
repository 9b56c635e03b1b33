// `npm run bench` (after the engine's): what one POLL_REPLIES round costs for 1,000 connected accounts with the
// gmail.metadata grant and sequences waiting for an answer, against the devstack Gmail stand-in (answering after
// BENCH_GMAIL_LATENCY_MS) and a throwaway PostgreSQL with pg_stat_statements. Prints, and writes to
// bench/results/reply-poller.json: Gmail calls by endpoint, Gmail quota units, PostgreSQL execution time and wall time.
//   poll 1: a realistic minute (most mailboxes quiet, some with new mail in new threads, a few replies, out-of-office
//           notices and bounces in the campaign threads, a colleague writing a new thread)
//   poll 2: the minute after, nothing new
// The first sweep of a freshly connected mailbox (profile + one threads.get per campaign thread) is measured too.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { pino } from 'pino';
import { startGoogleStandIn, type GoogleStandIn } from 'devstack/google';
import { GMAIL_SEND_SCOPE } from 'contracts';
import { findRepositoryRoot, loadConfig, type AppConfig } from '../src/config/config';
import { createDb, type Database } from '../src/db/db.client';
import { runMigrations } from '../src/db/migrate.service';
import { createGoogleClients, createGoogleMailbox, GMAIL_METADATA_SCOPE, type GmailApiClient } from '../src/modules/google';
import { storeGrant } from '../src/modules/mailbox';
import { pollReplies, type PollSummary } from '../src/modules/delivery';
import { googleEnv, TEST_TOKEN_KEYS } from '../testkit/env/google-env';
import { startThrowawayPostgres } from '../testkit/db/throwaway-postgres';
import { round } from './bench-stats';

const ACCOUNTS = Number(process.env.BENCH_ACCOUNTS ?? 1_000);
const CONTACTS_PER_ACCOUNT = Number(process.env.BENCH_CONTACTS_PER_ACCOUNT ?? 2);
const GMAIL_LATENCY_MS = Number(process.env.BENCH_GMAIL_LATENCY_MS ?? 50);
const POLL_CONCURRENCY = Number(process.env.BENCH_POLL_CONCURRENCY ?? 4);
const SCOPES = ['openid', 'email', GMAIL_SEND_SCOPE, GMAIL_METADATA_SCOPE];
/** Gmail API quota units per call (developers.google.com/gmail/api/reference/quota); per-user limit 250 units/s. */
const QUOTA_UNITS: Record<string, number> = {
  history: 2,
  'messages.get': 5,
  'messages.list': 5,
  'threads.get': 10,
  profile: 1,
  send: 100,
};
const PER_USER_UNITS_PER_SECOND = 250;
/** The minute's mail: share of accounts, what arrives. The rest (~80%) get nothing. */
const MIX = { newThreads: 0.12, reply: 0.03, colleague: 0.02, outOfOffice: 0.02, bounce: 0.01 };

const root = findRepositoryRoot();
const log = (line: string) => process.stdout.write(`${line}\n`);

interface Account {
  userId: string;
  email: string;
  accessToken: string;
  contacts: Array<{ id: number; email: string; threadId: string }>;
}

async function createDatabase(adminUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function inBatches<T>(items: readonly T[], size: number, run: (item: T, index: number) => Promise<void>): Promise<void> {
  for (let start = 0; start < items.length; start += size) {
    await Promise.all(items.slice(start, start + size).map((item, offset) => run(item, start + offset)));
  }
}

function firstEmailMime(from: string, to: string, index: number): Buffer {
  return Buffer.from(
    [
      `From: Bench User <${from}>`,
      `To: ${to}`,
      'Subject: Quick follow-up on the Engineer role',
      `Message-ID: <bench-${index}-${Date.now()}@gmail.com>`,
      'MIME-Version: 1.0',
      'Content-Type: text/plain; charset=UTF-8',
      '',
      'Hi, following up on my application.',
      '',
    ].join('\r\n'),
  );
}

/** Accounts with a sealed metadata grant (warm access token), a 3-step campaign, contacts whose first email went out. */
async function seed(db: Database, config: AppConfig, google: GoogleStandIn, gmail: GmailApiClient): Promise<Account[]> {
  const { rows: users } = await db.execute<{ id: string; n: number }>(sql`
    INSERT INTO users (name, email)
    SELECT 'Bench User ' || n, 'poll-bench-' || n || '@example.com' FROM generate_series(1, ${ACCOUNTS}) AS n
    RETURNING id, (regexp_match(name, '[0-9]+$'))[1]::int AS n`);
  const accounts: Account[] = [];
  const expiresAt = new Date(Date.now() + 55 * 60 * 1000);
  await inBatches(users, 25, async (user) => {
    const email = `poll.bench.${user.n}@gmail.com`;
    const tokens = google.issueTokens({ email, scopes: SCOPES });
    await storeGrant(db, config.tokenEncryption, {
      userId: user.id,
      provider: 'google',
      address: email,
      scopes: SCOPES,
      refreshToken: tokens.refreshToken,
      accessToken: tokens.accessToken,
      accessTokenExpiresAt: expiresAt,
    });
    accounts.push({ userId: user.id, email, accessToken: tokens.accessToken, contacts: [] });
  });
  await db.execute(sql`
    INSERT INTO campaigns (user_id, name, timezone, exclude_weekends)
    SELECT id, 'Bench campaign', 'UTC', false FROM users WHERE name LIKE 'Bench User %'`);
  await db.execute(sql`
    INSERT INTO sequence_steps (campaign_id, position, subject, body, days_delay, next_mail_in_thread)
    SELECT k.id, s.position, CASE WHEN s.position = 1 THEN 'Quick follow-up on the Engineer role' ELSE '' END,
           'Hi, following up on my application.', CASE WHEN s.position = 1 THEN 0 ELSE 2 END, true
      FROM campaigns k CROSS JOIN (VALUES (1), (2), (3)) AS s(position)`);
  // Each contact at its own company domain (recruiter-<n>-<i>@company-<n>-<i>.example).
  const { rows: contactRows } = await db.execute<{ id: number; user_id: string; email: string }>(sql`
    INSERT INTO contacts (campaign_id, user_id, email, first_name, last_name, status, max_emails, emails_sent)
    SELECT k.id, k.user_id, 'recruiter-' || k.id || '-' || i || '@company-' || k.id || '-' || i || '.example', 'Dana', 'Recruiter',
           'IN_PROGRESS', 3, 1
      FROM campaigns k CROSS JOIN generate_series(1, ${CONTACTS_PER_ACCOUNT}) AS i
    RETURNING id, user_id, email`);
  const byUser = new Map(accounts.map((account) => [account.userId, account]));
  // The first emails really go out through the stand-in, so each contact has a Gmail thread.
  await inBatches(contactRows, 32, async (contact, index) => {
    const account = byUser.get(contact.user_id)!;
    const sent = await gmail.sendRawMessage(account.accessToken, firstEmailMime(account.email, contact.email, index));
    account.contacts.push({ id: contact.id, email: contact.email, threadId: sent.threadId });
  });
  const sentAt = new Date(Date.now() - 60 * 60 * 1000);
  const followUpAt = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000);
  const rows = accounts.flatMap((account) =>
    account.contacts.map((contact) => ({ contact_id: contact.id, thread_id: contact.threadId })),
  );
  await db.execute(sql`
    WITH input AS (SELECT * FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS r(contact_id int, thread_id text))
    INSERT INTO campaign_emails (user_id, campaign_id, contact_id, step_id, position, subject, body, status, scheduled_for,
                                 sent_at, thread_id, gmail_message_id, rfc_message_id)
    SELECT c.user_id, c.campaign_id, c.id, s.id, s.position, 'Quick follow-up on the Engineer role', s.body,
           CASE WHEN s.position = 1 THEN 'SENT' ELSE 'SCHEDULED' END::campaign_email_status,
           CASE WHEN s.position = 1 THEN ${sentAt}::timestamptz ELSE ${followUpAt}::timestamptz END,
           CASE WHEN s.position = 1 THEN ${sentAt}::timestamptz END, input.thread_id,
           CASE WHEN s.position = 1 THEN input.thread_id END, CASE WHEN s.position = 1 THEN '<' || input.thread_id || '@bench>' END
      FROM input JOIN contacts c ON c.id = input.contact_id
      JOIN sequence_steps s ON s.campaign_id = c.campaign_id AND s.position IN (1, 2)`);
  await db.execute(sql`ANALYZE`);
  return accounts;
}

/** Deterministic pseudo-random numbers (the same mix on every run). */
function random(seedValue: number): () => number {
  let state = seedValue;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/** One minute of mail across the accounts; returns what was delivered, by kind. */
async function deliverMinuteOfMail(google: GoogleStandIn, accounts: Account[]): Promise<Record<string, number>> {
  const next = random(42);
  const delivered = {
    quiet: 0,
    newThreadMessages: 0,
    promotions: 0,
    replies: 0,
    colleagueThreads: 0,
    outOfOffice: 0,
    bounces: 0,
  };
  const returnDay = new Date(Date.now() + 9 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  for (const account of accounts) {
    const roll = next();
    const contact = account.contacts[0]!;
    const companyDomain = contact.email.split('@')[1]!;
    let edge = MIX.newThreads;
    if (roll < edge) {
      await google.receive({ account: account.email, from: 'Sam <sam@gmail.com>', subject: 'Dinner on Friday?' });
      await google.receive({
        account: account.email,
        from: 'Weekly Digest <digest@news.example>',
        subject: 'Your weekly digest',
        headers: { 'List-Unsubscribe': '<mailto:unsubscribe@news.example>' },
      });
      await google.receive({
        account: account.email,
        from: 'Shop <deals@shop.example>',
        subject: 'Sale',
        labelIds: ['CATEGORY_PROMOTIONS'],
      });
      delivered.newThreadMessages += 2;
      delivered.promotions += 1;
    } else if (roll < (edge += MIX.reply)) {
      await google.reply(contact.threadId, { body: 'Thanks, let us talk next week.' });
      delivered.replies += 1;
    } else if (roll < (edge += MIX.colleague)) {
      await google.receive({ account: account.email, from: `Priya Nair <priya@${companyDomain}>`, subject: 'Scheduling a call' });
      delivered.colleagueThreads += 1;
    } else if (roll < (edge += MIX.outOfOffice)) {
      await google.reply(contact.threadId, {
        subject: `Out of office until ${returnDay}`,
        headers: { 'Auto-Submitted': 'auto-replied' },
      });
      delivered.outOfOffice += 1;
    } else if (roll < (edge += MIX.bounce)) {
      await google.reply(contact.threadId, { bounce: true });
      delivered.bounces += 1;
    } else {
      delivered.quiet += 1;
    }
  }
  return delivered;
}

interface PollResult {
  wallSeconds: number;
  summary: PollSummary;
  gmailCalls: Record<string, number>;
  gmailQuotaUnits: number;
  /** The most units one account used in this poll, against Google's per-user 250 units/s. */
  maxUnitsOneAccount: number;
  postgres: { statements: number; executionMs: number; source: string };
}

async function measuredPoll(db: Database, google: GoogleStandIn, run: () => Promise<PollSummary>): Promise<PollResult> {
  google.resetCalls();
  await db.execute(sql`SELECT pg_stat_statements_reset()`);
  const started = performance.now();
  const summary = await run();
  const wallSeconds = (performance.now() - started) / 1000;
  const gmailCalls: Record<string, number> = {};
  let maxUnitsOneAccount = 0;
  for (const perEndpoint of Object.values(google.calls())) {
    let units = 0;
    for (const [endpoint, count] of Object.entries(perEndpoint)) {
      gmailCalls[endpoint] = (gmailCalls[endpoint] ?? 0) + count;
      units += count * (QUOTA_UNITS[endpoint] ?? 0);
    }
    maxUnitsOneAccount = Math.max(maxUnitsOneAccount, units);
  }
  const gmailQuotaUnits = Object.entries(gmailCalls).reduce(
    (sum, [endpoint, count]) => sum + count * (QUOTA_UNITS[endpoint] ?? 0),
    0,
  );
  const { rows } = await db.execute<{ calls: number; total: number }>(sql`
    SELECT COALESCE(sum(calls), 0)::float8 AS calls, COALESCE(sum(total_exec_time), 0)::float8 AS total
      FROM pg_stat_statements
     WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database()) AND query NOT LIKE '%pg_stat_statements%'`);
  return {
    wallSeconds: round(wallSeconds, 2),
    summary,
    gmailCalls,
    gmailQuotaUnits,
    maxUnitsOneAccount,
    postgres: {
      statements: rows[0]!.calls,
      executionMs: round(rows[0]!.total, 1),
      source: 'pg_stat_statements (execution time)',
    },
  };
}

const perThousand = (value: number) => round((value * 1000) / ACCOUNTS, 1);

function line(name: string, result: PollResult): string {
  const calls = Object.entries(result.gmailCalls)
    .filter(([, count]) => count > 0)
    .map(([endpoint, count]) => `${endpoint} ${count}`)
    .join(', ');
  return (
    `${name}: ${result.wallSeconds} s wall (${perThousand(result.wallSeconds)} s per 1,000 accounts, budget 60 s); ` +
    `Gmail ${calls || 'no calls'} = ${result.gmailQuotaUnits} quota units (max ${result.maxUnitsOneAccount} for one account, limit ${PER_USER_UNITS_PER_SECOND}/s); ` +
    `PostgreSQL ${result.postgres.statements} statements, ${result.postgres.executionMs} ms execution`
  );
}

async function main() {
  const loadBefore = os.loadavg();
  const postgres = await startThrowawayPostgres({
    settings: ['shared_preload_libraries=pg_stat_statements', 'pg_stat_statements.track=all'],
  });
  const google = await startGoogleStandIn({ port: 0 });
  try {
    const url = await createDatabase(postgres.adminUrl, `bench_poller_${Date.now()}`);
    const handle = createDb({ url, max: Math.max(4, POLL_CONCURRENCY + 2) });
    await runMigrations(handle.pool);
    const { db } = handle;
    await db.execute(sql`CREATE EXTENSION IF NOT EXISTS pg_stat_statements`);
    const config = loadConfig({
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      DATABASE_URL: url,
      ...googleEnv(google),
      ...TEST_TOKEN_KEYS,
    });
    const clients = createGoogleClients(config, { gmailTimeoutMs: 10_000 });

    log(
      `[reply-poller] seeding ${ACCOUNTS} accounts x ${CONTACTS_PER_ACCOUNT} contacts (first emails sent through the stand-in)...`,
    );
    const seedStarted = performance.now();
    const accounts = await seed(db, config, google, clients.gmail);
    log(`[reply-poller] seeded in ${round((performance.now() - seedStarted) / 1000, 1)} s`);

    const logger = pino({ level: 'warn' });
    const deps = {
      db,
      mailboxes: { google: createGoogleMailbox({ db, config, clients }) },
      logger,
      concurrency: POLL_CONCURRENCY,
    };
    google.setLatency(GMAIL_LATENCY_MS);
    const sweep = await measuredPoll(db, google, () => pollReplies(deps));
    log(`[reply-poller] ${line('first sweep', sweep)}`);

    google.setLatency(0);
    const delivered = await deliverMinuteOfMail(google, accounts);
    log(`[reply-poller] the minute's mail: ${JSON.stringify(delivered)}`);
    google.setLatency(GMAIL_LATENCY_MS);
    const poll1 = await measuredPoll(db, google, () => pollReplies(deps));
    log(`[reply-poller] ${line('poll 1', poll1)}`);
    log(`[reply-poller] poll 1 outcome: ${JSON.stringify(poll1.summary)}`);
    const poll2 = await measuredPoll(db, google, () => pollReplies(deps));
    log(`[reply-poller] ${line('poll 2', poll2)}`);
    await handle.close();

    const results = {
      generatedAt: new Date().toISOString(),
      machine: {
        cpus: os.cpus().length,
        cpuModel: os.cpus()[0]?.model,
        node: process.version,
        loadAverage1mBefore: round(loadBefore[0]!, 2),
        loadAverage1mAfter: round(os.loadavg()[0]!, 2),
      },
      setup: {
        accounts: ACCOUNTS,
        contactsPerAccount: CONTACTS_PER_ACCOUNT,
        gmailLatencyMs: GMAIL_LATENCY_MS,
        pollConcurrency: POLL_CONCURRENCY,
        quotaUnitsPerCall: QUOTA_UNITS,
        perUserQuotaUnitsPerSecond: PER_USER_UNITS_PER_SECOND,
        mailMix: MIX,
        database: 'throwaway PostgreSQL 15 (fsync off), pg_stat_statements',
        gmail: 'devstack Google stand-in, in the benchmark process',
        note:
          "Gmail's history gives no sender, so a message outside the campaign threads costs one messages.get (5 units) " +
          'to learn whether a contact or their company wrote it; messages Gmail files under Promotions, Social or Forums are ' +
          'skipped from the labels history already carries. A quiet mailbox costs one history.list (2 units) and no write.',
      },
      delivered,
      firstSweep: sweep,
      poll1,
      poll2,
      perThousandAccountsPerMinute: {
        poll1: {
          wallSeconds: perThousand(poll1.wallSeconds),
          gmailQuotaUnits: perThousand(poll1.gmailQuotaUnits),
          postgresMs: perThousand(poll1.postgres.executionMs),
        },
        poll2: {
          wallSeconds: perThousand(poll2.wallSeconds),
          gmailQuotaUnits: perThousand(poll2.gmailQuotaUnits),
          postgresMs: perThousand(poll2.postgres.executionMs),
        },
      },
    };
    const file = path.join(root, 'bench/results/reply-poller.json');
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
    log(`\nwritten ${path.relative(root, file)}`);
  } finally {
    await google.close();
    await postgres.stop();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`benchmark failed: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
