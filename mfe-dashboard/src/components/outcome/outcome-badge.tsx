import { Button, Tag } from 'antd';
import {
  REPLY_OUTCOME_LABELS,
  outcomeBehaviour,
  type OutcomeBehaviour,
  isOutcomeProposalPending,
  type ReplyOutcome,
  type SequenceStopReason,
} from 'contracts';
import { useSetOutcome } from './use-set-outcome';
import './outcome.css';

interface OutcomeState {
  id: number;
  firstName?: string;
  outcome?: ReplyOutcome | null;
  outcomeProposed?: ReplyOutcome | null;
  stopReason?: SequenceStopReason | null;
}

/**
 * The headers suggested an outcome the user has not confirmed or replaced yet, and the status does not already say it
 * (a bounced contact shows 'Bounced', never also 'Bounced? Confirm'): the rule is contracts' isOutcomeProposalPending.
 */
export const isProposalPending = (contact: Pick<OutcomeState, 'outcome' | 'outcomeProposed' | 'stopReason'>): boolean =>
  isOutcomeProposalPending(contact);

/** The badge's colour for the outcome's tone in contracts' outcome table. */
const TONE_COLORS: Readonly<Record<OutcomeBehaviour['tone'], string>> = {
  good: 'green',
  bad: 'red',
  answer: 'blue',
  notice: 'default',
};

export const outcomeColor = (outcome: ReplyOutcome): string => TONE_COLORS[outcomeBehaviour(outcome).tone];

/**
 * A contact row's outcome: a small badge once set; while only proposed, 'Interview invite?' with a one-click
 * 'Confirm' (`confirmable` false where there is no room: the badge alone).
 */
export function OutcomeBadge({ contact, confirmable = true }: { contact: OutcomeState; confirmable?: boolean }) {
  const { setOutcome, saving } = useSetOutcome();
  if (contact.outcome) {
    return (
      <Tag className="db-outcome-badge" color={outcomeColor(contact.outcome)}>
        {REPLY_OUTCOME_LABELS[contact.outcome]}
      </Tag>
    );
  }
  if (!isProposalPending(contact)) return null;
  const proposed = contact.outcomeProposed!;
  return (
    <span className="db-outcome-badge db-outcome-badge--proposed">
      <Tag variant="filled" color="gold">{`${REPLY_OUTCOME_LABELS[proposed]}?`}</Tag>
      {confirmable ? (
        <Button
          size="small"
          type="link"
          loading={saving}
          aria-label={`Confirm ${REPLY_OUTCOME_LABELS[proposed]}${contact.firstName ? ` for ${contact.firstName}` : ''}`}
          onClick={() => void setOutcome(contact.id, proposed)}
        >
          Confirm
        </Button>
      ) : null}
    </span>
  );
}
