// The delivery module's Agenda job handlers, registered by the worker (runtime/bootstrap):
//   SEND_CAMPAIGN_EMAIL {campaignEmailId}: deliver that email (at most once, whoever runs the job);
//   POLL_REPLIES (every minute): the delivery housekeeping (delivery.factory.ts).
import type { JobHandlers } from '../../jobs/job-worker.service';
import { JobName } from '../../jobs/job-names.constants';
import type { Delivery } from './delivery.factory';

export function createDeliveryJobHandlers(delivery: Delivery): JobHandlers {
  const { engine } = delivery;
  const { logger } = engine.deps;
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
    [JobName.POLL_REPLIES]: (job) => delivery.runHousekeeping({ userId: job.attrs.data?.userId }),
  };
}
