// The delivery module as a process holds it, built ONCE at start-up (runtime/bootstrap, or createApp when none is
// handed in): one engine and one set of Google clients, shared by the job handlers (sends, reply polls) and the
// GraphQL resolvers (test emails).
import type { AppConfig } from '../../config/config';
import type { Database } from '../../db/db.client';
import type { Logger } from '../../logging/logger';
import type { MailboxAdaptersFactory } from '../mailbox';
import { deliverySettingsFrom } from './delivery.settings';
import { closeUnansweredSequences, pollReplies } from './replies';
import { scheduleMissingFollowUps } from './schedule';
import {
  createDeliveryEngine,
  s3AttachmentSigner,
  sendTestEmail,
  sweepOrphanedEmails,
  type DeliveryEngine,
  type TestEmailInput,
  type TestEmailResult,
} from './send';
import { pruneQuotaWindows, pruneSendRateWindows, quotaCharge } from './store';

export interface Delivery {
  readonly engine: DeliveryEngine;
  sendTestEmail(input: TestEmailInput): Promise<TestEmailResult>;
  /** POLL_REPLIES: reply detection, settling interrupted sends, follow-ups that could not be scheduled when their
   * email was sent, the orphan sweep, pruning old rate counters and closing sequences that ended unanswered
   * (emails -> NO_RESPONSE). */
  runHousekeeping(options?: { userId?: string }): Promise<void>;
}

/** The delivery module around an engine (tests and the bench build the engine with their own settings). */
export function createDelivery(engine: DeliveryEngine): Delivery {
  const { db, logger, settings } = engine.deps;
  return {
    engine,
    sendTestEmail: (input) => sendTestEmail(engine, input),
    async runHousekeeping({ userId } = {}) {
      const now = engine.deps.now?.() ?? new Date();
      const summary = await pollReplies(
        {
          db,
          mailboxes: engine.mailboxes,
          logger,
          now: engine.deps.now,
          charge: quotaCharge(db, {
            projectUnitsPerMinute: settings.gmailProjectUnitsPerMinute,
            userUnitsPerMinute: settings.gmailUserUnitsPerMinute,
            units: settings.gmailQuotaUnits,
          }),
        },
        { userId },
      );
      // Follow-ups whose computation failed when their email was recorded SENT (logged then), before the orphan sweep.
      const followUps = await scheduleMissingFollowUps({ db, logger }, now);
      const swept = await sweepOrphanedEmails(db, now, settings.orphanGraceMs);
      await pruneSendRateWindows(db, now);
      await pruneQuotaWindows(db, now);
      const unanswered = await closeUnansweredSequences(db, now);
      const changed =
        summary.replies +
        summary.colleagueReplies +
        summary.leftCompany +
        summary.bounces +
        summary.postponed +
        summary.confirmed +
        summary.notSent +
        summary.failures;
      const repaired = followUps.created + followUps.failed;
      if (changed + repaired + swept + unanswered > 0) {
        logger.info({ ...summary, followUps, swept, unanswered }, 'delivery housekeeping');
      }
    },
  };
}

/** The delivery module of a process, from the app configuration and the builder of its mailbox adapters. */
export function createDeliveryFor(deps: {
  db: Database;
  config: AppConfig;
  logger: Logger;
  mailboxesFor: MailboxAdaptersFactory;
}): Delivery {
  const { db, config, logger, mailboxesFor } = deps;
  const signer = config.s3.endpoint || config.s3.accessKeyId ? s3AttachmentSigner(config) : undefined;
  const settings = deliverySettingsFrom(config);
  const mailboxes = mailboxesFor({ sendTimeoutMs: settings.gmailTimeoutMs });
  return createDelivery(createDeliveryEngine({ db, config, logger, settings, signer, mailboxes }));
}
