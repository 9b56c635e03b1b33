import { Spin, Timeline } from 'antd';
import { FIRST_EMAIL_TIMING_LABEL, SequenceSchedulePreviewDocument, type WorkWeek } from 'contracts';
import { formatSendTime, useGraphQLQuery } from 'shared-ui';
import { PageError } from '../page-state';
import { sendsImmediately } from './send-time';

interface ScheduleTimelineProps {
  timezone: string;
  excludeWeekends: boolean;
  /** The sequence's hours and picked work week (absent: 9:00-17:00 and the zone's week). */
  sendWindowStart?: number;
  sendWindowEnd?: number;
  workWeek?: WorkWeek | null;
  /** Days to wait per email, first one 0. */
  delays: number[];
  /** The moment 'Immediately' is measured against (tests pin it; the server plans from its own clock). */
  now?: Date;
}

/** The planned sends (sequenceSchedulePreview), shared by the timeline and the preview's email list (one request). */
export function useSchedulePreview(input: Omit<ScheduleTimelineProps, 'now'>) {
  const { timezone, excludeWeekends, delays, sendWindowStart, sendWindowEnd, workWeek } = input;
  return useGraphQLQuery(SequenceSchedulePreviewDocument, {
    timezone,
    excludeWeekends,
    delays,
    sendWindowStart,
    sendWindowEnd,
    workWeek: workWeek ?? undefined,
  });
}

/** 'Immediately' only when the first email goes now (inside the sending window); otherwise it says it waits. */
const waitLabel = (index: number, days: number, immediate: boolean) => {
  if (index === 0) return immediate ? FIRST_EMAIL_TIMING_LABEL : 'first email, at the next sending window';
  return `${days} ${days === 1 ? 'day' : 'days'} after email ${index}`;
};

/**
 * When each email would really go out (sequenceSchedulePreview: working hours, weekends, public holidays), in the
 * campaign's zone. A step a holiday moved says from which day and why.
 */
export function ScheduleTimeline({ now = new Date(), ...plan }: ScheduleTimelineProps) {
  const { timezone } = plan;
  const preview = useSchedulePreview(plan);
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
            <div>{formatSendTime(send.sendAt, timezone, { now, movedFrom: send.movedFrom, movedReason: send.movedReason })}</div>
          </div>
        ),
      }))}
    />
  );
}
