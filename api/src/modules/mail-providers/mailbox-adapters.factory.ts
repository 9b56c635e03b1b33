// The mailbox adapters of a process, one per provider it has a configuration for: Gmail's always, Microsoft's when
// the app has a registration. The one module that knows every provider: delivery is handed these adapters and
// imports only the mailbox port (docs/architecture.md, issue 37).
import type { AppConfig } from '../../config/config';
import { isMicrosoftConfigured } from '../../config/microsoft.config';
import type { Database } from '../../db/db.client';
import { createGoogleClients, createGoogleMailbox, type FetchLike } from '../google';
import type { MailboxAdapterOptions, MailboxAdapters } from '../mailbox';
import { createMicrosoftMailbox, microsoftClientsFor } from '../microsoft';

export function createMailboxAdapters(
  db: Database,
  config: AppConfig,
  /** `fetch`: Gmail's HTTP, for tests that lose an answer on purpose. */
  options: MailboxAdapterOptions & { fetch?: FetchLike },
): MailboxAdapters {
  const google = createGoogleClients(config, { fetch: options.fetch, gmailTimeoutMs: options.sendTimeoutMs });
  return {
    google: createGoogleMailbox({ db, config, clients: google }),
    ...(isMicrosoftConfigured(config.microsoft)
      ? {
          microsoft: createMicrosoftMailbox({
            db,
            config,
            microsoft: config.microsoft,
            clients: microsoftClientsFor(config.microsoft),
          }),
        }
      : {}),
  };
}
