// Who provides a mailbox, and the access a send or a headers-only read is made with.

/** The mail providers a user can connect (one grant per user, `mail_grants.provider`). */
export const MAIL_PROVIDERS = ['google', 'microsoft'] as const;
export type MailProviderId = (typeof MAIL_PROVIDERS)[number];

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
