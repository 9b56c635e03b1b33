// 'Resume follow-ups' on a contact the product paused (the user wrote to them by hand) or the user paused: the same
// path as setting the contact active, so the recipient rules are checked and the held follow-up is re-planned by the
// delivery scheduler (onContactActivated: one still ahead keeps its time, an overdue one goes at the next window
// opening, spread, never in a burst).
import { FOLLOW_UPS_RESUMED } from 'contracts';
import type { Database } from '../../db/db.client';
import type { Contact } from '../../db/schema';
import { updateContact } from './contact.service';

export async function resumeFollowUps(
  db: Database,
  userId: string,
  contactId: number,
  now = new Date(),
): Promise<{ contact: Contact; message: string }> {
  const contact = await updateContact(db, userId, { id: contactId, isActive: true }, now);
  return { contact, message: FOLLOW_UPS_RESUMED };
}
