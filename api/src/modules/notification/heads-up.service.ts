// Send-only accounts (gmail.send without a header-read scope) cannot have replies detected, so before each follow-up
// the user gets a heads-up from the product's own mail with one-click 'replied - stop' and 'Pause' links. Each
// follow-up is claimed by setting heads_up_sent_at in one statement (rows locked with SKIP LOCKED), so two workers
// never send two heads-ups; an SMTP refusal clears the claim for the next run, at most NOTIFICATION_MAX_ATTEMPTS times.
// A crash between the claim and the SMTP answer leaves the claim: at most one heads-up, never two.
import { sql } from 'drizzle-orm';
import { GMAIL_SEND_SCOPE, HEADS_UP_LEAD_MS, HEADS_UP_MIN_LEAD_MS, NOTIFICATION_MAX_ATTEMPTS } from 'contracts';
import type { Database } from '../../db/db.client';
import type { Logger } from '../../logging/logger';
import { HEADER_READ_SCOPES } from '../google';
import { headsUpEmail, type Mailer } from '../mailer';
import { companyFromEmail, contactDisplayName } from './company-name.util';
import { recordAttempt } from './notification-log.repository';
import { sequenceActionUrl, signSequenceAction, type SequenceAction } from './sequence-action-token.service';
import { spokenSendTime } from './send-time.util';

export interface NotificationDeps {
  db: Database;
  mailer: Mailer;
  logger: Logger;
  appOrigin: string;
  /** sequenceActionKey(config.session.secret). */
  linkKey: Buffer;
  /** replyOutcomeKey(config.session.secret): the reply alerts' one-click outcome links (none without it). */
  outcomeLinkKey?: Buffer;
  now?: () => Date;
}

/** Follow-ups claimed per run (the job runs every minute). */
const BATCH = 100;

type ClaimedHeadsUp = {
  id: number;
  user_id: string;
  campaign_id: number;
  contact_id: number;
  subject: string;
  /** The follow-up's own text: where the user's casing of the company is found ('SmartHR', not 'Smarthr'). */
  body: string;
  scheduled_for: Date | string;
  heads_up_sent_at: Date | string;
  user_email: string;
  user_name: string;
  first_name: string;
  last_name: string | null;
  contact_email: string | null;
  timezone: string;
};

/**
 * Claims the follow-ups due within HEADS_UP_LEAD_MS whose owner is on the send-only tier and has verified the
 * account's address (product.md §11): until then nobody has shown the address is theirs, so nothing the account
 * wrote is mailed to it. A follow-up of an unverified owner stays unclaimed: verified in time, the heads-up goes.
 */
async function claimDueHeadsUps(db: Database, now: Date): Promise<ClaimedHeadsUp[]> {
  const headerScopes = sql.join(
    HEADER_READ_SCOPES.map((scope) => sql`${scope}`),
    sql`, `,
  );
  const { rows } = await db.execute<ClaimedHeadsUp>(sql`
    WITH due AS (
      SELECT e.id FROM campaign_emails e
        JOIN contacts c ON c.id = e.contact_id
        JOIN campaigns k ON k.id = e.campaign_id
        JOIN users u ON u.id = e.user_id
        JOIN google_grants g ON g.user_id = e.user_id
       WHERE e.position > 1 AND e.status = 'SCHEDULED' AND e.claim_token IS NULL AND e.sent_at IS NULL
         AND e.heads_up_sent_at IS NULL
         AND e.scheduled_for > ${new Date(now.getTime() + HEADS_UP_MIN_LEAD_MS)}
         AND e.scheduled_for <= ${new Date(now.getTime() + HEADS_UP_LEAD_MS)}
         AND c.deleted_at IS NULL AND c.is_active AND c.status = 'IN_PROGRESS'
         AND k.deleted_at IS NULL AND k.is_active AND u.deleted_at IS NULL AND u.email_verified
         AND g.revoked_at IS NULL AND g.refresh_token_ciphertext IS NOT NULL
         AND ${GMAIL_SEND_SCOPE} = ANY(g.scopes) AND NOT (g.scopes && ARRAY[${headerScopes}]::text[])
       ORDER BY e.scheduled_for
       LIMIT ${BATCH}
       FOR UPDATE OF e SKIP LOCKED
    )
    UPDATE campaign_emails e SET heads_up_sent_at = ${now}
      FROM due, contacts c, campaigns k, users u
     WHERE e.id = due.id AND e.heads_up_sent_at IS NULL
       AND c.id = e.contact_id AND k.id = e.campaign_id AND u.id = e.user_id
    RETURNING e.id, e.user_id, e.campaign_id, e.contact_id, e.subject, e.body, e.scheduled_for, e.heads_up_sent_at,
              u.email AS user_email, u.name AS user_name, c.first_name, c.last_name, c.email AS contact_email, k.timezone`);
  return rows;
}

/** Gives the claim back (the next run retries) unless the attempts are spent. */
async function releaseClaim(db: Database, row: ClaimedHeadsUp, attempts: number): Promise<void> {
  if (attempts >= NOTIFICATION_MAX_ATTEMPTS) return;
  await db.execute(sql`
    UPDATE campaign_emails SET heads_up_sent_at = NULL
     WHERE id = ${row.id} AND heads_up_sent_at = ${new Date(row.heads_up_sent_at)}`);
}

export function composeHeadsUp(deps: Pick<NotificationDeps, 'appOrigin' | 'linkKey'>, row: ClaimedHeadsUp, now: Date) {
  const scheduledFor = new Date(row.scheduled_for);
  const link = (action: SequenceAction) =>
    sequenceActionUrl(
      deps.appOrigin,
      signSequenceAction(deps.linkKey, { campaignEmailId: row.id, contactId: row.contact_id, action, userId: row.user_id }, now),
    );
  const { day, time } = spokenSendTime(scheduledFor, row.timezone, now);
  return headsUpEmail({
    to: row.user_email,
    name: row.user_name,
    contactFirstName: row.first_name,
    contactName: contactDisplayName(row.first_name, row.last_name),
    company: companyFromEmail(row.contact_email, [row.subject, row.body]),
    subject: row.subject,
    day,
    time,
    timezone: row.timezone,
    stopUrl: link('stop'),
    pauseUrl: link('pause'),
    wroteUrl: link('wrote'),
    campaignUrl: `${deps.appOrigin}/dashboard/campaigns/${row.campaign_id}`,
  });
}

export interface HeadsUpSummary {
  sent: number;
  failed: number;
}

export async function sendDueHeadsUps(deps: NotificationDeps): Promise<HeadsUpSummary> {
  const now = deps.now?.() ?? new Date();
  const claimed = await claimDueHeadsUps(deps.db, now);
  const summary: HeadsUpSummary = { sent: 0, failed: 0 };
  for (const row of claimed) {
    const subjectKey = `email:${row.id}`;
    try {
      await deps.mailer.send(composeHeadsUp(deps, row, now));
      await recordAttempt(deps.db, {
        userId: row.user_id,
        kind: 'HEADS_UP',
        subjectKey,
        contactId: row.contact_id,
        ok: true,
        now,
      });
      summary.sent += 1;
    } catch (error) {
      summary.failed += 1;
      const attempts = await recordAttempt(deps.db, {
        userId: row.user_id,
        kind: 'HEADS_UP',
        subjectKey,
        contactId: row.contact_id,
        ok: false,
        now,
      });
      await releaseClaim(deps.db, row, attempts);
      // No recipient, no body: the body carries the one-click links.
      deps.logger.warn(
        {
          err: error instanceof Error ? { message: error.message, name: error.name } : String(error),
          campaignEmailId: row.id,
          attempts,
        },
        'heads-up email could not be sent',
      );
    }
  }
  return summary;
}
