// Test bench for the delivery engine: a fresh migrated database, the devstack Google stand-in, the engine with
// short timings, and fixtures for senders (with a stored grant), campaigns with steps, and contacts.
import { Writable } from 'node:stream';
import { asc, eq, sql } from 'drizzle-orm';
import { pino } from 'pino';
import { startGoogleStandIn, type GoogleStandIn } from 'devstack/google';
import { GMAIL_SEND_SCOPE } from 'contracts';
import { loadConfig, type AppConfig } from '../../src/config/config';
import { createDb, type DbHandle } from '../../src/db/db.client';
import {
  campaignEmails,
  campaigns,
  contacts,
  sequenceSteps,
  type Campaign,
  type CampaignEmail,
  type Contact,
  type User,
} from '../../src/db/schema';
import { JobName } from '../../src/jobs/job-names.constants';
import { insertCampaign, insertContact, insertUser } from '../db/db-fixtures';
import { createTestDatabase, type TestDatabase } from '../db/test-database';
import { storeGrant } from '../../src/modules/mailbox';
import type { DeliveryEngine } from '../../src/modules/delivery/send';
import { createConfiguredEngine } from '../../src/modules/mail-providers';
import { deliverySettingsFrom, type DeliverySettings } from '../../src/modules/delivery/delivery.settings';
import { asDate } from '../../src/modules/delivery/store';
import { pollReplies, type PollSummary } from '../../src/modules/delivery/replies';
import { scheduleSequenceForContact } from '../../src/modules/delivery/schedule';
import { googleEnv, TEST_TOKEN_KEYS } from '../env/google-env';
import { zoneInsideWindow } from './zones';

/** Short timings: retries wait in-process for milliseconds, claims expire in seconds. */
export const TEST_SETTINGS: Partial<DeliverySettings> = {
  retryBaseDelayMs: 20,
  retryMaxDelayMs: 200,
  inProcessRetryMaxMs: 500,
  rateWaitMaxMs: 3_000,
  claimTtlMs: 5_000,
  gmailTimeoutMs: 4_000,
  overdueSpacingMs: 60_000,
};

export interface StepInput {
  subject?: string;
  body?: string;
  daysDelay?: number;
  nextMailInThread?: boolean;
}

export interface SentMessage {
  id: string;
  threadId: string;
  from: string;
  to: string[];
  subject: string;
  messageId: string | null;
  inReplyTo: string | null;
  references: string[];
  text: string;
  html: string;
  headers: Array<{ name: string; value: string }>;
  attachments: Array<{ filename: string; contentType: string; size: number; content?: string }>;
}

export interface DeliveryHarness {
  google: GoogleStandIn;
  database: TestDatabase;
  handle: DbHandle;
  config: AppConfig;
  logs: string[];
  engine(overrides?: Partial<DeliverySettings>, deps?: Partial<Parameters<typeof createConfiguredEngine>[0]>): DeliveryEngine;
  sender(options?: { email?: string; name?: string; scopes?: string[] }): Promise<User>;
  campaign(
    user: User,
    options?: { steps?: StepInput[]; timezone?: string; excludeWeekends?: boolean; trackOpens?: boolean; isActive?: boolean },
  ): Promise<Campaign>;
  contact(campaign: Campaign, values?: Partial<Contact>): Promise<Contact>;
  emailsOf(contactId: number): Promise<CampaignEmail[]>;
  email(id: number): Promise<CampaignEmail>;
  pendingJobs(emailId: number): Promise<Array<{ next_run_at: Date }>>;
  /** A campaign of `user` with one contact whose first email is scheduled, due now. */
  sequenceFor(user: User): Promise<{ campaign: Campaign; contact: Contact; emailId: number }>;
  /** A sender (with `scopes`), a campaign and one contact whose first email is scheduled, due now. */
  scheduledEmail(options?: { scopes?: string[] }): Promise<{ user: User; campaign: Campaign; contact: Contact; emailId: number }>;
  /** One reply poll of the user's mailbox through `engine`'s Google clients, as the POLL_REPLIES job runs it. */
  poll(engine: DeliveryEngine, userId: string, options?: { now?: () => Date }): Promise<PollSummary>;
  /** Makes a scheduled email due now. */
  makeDue(emailId: number): Promise<void>;
  sent(): Promise<SentMessage[]>;
  close(): Promise<void>;
}

let contactCounter = 0;

export async function startDeliveryHarness(env: Record<string, string> = {}): Promise<DeliveryHarness> {
  const google = await startGoogleStandIn({ port: 0 });
  const database = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: database.url,
    WORKER_ENABLED: 'false',
    APP_ORIGIN: 'http://app.test',
    ...googleEnv(google),
    ...TEST_TOKEN_KEYS,
    ...env,
  });
  const handle = createDb({ url: database.url, max: 8, onPoolError: () => undefined });
  const { db } = handle;
  const logs: string[] = [];
  const logger = pino(
    { level: 'debug' },
    new Writable({
      write(chunk, _encoding, done) {
        logs.push(String(chunk));
        done();
      },
    }),
  );

  const harness: DeliveryHarness = {
    google,
    database,
    handle,
    config,
    logs,
    engine: (overrides = {}, deps = {}) =>
      createConfiguredEngine({
        db,
        config,
        logger,
        settings: deliverySettingsFrom(config, { ...TEST_SETTINGS, ...overrides }),
        ...deps,
      }),
    async sender({ email = 'test.user@gmail.com', name = 'Grace Hopper', scopes = ['openid', 'email', GMAIL_SEND_SCOPE] } = {}) {
      const user = await insertUser(db, { name });
      const tokens = google.issueTokens({ email, scopes });
      await storeGrant(db, config.tokenEncryption, {
        userId: user.id,
        provider: 'google',
        address: email,
        scopes,
        refreshToken: tokens.refreshToken,
      });
      return user;
    },
    async campaign(user, options = {}) {
      const campaign = await insertCampaign(db, user.id, {
        timezone: options.timezone ?? zoneInsideWindow(),
        excludeWeekends: options.excludeWeekends ?? false,
        trackOpens: options.trackOpens ?? true,
        isActive: options.isActive ?? true,
      });
      const steps = options.steps ?? [
        {
          subject: 'Quick follow-up on the {{contact_first_name}} role',
          body: 'Hi {{contact_first_name}},\n\nThanks!\n{{your_name}}',
          daysDelay: 0,
        },
        { body: 'Just bumping this, {{contact_first_name}}.', daysDelay: 2 },
        { subject: 'One more idea', body: 'A new thought.\n{{your_name}}', daysDelay: 4 },
      ];
      if (steps.length > 0)
        await db.insert(sequenceSteps).values(
          steps.map((step, index) => ({
            campaignId: campaign.id,
            position: index + 1,
            subject: step.subject ?? '',
            body: step.body ?? `Body ${index + 1}`,
            daysDelay: step.daysDelay ?? (index === 0 ? 0 : 2),
            nextMailInThread: step.nextMailInThread ?? true,
          })),
        );
      return campaign;
    },
    async sequenceFor(user) {
      const campaign = await harness.campaign(user);
      const contact = await harness.contact(campaign);
      const { campaignEmailId } = await scheduleSequenceForContact(db, {
        userId: user.id,
        campaignId: campaign.id,
        contactId: contact.id,
      });
      return { campaign, contact, emailId: campaignEmailId };
    },
    async scheduledEmail({ scopes } = {}) {
      const user = await harness.sender({ scopes });
      return { user, ...(await harness.sequenceFor(user)) };
    },
    poll: (engine, userId, { now } = {}) =>
      pollReplies(
        {
          db,
          mailboxes: engine.mailboxes,
          logger: engine.deps.logger,
          ...(now ? { now } : {}),
        },
        { userId },
      ),
    async contact(campaign, values = {}) {
      contactCounter += 1;
      return insertContact(db, campaign, {
        email: `dana${contactCounter}@acme.example`,
        firstName: 'Dana',
        lastName: 'Scully',
        ...values,
      });
    },
    emailsOf: (contactId) =>
      db.select().from(campaignEmails).where(eq(campaignEmails.contactId, contactId)).orderBy(asc(campaignEmails.position)),
    async email(id) {
      const [row] = await db.select().from(campaignEmails).where(eq(campaignEmails.id, id));
      return row!;
    },
    async pendingJobs(emailId) {
      const { rows } = await db.execute<{ next_run_at: unknown }>(sql`
        SELECT next_run_at FROM agenda_jobs
         WHERE name = ${JobName.SEND_CAMPAIGN_EMAIL} AND next_run_at IS NOT NULL
           AND (data ->> 'campaignEmailId')::integer = ${emailId}
         ORDER BY next_run_at`);
      return rows.map((row) => ({ next_run_at: asDate(row.next_run_at) }));
    },
    async makeDue(emailId) {
      await db
        .update(campaignEmails)
        .set({ scheduledFor: new Date(Date.now() - 1000) })
        .where(eq(campaignEmails.id, emailId));
    },
    async sent() {
      return (await google.sentMessages()) as unknown as SentMessage[];
    },
    async close() {
      await handle.close();
      await database.drop();
      await google.close();
    },
  };
  return harness;
}

export { campaigns, contacts };
