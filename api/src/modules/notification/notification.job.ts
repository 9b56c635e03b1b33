// SEND_NOTIFICATIONS (every minute, registered by the worker like POLL_REPLIES): the heads-ups of follow-ups due within
// a day for send-only accounts, then reply alerts and sequence updates found by the outbox scan.
import type { AppConfig } from '../../config/config';
import type { Database } from '../../db/db.client';
import { JobName } from '../../jobs/job-names.constants';
import type { JobHandlers } from '../../jobs/job-worker.service';
import type { Logger } from '../../logging/logger';
import { createMailer, type Mailer } from '../mailer';
import { sendDueHeadsUps, type NotificationDeps } from './heads-up.service';
import { replyOutcomeKey } from './reply-outcome-token.service';
import { sequenceActionKey } from './sequence-action-token.service';
import { sendSequenceEvents } from './sequence-events.service';

/** The dependencies of the notification emails, from the app configuration. */
export function notificationDepsFor(deps: {
  db: Database;
  config: Pick<AppConfig, 'appOrigin' | 'session' | 'smtp' | 'isProduction'>;
  logger: Logger;
  mailer?: Mailer;
  now?: () => Date;
}): NotificationDeps {
  return {
    db: deps.db,
    logger: deps.logger,
    mailer: deps.mailer ?? createMailer(deps.config, deps.logger),
    appOrigin: deps.config.appOrigin,
    linkKey: sequenceActionKey(deps.config.session.secret),
    outcomeLinkKey: replyOutcomeKey(deps.config.session.secret),
    now: deps.now,
  };
}

/** One run: heads-ups first (their timing matters most), then events. */
export async function runNotifications(deps: NotificationDeps): Promise<void> {
  const headsUps = await sendDueHeadsUps(deps);
  const events = await sendSequenceEvents(deps);
  if (headsUps.sent + headsUps.failed + events.sent + events.skipped + events.refused > 0) {
    deps.logger.info({ headsUps, events }, 'notification emails');
  }
}

export function createNotificationJobHandlers(deps: Parameters<typeof notificationDepsFor>[0]): JobHandlers {
  const notificationDeps = notificationDepsFor(deps);
  return { [JobName.SEND_NOTIFICATIONS]: () => runNotifications(notificationDeps) };
}
