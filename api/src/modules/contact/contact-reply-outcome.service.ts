// setContactOutcome: the owner confirms or sets what a contact's reply means (product.md §1). The delivery module
// records it and acts (stops, resumes, stops the sequences at the company for an interview); this checks the input,
// applies the recipient rules to a sequence that resumes, and maps the answer to what the user is told.
import { INTERVIEW_DATE_ONLY_FOR_INTERVIEW, replyOutcomeSaved, validateInterviewAt, type ReplyOutcome } from 'contracts';
import type { Database, DbOrTx } from '../../db/db.client';
import type { Contact } from '../../db/schema';
import { setReplyOutcome } from '../delivery';
import { ContactNotFoundError, ContactValidationError, findContact } from './contact.service';
import { checkRecipientForWrite } from './recipient-rules.service';

/** Throws ContactNotFoundError (not the caller's) or ContactValidationError (bad input, or a resume refused). */
export async function setContactOutcome(
  db: Database,
  userId: string,
  input: { contactId: number; outcome: ReplyOutcome; interviewAt?: string | null },
  now = new Date(),
): Promise<{ contact: Contact; message: string }> {
  let interviewAt: Date | null = null;
  if (input.interviewAt) {
    if (input.outcome !== 'INTERVIEW_INVITE') throw new ContactValidationError(INTERVIEW_DATE_ONLY_FOR_INTERVIEW);
    interviewAt = new Date(input.interviewAt);
    // A date far off (a slip such as 9999-12-31) is refused here: no thank-you could be timed for it.
    const dateProblem = validateInterviewAt(interviewAt, now);
    if (dateProblem) throw new ContactValidationError(dateProblem);
  }
  // Back in the running, the address must still obey the recipient rules (it may be in a new sequence meanwhile).
  const guard = async (tx: DbOrTx) => {
    const contact = await findContact(tx, userId, input.contactId);
    if (!contact?.email) return null;
    const check = await checkRecipientForWrite(tx, userId, contact.email, input.contactId);
    return check.allowed ? null : (check.message ?? null);
  };
  const result = await setReplyOutcome(db, {
    userId,
    contactId: input.contactId,
    outcome: input.outcome,
    interviewAt,
    source: 'APP',
    now,
    guard,
  });
  if (result.outcome === 'not-found') throw new ContactNotFoundError();
  if (result.outcome === 'refused') throw new ContactValidationError(result.message);
  return { contact: (await findContact(db, userId, input.contactId))!, message: replyOutcomeSaved(input.outcome) };
}
