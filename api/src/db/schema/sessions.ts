// The express-session table in connect-pg-simple's own layout (table "session"), created by our
// migrations so the app never needs `createTableIfMissing`.
// `user_id` is generated from passport's serialized user (sess.passport.user) so "sign out
// everywhere" is `DELETE FROM session WHERE user_id = $1` (assumes serializeUser stores the user id).
import { sql } from 'drizzle-orm';
import { index, json, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

export const sessions = pgTable(
  'session',
  {
    sid: varchar('sid').primaryKey(),
    sess: json('sess').notNull(),
    // connect-pg-simple writes to_timestamp(...) into a plain timestamp(6): keep its type.
    expire: timestamp('expire', { precision: 6, mode: 'date' }).notNull(),
    userId: text('user_id').generatedAlwaysAs(sql`(sess -> 'passport' ->> 'user')`),
  },
  (t) => [index('IDX_session_expire').on(t.expire), index('session_user_id_idx').on(t.userId)],
);

export type SessionRow = typeof sessions.$inferSelect;
