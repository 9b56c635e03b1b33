// The user's mailbox permission (one per user, Gmail or Outlook: `provider`): the refresh token is stored encrypted
// (AES-GCM parts + key id for rotation); the access token is only a short-lived cache.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestampTz, updatedAt } from './columns';
import { users } from './users';

export const mailGrants = pgTable(
  'mail_grants',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .unique('mail_grants_user_id_unique')
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Which mail provider the grant is for; its adapter sends and reads (modules/mailbox). */
    provider: text('provider').notNull().default('google'),
    /** The mailbox that gave the permission (may differ from the user's sign-in email). */
    address: text('address').notNull(),
    scopes: text('scopes').array().notNull().default([]),
    refreshTokenCiphertext: text('refresh_token_ciphertext'),
    refreshTokenIv: text('refresh_token_iv'),
    refreshTokenTag: text('refresh_token_tag'),
    keyId: text('key_id'),
    accessToken: text('access_token'),
    accessTokenExpiresAt: timestampTz('access_token_expires_at'),
    revokedAt: timestampTz('revoked_at'),
    /** Gmail history cursor of the reply poller (only with the gmail.metadata scope). */
    historyId: text('history_id'),
    /**
     * A first sweep of the mailbox cut short (a 429): the history id it started from, and the last campaign thread it
     * read (threads are swept in id order), so the next poll goes on from there instead of starting over.
     */
    sweepHistoryId: text('sweep_history_id'),
    sweepAfterThread: text('sweep_after_thread'),
    /** Gmail refused sends for the account's daily sending limit: nothing is claimed before this time. */
    sendingPausedUntil: timestampTz('sending_paused_until'),
    /**
     * Gmail answered a rate limit with 'Retry after <time>' (product.md §10): the account's sends and reads wait until
     * then; calling earlier only pushes the time out again.
     */
    heldUntil: timestampTz('held_until'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('mail_grants_key_id_idx').on(t.keyId),
    check('mail_grants_provider_check', sql`${t.provider} IN ('google', 'microsoft')`),
  ],
);

/**
 * Pending mailbox consents (Gmail's grant, Connect Outlook): the OAuth `state` (stored hashed) is bound to the user who
 * started the flow and to its provider, single use and short-lived; the PKCE verifier stays server-side.
 */
export const mailAuthStates = pgTable(
  'mail_auth_states',
  {
    stateHash: text('state_hash').primaryKey(),
    /** Whose callback may use it: Google's callback never completes a Microsoft consent, nor the reverse. */
    provider: text('provider').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeVerifier: text('code_verifier').notNull(),
    returnTo: text('return_to').notNull(),
    scopes: text('scopes').array().notNull(),
    expiresAt: timestampTz('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('mail_auth_states_user_id_idx').on(t.userId),
    check('mail_auth_states_provider_check', sql`${t.provider} IN ('google', 'microsoft')`),
  ],
);

export type MailGrant = typeof mailGrants.$inferSelect;
export type NewMailGrant = typeof mailGrants.$inferInsert;
export type MailAuthState = typeof mailAuthStates.$inferSelect;
