// Property tests: random zones, instants over several years (DST changes included), delays and sending policies
// (any work week of the list or every day, any hours the rules accept). Local dates and times are read with Luxon's
// DateTime, independently of the module's own wall-clock arithmetic, and public holidays straight from date-holidays
// (type 'public', the day of the holiday's local date), independently of the module's own holiday cache.
import './holiday-calendar.registration';
import fc from 'fast-check';
import Holidays from 'date-holidays';
import { DateTime } from 'luxon';
import {
  ALL_DAYS,
  MAX_FOLLOW_UP_DELAY,
  MIN_FOLLOW_UP_DELAY,
  MIN_SEND_WINDOW_MINUTES,
  SEND_WINDOW_EARLIEST,
  SEND_WINDOW_LATEST,
  SEND_WINDOW_STEP_MINUTES,
  SENDING_WINDOW,
  TIMEZONES,
  WORK_WEEK_OPTIONS,
  defaultWorkWeek,
  workWeekDays,
  type SendPolicy,
} from 'contracts';
import { holidayRegionOf, zonesWithHolidays } from './holiday-regions.rules';
import {
  firstSendAt,
  followUpDueAt,
  isInsideWindow,
  nextWindowOpening,
  planSequence,
  spreadOverdue,
  MAX_DAYS_TO_NEXT_OPENING,
} from 'contracts/schedule';

const EXTRA_ZONES = [
  'Asia/Kolkata', // +05:30
  'Asia/Kathmandu', // +05:45, Sunday to Friday
  'Asia/Riyadh', // Sunday to Thursday
  'Asia/Jerusalem', // Sunday to Thursday, DST
  'Asia/Tehran', // Saturday to Thursday, DST until 2022
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

/** Any window the rules accept: quarter hours from 6:00 to 22:00, at least 2 hours wide; the default one in three. */
const windowArb = fc.oneof(
  fc.constant({ start: SENDING_WINDOW.startHour * 60, end: SENDING_WINDOW.endHour * 60 }),
  fc
    .tuple(
      fc.integer({
        min: 0,
        max: (SEND_WINDOW_LATEST - SEND_WINDOW_EARLIEST - MIN_SEND_WINDOW_MINUTES) / SEND_WINDOW_STEP_MINUTES,
      }),
      fc.nat(),
    )
    .map(([startStep, widthPick]) => {
      const start = SEND_WINDOW_EARLIEST + startStep * SEND_WINDOW_STEP_MINUTES;
      const widths = (SEND_WINDOW_LATEST - start - MIN_SEND_WINDOW_MINUTES) / SEND_WINDOW_STEP_MINUTES + 1;
      return { start, end: start + MIN_SEND_WINDOW_MINUTES + (widthPick % widths) * SEND_WINDOW_STEP_MINUTES };
    }),
);
/** A zone with a policy: every day, the zone's own work week, or any week of the list. */
const policyArb: fc.Arbitrary<SendPolicy> = fc
  .record({
    zone: zoneArb,
    week: fc.oneof(
      fc.constant('ALL' as const),
      fc.constant('ZONE' as const),
      fc.constantFrom(...WORK_WEEK_OPTIONS.map((o) => o.value)),
    ),
    window: windowArb,
  })
  .map(({ zone, week, window }) => ({
    zone,
    workDays: week === 'ALL' ? ALL_DAYS : workWeekDays(week === 'ZONE' ? defaultWorkWeek(zone) : week),
    window,
    skipHolidays: true,
  }));

const local = (date: Date, zone: string): DateTime => DateTime.fromJSDate(date, { zone });
/** Luxon counts Monday 1 ... Sunday 7; the policy counts Sunday 0 ... Saturday 6. */
const isWorkDay = (dateTime: DateTime, policy: SendPolicy): boolean => policy.workDays.includes((dateTime.weekday % 7) as 0);
const everyDay = (policy: SendPolicy) => policy.workDays.length === 7;
/** Whole calendar days from a's local date to b's. */
const calendarDaysBetween = (a: DateTime, b: DateTime): number =>
  Math.round((Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / 86_400_000);
/** Work days in (a's local date, b's local date]. */
const workDaysBetween = (a: DateTime, b: DateTime, policy: SendPolicy): number => {
  let count = 0;
  for (let day = a.startOf('day').plus({ days: 1 }); day.toISODate()! <= b.toISODate()!; day = day.plus({ days: 1 })) {
    if (isWorkDay(day, policy)) count += 1;
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
const openByOracle = (reading: DateTime, policy: SendPolicy): boolean =>
  isWorkDay(reading, policy) && holidaysOn(reading, policy.zone).length === 0;
const minuteOf = (reading: DateTime) => reading.hour * 60 + reading.minute;
/** The window rule, evaluated with Luxon and date-holidays. */
const insideByOracle = (date: Date, policy: SendPolicy): boolean => {
  const reading = local(date, policy.zone);
  if (!openByOracle(reading, policy)) return false;
  return minuteOf(reading) >= policy.window.start && minuteOf(reading) < policy.window.end;
};
/** The local time of day the window opens, as timeOfDay writes it. */
const openingTime = (policy: SendPolicy): string =>
  DateTime.fromObject({ hour: Math.floor(policy.window.start / 60), minute: policy.window.start % 60 }).toFormat('HH:mm:ss.SSS');
/** Local dates strictly between a's and b's. */
const datesBetween = (a: DateTime, b: DateTime): DateTime[] => {
  const dates: DateTime[] = [];
  for (let day = a.startOf('day').plus({ days: 1 }); day.toISODate()! < b.toISODate()!; day = day.plus({ days: 1 })) {
    dates.push(day);
  }
  return dates;
};
/** The local date `days` work days after a reading's, as the module counts: time off does not count. */
const nominalDate = (previous: DateTime, days: number, policy: SendPolicy): DateTime => {
  let day = previous.startOf('day');
  for (let remaining = days; remaining > 0;) {
    day = day.plus({ days: 1 });
    if (isWorkDay(day, policy)) remaining -= 1;
  }
  return day;
};
const timeOfDay = (dateTime: DateTime): string => dateTime.toFormat('HH:mm:ss.SSS');

describe('sending window properties', () => {
  it('isInsideWindow agrees with the window rule read in the zone', () => {
    fc.assert(
      fc.property(policyArb, instantArb, (policy, instant) => {
        expect(isInsideWindow(instant, policy)).toBe(insideByOracle(instant, policy));
      }),
      RUNS,
    );
  });

  it('firstSendAt is the first instant inside the window at or after the input', () => {
    fc.assert(
      fc.property(policyArb, instantArb, (policy, scheduledAt) => {
        const { zone } = policy;
        const sendAt = firstSendAt(scheduledAt, policy);
        expect(insideByOracle(sendAt, policy)).toBe(true);
        if (insideByOracle(scheduledAt, policy)) {
          expect(sendAt.getTime()).toBe(scheduledAt.getTime());
        } else {
          expect(sendAt.getTime()).toBeGreaterThan(scheduledAt.getTime());
          // Nothing earlier qualifies: the millisecond before is outside the window, and it is a 09:00 opening.
          expect(insideByOracle(new Date(sendAt.getTime() - 1), policy)).toBe(false);
          const scheduled = local(scheduledAt, zone);
          const send = local(sendAt, zone);
          expect(timeOfDay(send)).toBe(openingTime(policy));
          // ...and no opening is skipped: the scheduled day had none left, every day in between is closed.
          if (send.toISODate() !== scheduled.toISODate()) {
            expect(!openByOracle(scheduled, policy) || minuteOf(scheduled) >= policy.window.start).toBe(true);
          }
          for (const day of datesBetween(scheduled, send)) expect(openByOracle(day, policy)).toBe(false);
          expect(calendarDaysBetween(scheduled, send)).toBeLessThanOrEqual(MAX_DAYS_TO_NEXT_OPENING);
        }
      }),
      RUNS,
    );
  });

  it('every planned send is inside the window, on an allowed day, after the due delay at the same time of day unless a holiday moved it', () => {
    fc.assert(
      fc.property(policyArb, instantArb, delaysArb, (policy, startAt, delays) => {
        const { zone } = policy;
        const plan = planSequence({ startAt, delays, policy: policy });
        expect(plan.map((send) => send.position)).toEqual(delays.map((_, index) => index + 1));
        expect(plan.map((send) => send.daysDelay)).toEqual([0, ...delays.slice(1)]);
        expect(plan[0]!.sendAt).toEqual(firstSendAt(startAt, policy));
        plan.forEach((send, index) => {
          const reading = local(send.sendAt, zone);
          expect(insideByOracle(send.sendAt, policy)).toBe(true);
          expect(isWorkDay(reading, policy)).toBe(true);
          expect(send.movedReason === undefined).toBe(send.movedFrom === undefined);
          if (send.movedFrom) {
            // Moved by a holiday: from a day that is one (named in the reason) to the 09:00 opening of the next open day.
            const from = local(send.movedFrom, zone);
            const holidays = holidaysOn(from, zone);
            expect(holidays.length).toBeGreaterThan(0);
            expect(send.movedReason).toContain(holidays[0]);
            expect(send.movedFrom.getTime()).toBeLessThan(send.sendAt.getTime());
            expect(minuteOf(from) >= policy.window.start && minuteOf(from) < policy.window.end).toBe(true);
            expect(timeOfDay(reading)).toBe(openingTime(policy));
            for (const day of datesBetween(from, reading)) expect(openByOracle(day, policy)).toBe(false);
          }
          if (index === 0) return;
          const previous = local(plan[index - 1]!.sendAt, zone);
          expect(send.sendAt.getTime()).toBeGreaterThan(previous.toMillis());
          expect(calendarDaysBetween(previous, reading)).toBeGreaterThanOrEqual(send.daysDelay);
          expect(workDaysBetween(previous, reading, policy)).toBeGreaterThanOrEqual(send.daysDelay);
          // The previous send is inside the window, so its time of day is too: it is kept exactly, on the day due
          // (the day it would have gone out on, for a send a holiday moved).
          const due = send.movedFrom ? local(send.movedFrom, zone) : reading;
          expect(timeOfDay(due)).toBe(timeOfDay(previous));
          expect(due.toISODate()).toBe(nominalDate(previous, send.daysDelay, policy).toISODate());
        });
      }),
      RUNS,
    );
  });

  it('followUpDueAt from any previous send is inside the window and at least daysDelay (business) days later', () => {
    const check = (policy: SendPolicy, previousSentAt: Date, daysDelay: number) => {
      const { zone } = policy;
      const dueAt = followUpDueAt(previousSentAt, daysDelay, policy);
      const previous = local(previousSentAt, zone);
      const due = local(dueAt, zone);
      expect(insideByOracle(dueAt, policy)).toBe(true);
      expect(calendarDaysBetween(previous, due)).toBeGreaterThanOrEqual(daysDelay);
      expect(workDaysBetween(previous, due, policy)).toBeGreaterThanOrEqual(daysDelay);
      if (insideByOracle(previousSentAt, policy)) {
        const nominal = nominalDate(previous, daysDelay, policy);
        if (holidaysOn(nominal, zone).length === 0) {
          expect(timeOfDay(due)).toBe(timeOfDay(previous));
          const exactDays = everyDay(policy) ? calendarDaysBetween(previous, due) : workDaysBetween(previous, due, policy);
          expect(exactDays).toBe(daysDelay);
        } else {
          // Due on a public holiday: the next open day's 09:00 opening, every day in between closed.
          expect(timeOfDay(due)).toBe(openingTime(policy));
          expect(due.toISODate()! > nominal.toISODate()!).toBe(true);
          for (const day of datesBetween(nominal, due)) expect(openByOracle(day, policy)).toBe(false);
        }
      }
    };
    fc.assert(fc.property(policyArb, instantArb, followUpDelayArb, check), RUNS);
  });

  it('results are monotonic in the input instant', () => {
    fc.assert(
      fc.property(
        policyArb,
        instantArb,
        fc.integer({ min: 0, max: 4 * 86_400_000 }),
        followUpDelayArb,
        delaysArb,
        (policy, earlier, gapMs, daysDelay, delays) => {
          const later = new Date(earlier.getTime() + gapMs);
          expect(nextWindowOpening(earlier, policy).getTime()).toBeLessThanOrEqual(nextWindowOpening(later, policy).getTime());
          expect(followUpDueAt(earlier, daysDelay, policy).getTime()).toBeLessThanOrEqual(
            followUpDueAt(later, daysDelay, policy).getTime(),
          );
          const earlierPlan = planSequence({
            startAt: earlier,
            delays,
            policy: policy,
          });
          const laterPlan = planSequence({
            startAt: later,
            delays,
            policy: policy,
          });
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
        policy: policyArb.chain((drawn) =>
          fc.constantFrom(...zonesWithHolidays()).map((zone) => ({
            ...drawn,
            zone,
            workDays: drawn.workDays.length === 7 ? drawn.workDays : workWeekDays(defaultWorkWeek(zone)),
          })),
        ),
        year: fc.integer({ min: 2018, max: 2031 }),
        pick: fc.nat(),
        daysDelay: followUpDelayArb,
        minuteOfWindow: fc.nat(),
      })
      .map(({ policy, year, pick, daysDelay, minuteOfWindow }) => {
        const dates = [...oracleHolidays(policy.zone, year).keys()];
        if (dates.length === 0) return null;
        const minute = policy.window.start + (minuteOfWindow % (policy.window.end - policy.window.start));
        const holiday = DateTime.fromISO(dates[pick % dates.length]!, { zone: policy.zone }).set({
          hour: Math.floor(minute / 60),
          minute: minute % 60,
        });
        // The previous send: daysDelay work days before, at the same time of day.
        let previous = holiday;
        for (let remaining = daysDelay; remaining > 0;) {
          previous = previous.minus({ days: 1 });
          if (isWorkDay(previous, policy)) remaining -= 1;
        }
        return { policy, holiday, previous, daysDelay };
      });
    fc.assert(
      fc.property(holidayDueArb, (input) => {
        fc.pre(input !== null && isWorkDay(input.holiday, input.policy));
        const { policy, holiday, previous, daysDelay } = input!;
        const { zone } = policy;
        fc.pre(insideByOracle(previous.toJSDate(), policy));
        const due = local(followUpDueAt(previous.toJSDate(), daysDelay, policy), zone);
        expect(timeOfDay(due)).toBe(openingTime(policy));
        expect(due.toISODate()! > holiday.toISODate()!).toBe(true);
        for (const day of datesBetween(holiday, due)) expect(openByOracle(day, policy)).toBe(false);

        const [, second] = planSequence({
          startAt: previous.toJSDate(),
          delays: [0, daysDelay],
          policy: policy,
        });
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
        policyArb,
        instantArb,
        fc.integer({ min: 0, max: 40 }),
        fc.integer({ min: 0, max: 3 * 3_600_000 }),
        (policy, from, count, spacingMs) => {
          const dueTimes = spreadOverdue(count, from, policy, spacingMs);
          expect(dueTimes).toHaveLength(count);
          if (count > 0) expect(dueTimes[0]).toEqual(nextWindowOpening(from, policy));
          dueTimes.forEach((dueAt, index) => {
            expect(insideByOracle(dueAt, policy)).toBe(true);
            if (index > 0) expect(dueAt.getTime() - dueTimes[index - 1]!.getTime()).toBeGreaterThanOrEqual(spacingMs);
          });
        },
      ),
      { numRuns: 100 },
    );
  });
});
