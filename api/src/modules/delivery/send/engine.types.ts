// The engine's types: what a run ends in, what it is built from, the object the app holds, and the context every step
// takes (built once by createEngineContext).
import type { AppConfig } from '../../../config/config';
import type { Database } from '../../../db/db.client';
import type { Logger } from '../../../logging/logger';
import type { MailboxAdapters } from '../../mailbox';
import type { AttachmentSigner } from './attachment-links.service';
import type { DeliverySettings } from '../delivery.settings';
import type { QuotaCharge } from '../store';

export type DeliveryOutcome =
  | 'sent'
  | 'missing'
  | 'done'
  | 'held'
  | 'cancelled'
  | 'waiting'
  | 'rescheduled'
  | 'deferred'
  /** Gmail's daily sending limit: the email waits until the time Gmail gave. */
  | 'limited'
  | 'retrying'
  | 'stopped-by-reply'
  | 'failed'
  | 'unconfirmed';

export interface DeliveryEngineDeps {
  db: Database;
  config: AppConfig;
  logger: Logger;
  settings: DeliverySettings;
  /** The mailbox adapters by provider (modules/mail-providers builds a process's). */
  mailboxes: MailboxAdapters;
  signer?: AttachmentSigner;
  now?: () => Date;
  sleep?: (ms: number) => Promise<void>;
}

export interface DeliveryEngine {
  readonly deps: DeliveryEngineDeps;
  deliver(campaignEmailId: number): Promise<DeliveryOutcome>;
  /** The mailbox adapters by provider (sends, test emails, the reply poller's reads, reply notes). */
  readonly mailboxes: MailboxAdapters;
}

/** What every step of a send works with, built once per engine (createEngineContext). */
export interface EngineContext {
  readonly deps: DeliveryEngineDeps;
  readonly db: Database;
  readonly config: AppConfig;
  readonly logger: Logger;
  readonly settings: DeliverySettings;
  /** Sends and the access to them go through the grant's provider's adapter (modules/mailbox). */
  readonly mailboxes: MailboxAdapters;
  /** Pays Gmail reads around a send (reply check, Message-ID read-back) from the quota budget. */
  readonly charge: QuotaCharge;
  readonly now: () => Date;
  readonly sleep: (ms: number) => Promise<void>;
}
