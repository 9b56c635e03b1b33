// A follow-up's days to wait (product.md §5 chat edit: a non-numeric delay becomes 1). The box shows what is typed and
// the stored number once it loses focus; the first email has no delay: it goes in the recipient's next working hours
// (the zone line under the emails says exactly when).
import { useState } from 'react';
import { Input } from 'antd';
import { FIRST_EMAIL_PENDING_TIMING } from 'contracts';
import { chatDelay } from '../conversation/drafts';

interface DelayFieldProps {
  id: string;
  index: number;
  value: number;
  disabled: boolean;
  error: string | null;
  onChange: (daysDelay: number) => void;
}

export function DelayField({ id, index, value, disabled, error, onChange }: DelayFieldProps) {
  const [typed, setTyped] = useState<string | null>(null);
  if (index === 0) return <p className="chat-email__timing">Sends: {FIRST_EMAIL_PENDING_TIMING}</p>;
  return (
    <div className="chat-email__field">
      <label className="chat-email__label" htmlFor={id}>
        Days to wait
      </label>
      <Input
        id={id}
        className="chat-email__delay"
        inputMode="numeric"
        value={typed ?? String(value)}
        disabled={disabled}
        status={error ? 'error' : undefined}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        suffix="days after the previous email"
        onChange={(event) => {
          setTyped(event.target.value);
          onChange(chatDelay(event.target.value, index));
        }}
        onBlur={() => setTyped(null)}
      />
      {error && (
        <div id={`${id}-error`} role="alert" className="chat-email__error">
          {error}
        </div>
      )}
    </div>
  );
}
