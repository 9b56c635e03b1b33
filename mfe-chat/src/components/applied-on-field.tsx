// The optional 'Applied on' day on the drafted sequence, beside 'Send Sequence Now' (product.md §11): the same label and
// rule as the wizard's contact step. Empty is fine; a refused day says why and holds the send until it is fixed or
// cleared. Once the contact exists the day is shown, not edited here (the contact's page changes it).
import { useId } from 'react';
import { Input } from 'antd';
import { APPLIED_ON_HELP, APPLIED_ON_LABEL, formatDay } from 'contracts';

interface AppliedOnFieldProps {
  value: string | null;
  /** The contracts' message for a refused day, else null. */
  problem: string | null;
  /** Once the contact was created with (or without) the day, or the sequence scheduled. */
  locked: boolean;
  /** While the chat is busy (sending, saving a zone). */
  disabled: boolean;
  onChange: (day: string) => void;
}

export function AppliedOnField({ value, problem, locked, disabled, onChange }: AppliedOnFieldProps) {
  const id = useId();
  if (locked) {
    return value && !problem ? <p className="chat-sequence__applied">Applied on {formatDay(value)}</p> : null;
  }
  const described = problem ? `${id}-help ${id}-problem` : `${id}-help`;
  return (
    <div className="chat-email__field chat-sequence__applied">
      <label className="chat-email__label" htmlFor={id}>
        {APPLIED_ON_LABEL}
      </label>
      {/* No max attribute: the browser's own check would refuse silently where the rule's message says why. */}
      <Input
        id={id}
        type="date"
        className="chat-sequence__applied-input"
        value={value ?? ''}
        disabled={disabled}
        status={problem ? 'error' : undefined}
        aria-invalid={problem ? true : undefined}
        aria-describedby={described}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={`${id}-help`} className="chat-email__note">
        {APPLIED_ON_HELP}
      </p>
      {problem && (
        <span id={`${id}-problem`} role="alert" className="chat-email__error">
          {problem}
        </span>
      )}
    </div>
  );
}
