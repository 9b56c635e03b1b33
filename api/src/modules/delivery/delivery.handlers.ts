// The delivery engine's Agenda job handlers, registered by the worker (runtime/bootstrap):
//   SEND_CAMPAIGN_EMAIL {campaignEmailId}: deliver that email (at most once, whoever runs the job);
//   POLL_REPLIES (every minute): reply detection, settling interrupted sends, the orphan sweep, pruning old rate
//   counters and closing sequences that ended unanswered (emails -> NO_RESPONSE).
import type { AppConfig } from '../../config/config';
import type { Database } from '../../db/client';
import type { JobHandlers } from '../../jobs/worker';
import { JobName } from '../../jobs/job-names';
import type { Logger } from '../../logging/logger';
import { s3AttachmentSigner } from './attachment-links';
import { createDeliveryEngine, type DeliveryEngine } from './delivery-engine';
import { deliverySettingsFrom } from './delivery.settings';
import { closeUnansweredSequences } from './contact-outcome.service';
import { pruneSendRateWindows } from './email-claim.repository';
import { pollReplies } from './reply-poller';
import { sweepOrphanedEmails } from './send-job.sweeper';

export function createDeliveryJobHandlers(engine: DeliveryEngine): JobHandlers {
  const { db, logger, config, settings } = engine.deps;
  return {
    [JobName.SEND_CAMPAIGN_EMAIL]: async (job) => {
      const { campaignEmailId } = job.attrs.data;
      try {
        const outcome = await engine.deliver(campaignEmailId);
        logger.debug({ campaignEmailId, outcome }, 'send job finished');
      } catch (error) {
        // Left to the sweep: the email stays SCHEDULED (or its claim expires) and gets a new job.
        logger.error({ err: error, campaignEmailId }, 'send job failed');
        throw error;
      }
    },
    [JobName.POLL_REPLIES]: async (job) => {
      const now = engine.deps.now?.() ?? new Date();
      const summary = await pollReplies(
        { db, gmail: engine.gmail, oauth: engine.oauth, ring: config.tokenEncryption, logger, now: engine.deps.now },
        { userId: job.attrs.data?.userId },
      );
      const swept = await sweepOrphanedEmails(db, now, settings.orphanGraceMs);
      await pruneSendRateWindows(db, now);
      const unanswered = await closeUnansweredSequences(db, now);
      if (summary.replies + summary.bounces + summary.confirmed + summary.notSent + summary.failures + swept + unanswered > 0) {
        logger.info({ ...summary, swept, unanswered }, 'delivery housekeeping');
      }
    },
  };
}

/** The handlers a worker process registers, with an engine built from the app configuration. */
export function deliveryJobHandlersFor(deps: { db: Database; config: AppConfig; logger: Logger }): JobHandlers {
  const { config } = deps;
  const signer = config.s3.endpoint || config.s3.accessKeyId ? s3AttachmentSigner(config) : undefined;
  return createDeliveryJobHandlers(createDeliveryEngine({ ...deps, settings: deliverySettingsFrom(config), signer }));
}
