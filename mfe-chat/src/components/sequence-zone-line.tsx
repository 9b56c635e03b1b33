// Under the drafted sequence: the zone it sends in and why ("9:00-17:00 in the recipient's zone, Europe/Berlin,
// guessed from globex.de; change"), the policy's "Sends: ..." line as on the sequence's page, and, before it is scheduled, when the first email would go if sent now, in the
// recipient's time and the user's (shown next to 'Send Sequence Now', after it, since it arrives late).
import { useEffect, useState } from 'react';
import { CHAT_TIMEZONES, EXCLUDE_WEEKENDS_DEFAULT, sendingWindowText, sendPolicyOf } from 'contracts';
import { SendZoneNote } from 'shared-ui';
import { sequenceZone } from '../conversation/browser-timezone';
import type { ChatContext } from '../conversation/chat.types';
import { firstSendTime, formatSendTime } from '../conversation/send-time';

interface SequenceZoneLineProps {
  context: ChatContext;
  disabled: boolean;
  onZoneChange?: (zone: string) => void;
}

/** The first send time the api plans for `zone` if the sequence were sent now (null while unknown). */
function useFirstSendPreview(zone: string, delays: readonly number[], enabled: boolean): string | null {
  const [at, setAt] = useState<{ zone: string; iso: string | null } | null>(null);
  const key = delays.join(',');
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    void firstSendTime(zone, key.split(',').map(Number)).then((iso) => {
      if (live) setAt({ zone, iso });
    });
    return () => {
      live = false;
    };
  }, [zone, key, enabled]);
  return at?.zone === zone ? at.iso : null;
}

/** The "Sends: ..." line: the scheduled campaign's hours and week, else the defaults the chat schedules with. */
export function sendsLineOf(context: ChatContext): string {
  const settings = context.sendSettings ?? { excludeWeekends: EXCLUDE_WEEKENDS_DEFAULT };
  return `Sends: ${sendingWindowText(sendPolicyOf({ ...settings, zone: sequenceZone(context).zone }))}`;
}

export function SequenceZoneLine({ context, disabled, onZoneChange }: SequenceZoneLineProps) {
  return (
    <div className="chat-sequence__zone">
      <SendZoneNote choice={sequenceZone(context)} common={CHAT_TIMEZONES} onChange={disabled ? undefined : onZoneChange} />
      <p className="chat-sequence__sends" data-testid="sends-line">
        {sendsLineOf(context)}
      </p>
    </div>
  );
}

export function FirstSendPreview({ context, delays }: { context: ChatContext; delays: readonly number[] }) {
  const { zone } = sequenceZone(context);
  const preview = useFirstSendPreview(zone, delays, !context.scheduled && Boolean(context.contactEmail));
  if (context.scheduled || !preview) return null;
  return (
    <p className="chat-sequence__when" data-testid="first-send-preview">
      First email if you send now: {formatSendTime(preview, zone)}
    </p>
  );
}
