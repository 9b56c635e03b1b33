import { Spin, Timeline } from 'antd';
import dayjs from 'dayjs';
import { FIRST_EMAIL_TIMING_LABEL, SequenceSchedulePreviewDocument, movedFromText, yourTimeText } from 'contracts';
import { browserTimezone } from '../contact-form/contact-form-values';
import { useGraphQLQuery } from 'shared-ui';
import { PageError } from '../page-state';
import { formatSendTime, sendsImmediately } from './send-time';

interface ScheduleTimelineProps {
  timezone: string;
  excludeWeekends: boolean;
  /** Days to wait per email, first one 0. */
  delays: number[];
  /** The moment 'Immediately' is measured against (tests pin it; the server plans from its own clock). */
  now?: Date;
}

/** The planned sends (sequenceSchedulePreview), shared by the timeline and the preview's email list (one request). */
export function useSchedulePreview({ timezone, excludeWeekends, delays }: Omit<ScheduleTimelineProps, 'now'>) {
  return useGraphQLQuery(SequenceSchedulePreviewDocument, { timezone, excludeWeekends, delays });
}

/** 'Immediately' only when the first email goes now (inside the sending window); otherwise it says it waits. */
const waitLabel = (index: number, days: number, immediate: boolean) => {
  if (index === 0) return immediate ? FIRST_EMAIL_TIMING_LABEL : 'first email, at the next sending window';
  return `${days} ${days === 1 ? 'day' : 'days'} after email ${index}`;
};

/** ' (Fri 6:00 PM your time)' when the user's own clock reads differently from the recipient's. */
function YourTime({ iso, timezone }: { iso: string; timezone: string }) {
  const yours = yourTimeText(iso, timezone, browserTimezone(timezone));
  return yours ? <span className="db-muted"> ({yours})</span> : null;
}

/** 'Thu, Nov 26': the day a step would have gone out on, in the campaign's zone (send-time.ts loads the zone plugin). */
const dayLabel = (iso: string, timezone: string) => dayjs(iso).tz(timezone).format('ddd, MMM D');

/**
 * When each email would really go out (sequenceSchedulePreview: working hours, weekends, public holidays), in the
 * campaign's zone. A step a holiday moved says from which day and why.
 */
export function ScheduleTimeline({ timezone, excludeWeekends, delays, now = new Date() }: ScheduleTimelineProps) {
  const preview = useSchedulePreview({ timezone, excludeWeekends, delays });
  if (preview.isPending) return <Spin />;
  if (preview.isError) return <PageError message="Error" />;
  return (
    <Timeline
      aria-label="Send times"
      items={preview.data.sequenceSchedulePreview.map((send, index) => ({
        key: send.position,
        content: (
          <div className="wizard-timeline__item">
            <strong>Email {send.position}</strong>{' '}
            <span className="db-muted">({waitLabel(index, send.daysDelay, sendsImmediately(send.sendAt, now))})</span>
            <div>
              {formatSendTime(send.sendAt, timezone)}
              <YourTime iso={send.sendAt} timezone={timezone} />
              {send.movedFrom && (
                <span className="db-muted"> — {movedFromText(dayLabel(send.movedFrom, timezone), send.movedReason)}</span>
              )}
            </div>
          </div>
        ),
      }))}
    />
  );
}
