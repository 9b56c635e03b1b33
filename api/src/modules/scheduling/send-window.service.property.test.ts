// Property tests: random zones, instants over several years (DST changes included), delays and the weekend switch.
// Local dates and times are read with Luxon's DateTime, independently of the module's own wall-clock arithmetic, and
// public holidays straight from date-holidays (type 'public', the day of the holiday's local date), independently of
// the module's own holiday cache.
import fc from 'fast-check';
import Holidays from 'date-holidays';
import { DateTime } from 'luxon';
import { MAX_FOLLOW_UP_DELAY, MIN_FOLLOW_UP_DELAY, SENDING_WINDOW, TIMEZONES } from 'contracts';
import { holidayRegionOf, zonesWithHolidays } from './holiday-regions.rules';
import {
  firstSendAt,
  followUpDueAt,
  isInsideWindow,
  nextWindowOpening,
  planSequence,
  spreadOverdue,
  MAX_DAYS_TO_NEXT_OPENING,
} from './send-window.service';

const EXTRA_ZONES = [
  'Asia/Kolkata', // +05:30
  'Asia/Kathmandu', // +05:45
  'Australia/Lord_Howe', // 30-minute DST shift
  'Pacific/Chatham', // +12:45 / +13:45
  'Pacific/Auckland',
  'America/Sao_Paulo', // DST until 2019, changes at midnight
  'America/Santiago', // changes at midnight, southern hemisphere
  'America/St_Johns', // -03:30
  'Europe/Dublin', // "negative" DST in the IANA data
  'Africa/Casablanca', // changes around Ramadan
  'UTC',
];
/** A few more zones with holidays, so several calendars (a state's, multi-day ones) are exercised. */
const HOLIDAY_ZONES = ['America/Toronto', 'Europe/Paris', 'Asia/Singapore', 'Asia/Dubai', 'Australia/Darwin', 'Pacific/Auckland'];
const ZONES = [...new Set([...TIMEZONES.map((option) => option.value), ...EXTRA_ZONES, ...HOLIDAY_ZONES])];

const zoneArb = fc.constantFrom(...ZONES);
const instantArb = fc.integer({ min: Date.UTC(2018, 0, 1), max: Date.UTC(2032, 0, 1) }).map((ms) => new Date(ms));
/** Every follow-up delay the api accepts (createEmailSequence refuses anything else). */
const followUpDelayArb = fc.integer({ min: MIN_FOLLOW_UP_DELAY, max: MAX_FOLLOW_UP_DELAY });
const delaysArb = fc
  .tuple(fc.integer({ min: 0, max: 30 }), fc.array(followUpDelayArb, { maxLength: 2 }))
  .map(([first, followUps]) => [first, ...followUps]);
const RUNS = { numRuns: 300 };

const local = (date: Date, zone: string): DateTime => DateTime.fromJSDate(date, { zone });
const isWeekendDay = (dateTime: DateTime): boolean => dateTime.weekday >= 6;
/** Whole calendar days from a's local date to b's. */
const calendarDaysBetween = (a: DateTime, b: DateTime): number =>
  Math.round((Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / 86_400_000);
/** Monday-to-Friday days in (a's local date, b's local date]. */
const businessDaysBetween = (a: DateTime, b: DateTime): number => {
  let count = 0;
  const last = Date.UTC(b.year, b.month - 1, b.day);
  for (let day = Date.UTC(a.year, a.month - 1, a.day) + 86_400_000; day <= last; day += 86_400_000) {
    const weekday = new Date(day).getUTCDay();
    if (weekday !== 0 && weekday !== 6) count += 1;
  }
  return count;
};

/** Per calendar and year: local date (yyyy-MM-dd) -> names of the public holidays whose hours meet the window. */
const oracleYears = new Map<string, Map<string, string[]>>();
const oracleCalendars = new Map<string, Holidays>();
function oracleHolidays(zone: string, year: number): Map<string, string[]> {
  const region = holidayRegionOf(zone);
  const key = `${region?.country}-${region?.state}-${year}`;
  let days = oracleYears.get(key);
  if (days) return days;
  days = new Map();
  if (region) {
    const calendarKey = `${region.country}-${region.state}`;
    const calendar = oracleCalendars.get(calendarKey) ?? new Holidays(region.country, region.state ?? '');
    oracleCalendars.set(calendarKey, calendar);
    for (const holiday of calendar.getHolidays(year, 'en').filter((h) => h.type === 'public')) {
      // A local reading 'yyyy-MM-dd HH:mm:ss' and a length; evening-only holidays (Christmas Eve from 19:00) close no day.
      const start = DateTime.fromISO(holiday.date.slice(0, 19).replace(' ', 'T'), { zone: 'UTC' });
      const end = start.plus({ milliseconds: holiday.end.getTime() - holiday.start.getTime() });
      for (let day = start.startOf('day'); day < end; day = day.plus({ days: 1 })) {
        const opens = day.set({ hour: SENDING_WINDOW.startHour });
        const closes = day.set({ hour: SENDING_WINDOW.endHour });
        if ((start > opens ? start : opens) < (end < closes ? end : closes)) {
          days.set(day.toISODate()!, [...(days.get(day.toISODate()!) ?? []), holiday.name]);
        }
      }
    }
  }
  oracleYears.set(key, days);
  return days;
}
/** Public holidays on the local date of a reading (a holiday of several days may start the year before). */
const holidaysOn = (reading: DateTime, zone: string): string[] =>
  oracleHolidays(zone, reading.year).get(reading.toISODate()!) ??
  oracleHolidays(zone, reading.year - 1).get(reading.toISODate()!) ??
  [];
/** Whether emails may go out on the local date of a reading. */
const openByOracle = (reading: DateTime, zone: string, excludeWeekends: boolean): boolean =>
  !(excludeWeekends && isWeekendDay(reading)) && holidaysOn(reading, zone).length === 0;
/** The window rule, evaluated with Luxon and date-holidays. */
const insideByOracle = (date: Date, zone: string, excludeWeekends: boolean): boolean => {
  const reading = local(date, zone);
  if (!openByOracle(reading, zone, excludeWeekends)) return false;
  return reading.hour >= SENDING_WINDOW.startHour && reading.hour < SENDING_WINDOW.endHour;
};
/** Local dates strictly between a's and b's. */
const datesBetween = (a: DateTime, b: DateTime): DateTime[] => {
  const dates: DateTime[] = [];
  for (let day = a.startOf('day').plus({ days: 1 }); day.toISODate()! < b.toISODate()!; day = day.plus({ days: 1 })) {
    dates.push(day);
  }
  return dates;
};
/** The local date `days` (business) days after a reading's, as the module counts: weekend time does not count. */
const nominalDate = (previous: DateTime, days: number, excludeWeekends: boolean): DateTime => {
  let day = previous.startOf('day');
  for (let remaining = days; remaining > 0;) {
    day = day.plus({ days: 1 });
    if (!excludeWeekends || !isWeekendDay(day)) remaining -= 1;
  }
  return day;
};
const timeOfDay = (dateTime: DateTime): string => dateTime.toFormat('HH:mm:ss.SSS');

describe('sending window properties', () => {
  it('isInsideWindow agrees with the window rule read in the zone', () => {
    fc.assert(
      fc.property(zoneArb, instantArb, fc.boolean(), (zone, instant, excludeWeekends) => {
        expect(isInsideWindow(instant, zone, excludeWeekends)).toBe(insideByOracle(instant, zone, excludeWeekends));
      }),
      RUNS,
    );
  });

  it('firstSendAt is the first instant inside the window at or after the input', () => {
    fc.assert(
      fc.property(zoneArb, instantArb, fc.boolean(), (zone, scheduledAt, excludeWeekends) => {
        const sendAt = firstSendAt(scheduledAt, zone, excludeWeekends);
        expect(insideByOracle(sendAt, zone, excludeWeekends)).toBe(true);
        if (insideByOracle(scheduledAt, zone, excludeWeekends)) {
          expect(sendAt.getTime()).toBe(scheduledAt.getTime());
        } else {
          expect(sendAt.getTime()).toBeGreaterThan(scheduledAt.getTime());
          // Nothing earlier qualifies: the millisecond before is outside the window, and it is a 09:00 opening.
          expect(insideByOracle(new Date(sendAt.getTime() - 1), zone, excludeWeekends)).toBe(false);
          const scheduled = local(scheduledAt, zone);
          const send = local(sendAt, zone);
          expect(timeOfDay(send)).toBe('09:00:00.000');
          // ...and no opening is skipped: the scheduled day had none left, every day in between is closed.
          if (send.toISODate() !== scheduled.toISODate()) {
            expect(!openByOracle(scheduled, zone, excludeWeekends) || scheduled.hour >= SENDING_WINDOW.startHour).toBe(true);
          }
          for (const day of datesBetween(scheduled, send)) expect(openByOracle(day, zone, excludeWeekends)).toBe(false);
          expect(calendarDaysBetween(scheduled, send)).toBeLessThanOrEqual(MAX_DAYS_TO_NEXT_OPENING);
        }
      }),
      RUNS,
    );
  });

  it('every planned send is inside the window, on an allowed day, after the due delay at the same time of day unless a holiday moved it', () => {
    fc.assert(
      fc.property(zoneArb, instantArb, fc.boolean(), delaysArb, (zone, startAt, excludeWeekends, delays) => {
        const plan = planSequence({ startAt, zone, excludeWeekends, delays });
        expect(plan.map((send) => send.position)).toEqual(delays.map((_, index) => index + 1));
        expect(plan.map((send) => send.daysDelay)).toEqual([0, ...delays.slice(1)]);
        expect(plan[0]!.sendAt).toEqual(firstSendAt(startAt, zone, excludeWeekends));
        plan.forEach((send, index) => {
          const reading = local(send.sendAt, zone);
          expect(insideByOracle(send.sendAt, zone, excludeWeekends)).toBe(true);
          if (excludeWeekends) expect(isWeekendDay(reading)).toBe(false);
          expect(send.movedReason === undefined).toBe(send.movedFrom === undefined);
          if (send.movedFrom) {
            // Moved by a holiday: from a day that is one (named in the reason) to the 09:00 opening of the next open day.
            const from = local(send.movedFrom, zone);
            const holidays = holidaysOn(from, zone);
            expect(holidays.length).toBeGreaterThan(0);
            expect(send.movedReason).toContain(holidays[0]);
            expect(send.movedFrom.getTime()).toBeLessThan(send.sendAt.getTime());
            expect(from.hour >= SENDING_WINDOW.startHour && from.hour < SENDING_WINDOW.endHour).toBe(true);
            expect(timeOfDay(reading)).toBe('09:00:00.000');
            for (const day of datesBetween(from, reading)) expect(openByOracle(day, zone, excludeWeekends)).toBe(false);
          }
          if (index === 0) return;
          const previous = local(plan[index - 1]!.sendAt, zone);
          expect(send.sendAt.getTime()).toBeGreaterThan(previous.toMillis());
          expect(calendarDaysBetween(previous, reading)).toBeGreaterThanOrEqual(send.daysDelay);
          if (excludeWeekends) expect(businessDaysBetween(previous, reading)).toBeGreaterThanOrEqual(send.daysDelay);
          // The previous send is inside the window, so its time of day is too: it is kept exactly, on the day due
          // (the day it would have gone out on, for a send a holiday moved).
          const due = send.movedFrom ? local(send.movedFrom, zone) : reading;
          expect(timeOfDay(due)).toBe(timeOfDay(previous));
          expect(due.toISODate()).toBe(nominalDate(previous, send.daysDelay, excludeWeekends).toISODate());
        });
      }),
      RUNS,
    );
  });

  it('followUpDueAt from any previous send is inside the window and at least daysDelay (business) days later', () => {
    const check = (zone: string, previousSentAt: Date, daysDelay: number, excludeWeekends: boolean) => {
      const dueAt = followUpDueAt(previousSentAt, daysDelay, zone, excludeWeekends);
      const previous = local(previousSentAt, zone);
      const due = local(dueAt, zone);
      expect(insideByOracle(dueAt, zone, excludeWeekends)).toBe(true);
      expect(calendarDaysBetween(previous, due)).toBeGreaterThanOrEqual(daysDelay);
      if (excludeWeekends) expect(businessDaysBetween(previous, due)).toBeGreaterThanOrEqual(daysDelay);
      if (insideByOracle(previousSentAt, zone, excludeWeekends)) {
        const nominal = nominalDate(previous, daysDelay, excludeWeekends);
        if (holidaysOn(nominal, zone).length === 0) {
          expect(timeOfDay(due)).toBe(timeOfDay(previous));
          const exactDays = excludeWeekends ? businessDaysBetween(previous, due) : calendarDaysBetween(previous, due);
          expect(exactDays).toBe(daysDelay);
        } else {
          // Due on a public holiday: the next open day's 09:00 opening, every day in between closed.
          expect(timeOfDay(due)).toBe('09:00:00.000');
          expect(due.toISODate()! > nominal.toISODate()!).toBe(true);
          for (const day of datesBetween(nominal, due)) expect(openByOracle(day, zone, excludeWeekends)).toBe(false);
        }
      }
    };
    fc.assert(fc.property(zoneArb, instantArb, followUpDelayArb, fc.boolean(), check), RUNS);
  });

  it('results are monotonic in the input instant', () => {
    fc.assert(
      fc.property(
        zoneArb,
        instantArb,
        fc.integer({ min: 0, max: 4 * 86_400_000 }),
        followUpDelayArb,
        fc.boolean(),
        delaysArb,
        (zone, earlier, gapMs, daysDelay, excludeWeekends, delays) => {
          const later = new Date(earlier.getTime() + gapMs);
          expect(nextWindowOpening(earlier, zone, excludeWeekends).getTime()).toBeLessThanOrEqual(
            nextWindowOpening(later, zone, excludeWeekends).getTime(),
          );
          expect(followUpDueAt(earlier, daysDelay, zone, excludeWeekends).getTime()).toBeLessThanOrEqual(
            followUpDueAt(later, daysDelay, zone, excludeWeekends).getTime(),
          );
          const earlierPlan = planSequence({ startAt: earlier, zone, excludeWeekends, delays });
          const laterPlan = planSequence({ startAt: later, zone, excludeWeekends, delays });
          earlierPlan.forEach((send, index) =>
            expect(send.sendAt.getTime()).toBeLessThanOrEqual(laterPlan[index]!.sendAt.getTime()),
          );
        },
      ),
      RUNS,
    );
  });

  it('a follow-up due on a public holiday goes out at the next open day, and the preview says which holiday', () => {
    // Drawn from the holidays themselves (random instants rarely meet one): every zone of the table, 2018-2031.
    const holidayDueArb = fc
      .record({
        zone: fc.constantFrom(...zonesWithHolidays()),
        year: fc.integer({ min: 2018, max: 2031 }),
        pick: fc.nat(),
        daysDelay: followUpDelayArb,
        excludeWeekends: fc.boolean(),
        minuteOfWindow: fc.integer({ min: 0, max: (SENDING_WINDOW.endHour - SENDING_WINDOW.startHour) * 60 - 1 }),
      })
      .map(({ zone, year, pick, daysDelay, excludeWeekends, minuteOfWindow }) => {
        const dates = [...oracleHolidays(zone, year).keys()];
        if (dates.length === 0) return null;
        const holiday = DateTime.fromISO(dates[pick % dates.length]!, { zone }).set({
          hour: SENDING_WINDOW.startHour,
          minute: minuteOfWindow,
        });
        // The previous send: daysDelay (business) days before, at the same time of day.
        let previous = holiday;
        for (let remaining = daysDelay; remaining > 0;) {
          previous = previous.minus({ days: 1 });
          if (!excludeWeekends || !isWeekendDay(previous)) remaining -= 1;
        }
        return { zone, holiday, previous, daysDelay, excludeWeekends };
      });
    fc.assert(
      fc.property(holidayDueArb, (input) => {
        fc.pre(input !== null && (!input.excludeWeekends || !isWeekendDay(input.holiday)));
        const { zone, holiday, previous, daysDelay, excludeWeekends } = input!;
        fc.pre(insideByOracle(previous.toJSDate(), zone, excludeWeekends));
        const due = local(followUpDueAt(previous.toJSDate(), daysDelay, zone, excludeWeekends), zone);
        expect(timeOfDay(due)).toBe('09:00:00.000');
        expect(due.toISODate()! > holiday.toISODate()!).toBe(true);
        for (const day of datesBetween(holiday, due)) expect(openByOracle(day, zone, excludeWeekends)).toBe(false);

        const [, second] = planSequence({ startAt: previous.toJSDate(), zone, excludeWeekends, delays: [0, daysDelay] });
        expect(second!.sendAt).toEqual(due.toJSDate());
        expect(second!.movedFrom).toEqual(holiday.toJSDate());
        expect(second!.movedReason).toContain(holidaysOn(holiday, zone)[0]);
      }),
      { numRuns: 150 },
    );
  });

  it('spreadOverdue keeps every email inside the window, spaced at least spacingMs apart', () => {
    fc.assert(
      fc.property(
        zoneArb,
        instantArb,
        fc.boolean(),
        fc.integer({ min: 0, max: 40 }),
        fc.integer({ min: 0, max: 3 * 3_600_000 }),
        (zone, from, excludeWeekends, count, spacingMs) => {
          const dueTimes = spreadOverdue(count, from, zone, excludeWeekends, spacingMs);
          expect(dueTimes).toHaveLength(count);
          if (count > 0) expect(dueTimes[0]).toEqual(nextWindowOpening(from, zone, excludeWeekends));
          dueTimes.forEach((dueAt, index) => {
            expect(insideByOracle(dueAt, zone, excludeWeekends)).toBe(true);
            if (index > 0) expect(dueAt.getTime() - dueTimes[index - 1]!.getTime()).toBeGreaterThanOrEqual(spacingMs);
          });
        },
      ),
      { numRuns: 100 },
    );
  });
});
