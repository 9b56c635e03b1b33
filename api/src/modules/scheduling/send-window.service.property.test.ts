// Property tests: random zones, instants over several years (DST changes included), delays and the weekend switch.
// Local dates and times are read with Luxon's DateTime, independently of the module's own wall-clock arithmetic.
import fc from 'fast-check';
import { DateTime } from 'luxon';
import { MAX_FOLLOW_UP_DELAY, MIN_FOLLOW_UP_DELAY, SENDING_WINDOW, TIMEZONES } from 'contracts';
import {
  firstSendAt,
  followUpDueAt,
  isInsideWindow,
  nextWindowOpening,
  planSequence,
  spreadOverdue,
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
const ZONES = [...TIMEZONES.map((option) => option.value), ...EXTRA_ZONES];

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
/** The window rule, evaluated with Luxon. */
const insideByOracle = (date: Date, zone: string, excludeWeekends: boolean): boolean => {
  const reading = local(date, zone);
  if (excludeWeekends && isWeekendDay(reading)) return false;
  return reading.hour >= SENDING_WINDOW.startHour && reading.hour < SENDING_WINDOW.endHour;
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
          expect(timeOfDay(local(sendAt, zone))).toBe('09:00:00.000');
          // ...and no opening is skipped: at most 3 calendar days later (Friday 17:00 -> Monday 09:00).
          expect(calendarDaysBetween(local(scheduledAt, zone), local(sendAt, zone))).toBeLessThanOrEqual(3);
        }
      }),
      RUNS,
    );
  });

  it('every planned send is inside the window, on an allowed day, after the due delay at the same time of day', () => {
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
          if (index === 0) return;
          const previous = local(plan[index - 1]!.sendAt, zone);
          expect(send.sendAt.getTime()).toBeGreaterThan(previous.toMillis());
          expect(calendarDaysBetween(previous, reading)).toBeGreaterThanOrEqual(send.daysDelay);
          if (excludeWeekends) expect(businessDaysBetween(previous, reading)).toBeGreaterThanOrEqual(send.daysDelay);
          // The previous send is inside the window, so its time of day is too: it is kept exactly.
          expect(timeOfDay(reading)).toBe(timeOfDay(previous));
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
        expect(timeOfDay(due)).toBe(timeOfDay(previous));
        const exactDays = excludeWeekends ? businessDaysBetween(previous, due) : calendarDaysBetween(previous, due);
        expect(exactDays).toBe(daysDelay);
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
