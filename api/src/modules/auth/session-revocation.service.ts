import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/db.client';
import { sessions } from '../../db/schema';

/**
 * Signs the user out of every session (the "session" table's generated user_id column is passport's user id),
 * optionally keeping one: the request's own. Returns how many sessions ended.
 */
export async function revokeUserSessions(
  db: Pick<Database, 'delete'>,
  userId: string,
  options: { keepSessionId?: string } = {},
): Promise<number> {
  const ofUser = eq(sessions.userId, userId);
  const deleted = await db
    .delete(sessions)
    .where(options.keepSessionId ? and(ofUser, ne(sessions.sid, options.keepSessionId)) : ofUser)
    .returning({ sid: sessions.sid });
  return deleted.length;
}
