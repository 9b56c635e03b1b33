// The line every sequence shows about when it sends: "9:00-17:00 in the recipient's zone, Europe/Berlin, guessed from
// globex.de; change". "change" opens the zone picker in place; picking a zone hands it to `onChange`.
import { useState } from 'react';
import { sendZoneReason, type SendZoneChoice, type TimezoneOption } from 'contracts';
import { TimezonePicker } from './timezone-picker';
import './send-zone-note.css';

export interface SendZoneNoteProps {
  choice: SendZoneChoice;
  /** Absent: the line is shown without "change" (e.g. while saving). */
  onChange?: (zone: string) => void;
  common?: readonly TimezoneOption[];
  className?: string;
}

export function SendZoneNote({ choice, onChange, common, className }: SendZoneNoteProps) {
  const [open, setOpen] = useState(false);
  return (
    <div className={['sui-send-zone', className].filter(Boolean).join(' ')} data-testid="send-zone-note">
      <span>{sendZoneReason(choice)}</span>
      {onChange && !open && (
        <>
          {'; '}
          <button
            type="button"
            className="sui-send-zone__change"
            onClick={() => setOpen(true)}
            aria-label="change the sending zone"
          >
            change
          </button>
        </>
      )}
      {onChange && open && (
        <div className="sui-send-zone__picker">
          <TimezonePicker
            value={choice.zone}
            common={common}
            aria-label="Sending timezone"
            defaultOpen
            onChange={(zone) => {
              setOpen(false);
              if (zone !== choice.zone) onChange(zone);
            }}
          />
          <button type="button" className="sui-send-zone__change" onClick={() => setOpen(false)}>
            Cancel
          </button>
        </div>
      )}
    </div>
  );
}
