import dayjs from 'dayjs';
import timezonePlugin from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { TIMEZONES } from 'contracts';

dayjs.extend(utc);
dayjs.extend(timezonePlugin);

// A send time itself is shown with shared-ui's formatSendTime (one output for one instant on every screen).

/** A first email 'goes now' when its planned time is not later than a minute from now (inside the sending window). */
const NOW_SLACK_MS = 60_000;
export function sendsImmediately(iso: string, now: Date): boolean {
  return new Date(iso).getTime() <= now.getTime() + NOW_SLACK_MS;
}

/** Calendar days from the first to the last planned send, in the recipient's zone (0 for a single email). */
export function scheduleSpanDays(sendTimes: readonly string[], timezone: string): number {
  if (sendTimes.length < 2) return 0;
  const day = (iso: string) => dayjs(iso).tz(timezone).format('YYYY-MM-DD');
  // Whole dates compared in UTC, so a daylight-saving change in between does not shave off a day.
  return dayjs.utc(day(sendTimes.at(-1)!)).diff(dayjs.utc(day(sendTimes[0]!)), 'day');
}

/** 'Duration' of the preview: '10 days (Nov 23 – Dec 3)', or 'Single email' for a one-email sequence. */
export function scheduleDurationText(sendTimes: readonly string[], timezone: string): string {
  const days = scheduleSpanDays(sendTimes, timezone);
  if (sendTimes.length < 2) return 'Single email';
  const date = (iso: string) => dayjs(iso).tz(timezone).format('MMM D');
  return `${days} ${days === 1 ? 'day' : 'days'} (${date(sendTimes[0]!)} – ${date(sendTimes.at(-1)!)})`;
}

/** 'Eastern (America/New_York)' for the form's zones, the IANA name for any other (e.g. a browser zone). */
export function timezoneLabel(timezone: string): string {
  const known = TIMEZONES.find((option) => option.value === timezone);
  return known && known.label !== known.value ? `${known.label} (${known.value})` : timezone;
}
