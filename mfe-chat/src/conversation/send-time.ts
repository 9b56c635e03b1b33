// When the first email goes out, from the api's scheduler (sequenceSchedulePreview: working hours in the campaign's
// zone, weekends skipped), written in that zone for the chat's confirmation.
import dayjs from 'dayjs';
import timezonePlugin from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { EXCLUDE_WEEKENDS_DEFAULT, SequenceSchedulePreviewDocument } from 'contracts';
import { executeGraphQL } from 'shared-ui';
import { timezoneLabel } from './browser-timezone';

dayjs.extend(utc);
dayjs.extend(timezonePlugin);

/** The first send time (ISO), or null when the preview is unavailable (the confirmation then names no time). */
export async function firstSendTime(timezone: string, delays: readonly number[]): Promise<string | null> {
  try {
    const { sequenceSchedulePreview } = await executeGraphQL(SequenceSchedulePreviewDocument, {
      timezone,
      excludeWeekends: EXCLUDE_WEEKENDS_DEFAULT,
      delays: [...delays],
    });
    return sequenceSchedulePreview[0]?.sendAt ?? null;
  } catch {
    return null;
  }
}

/** 'Mon, Jun 2, 9:00 AM Eastern time' in the campaign's zone. */
export function formatSendTime(iso: string, timezone: string): string {
  return `${dayjs(iso).tz(timezone).format('ddd, MMM D, h:mm A')} ${timezoneLabel(timezone)} time`;
}
