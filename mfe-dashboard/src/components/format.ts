import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import { momentText } from 'contracts';
import { userTimezone } from 'shared-ui';

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
 * A moment of a sequence in contracts' one format: 'Mon 9:00 AM in Sydney (Sun 5:00 PM your time)', the recipient's
 * clock (the campaign's IANA zone; the browser's when unknown), then the user's when it reads differently.
 */
export function formatMoment(iso: string | null | undefined, timeZone?: string | null, now?: Date): string {
  if (!iso) return '—';
  const userZone = userTimezone('UTC');
  return momentText(iso, timeZone || userZone, userZone, now);
}
