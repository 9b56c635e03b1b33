// Replies a user records by hand: the outcome of a reply, and taking back a reply marked by hand.
import {
  INTERVIEW_DATE_ONLY_FOR_INTERVIEW,
  FOLLOW_UPS_RESUMED,
  REPLY_MARK_UNDONE,
  UNDO_ONLY_MARKED_REPLIES,
  outcomeBehaviour,
  replyOutcomeSaved,
  validateInterviewAt,
  type ReplyOutcome,
} from 'contracts';
import { badInput } from './connection.util';
import type { StoreContext } from './store-context';

export function createRepliesStore({ data, iso, views }: StoreContext) {
  const { contactView } = views;
  const mutation = {
    undoMarkReplied(args: { contactId: number }) {
      const contact = data.contacts.find((x) => x.id === args.contactId);
      if (!contact) return { success: false, message: 'Contact not found', contact: null };
      if (contact.stopReason !== 'MARKED_REPLIED') return { success: false, message: UNDO_ONLY_MARKED_REPLIES, contact: null };
      Object.assign(contact, { status: 'IN_PROGRESS', stopReason: null, replyUndoUntil: null, updatedAt: iso() });
      return { success: true, message: REPLY_MARK_UNDONE, contact: contactView(contact) };
    },
    // Like the api: the pause ends with its reason (the held follow-up is re-planned there, not here).
    resumeFollowUps(args: { contactId: number }) {
      const contact = data.contacts.find((x) => x.id === args.contactId);
      if (!contact) return { success: false, message: 'Contact not found', contact: null };
      Object.assign(contact, { isActive: true, pauseReason: null, updatedAt: iso() });
      return { success: true, message: FOLLOW_UPS_RESUMED, contact: contactView(contact) };
    },
    // Like the api (product.md §1): the outcome is kept; an answer stops the sequence, an acknowledgement or
    // out-of-office resumes one stopped as a reply. (Other sequences at the company are not stopped here.)
    setContactOutcome(args: { contactId: number; outcome: string; interviewAt?: string | null }) {
      const contact = data.contacts.find((x) => x.id === args.contactId);
      if (!contact) return { success: false, message: 'Contact not found', contact: null };
      if (args.interviewAt && args.outcome !== 'INTERVIEW_INVITE') throw badInput(INTERVIEW_DATE_ONLY_FOR_INTERVIEW);
      const dateProblem = args.interviewAt ? validateInterviewAt(new Date(args.interviewAt), new Date(iso())) : null;
      if (dateProblem) throw badInput(dateProblem);
      const at = iso();
      const notAReply = outcomeBehaviour(args.outcome as ReplyOutcome).stops === 'none';
      if (notAReply && contact.status === 'RESPONDED') Object.assign(contact, { status: 'IN_PROGRESS', stopReason: null });
      if (!notAReply && contact.status === 'IN_PROGRESS')
        Object.assign(contact, { status: 'RESPONDED', stopReason: 'MARKED_REPLIED' });
      const interviewAt =
        args.outcome === 'INTERVIEW_INVITE' ? (args.interviewAt ?? contact.interviewAt ?? null) : (contact.interviewAt ?? null);
      const replyOutcomes = contact.replyOutcomes ?? [];
      replyOutcomes.push({
        id: replyOutcomes.length + 1,
        outcome: args.outcome,
        source: 'APP',
        occurredAt: at,
        threadId: null,
        returnDate: null,
        interviewAt: args.outcome === 'INTERVIEW_INVITE' ? (args.interviewAt ?? null) : null,
      });
      Object.assign(contact, { outcome: args.outcome, outcomeConfirmedAt: at, interviewAt, replyOutcomes, updatedAt: at });
      return { success: true, message: replyOutcomeSaved(args.outcome as ReplyOutcome), contact: contactView(contact) };
    },
  };

  return { query: {}, mutation };
}
