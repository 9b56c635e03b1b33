import { useId, useState, type FormEvent } from 'react';
import { Button, Tag } from 'antd';
import {
  OUTCOME_CHOICES,
  REPLY_OUTCOME_LABELS,
  outcomeProposalText,
  type ReplyOutcome,
  type SequenceStopReason,
} from 'contracts';
import { formatMoment } from '../format';
import { isProposalPending, outcomeColor } from './outcome-badge';
import { useSetOutcome } from './use-set-outcome';
import './outcome.css';

export interface OutcomeControlProps {
  contact: {
    id: number;
    outcome?: ReplyOutcome | null;
    outcomeProposed?: ReplyOutcome | null;
    /** A stop reason that states the proposal ('Bounced') leaves nothing to confirm. */
    stopReason?: SequenceStopReason | null;
    interviewAt?: string | null;
  };
  /** The sequence's zone, for the interview time shown. */
  timezone?: string;
}

/** A `datetime-local` value (the browser's clock) as an ISO instant; '' as none. */
const toInstant = (local: string) => (local ? new Date(local).toISOString() : null);

/** An ISO instant as a `datetime-local` value on the browser's clock. */
function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

function InterviewInput({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <span className="db-outcome__field">
      <label htmlFor={id}>Interview date and time (optional)</label>
      <input
        id={id}
        className="db-outcome__input"
        type="datetime-local"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </span>
  );
}

/**
 * What the reply means, in one click (product.md §11): the outcome the headers suggest with 'Confirm', and a picker
 * for any outcome; an interview takes an optional date and time.
 */
export function OutcomeControl({ contact, timezone }: OutcomeControlProps) {
  const { setOutcome, saving } = useSetOutcome();
  const selectId = useId();
  const pending = isProposalPending(contact);
  const [choice, setChoice] = useState<ReplyOutcome | ''>('');
  const [interview, setInterview] = useState(() => toLocalInput(contact.interviewAt));

  const confirm = () => {
    const proposed = contact.outcomeProposed!;
    void setOutcome(contact.id, proposed, proposed === 'INTERVIEW_INVITE' ? toInstant(interview) : null);
  };
  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!choice) return;
    const saved = await setOutcome(contact.id, choice, choice === 'INTERVIEW_INVITE' ? toInstant(interview) : null);
    if (saved) setChoice('');
  };

  return (
    <div className="db-outcome">
      {contact.outcome ? (
        <p className="db-outcome__current">
          Outcome: <Tag color={outcomeColor(contact.outcome)}>{REPLY_OUTCOME_LABELS[contact.outcome]}</Tag>
          {contact.outcome === 'INTERVIEW_INVITE' && contact.interviewAt ? (
            <span>Interview on {formatMoment(contact.interviewAt, timezone)}</span>
          ) : null}
        </p>
      ) : null}
      {pending ? (
        <div className="db-outcome__proposal" role="group" aria-label="Proposed outcome">
          <span>{outcomeProposalText(contact.outcomeProposed!)}</span>
          {contact.outcomeProposed === 'INTERVIEW_INVITE' ? <InterviewInput value={interview} onChange={setInterview} /> : null}
          <Button type="primary" size="small" loading={saving} onClick={confirm}>
            Confirm
          </Button>
        </div>
      ) : null}
      <form className="db-outcome__form" onSubmit={(event) => void save(event)}>
        <span className="db-outcome__field">
          <label htmlFor={selectId}>{contact.outcome || pending ? 'Set another outcome' : 'Set the outcome'}</label>
          <select
            id={selectId}
            className="db-outcome__input"
            value={choice}
            onChange={(event) => setChoice(event.target.value as ReplyOutcome | '')}
          >
            <option value="">Choose…</option>
            {OUTCOME_CHOICES.map((outcome) => (
              <option key={outcome} value={outcome}>
                {REPLY_OUTCOME_LABELS[outcome]}
              </option>
            ))}
          </select>
        </span>
        {choice === 'INTERVIEW_INVITE' && !pending ? <InterviewInput value={interview} onChange={setInterview} /> : null}
        <Button htmlType="submit" size="small" disabled={!choice} loading={saving && Boolean(choice)}>
          Save outcome
        </Button>
      </form>
    </div>
  );
}
