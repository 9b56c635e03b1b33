import dayjs from 'dayjs';
import timezonePlugin from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { TIMEZONES } from 'contracts';

dayjs.extend(utc);
dayjs.extend(timezonePlugin);

/** 'EST', 'PDT' (or 'GMT+1' where the zone has no common abbreviation in English) at that instant. */
export function zoneAbbreviation(iso: string, timezone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: timezone, timeZoneName: 'short' }).formatToParts(new Date(iso));
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timezone;
}

/** 'Mon, Jun 2, 2025 10:00 AM EDT' in the recipient's (campaign's) timezone, the zone named. */
export function formatSendTime(iso: string, timezone: string): string {
  return `${dayjs(iso).tz(timezone).format('ddd, MMM D, YYYY h:mm A')} ${zoneAbbreviation(iso, timezone)}`;
}

/** A first email 'goes now' when its planned time is not later than a minute from now (inside the sending window). */
const NOW_SLACK_MS = 60_000;
export function sendsImmediately(iso: string, now: Date): boolean {
  return new Date(iso).getTime() <= now.getTime() + NOW_SLACK_MS;
}

/**
 * When an email is planned, as the recipient's zone sees it: 'Today 9:00 AM PST', 'Tomorrow 9:00 AM PST',
 * 'Fri, Nov 27, 9:00 AM EST' (the year added when it is not this one).
 */
export function plannedSendLabel(iso: string, timezone: string, now: Date): string {
  const at = dayjs(iso).tz(timezone);
  const today = dayjs(now).tz(timezone).startOf('day');
  const time = `${at.format('h:mm A')} ${zoneAbbreviation(iso, timezone)}`;
  const days = at.startOf('day').diff(today, 'day');
  if (days === 0) return `Today ${time}`;
  if (days === 1) return `Tomorrow ${time}`;
  return `${at.format(at.year() === today.year() ? 'ddd, MMM D' : 'ddd, MMM D, YYYY')}, ${time}`;
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
