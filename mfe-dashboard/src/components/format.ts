import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';

dayjs.extend(relativeTime);

/** '3 days ago'; 'Never' when there is no date. */
export function relativeTimeFrom(iso: string | null | undefined): string {
  return iso ? dayjs(iso).fromNow() : 'Never';
}

/** 'Jun 4, 2025'. */
export function formatDate(iso: string | null | undefined): string {
  return iso ? dayjs(iso).format('MMM D, YYYY') : '—';
}

/** 'Jun 4, 2025 1:02 PM'. */
export function formatDateTime(iso: string | null | undefined): string {
  return iso ? dayjs(iso).format('MMM D, YYYY h:mm A') : '—';
}

/** Response rate as shown on the home dashboard: '42.5%' (0 to 100 in, at most one decimal out). */
export function formatPercent(value: number): string {
  return `${Math.round(value * 10) / 10}%`;
}

/** A route parameter as a positive integer id, or null when it is not one. */
export function parseId(value: string | undefined): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * 'Jun 4, 2025, 9:02 AM EDT': the instant in `timeZone` (a campaign's IANA zone; the browser's when omitted) with
 * the zone's short name, so a reader never has to guess which clock a send time refers to.
 */
export function formatDateTimeInZone(iso: string | null | undefined, timeZone?: string): string {
  if (!iso) return '—';
  const options: Intl.DateTimeFormatOptions = {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  };
  try {
    return new Intl.DateTimeFormat('en-US', { ...options, timeZone }).format(new Date(iso));
  } catch {
    // An unknown zone name must not break the page: fall back to the browser's zone.
    return new Intl.DateTimeFormat('en-US', options).format(new Date(iso));
  }
}
