// Reply alerts and sequence updates, found by a scan every minute rather than by hooks scattered through delivery:
// the state the delivery engine leaves behind IS the event (a contact stopped for a detected reply or a bounce, a
// contact that finished unanswered, a revoked grant with emails waiting). Each event is claimed in the outbox
// (notification-log.repository.ts) so it is emailed once, and only when the user's preference says so.
import { sql, type SQL } from 'drizzle-orm';
import {
  GMAIL_RECONNECT_GRACE_MS,
  NO_RESPONSE_AFTER_DAYS,
  NOTIFICATION_LOOKBACK_MS,
  REPLY_ALERT_OUTCOME_LINKS,
  SETTINGS_ROUTE,
  type ReplyOutcome,
} from 'contracts';
import type { NotificationKind } from '../../db/schema';
import { latestDetectedReply } from '../delivery';
import {
  gmailReconnectEmail,
  interviewCongratsEmail,
  postingClosedEmail,
  replyAlertEmail,
  sequenceBouncedEmail,
  sequenceFinishedEmail,
  type MailMessage,
} from '../mailer';
import { companyFromEmail, contactDisplayName } from './company-name.util';
import type { NotificationDeps } from './heads-up.service';
import { replyOutcomeUrl, signReplyOutcome } from './reply-outcome-token.service';
import { replyCorrectionUrl, signReplyCorrection } from './reply-correction-token.service';
import { spokenSendTime } from './send-time.util';
import { claimEvents, claimRetries, finishNotification, type ClaimedNotification } from './notification-log.repository';

const DAY_MS = 86_400_000;
/** Events claimed per kind per run, and retries per run. */
const BATCH = 200;

/** Live rows only: the contact, its campaign and its owner not deleted. */
const live = sql`c.deleted_at IS NULL AND k.deleted_at IS NULL AND u.deleted_at IS NULL`;

/**
 * Whether the owner gets this kind of email: the preference, and an address the owner has verified (product.md
 * §11). An event of an unverified account is recorded SKIPPED: verifying later does not mail old events.
 */
const mailable = (preference: SQL) => sql`(${preference} AND u.email_verified)`;

/** The scans, one per kind: (user_id, subject_key, contact_id, enabled) of each event of the lookback window. */
function eventSources(now: Date): Record<NotificationKind, SQL | undefined> {
  const since = new Date(now.getTime() - NOTIFICATION_LOOKBACK_MS);
  const quietSince = new Date(now.getTime() - NO_RESPONSE_AFTER_DAYS * DAY_MS);
  const contactEvent = (reasons: SQL, preference: SQL) => sql`
    SELECT c.user_id, 'contact:' || c.id, c.id, ${preference}
      FROM contacts c JOIN campaigns k ON k.id = c.campaign_id JOIN users u ON u.id = c.user_id
     WHERE c.stop_reason IN (${reasons}) AND c.updated_at > ${since} AND ${live}`;
  return {
    HEADS_UP: undefined, // claimed on the follow-up itself (heads-up.service.ts)
    // A reply DETECTED in the thread; a reply the user reported (in the app or from a heads-up) needs no alert.
    REPLY_ALERT: contactEvent(sql`'REPLIED', 'COLLEAGUE_REPLIED'`, mailable(sql`u.notify_reply_alerts`)),
    SEQUENCE_BOUNCED: contactEvent(sql`'BOUNCED', 'LEFT_COMPANY'`, mailable(sql`u.notify_sequence_updates`)),
    // Every step sent and NO_RESPONSE_AFTER_DAYS quiet since the last one: the moment its emails become NO_RESPONSE.
    SEQUENCE_FINISHED: sql`
      SELECT c.user_id, 'contact:' || c.id, c.id, ${mailable(sql`u.notify_sequence_updates`)}
        FROM contacts c JOIN campaigns k ON k.id = c.campaign_id JOIN users u ON u.id = c.user_id
        CROSS JOIN LATERAL (SELECT max(e.sent_at) AS last_sent, bool_or(e.sent_at IS NULL) AS unsent
                              FROM campaign_emails e WHERE e.contact_id = c.id) sent
       WHERE c.status = 'NO_RESPONSE' AND c.responded_at IS NULL AND c.stop_reason IS NULL AND ${live}
         AND NOT sent.unsent AND sent.last_sent <= ${quietSince}
         AND sent.last_sent > ${new Date(quietSince.getTime() - NOTIFICATION_LOOKBACK_MS)}`,
    // The user confirmed an interview invitation; one the headers proposed was congratulated in its reply alert.
    INTERVIEW_CONGRATS: sql`
      SELECT c.user_id, 'contact:' || c.id, c.id, ${mailable(sql`u.notify_reply_alerts`)}
        FROM contacts c JOIN campaigns k ON k.id = c.campaign_id JOIN users u ON u.id = c.user_id
       WHERE c.outcome = 'INTERVIEW_INVITE' AND c.outcome_confirmed_at > ${since}
         AND c.outcome_proposed IS DISTINCT FROM 'INTERVIEW_INVITE' AND ${live}`,
    // A sequence's job posting closed and its follow-ups hold (one email per posting, about its first held contact).
    POSTING_CLOSED: sql`
      SELECT p.user_id, 'posting:' || p.id, held.contact_id, ${mailable(sql`u.notify_sequence_updates`)}
        FROM job_postings p JOIN users u ON u.id = p.user_id
        CROSS JOIN LATERAL (${heldContact(sql`p.id`)}) held
       WHERE p.status = 'closed' AND p.closed_at > ${since} AND u.deleted_at IS NULL AND held.contact_id IS NOT NULL`,
    // Revoked a while ago (not a reconnect in progress) with emails that wait for it.
    GMAIL_RECONNECT: sql`
      SELECT g.user_id, 'grant:' || g.user_id || ':' || floor(extract(epoch FROM g.revoked_at) * 1000)::bigint,
             NULL::integer, ${mailable(sql`u.notify_sequence_updates`)}
        FROM mail_grants g JOIN users u ON u.id = g.user_id
       WHERE g.revoked_at IS NOT NULL AND g.revoked_at <= ${new Date(now.getTime() - GMAIL_RECONNECT_GRACE_MS)}
         AND g.revoked_at > ${since} AND u.deleted_at IS NULL
         AND EXISTS (${waitingEmails(sql`g.user_id`)})`,
  };
}

/** The first contact still held for a closed posting (null when the user already chose). */
function heldContact(postingId: SQL): SQL {
  return sql`SELECT min(c.id) AS contact_id FROM contacts c JOIN campaigns k ON k.id = c.campaign_id
   WHERE k.job_posting_id = ${postingId} AND k.deleted_at IS NULL AND c.deleted_at IS NULL
     AND NOT c.is_active AND c.pause_reason = 'POSTING_CLOSED'`;
}

/** The user's unsent emails of running sequences: what waits for Gmail. */
function waitingEmails(userId: SQL): SQL {
  return sql`SELECT 1 FROM campaign_emails e
    JOIN contacts c ON c.id = e.contact_id JOIN campaigns k ON k.id = e.campaign_id
   WHERE e.user_id = ${userId} AND e.status = 'SCHEDULED' AND e.sent_at IS NULL
     AND c.deleted_at IS NULL AND c.is_active AND c.status = 'IN_PROGRESS' AND k.deleted_at IS NULL`;
}

type ContactEventRow = {
  user_email: string;
  user_name: string;
  email_verified: boolean;
  notify_reply_alerts: boolean;
  notify_sequence_updates: boolean;
  first_name: string;
  last_name: string | null;
  contact_email: string | null;
  emails_sent: number;
  stop_reason: string | null;
  campaign_id: number;
  campaign_name: string;
  timezone: string;
  outcome_proposed: ReplyOutcome | null;
  interview_at: Date | string | null;
  stopped_at_company: number;
};

type GrantEventRow = {
  user_email: string;
  user_name: string;
  email_verified: boolean;
  notify_sequence_updates: boolean;
  address: string;
  live: boolean;
  waiting: number;
};

/** The email for a claimed event from the state as it is now; undefined when there is nothing to say any more. */
async function compose(deps: NotificationDeps, event: ClaimedNotification): Promise<MailMessage | undefined> {
  const settingsUrl = `${deps.appOrigin}${SETTINGS_ROUTE}`;
  if (event.kind === 'GMAIL_RECONNECT') {
    const { rows } = await deps.db.execute<GrantEventRow>(sql`
      SELECT u.email AS user_email, u.name AS user_name, u.email_verified, u.notify_sequence_updates, g.address,
             (g.revoked_at IS NULL AND g.refresh_token_ciphertext IS NOT NULL) AS live,
             (SELECT count(*)::integer FROM (${waitingEmails(sql`u.id`)}) w) AS waiting
        FROM users u JOIN mail_grants g ON g.user_id = u.id
       WHERE u.id = ${event.user_id} AND u.deleted_at IS NULL`);
    const row = rows[0];
    if (!row?.email_verified || row.live || row.waiting === 0 || !row.notify_sequence_updates) return undefined;
    return gmailReconnectEmail({
      to: row.user_email,
      name: row.user_name,
      settingsUrl,
      googleEmail: row.address,
      waitingEmails: row.waiting,
    });
  }

  if (event.kind === 'POSTING_CLOSED') return composePostingClosed(deps, event, settingsUrl);

  const { rows } = await deps.db.execute<ContactEventRow>(sql`
    SELECT u.email AS user_email, u.name AS user_name, u.email_verified, u.notify_reply_alerts, u.notify_sequence_updates,
           c.first_name, c.last_name, c.email AS contact_email, c.emails_sent, c.stop_reason,
           k.id AS campaign_id, k.name AS campaign_name, k.timezone, c.outcome_proposed, c.interview_at,
           (SELECT count(*)::integer FROM contacts o
             WHERE o.user_id = c.user_id AND o.stop_reason = 'INTERVIEW_AT_COMPANY' AND o.deleted_at IS NULL
               AND o.updated_at >= COALESCE(c.outcome_confirmed_at, c.responded_at, c.updated_at) - interval '1 minute'
               AND split_part(lower(o.email), '@', 2) = split_part(lower(c.email), '@', 2)) AS stopped_at_company
      FROM contacts c JOIN campaigns k ON k.id = c.campaign_id JOIN users u ON u.id = c.user_id
     WHERE c.id = ${event.contact_id} AND c.user_id = ${event.user_id} AND ${live}`);
  const row = rows[0];
  if (!row?.email_verified) return undefined;
  const base = { to: row.user_email, name: row.user_name, settingsUrl };
  const contactName = contactDisplayName(row.first_name, row.last_name);
  const company = companyFromEmail(row.contact_email);
  const campaignUrl = `${deps.appOrigin}/dashboard/campaigns/${row.campaign_id}`;
  switch (event.kind) {
    case 'REPLY_ALERT': {
      if (!row.notify_reply_alerts) return undefined;
      const reply = deps.outcomeLinkKey ? await latestDetectedReply(deps.db, event.contact_id!) : undefined;
      const now = deps.now?.() ?? new Date();
      const outcomeLinks = reply
        ? REPLY_ALERT_OUTCOME_LINKS.map(({ outcome, label }) => ({
            label,
            url: replyOutcomeUrl(
              deps.appOrigin,
              signReplyOutcome(
                deps.outcomeLinkKey!,
                { replyEventId: reply.id, contactId: event.contact_id!, outcome, userId: event.user_id },
                now,
              ),
            ),
          }))
        : undefined;
      // The product read the reply as something (not the catch-all 'Other reply'): one link to say it read it wrong.
      const correction =
        reply && reply.outcome !== 'OTHER_REPLY'
          ? {
              detected: reply.outcome,
              url: replyCorrectionUrl(
                deps.appOrigin,
                signReplyCorrection(
                  deps.outcomeLinkKey!,
                  { replyEventId: reply.id, contactId: event.contact_id!, userId: event.user_id },
                  now,
                ),
              ),
            }
          : undefined;
      return replyAlertEmail({
        ...base,
        contactName,
        company,
        colleague: row.stop_reason === 'COLLEAGUE_REPLIED',
        campaignName: row.campaign_name,
        campaignUrl,
        ...(outcomeLinks ? { outcomeLinks } : {}),
        ...(correction ? { correction } : {}),
        interviewProposed: row.outcome_proposed === 'INTERVIEW_INVITE',
      });
    }
    case 'INTERVIEW_CONGRATS': {
      if (!row.notify_reply_alerts) return undefined;
      const interviewAt = row.interview_at ? new Date(row.interview_at) : null;
      const when = interviewAt ? spokenSendTime(interviewAt, row.timezone, deps.now?.() ?? new Date()) : null;
      return interviewCongratsEmail({
        ...base,
        contactName,
        company,
        when: when ? `${when.day} at ${when.time} (${row.timezone})` : null,
        stoppedAtCompany: row.stopped_at_company,
        campaignUrl,
      });
    }
    case 'SEQUENCE_BOUNCED':
      if (!row.notify_sequence_updates) return undefined;
      return sequenceBouncedEmail({
        ...base,
        contactName,
        contactEmail: row.contact_email ?? contactName,
        company,
        campaignName: row.campaign_name,
        reason: row.stop_reason === 'LEFT_COMPANY' ? 'LEFT_COMPANY' : 'BOUNCED',
        campaignUrl,
      });
    case 'SEQUENCE_FINISHED':
      if (!row.notify_sequence_updates) return undefined;
      return sequenceFinishedEmail({
        ...base,
        contactName,
        campaignName: row.campaign_name,
        emailsSent: row.emails_sent,
        quietDays: NO_RESPONSE_AFTER_DAYS,
        campaignUrl,
      });
    default:
      return undefined;
  }
}

/** The held sequence's email, while something is still held (the user may have chosen in the app meanwhile). */
async function composePostingClosed(
  deps: NotificationDeps,
  event: ClaimedNotification,
  settingsUrl: string,
): Promise<MailMessage | undefined> {
  const postingId = Number(event.subject_key.slice('posting:'.length));
  const { rows } = await deps.db.execute<{
    user_email: string;
    user_name: string;
    email_verified: boolean;
    notify_sequence_updates: boolean;
    role: string | null;
    company: string | null;
    closed_at: Date | string;
    campaign_id: number;
    timezone: string;
  }>(sql`
    SELECT u.email AS user_email, u.name AS user_name, u.email_verified, u.notify_sequence_updates,
           p.role, p.company, p.closed_at, k.id AS campaign_id, k.timezone
      FROM job_postings p JOIN users u ON u.id = p.user_id
      JOIN contacts c ON c.id = (${heldContact(sql`p.id`)})
      JOIN campaigns k ON k.id = c.campaign_id
     WHERE p.id = ${postingId} AND p.user_id = ${event.user_id} AND u.deleted_at IS NULL`);
  const row = rows[0];
  if (!row?.email_verified || !row.notify_sequence_updates) return undefined;
  return postingClosedEmail({
    to: row.user_email,
    name: row.user_name,
    settingsUrl,
    role: row.role,
    company: row.company,
    closedAt: new Date(row.closed_at),
    timeZone: row.timezone,
    campaignUrl: `${deps.appOrigin}/dashboard/campaigns/${row.campaign_id}`,
  });
}

export interface EventSummary {
  sent: number;
  skipped: number;
  refused: number;
}

async function deliver(deps: NotificationDeps, event: ClaimedNotification, now: Date, summary: EventSummary): Promise<void> {
  let message: MailMessage | undefined;
  try {
    message = await compose(deps, event);
    if (!message) {
      summary.skipped += 1;
      return await finishNotification(deps.db, event, 'skipped', now);
    }
    await deps.mailer.send(message);
  } catch (error) {
    summary.refused += 1;
    deps.logger.warn(
      {
        err: error instanceof Error ? { message: error.message, name: error.name } : String(error),
        kind: event.kind,
        notificationId: event.id,
        attempts: event.attempts,
      },
      'notification email could not be sent',
    );
    return finishNotification(deps.db, event, 'refused', now);
  }
  summary.sent += 1;
  await finishNotification(deps.db, event, 'sent', now);
}

/** Claims and emails every new event (and the retries that are due). */
export async function sendSequenceEvents(deps: NotificationDeps): Promise<EventSummary> {
  const now = deps.now?.() ?? new Date();
  const summary: EventSummary = { sent: 0, skipped: 0, refused: 0 };
  for (const [kind, source] of Object.entries(eventSources(now)) as Array<[NotificationKind, SQL | undefined]>) {
    if (!source) continue;
    const claimed = await claimEvents(deps.db, kind, source, now, BATCH);
    for (const event of claimed) {
      if (event.status === 'SKIPPED') summary.skipped += 1;
      else await deliver(deps, event, now, summary);
    }
  }
  for (const event of await claimRetries(deps.db, now, BATCH)) await deliver(deps, event, now, summary);
  return summary;
}
