// The delivery module of a process (runtime/bootstrap, or createApp when none is handed in), and a delivery engine
// (tests, the bench), each over the adapters of every provider the process is configured for.
import type { AppConfig } from '../../config/config';
import type { Database } from '../../db/db.client';
import type { Logger } from '../../logging/logger';
import {
  createDeliveryEngine,
  createDeliveryFor,
  type Delivery,
  type DeliveryEngine,
  type DeliveryEngineDeps,
} from '../delivery';
import type { FetchLike } from '../google';
import { createMailboxAdapters } from './mailbox-adapters.factory';

export function createProcessDelivery(db: Database, config: AppConfig, logger: Logger): Delivery {
  return createDeliveryFor({ db, config, logger, mailboxesFor: (options) => createMailboxAdapters(db, config, options) });
}

/** An engine over the configured providers' adapters, unless `mailboxes` are handed in; `fetch` is Gmail's HTTP. */
export function createConfiguredEngine(
  deps: Omit<DeliveryEngineDeps, 'mailboxes'> & { mailboxes?: DeliveryEngineDeps['mailboxes']; fetch?: FetchLike },
): DeliveryEngine {
  const { fetch, mailboxes, ...rest } = deps;
  const sendTimeoutMs = deps.settings.gmailTimeoutMs;
  return createDeliveryEngine({
    ...rest,
    mailboxes: mailboxes ?? createMailboxAdapters(deps.db, deps.config, { fetch, sendTimeoutMs }),
  });
}
