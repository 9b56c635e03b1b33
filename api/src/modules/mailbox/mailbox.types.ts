// Who provides a mailbox, and the access a send or a headers-only read is made with.
import type { MailProvider } from 'contracts/resolvers-types';

/** The mail providers a user can connect (one grant per user, `mail_grants.provider`). */
export const MAIL_PROVIDERS = ['google', 'microsoft'] as const;
export type MailProviderId = (typeof MAIL_PROVIDERS)[number];

const PRODUCT_NAME_OF: Readonly<Record<MailProviderId, MailProvider>> = { google: 'GMAIL', microsoft: 'OUTLOOK' };

/** The provider as the product names it (GraphQL's MailProvider): Gmail's words when no mailbox was ever connected. */
export const mailProviderOf = (id: MailProviderId | string | null | undefined): MailProvider =>
  PRODUCT_NAME_OF[id as MailProviderId] ?? 'GMAIL';

/** A fresh access to one user's mailbox: what every send and read of an adapter takes. */
export interface MailboxAccess {
  userId: string;
  provider: MailProviderId;
  /** The mailbox the user connected (may differ from their sign-in email). */
  address: string;
  /** What the user granted, in the provider's own scope names. */
  scopes: readonly string[];
  accessToken: string;
}
