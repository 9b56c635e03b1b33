// The recipient's public holidays, as local calendar days. Data comes from date-holidays, which is slow to build
// (a few ms per calendar and per year), so one instance is kept per calendar and one day map per calendar and year.
// Only holidays of type 'public' count; bank, school, optional and observance days are working days.
import type Holidays from 'date-holidays';
import type { HolidaysTypes } from 'date-holidays';
import { SENDING_WINDOW } from 'contracts';
import { lazyRequire } from '../../core/lazy-load.util';
import { holidayRegionOf, type HolidayRegion } from './holiday-regions.rules';
import { DAY_MS, HOUR_MS, type PublicHolidays } from 'contracts/schedule';

export type { PublicHolidays };

/**
 * date-holidays writes dates as 'YYYY-MM-DD ...' with four digits for the year, so it gives year 10000 as '0000'.
 * The scheduler reaches that year only from the last instant of 9999, so later years have no holidays.
 */
const LAST_YEAR_WITH_HOLIDAYS = 9999;

// Loaded at the first lookup (a large library); its CommonJS build exports the class itself.
const loadHolidays = lazyRequire<typeof Holidays>('date-holidays');

const instances = new Map<string, Holidays>();
/** Per `${calendar}:${year}`: local day number (local ms / DAY_MS) -> names of its public holidays. */
const yearDays = new Map<string, ReadonlyMap<number, readonly string[]>>();
const byRegion = new Map<string, PublicHolidays>();

const calendarKey = (region: HolidayRegion): string => (region.state ? `${region.country}-${region.state}` : region.country);

function instanceFor(region: HolidayRegion): Holidays {
  const key = calendarKey(region);
  let instance = instances.get(key);
  if (!instance) {
    const options = { types: ['public' as const], languages: 'en' };
    const Calendar = loadHolidays();
    instance = region.state ? new Calendar(region.country, region.state, options) : new Calendar(region.country, options);
    instances.set(key, instance);
  }
  return instance;
}

/**
 * The local days a holiday closes: those whose window (09:00-17:00) it overlaps. date-holidays gives the start as a
 * local reading ('2026-12-24 18:00:00', sometimes with an offset such as ' -0600' for a start at the previous
 * sunset, which only matters outside the window) and the length as start/end instants. Most holidays last 24 hours.
 * Some start in the evening, e.g. Christmas Eve from 19:00 in the Northern Territory: those close no day. A few last
 * several days, e.g. Eid al-Fitr in the United Arab Emirates: those close each day they cover.
 */
function closedDays(holiday: HolidaysTypes.Holiday): number[] {
  const start = Date.parse(`${holiday.date.slice(0, 10)}T${holiday.date.slice(11, 19) || '00:00:00'}Z`);
  if (!Number.isFinite(start)) return [];
  const end = start + Math.max(0, holiday.end.getTime() - holiday.start.getTime());
  const days: number[] = [];
  for (let day = Math.floor(start / DAY_MS) * DAY_MS; day < end; day += DAY_MS) {
    const opens = day + SENDING_WINDOW.startHour * HOUR_MS;
    const closes = day + SENDING_WINDOW.endHour * HOUR_MS;
    if (Math.max(start, opens) < Math.min(end, closes)) days.push(day / DAY_MS);
  }
  return days;
}

/** The public holidays of one calendar year, by local day number. */
function daysOfYear(region: HolidayRegion, year: number): ReadonlyMap<number, readonly string[]> {
  const key = `${calendarKey(region)}:${year}`;
  const cached = yearDays.get(key);
  if (cached) return cached;
  const days = new Map<number, string[]>();
  if (year <= LAST_YEAR_WITH_HOLIDAYS) {
    for (const holiday of instanceFor(region).getHolidays(year, 'en')) {
      if (holiday.type !== 'public') continue;
      for (const day of closedDays(holiday)) days.set(day, [...(days.get(day) ?? []), holiday.name]);
    }
  }
  yearDays.set(key, days);
  return days;
}

function publicHolidaysFor(region: HolidayRegion): PublicHolidays {
  const key = calendarKey(region);
  let calendar = byRegion.get(key);
  if (!calendar) {
    calendar = {
      region,
      namesOn(localMs) {
        const day = Math.floor(localMs / DAY_MS);
        const date = new Date(day * DAY_MS);
        const names = daysOfYear(region, date.getUTCFullYear()).get(day);
        // A holiday of several days that starts late in December is kept with the year it starts in.
        if (names || date.getUTCMonth() !== 0 || date.getUTCDate() > 7) return names;
        return daysOfYear(region, date.getUTCFullYear() - 1).get(day);
      },
    };
    byRegion.set(key, calendar);
  }
  return calendar;
}

/** The public holidays of a campaign zone, or null when the zone has none we know of (see holiday-regions.rules.ts). */
export function publicHolidaysOf(zone: string): PublicHolidays | null {
  const region = holidayRegionOf(zone);
  return region ? publicHolidaysFor(region) : null;
}
