// When the first email goes out, from the api's scheduler (sequenceSchedulePreview: working hours in the campaign's
// zone, weekends and public holidays skipped), written in that zone for the chat's confirmation. When a holiday moved
// it, the text says from which day and why.
import dayjs from 'dayjs';
import timezonePlugin from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { EXCLUDE_WEEKENDS_DEFAULT, SequenceSchedulePreviewDocument, movedSendTimeText } from 'contracts';
import { executeGraphQL } from 'shared-ui';
import { timezoneLabel } from './browser-timezone';

dayjs.extend(utc);
dayjs.extend(timezonePlugin);

interface HolidayMove {
  movedFrom: string;
  movedReason: string | null;
}

/**
 * Holiday moves of the first sends this page asked for, by send time. The conversation keeps only the ISO time, so
 * formatSendTime looks the move up here. After a reload, the time is still shown, without the note.
 */
const holidayMoves = new Map<string, HolidayMove>();

/** The first send time (ISO), or null when the preview is unavailable (the confirmation then names no time). */
export async function firstSendTime(timezone: string, delays: readonly number[]): Promise<string | null> {
  try {
    const { sequenceSchedulePreview } = await executeGraphQL(SequenceSchedulePreviewDocument, {
      timezone,
      excludeWeekends: EXCLUDE_WEEKENDS_DEFAULT,
      delays: [...delays],
    });
    const first = sequenceSchedulePreview[0];
    if (first?.movedFrom) holidayMoves.set(first.sendAt, { movedFrom: first.movedFrom, movedReason: first.movedReason ?? null });
    return first?.sendAt ?? null;
  } catch {
    return null;
  }
}

/**
 * 'Mon, Jun 2, 9:00 AM Eastern time' in the campaign's zone. A send a holiday moved gives
 * 'Fri, Nov 27, 9:00 AM Eastern time — moved from Thu, Nov 26: Thanksgiving Day (public holiday in the United States)'.
 */
export function formatSendTime(iso: string, timezone: string): string {
  const when = `${dayjs(iso).tz(timezone).format('ddd, MMM D, h:mm A')} ${timezoneLabel(timezone)} time`;
  const move = holidayMoves.get(iso);
  return move ? movedSendTimeText(when, dayjs(move.movedFrom).tz(timezone).format('ddd, MMM D'), move.movedReason) : when;
}
