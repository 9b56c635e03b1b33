// When the first email goes out, from the api's scheduler (sequenceSchedulePreview: working hours in the campaign's
// zone, weekends and public holidays skipped), written in the recipient's time and the user's for the chat's
// confirmation. When a holiday moved it, the text says from which day and why.
import { EXCLUDE_WEEKENDS_DEFAULT, SequenceSchedulePreviewDocument } from 'contracts';
import { executeGraphQL, formatSendTime as sharedFormatSendTime } from 'shared-ui';
import { browserTimezone } from './browser-timezone';

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
export async function firstSendTime(
  timezone: string,
  delays: readonly number[],
  excludeWeekends: boolean = EXCLUDE_WEEKENDS_DEFAULT,
): Promise<string | null> {
  try {
    const { sequenceSchedulePreview } = await executeGraphQL(SequenceSchedulePreviewDocument, {
      timezone,
      excludeWeekends,
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
 * 'Fri 9:00 AM in Berlin (6:00 PM your time)' (the recipient's time, then the user's). A send a holiday moved
 * gives '… — moved from Thu, Nov 26: Thanksgiving Day (public holiday in the United States)'.
 */
export function formatSendTime(iso: string, timezone: string, now: Date = new Date()): string {
  const move = holidayMoves.get(iso);
  return sharedFormatSendTime(iso, timezone, { now, userZone: browserTimezone(), ...move });
}
