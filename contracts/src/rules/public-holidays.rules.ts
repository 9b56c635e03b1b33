// Words for a send that a public holiday moved. The scheduler skips the recipient's public holidays the way it skips
// weekends. The api's schedule preview says why a step moved, and the dashboard and the chat show the same words.

/**
 * Why a step moved. One holiday gives 'Thanksgiving Day (public holiday in the United States)'. Several days in a row
 * give 'Christmas Day and Boxing Day (public holidays in the United Kingdom)'. `place` is the country (or state) as a
 * sentence names it.
 */
export function holidayMoveReason(holidayNames: readonly string[], place: string): string {
  const names = [...new Set(holidayNames)];
  const listed = names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  return `${listed} (public ${names.length > 1 ? 'holidays' : 'holiday'} in ${place})`;
}

/**
 * A send time with the day it was moved from and why, e.g.
 * 'Fri, Nov 27, 9:00 AM — moved from Thu, Nov 26: Thanksgiving Day (public holiday in the United States)'.
 * The labels are already formatted in the campaign's zone. Without a reason, only the day is given.
 */
export function movedSendTimeText(sendLabel: string, movedFromLabel: string, reason?: string | null): string {
  return `${sendLabel} — ${movedFromText(movedFromLabel, reason)}`;
}

/** 'moved from Thu, Nov 26: Thanksgiving Day (public holiday in the United States)'. */
export function movedFromText(movedFromLabel: string, reason?: string | null): string {
  return `moved from ${movedFromLabel}${reason ? `: ${reason}` : ''}`;
}

/** The note a scheduled email carries once a public holiday moved it (shown on the contact's email history). */
export const HOLIDAY_MOVE_PREFIX = 'Moved from';

/**
 * 'Moved from Mon, May 25: Whit Monday (public holiday in Germany).' `movedFrom` is when it would have gone without
 * the holiday, named as a day of the campaign's `zone`; `reason` is holidayMoveReason's.
 */
export function holidayMoveNote(movedFrom: Date, zone: string, reason: string): string {
  const day = new Intl.DateTimeFormat('en-US', { timeZone: zone, weekday: 'short', month: 'short', day: 'numeric' }).format(
    movedFrom,
  );
  return `${HOLIDAY_MOVE_PREFIX} ${day}: ${reason}.`;
}
