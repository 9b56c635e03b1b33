import dayjs from 'dayjs';
import timezonePlugin from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { TIMEZONES } from 'contracts';

dayjs.extend(utc);
dayjs.extend(timezonePlugin);

/** 'Mon, Jun 2, 2025 10:00 AM' in the campaign's timezone (the preview shows real send times there). */
export function formatSendTime(iso: string, timezone: string): string {
  return dayjs(iso).tz(timezone).format('ddd, MMM D, YYYY h:mm A');
}

/** 'Eastern (America/New_York)' for the form's zones, the IANA name for any other (e.g. a browser zone). */
export function timezoneLabel(timezone: string): string {
  const known = TIMEZONES.find((option) => option.value === timezone);
  return known && known.label !== known.value ? `${known.label} (${known.value})` : timezone;
}
