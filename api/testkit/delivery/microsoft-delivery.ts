// The delivery harness on a Microsoft mailbox: the Microsoft adapter pointed at the devstack stand-in, engines over
// it, and users who connected Outlook on the stand-in's consent pages.
import type { MicrosoftStandIn } from 'devstack/microsoft';
import type { User } from '../../src/db/schema';
import type { DeliverySettings } from '../../src/modules/delivery/delivery.settings';
import type { DeliveryEngine } from '../../src/modules/delivery/send';
import type { MailboxAdapter } from '../../src/modules/mailbox';
import { createMicrosoftClients, createMicrosoftMailbox } from '../../src/modules/microsoft';
import { insertUser } from '../db/db-fixtures';
import { connectMicrosoftMailbox, microsoftConfigFor } from '../env/microsoft-env';
import type { DeliveryHarness } from './delivery-harness';

export interface MicrosoftDelivery {
  /** The adapter; `timeoutMs` bounds each Graph request. */
  mailbox(timeoutMs?: number): MailboxAdapter;
  engine(options?: { timeoutMs?: number; settings?: Partial<DeliverySettings> }): DeliveryEngine;
  /** `user` connects `email` (send-only, or with Mail.ReadBasic when `detect`). */
  connect(user: User, detect: boolean, email: string): Promise<void>;
  /** A new user who connected `email`. */
  sender(detect: boolean, email: string): Promise<User>;
}

export function microsoftDeliveryOn(h: DeliveryHarness, ms: MicrosoftStandIn): MicrosoftDelivery {
  const mailbox = (timeoutMs?: number) => {
    const microsoft = microsoftConfigFor(ms);
    return createMicrosoftMailbox({
      db: h.handle.db,
      config: h.config,
      microsoft,
      clients: createMicrosoftClients(microsoft, { timeoutMs }),
      sentCopyWaitMs: 20,
    });
  };
  const connect = async (user: User, detect: boolean, email: string) => {
    const outcome = await connectMicrosoftMailbox({
      ms,
      oauth: createMicrosoftClients(microsoftConfigFor(ms)).oauth(),
      db: h.handle.db,
      ring: h.config.tokenEncryption,
      userId: user.id,
      email,
      detect,
    });
    if (outcome.kind !== 'connected') throw new Error(`Outlook did not connect: ${outcome.kind}`);
  };
  return {
    mailbox,
    engine: ({ timeoutMs, settings = {} } = {}) => h.engine(settings, { mailboxes: { microsoft: mailbox(timeoutMs) } }),
    connect,
    async sender(detect, email) {
      const user = await insertUser(h.handle.db, { name: 'Alex Candidate' });
      await connect(user, detect, email);
      return user;
    },
  };
}
