// Send-only accounts (gmail.send without a header-read scope) cannot have replies detected, so before each follow-up
// the user gets a heads-up from the product's own mail with one-click 'replied - stop' and 'Pause' links. Each
// follow-up is claimed by setting heads_up_sent_at in one statement (rows locked with SKIP LOCKED), so two workers
// never send two heads-ups; an SMTP refusal clears the claim for the next run, at most NOTIFICATION_MAX_ATTEMPTS times.
// A crash between the claim and the SMTP answer leaves the claim: at most one heads-up, never two.
import { NOTIFICATION_MAX_ATTEMPTS } from 'contracts';
import type { Database } from '../../db/db.client';
import type { Logger } from '../../logging/logger';
import { claimDueHeadsUps, releaseHeadsUpClaim, type ClaimedHeadsUp } from '../delivery';
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

/** Gives the claim back (the next run retries) unless the attempts are spent. */
async function releaseClaim(db: Database, row: ClaimedHeadsUp, attempts: number): Promise<void> {
  if (attempts >= NOTIFICATION_MAX_ATTEMPTS) return;
  await releaseHeadsUpClaim(db, row.id, new Date(row.heads_up_sent_at));
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
  const claimed = await claimDueHeadsUps(deps.db, now, BATCH);
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
