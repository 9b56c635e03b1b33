// undoMarkReplied: the owner takes back a reply they marked in the app, until the next email's would-be send. The
// delivery module restores the sequence in one transaction; this maps its answer to what the user is told.
import { REPLY_MARK_UNDONE, UNDO_ONLY_MARKED_REPLIES, UNDO_REPLY_TOO_LATE } from 'contracts';
import type { Database, DbOrTx } from '../../db/db.client';
import type { Contact } from '../../db/schema';
import { undoMarkedReply } from '../delivery';
import { ContactNotFoundError, ContactValidationError, findContact } from './contact.service';
import { checkRecipientForWrite } from './recipient-rules.service';

/** Restores the contact's sequence; throws ContactNotFoundError (not the caller's) or ContactValidationError (refused). */
export async function undoMarkReplied(
  db: Database,
  userId: string,
  contactId: number,
  now = new Date(),
): Promise<{ contact: Contact; message: string }> {
  // Back in the running, the address must still obey the recipient rules (it may be in a new sequence meanwhile).
  const guard = async (tx: DbOrTx) => {
    const contact = await findContact(tx, userId, contactId);
    if (!contact?.email) return null;
    const check = await checkRecipientForWrite(tx, userId, contact.email, contactId);
    return check.allowed ? null : (check.message ?? null);
  };
  const result = await undoMarkedReply(db, { userId, contactId, now, guard });
  switch (result.outcome) {
    case 'not-found':
      throw new ContactNotFoundError();
    case 'not-marked':
      throw new ContactValidationError(UNDO_ONLY_MARKED_REPLIES);
    case 'too-late':
      throw new ContactValidationError(UNDO_REPLY_TOO_LATE);
    case 'refused':
      throw new ContactValidationError(result.message);
    case 'undone':
      return { contact: (await findContact(db, userId, contactId))!, message: REPLY_MARK_UNDONE };
  }
}
