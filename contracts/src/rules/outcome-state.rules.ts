// What a contact's state still lets the user do (product.md §11): a proposal the stop reason already says is no
// question ('Bounced' beside 'Bounced? Confirm'), and a draft sequence, where nothing was ever scheduled, offers no
// sending actions (Pause, Resume, Mark as replied, Send now).
import type { ReplyOutcome, SequenceStopReason } from '../generated/client/graphql';

/** The stop reasons that already state an outcome: the headers' proposal of it asks nothing more. */
export const STOP_REASONS_STATING_OUTCOME: Readonly<Partial<Record<ReplyOutcome, readonly SequenceStopReason[]>>> = {
  BOUNCED: ['BOUNCED', 'BOUNCED_REASON_UNKNOWN'],
  LEFT_COMPANY: ['LEFT_COMPANY'],
};

/** The headers proposed an outcome the user has not confirmed or replaced, and the stop reason does not say it. */
export function isOutcomeProposalPending(contact: {
  outcome?: ReplyOutcome | null;
  outcomeProposed?: ReplyOutcome | null;
  stopReason?: SequenceStopReason | null;
}): boolean {
  const proposed = contact.outcomeProposed;
  if (!proposed || contact.outcome) return false;
  return !(contact.stopReason && STOP_REASONS_STATING_OUTCOME[proposed]?.includes(contact.stopReason));
}

/** A draft sequence (its campaign never scheduled a contact) has nothing to pause, resume, mark or send now. */
export const offersSequenceActions = (campaign: { isDraft?: boolean | null } | null | undefined): boolean => !campaign?.isDraft;
