// The user's Gmail send permission: the refresh token is stored encrypted (AES-GCM parts + key id
// for rotation); the access token is only a short-lived cache.
import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestampTz, updatedAt } from './columns';
import { users } from './users';

export const googleGrants = pgTable(
  'google_grants',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .unique('google_grants_user_id_unique')
      .references(() => users.id, { onDelete: 'cascade' }),
    googleEmail: text('google_email').notNull(),
    scopes: text('scopes').array().notNull().default([]),
    refreshTokenCiphertext: text('refresh_token_ciphertext'),
    refreshTokenIv: text('refresh_token_iv'),
    refreshTokenTag: text('refresh_token_tag'),
    keyId: text('key_id'),
    accessToken: text('access_token'),
    accessTokenExpiresAt: timestampTz('access_token_expires_at'),
    revokedAt: timestampTz('revoked_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('google_grants_key_id_idx').on(t.keyId)],
);

export type GoogleGrant = typeof googleGrants.$inferSelect;
export type NewGoogleGrant = typeof googleGrants.$inferInsert;
