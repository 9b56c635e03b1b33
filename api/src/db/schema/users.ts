// Accounts and the one-time tokens for email verification and password reset.
import { sql, type SQL } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestampTz, updatedAt } from './columns';
import { authTokenPurposeEnum } from './enums';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Stored lowercased by the app; the unique index on lower(email) enforces it case-insensitively anyway. */
    email: text('email').notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    /** Null for accounts that only sign in with Google or Microsoft. */
    passwordHash: text('password_hash'),
    googleSub: text('google_sub').unique('users_google_sub_unique'),
    /** Sign-in with Microsoft: the account's tenant and object ids ('<tid>:<oid>'), stable across Microsoft's apps. */
    microsoftSub: text('microsoft_sub').unique('users_microsoft_sub_unique'),
    /** Notification Preferences: an email when a contact replies; an email when a sequence ends or needs attention. */
    notifyReplyAlerts: boolean('notify_reply_alerts').notNull().default(true),
    notifySequenceUpdates: boolean('notify_sequence_updates').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Soft delete: the account is gone for the user at once and purged for good at purge_after. */
    deletedAt: timestampTz('deleted_at'),
    purgeAfter: timestampTz('purge_after'),
  },
  (t) => [
    uniqueIndex('users_email_lower_unique').on(sql`lower(${t.email})`),
    index('users_purge_after_idx')
      .on(t.purgeAfter)
      .where(sql`${t.purgeAfter} is not null`),
  ],
);

export const authTokens = pgTable(
  'auth_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    purpose: authTokenPurposeEnum('purpose').notNull(),
    /** Only a hash is stored: a leaked table cannot be used to reset passwords. */
    tokenHash: text('token_hash').notNull().unique('auth_tokens_token_hash_unique'),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestampTz('expires_at').notNull(),
    usedAt: timestampTz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('auth_tokens_user_id_idx').on(t.userId)],
);

/** Case-insensitive email lookup that uses the unique index on lower(email). */
export function userEmailMatches(email: string): SQL {
  return sql`lower(${users.email}) = ${email.trim().toLowerCase()}`;
}

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type AuthToken = typeof authTokens.$inferSelect;
export type NewAuthToken = typeof authTokens.$inferInsert;
