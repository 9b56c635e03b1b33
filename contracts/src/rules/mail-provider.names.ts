// What the product calls each provider's mailbox, for every message that names it (Settings, delivery, the test email).
import type { MailProvider } from '../generated/client/graphql';

/** Outlook.com, Hotmail, Live and Microsoft 365 are all "Outlook". */
export const MAIL_PROVIDER_NAMES: Readonly<Record<MailProvider, string>> = { GMAIL: 'Gmail', OUTLOOK: 'Outlook' };

/** The mailbox's grant is missing, revoked or disconnected: emails wait and resume once the user reconnects it. */
export const reconnectMailboxToResume = (provider: MailProvider): string =>
  `Reconnect ${MAIL_PROVIDER_NAMES[provider]} to resume`;
