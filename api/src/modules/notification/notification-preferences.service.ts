// Settings › Notification Preferences: the signed-in user's own two switches (users.notify_reply_alerts,
// users.notify_sequence_updates). Heads-ups are not a preference: for a send-only account they are how a reply stops
// the sequence at all.
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/db.client';
import { users } from '../../db/schema';

export interface NotificationPreferences {
  replyAlerts: boolean;
  sequenceUpdates: boolean;
}

const columns = { replyAlerts: users.notifyReplyAlerts, sequenceUpdates: users.notifySequenceUpdates };
const own = (userId: string) => and(eq(users.id, userId), isNull(users.deletedAt));

export async function notificationPreferences(db: Database, userId: string): Promise<NotificationPreferences | undefined> {
  const [row] = await db.select(columns).from(users).where(own(userId));
  return row;
}

/** Sets the switches given (null or absent: unchanged) and answers all of them. */
export async function updateNotificationPreferences(
  db: Database,
  userId: string,
  input: { replyAlerts?: boolean | null; sequenceUpdates?: boolean | null },
): Promise<NotificationPreferences | undefined> {
  const changes = {
    ...(typeof input.replyAlerts === 'boolean' ? { notifyReplyAlerts: input.replyAlerts } : {}),
    ...(typeof input.sequenceUpdates === 'boolean' ? { notifySequenceUpdates: input.sequenceUpdates } : {}),
  };
  if (Object.keys(changes).length === 0) return notificationPreferences(db, userId);
  const [row] = await db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(own(userId))
    .returning(columns);
  return row;
}
