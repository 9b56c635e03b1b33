// Which zone a test runs its campaign in, so that a sequence scheduled now goes out at once. e2e reads the product's
// window rule from contracts (SENDING_WINDOW: 09:00-17:00 local, weekends when asked) and never imports the api's
// scheduler; public holidays (the product skips the zone country's ones) are read from date-holidays on the safe
// side: a day with a public holiday in the zone's country (any Australian state) counts as closed, so a test
// started on Thanksgiving does not pick New York and then wait a day. The rule itself is tested by the api's unit tests and by
// stop-on-reply.spec.ts's holiday test.
import { getTimezone } from 'countries-and-timezones';
import Holidays from 'date-holidays';
import { SENDING_WINDOW, timezonePickerGroups } from 'contracts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** More than the longest run of closed days the product allows for (its scheduler's own bound). */
const MAX_DAYS_TO_NEXT_OPENING = 14;

interface LocalReading {
  /** 'YYYY-MM-DD' in the zone. */
  date: string;
  hour: number;
  /** 0 = Sunday. */
  weekday: number;
  /** The wall clock read as if it were UTC, in ms (for offsets). */
  wallMs: number;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

function localReading(at: Date, zone: string): LocalReading {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)!.value;
  const [year, month, day, hour] = [part('year'), part('month'), part('day'), Number(part('hour'))];
  const wallMs = Date.UTC(Number(year), Number(month) - 1, Number(day), hour, Number(part('minute')), Number(part('second')));
  return { date: `${year}-${month}-${day}`, hour, weekday: WEEKDAYS.indexOf(part('weekday')), wallMs };
}

/** The instant the zone's clock reads `wallMs` (read as UTC); the offset is taken twice to settle across a DST change. */
function instantOfWall(wallMs: number, zone: string): Date {
  let instant = wallMs;
  for (let pass = 0; pass < 2; pass += 1) instant = wallMs - (localReading(new Date(instant), zone).wallMs - instant);
  return new Date(instant);
}

const holidayDays = new Map<string, ReadonlySet<string>>();

/**
 * The days ('YYYY-MM-DD') of `year` a public holiday covers in a country (date-holidays), however many days a
 * holiday lasts: its national calendar, and in Australia, which the product reads state by state, every state's.
 */
function holidayDaysOf(country: string, year: number): ReadonlySet<string> {
  const key = `${country}:${year}`;
  let days = holidayDays.get(key);
  if (days) return days;
  const found = new Set<string>();
  const options = { types: ['public' as const], languages: 'en' };
  const states = country === 'AU' ? Object.keys(new Holidays().getStates(country) ?? {}) : [];
  const calendars = [new Holidays(country, options), ...states.map((state) => new Holidays(country, state, options))];
  for (const holiday of calendars.flatMap((calendar) => calendar.getHolidays(year))) {
    const first = Date.parse(`${holiday.date.slice(0, 10)}T00:00:00Z`);
    const length = Math.max(1, Math.ceil((holiday.end.getTime() - holiday.start.getTime()) / DAY_MS));
    for (let day = 0; day < length; day += 1) found.add(new Date(first + day * DAY_MS).toISOString().slice(0, 10));
  }
  days = found;
  holidayDays.set(key, days);
  return days;
}

/** Whether a public holiday of the zone's country covers the local day 'YYYY-MM-DD'. */
function isHolidayIn(zone: string, date: string): boolean {
  const year = Number(date.slice(0, 4));
  return (getTimezone(zone)?.countries ?? []).some((country) => holidayDaysOf(country, year).has(date));
}

function isOpenDay(reading: LocalReading, zone: string, excludeWeekends: boolean): boolean {
  if (excludeWeekends && (reading.weekday === 0 || reading.weekday === 6)) return false;
  return !isHolidayIn(zone, reading.date);
}

/** Whether the zone's sending window is open at `at` (no public holiday in its country that day). */
export function isInsideWindow(at: Date, zone: string, excludeWeekends: boolean): boolean {
  const reading = localReading(at, zone);
  const inHours = reading.hour >= SENDING_WINDOW.startHour && reading.hour < SENDING_WINDOW.endHour;
  return inHours && isOpenDay(reading, zone, excludeWeekends);
}

/** Whether the zone's window is open at `at` and still open an hour later (time for the test to schedule). */
export function staysInsideWindow(zone: string, at: Date, excludeWeekends: boolean): boolean {
  return isInsideWindow(at, zone, excludeWeekends) && isInsideWindow(new Date(at.getTime() + HOUR_MS), zone, excludeWeekends);
}

/**
 * The first window opening after `at` (when the window is closed at `at`): 09:00 local on the next allowed day.
 * `holidayOnTheWay` is true when a public holiday of the zone's country falls between, so the product may name it
 * ('moved from ...') or open later than the weekday rule alone says.
 */
export function nextWindowOpening(at: Date, zone: string, excludeWeekends: boolean): { sendAt: Date; holidayOnTheWay: boolean } {
  const today = localReading(at, zone);
  let holidayOnTheWay = false;
  let dayStart = Date.parse(`${today.date}T00:00:00Z`);
  for (let step = 0; step <= MAX_DAYS_TO_NEXT_OPENING; step += 1, dayStart += DAY_MS) {
    const opening = instantOfWall(dayStart + SENDING_WINDOW.startHour * HOUR_MS, zone);
    const reading = localReading(opening, zone);
    // A weekend day the campaign skips stays closed whatever the holidays say.
    if (excludeWeekends && (reading.weekday === 0 || reading.weekday === 6)) continue;
    const holiday = isHolidayIn(zone, reading.date);
    // Today's window matters only while it is still to come or open (a holiday then closes what is left of it).
    if (opening <= at) {
      if (holiday && at < instantOfWall(dayStart + SENDING_WINDOW.endHour * HOUR_MS, zone)) holidayOnTheWay = true;
      continue;
    }
    if (!holiday) return { sendAt: opening, holidayOnTheWay };
    holidayOnTheWay = true;
  }
  throw new Error(`No sending window within ${MAX_DAYS_TO_NEXT_OPENING} days in ${zone}`);
}

/**
 * A timezone offered by the campaign form whose sending window is open now and stays open for the next hour, so a
 * sequence scheduled by the test goes out at once (weekends included, the test turns their exclusion off). The
 * form's nine common zones first, then any other zone it offers: on a US public holiday afternoon none of the nine
 * is open (the US zones are closed, the others are past 16:00), but some zone of the world is.
 */
export function timezoneInsideSendingWindow(at = new Date()): { value: string; label: string } {
  const { common, all } = timezonePickerGroups(at);
  const zone = [...common, ...all].find(({ value }) => staysInsideWindow(value, at, false));
  if (!zone) throw new Error('No offered timezone is inside its sending window right now');
  return zone;
}
