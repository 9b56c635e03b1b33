// Hand-picked cases for each sending-window rule, in several zones. Expected instants are written with their
// local offset so the wall-clock time can be read off directly; `wallClock` shows a result as the campaign sees it.
import './holiday-calendar.registration';
import { DateTime } from 'luxon';
import {
  AT_LEAST_ONE_EMAIL,
  CHAT_TIMEZONES,
  DAYS_TO_WAIT_MAX,
  DAYS_TO_WAIT_MIN,
  DELAY_NEGATIVE,
  MAX_FOLLOW_UP_DELAY,
  TIMEZONE_REQUIRED,
  TIMEZONES,
  TOO_MANY_EMAILS,
  sendPolicyOf,
} from 'contracts';
import { firstSendAt, followUpDueAt, isInsideWindow, nextWindowOpening, planSequence, spreadOverdue } from 'contracts/schedule';
import { ScheduleInputError } from 'contracts/schedule';
import { LATEST_INSTANT } from 'contracts/schedule';

const NY = 'America/New_York';
const at = (iso: string): Date => new Date(iso);
const wallClock = (date: Date, zone: string): string =>
  DateTime.fromJSDate(date, { zone }).toFormat('ccc yyyy-MM-dd HH:mm:ss ZZ');

describe('isInsideWindow', () => {
  it('includes 09:00 and 16:59:59.999 but not 17:00 or 08:59 (New York, Friday)', () => {
    expect(isInsideWindow(at('2024-06-14T09:00:00-04:00'), sendPolicyOf({ zone: NY, excludeWeekends: true }))).toBe(true);
    expect(isInsideWindow(at('2024-06-14T16:59:00-04:00'), sendPolicyOf({ zone: NY, excludeWeekends: true }))).toBe(true);
    expect(isInsideWindow(at('2024-06-14T16:59:59.999-04:00'), sendPolicyOf({ zone: NY, excludeWeekends: true }))).toBe(true);
    expect(isInsideWindow(at('2024-06-14T17:00:00-04:00'), sendPolicyOf({ zone: NY, excludeWeekends: true }))).toBe(false);
    expect(isInsideWindow(at('2024-06-14T08:59:59.999-04:00'), sendPolicyOf({ zone: NY, excludeWeekends: true }))).toBe(false);
  });

  it('refuses Saturday and Sunday only when weekends are excluded', () => {
    const saturdayNoon = at('2024-06-15T12:00:00-04:00');
    const sundayNoon = at('2024-06-16T12:00:00-04:00');
    expect(isInsideWindow(saturdayNoon, sendPolicyOf({ zone: NY, excludeWeekends: true }))).toBe(false);
    expect(isInsideWindow(sundayNoon, sendPolicyOf({ zone: NY, excludeWeekends: true }))).toBe(false);
    expect(isInsideWindow(saturdayNoon, sendPolicyOf({ zone: NY, excludeWeekends: false }))).toBe(true);
    expect(isInsideWindow(sundayNoon, sendPolicyOf({ zone: NY, excludeWeekends: false }))).toBe(true);
  });

  it('judges the hour in the campaign zone, not in UTC', () => {
    const instant = at('2024-06-14T14:00:00Z'); // 10:00 in New York, 23:00 in Tokyo, 15:00 in London
    expect(isInsideWindow(instant, sendPolicyOf({ zone: NY, excludeWeekends: true }))).toBe(true);
    expect(isInsideWindow(instant, sendPolicyOf({ zone: 'Asia/Tokyo', excludeWeekends: true }))).toBe(false);
    expect(isInsideWindow(instant, sendPolicyOf({ zone: 'Europe/London', excludeWeekends: true }))).toBe(true);
  });

  it('follows the half-hour offset of India (Asia/Kolkata and its alias Asia/Calcutta)', () => {
    const before = at('2024-06-14T03:29:00Z'); // 08:59 IST
    const opening = at('2024-06-14T03:30:00Z'); // 09:00 IST
    const closing = at('2024-06-14T11:30:00Z'); // 17:00 IST
    for (const zone of ['Asia/Kolkata', 'Asia/Calcutta']) {
      expect(isInsideWindow(before, sendPolicyOf({ zone: zone, excludeWeekends: true }))).toBe(false);
      expect(isInsideWindow(opening, sendPolicyOf({ zone: zone, excludeWeekends: true }))).toBe(true);
      expect(isInsideWindow(closing, sendPolicyOf({ zone: zone, excludeWeekends: true }))).toBe(false);
    }
  });
});

describe('nextWindowOpening / firstSendAt', () => {
  it('sends at once when scheduled inside the window (Friday 16:59 in New York)', () => {
    const scheduled = at('2024-06-14T16:59:00-04:00');
    expect(firstSendAt(scheduled, sendPolicyOf({ zone: NY, excludeWeekends: true }))).toEqual(scheduled);
    expect(nextWindowOpening(scheduled, sendPolicyOf({ zone: NY, excludeWeekends: true }))).toEqual(scheduled);
  });

  it('moves Friday 17:00 to Monday 09:00 when weekends are excluded, to Saturday 09:00 otherwise', () => {
    const scheduled = at('2024-06-14T17:00:00-04:00');
    expect(wallClock(firstSendAt(scheduled, sendPolicyOf({ zone: NY, excludeWeekends: true })), NY)).toBe(
      'Mon 2024-06-17 09:00:00 -04:00',
    );
    expect(wallClock(firstSendAt(scheduled, sendPolicyOf({ zone: NY, excludeWeekends: false })), NY)).toBe(
      'Sat 2024-06-15 09:00:00 -04:00',
    );
  });

  it('keeps a Saturday send when weekends are allowed and moves it to Monday otherwise', () => {
    const saturday = at('2024-06-15T11:20:00-04:00');
    expect(firstSendAt(saturday, sendPolicyOf({ zone: NY, excludeWeekends: false }))).toEqual(saturday);
    expect(firstSendAt(saturday, sendPolicyOf({ zone: NY, excludeWeekends: true }))).toEqual(at('2024-06-17T09:00:00-04:00'));
  });

  it('opens the same day when scheduled before 09:00 on an allowed day', () => {
    expect(firstSendAt(at('2024-06-13T06:45:00-04:00'), sendPolicyOf({ zone: NY, excludeWeekends: true }))).toEqual(
      at('2024-06-13T09:00:00-04:00'),
    );
    expect(firstSendAt(at('2024-06-16T00:00:00-04:00'), sendPolicyOf({ zone: NY, excludeWeekends: false }))).toEqual(
      at('2024-06-16T09:00:00-04:00'),
    );
    expect(firstSendAt(at('2024-06-16T00:00:00-04:00'), sendPolicyOf({ zone: NY, excludeWeekends: true }))).toEqual(
      at('2024-06-17T09:00:00-04:00'),
    );
  });

  it('opens at 09:00 IST (03:30 UTC) in India', () => {
    expect(firstSendAt(at('2024-06-14T11:30:00Z'), sendPolicyOf({ zone: 'Asia/Kolkata', excludeWeekends: true }))).toEqual(
      at('2024-06-17T03:30:00Z'),
    );
    expect(firstSendAt(at('2024-06-14T01:00:00Z'), sendPolicyOf({ zone: 'Asia/Calcutta', excludeWeekends: false }))).toEqual(
      at('2024-06-14T03:30:00Z'),
    );
  });

  it('uses the local date of the campaign zone (Friday evening in New York is Saturday in Sydney)', () => {
    const instant = at('2024-06-14T22:00:00Z'); // Fri 18:00 in New York, Sat 08:00 in Sydney
    expect(
      wallClock(firstSendAt(instant, sendPolicyOf({ zone: 'Australia/Sydney', excludeWeekends: true })), 'Australia/Sydney'),
    ).toBe('Mon 2024-06-17 09:00:00 +10:00');
    expect(
      wallClock(firstSendAt(instant, sendPolicyOf({ zone: 'Australia/Sydney', excludeWeekends: false })), 'Australia/Sydney'),
    ).toBe('Sat 2024-06-15 09:00:00 +10:00');
  });

  it('opens at 09:00 local on the days clocks change (New York in March and November)', () => {
    expect(firstSendAt(at('2024-03-10T05:00:00Z'), sendPolicyOf({ zone: NY, excludeWeekends: false }))).toEqual(
      at('2024-03-10T09:00:00-04:00'),
    );
    expect(firstSendAt(at('2024-11-03T04:30:00Z'), sendPolicyOf({ zone: NY, excludeWeekends: false }))).toEqual(
      at('2024-11-03T09:00:00-05:00'),
    );
  });

  it('skips a calendar day that a zone never had (Samoa jumped from Thursday 2011-12-29 to Saturday)', () => {
    const thursdayEvening = at('2011-12-29T18:00:00-10:00');
    expect(
      wallClock(firstSendAt(thursdayEvening, sendPolicyOf({ zone: 'Pacific/Apia', excludeWeekends: false })), 'Pacific/Apia'),
    ).toBe('Sat 2011-12-31 09:00:00 +14:00');
    expect(
      wallClock(firstSendAt(thursdayEvening, sendPolicyOf({ zone: 'Pacific/Apia', excludeWeekends: true })), 'Pacific/Apia'),
    ).toBe('Mon 2012-01-02 09:00:00 +14:00');
  });

  it('returns a new Date, so callers mutating the result do not change their input', () => {
    const scheduled = at('2024-06-14T10:00:00-04:00');
    const result = firstSendAt(scheduled, sendPolicyOf({ zone: NY, excludeWeekends: true }));
    result.setTime(0);
    expect(scheduled).toEqual(at('2024-06-14T10:00:00-04:00'));
  });
});

describe('followUpDueAt', () => {
  it('is daysDelay calendar days later at the same wall-clock time', () => {
    expect(followUpDueAt(at('2024-06-12T14:05:30-04:00'), 3, sendPolicyOf({ zone: NY, excludeWeekends: false }))).toEqual(
      at('2024-06-15T14:05:30-04:00'),
    );
  });

  it('counts business days when weekends are excluded: Thursday + 2 = Monday, Friday + 1 = Monday', () => {
    expect(
      wallClock(followUpDueAt(at('2024-06-13T10:15:00-04:00'), 2, sendPolicyOf({ zone: NY, excludeWeekends: true })), NY),
    ).toBe('Mon 2024-06-17 10:15:00 -04:00');
    expect(
      wallClock(followUpDueAt(at('2024-06-14T16:59:00-04:00'), 1, sendPolicyOf({ zone: NY, excludeWeekends: true })), NY),
    ).toBe('Mon 2024-06-17 16:59:00 -04:00');
    expect(
      wallClock(followUpDueAt(at('2024-06-10T11:00:00-04:00'), 5, sendPolicyOf({ zone: NY, excludeWeekends: true })), NY),
    ).toBe('Mon 2024-06-17 11:00:00 -04:00');
    expect(
      wallClock(followUpDueAt(at('2024-06-13T10:15:00-04:00'), 2, sendPolicyOf({ zone: NY, excludeWeekends: false })), NY),
    ).toBe('Sat 2024-06-15 10:15:00 -04:00');
  });

  it('moves a due time outside the window to the next opening', () => {
    // Sent late on Wednesday at 17:30: Thursday 17:30 is past closing, so Friday 09:00.
    expect(
      wallClock(followUpDueAt(at('2024-06-12T17:30:00-04:00'), 1, sendPolicyOf({ zone: NY, excludeWeekends: true })), NY),
    ).toBe('Fri 2024-06-14 09:00:00 -04:00');
    // Sent early on Thursday at 07:00: Monday 07:00 becomes Monday 09:00.
    expect(
      wallClock(followUpDueAt(at('2024-06-13T07:00:00-04:00'), 2, sendPolicyOf({ zone: NY, excludeWeekends: true })), NY),
    ).toBe('Mon 2024-06-17 09:00:00 -04:00');
  });

  it('counts a send made on a weekend from Monday 00:00 (weekend time does not count)', () => {
    expect(
      wallClock(followUpDueAt(at('2024-06-15T10:00:00-04:00'), 1, sendPolicyOf({ zone: NY, excludeWeekends: true })), NY),
    ).toBe('Tue 2024-06-18 09:00:00 -04:00');
  });

  it('keeps 10:15 across the US spring-forward change in March', () => {
    const fridayEst = at('2024-03-08T10:15:00-05:00');
    expect(followUpDueAt(fridayEst, 3, sendPolicyOf({ zone: NY, excludeWeekends: false }))).toEqual(
      at('2024-03-11T10:15:00-04:00'),
    );
    expect(followUpDueAt(fridayEst, 1, sendPolicyOf({ zone: NY, excludeWeekends: true }))).toEqual(
      at('2024-03-11T10:15:00-04:00'),
    );
    expect(followUpDueAt(fridayEst, 2, sendPolicyOf({ zone: NY, excludeWeekends: false }))).toEqual(
      at('2024-03-10T10:15:00-04:00'),
    );
  });

  it('keeps 10:15 across the US fall-back change in November', () => {
    const fridayEdt = at('2024-11-01T10:15:00-04:00');
    expect(followUpDueAt(fridayEdt, 1, sendPolicyOf({ zone: NY, excludeWeekends: true }))).toEqual(
      at('2024-11-04T10:15:00-05:00'),
    );
    expect(followUpDueAt(fridayEdt, 2, sendPolicyOf({ zone: NY, excludeWeekends: false }))).toEqual(
      at('2024-11-03T10:15:00-05:00'),
    );
    expect(
      followUpDueAt(at('2024-11-01T10:15:00-07:00'), 3, sendPolicyOf({ zone: 'America/Los_Angeles', excludeWeekends: false })),
    ).toEqual(at('2024-11-04T10:15:00-08:00'));
  });

  it('keeps 10:15 across the Sydney changes in April (end of daylight time) and October (start)', () => {
    const sydney = 'Australia/Sydney';
    expect(followUpDueAt(at('2024-04-05T10:15:00+11:00'), 1, sendPolicyOf({ zone: sydney, excludeWeekends: true }))).toEqual(
      at('2024-04-08T10:15:00+10:00'),
    );
    expect(followUpDueAt(at('2024-04-05T10:15:00+11:00'), 3, sendPolicyOf({ zone: sydney, excludeWeekends: false }))).toEqual(
      at('2024-04-08T10:15:00+10:00'),
    );
    // Monday 2024-10-07 is Labour Day in New South Wales: one business day after Friday waits for Tuesday's opening,
    // and two keep 10:15 (the holiday still counts as a day of waiting).
    expect(followUpDueAt(at('2024-10-04T10:15:00+10:00'), 1, sendPolicyOf({ zone: sydney, excludeWeekends: true }))).toEqual(
      at('2024-10-08T09:00:00+11:00'),
    );
    expect(followUpDueAt(at('2024-10-04T10:15:00+10:00'), 2, sendPolicyOf({ zone: sydney, excludeWeekends: true }))).toEqual(
      at('2024-10-08T10:15:00+11:00'),
    );
    expect(followUpDueAt(at('2024-10-05T10:15:00+10:00'), 1, sendPolicyOf({ zone: sydney, excludeWeekends: false }))).toEqual(
      at('2024-10-06T10:15:00+11:00'),
    );
  });

  it('keeps the wall-clock time across the London change in March', () => {
    // Monday 2024-04-01 is Easter Monday, a public holiday in the United Kingdom: Tuesday's opening instead.
    expect(followUpDueAt(at('2024-03-29T09:00:00Z'), 3, sendPolicyOf({ zone: 'Europe/London', excludeWeekends: false }))).toEqual(
      at('2024-04-02T09:00:00+01:00'),
    );
    expect(followUpDueAt(at('2024-03-28T10:30:00Z'), 5, sendPolicyOf({ zone: 'Europe/London', excludeWeekends: false }))).toEqual(
      at('2024-04-02T10:30:00+01:00'),
    );
  });

  it('moves a 02:30 that does not exist (New York, 2024-03-10) forward to 03:30, then to the 09:00 opening', () => {
    // The previous email went out (outside the window, e.g. sent by hand) on Saturday at 02:30 EST.
    const dueAt = followUpDueAt(at('2024-03-09T02:30:00-05:00'), 1, sendPolicyOf({ zone: NY, excludeWeekends: false }));
    expect(wallClock(dueAt, NY)).toBe('Sun 2024-03-10 09:00:00 -04:00');
  });
});

describe('planSequence', () => {
  it('plans a 3-email sequence from Friday 16:59 in New York, skipping weekends', () => {
    const startAt = at('2024-06-14T16:59:00-04:00');
    const plan = planSequence({ startAt, delays: [0, 2, 4], policy: sendPolicyOf({ zone: NY, excludeWeekends: true }) });
    expect(plan.map((send) => ({ ...send, sendAt: wallClock(send.sendAt, NY) }))).toEqual([
      { position: 1, daysDelay: 0, sendAt: 'Fri 2024-06-14 16:59:00 -04:00' },
      { position: 2, daysDelay: 2, sendAt: 'Tue 2024-06-18 16:59:00 -04:00' },
      { position: 3, daysDelay: 4, sendAt: 'Mon 2024-06-24 16:59:00 -04:00' },
    ]);
  });

  it('starts at the next opening when scheduled at Friday 17:00, and counts calendar days with weekends on', () => {
    const startAt = at('2024-06-14T17:00:00-04:00');
    const plan = planSequence({ startAt, delays: [0, 1, 1], policy: sendPolicyOf({ zone: NY, excludeWeekends: false }) });
    expect(plan.map((send) => wallClock(send.sendAt, NY))).toEqual([
      'Sat 2024-06-15 09:00:00 -04:00',
      'Sun 2024-06-16 09:00:00 -04:00',
      'Mon 2024-06-17 09:00:00 -04:00',
    ]);
  });

  it('reports the first delay as 0 whatever it was given as', () => {
    const startAt = at('2024-06-12T10:00:00+05:30');
    const plan = planSequence({ startAt, delays: [5, 1], policy: sendPolicyOf({ zone: 'Asia/Kolkata', excludeWeekends: true }) });
    expect(plan).toEqual([
      { position: 1, daysDelay: 0, sendAt: at('2024-06-12T10:00:00+05:30') },
      { position: 2, daysDelay: 1, sendAt: at('2024-06-13T10:00:00+05:30') },
    ]);
  });

  it('plans across the Sydney October change keeping 11:45', () => {
    const plan = planSequence({
      startAt: at('2024-10-02T11:45:00+10:00'),
      delays: [0, 2, 3],
      policy: sendPolicyOf({ zone: 'Australia/Sydney', excludeWeekends: true }),
    });
    expect(plan.map((send) => send.sendAt)).toEqual([
      at('2024-10-02T11:45:00+10:00'),
      at('2024-10-04T11:45:00+10:00'),
      at('2024-10-09T11:45:00+11:00'),
    ]);
  });

  it('moves a step due on Labour Day in Sydney (Monday 2024-10-07) to Tuesday 09:00 and says why', () => {
    const plan = planSequence({
      startAt: at('2024-10-03T11:45:00+10:00'),
      delays: [0, 2, 3],
      policy: sendPolicyOf({ zone: 'Australia/Sydney', excludeWeekends: true }),
    });
    expect(plan).toEqual([
      { position: 1, daysDelay: 0, sendAt: at('2024-10-03T11:45:00+10:00') },
      {
        position: 2,
        daysDelay: 2,
        sendAt: at('2024-10-08T09:00:00+11:00'),
        movedFrom: at('2024-10-07T11:45:00+11:00'),
        movedReason: 'Labour Day (public holiday in New South Wales)',
      },
      // Counted from the moved send, as the delivery engine counts from the actual one.
      { position: 3, daysDelay: 3, sendAt: at('2024-10-11T09:00:00+11:00') },
    ]);
  });
});

describe('spreadOverdue', () => {
  it('spaces overdue emails from the next opening and moves the ones past 17:00 to the next window', () => {
    const dueTimes = spreadOverdue(
      4,
      at('2024-06-14T16:40:00-04:00'),
      sendPolicyOf({ zone: NY, excludeWeekends: true }),
      10 * 60_000,
    );
    expect(dueTimes.map((date) => wallClock(date, NY))).toEqual([
      'Fri 2024-06-14 16:40:00 -04:00',
      'Fri 2024-06-14 16:50:00 -04:00',
      'Mon 2024-06-17 09:00:00 -04:00',
      'Mon 2024-06-17 09:10:00 -04:00',
    ]);
  });

  it('starts at the next opening when re-activated outside the window', () => {
    const dueTimes = spreadOverdue(
      2,
      at('2024-06-15T20:00:00+05:30'),
      sendPolicyOf({ zone: 'Asia/Calcutta', excludeWeekends: false }),
      60_000,
    );
    expect(dueTimes).toEqual([at('2024-06-16T09:00:00+05:30'), at('2024-06-16T09:01:00+05:30')]);
  });

  it('returns nothing for no overdue emails', () => {
    expect(spreadOverdue(0, at('2024-06-14T10:00:00Z'), sendPolicyOf({ zone: NY, excludeWeekends: true }), 1000)).toEqual([]);
  });
});

describe('input validation', () => {
  const monday = at('2024-06-17T10:00:00-04:00');

  it('rejects an unknown timezone with its name, and an empty one as required', () => {
    expect(() => isInsideWindow(monday, sendPolicyOf({ zone: 'Mars/Olympus_Mons', excludeWeekends: true }))).toThrow(
      new ScheduleInputError('Unknown timezone: Mars/Olympus_Mons'),
    );
    expect(() => firstSendAt(monday, sendPolicyOf({ zone: '+05:30', excludeWeekends: true }))).toThrow(
      'Unknown timezone: +05:30',
    );
    expect(() =>
      planSequence({ startAt: monday, delays: [0], policy: sendPolicyOf({ zone: 'Nowhere', excludeWeekends: true }) }),
    ).toThrow('Unknown timezone: Nowhere');
    expect(() => nextWindowOpening(monday, sendPolicyOf({ zone: '', excludeWeekends: true }))).toThrow(TIMEZONE_REQUIRED);
  });

  it('rejects an invalid date', () => {
    expect(() => firstSendAt(new Date('not a date'), sendPolicyOf({ zone: NY, excludeWeekends: true }))).toThrow('Invalid date');
    expect(() => followUpDueAt(new Date(Number.NaN), 1, sendPolicyOf({ zone: NY, excludeWeekends: true }))).toThrow(
      ScheduleInputError,
    );
  });

  it('rejects follow-up delays below 1 day, negative or fractional', () => {
    expect(() => followUpDueAt(monday, 0, sendPolicyOf({ zone: NY, excludeWeekends: true }))).toThrow(DAYS_TO_WAIT_MIN);
    expect(() => followUpDueAt(monday, -2, sendPolicyOf({ zone: NY, excludeWeekends: true }))).toThrow(DELAY_NEGATIVE);
    expect(() => followUpDueAt(monday, 1.5, sendPolicyOf({ zone: NY, excludeWeekends: true }))).toThrow(
      'Days to wait must be a whole number of days',
    );
    expect(() => followUpDueAt(monday, Number.NaN, sendPolicyOf({ zone: NY, excludeWeekends: true }))).toThrow(DAYS_TO_WAIT_MIN);
    expect(() =>
      planSequence({ startAt: monday, delays: [0, 0], policy: sendPolicyOf({ zone: NY, excludeWeekends: true }) }),
    ).toThrow(DAYS_TO_WAIT_MIN);
  });

  it('rejects follow-up delays above 60 days at once (2147483647 days used to leave the calendar)', () => {
    for (const daysDelay of [MAX_FOLLOW_UP_DELAY + 1, 100_000, 2_147_483_647, Number.MAX_SAFE_INTEGER]) {
      const started = Date.now();
      expect(() => followUpDueAt(monday, daysDelay, sendPolicyOf({ zone: NY, excludeWeekends: true }))).toThrow(
        new ScheduleInputError(DAYS_TO_WAIT_MAX),
      );
      expect(() => followUpDueAt(monday, daysDelay, sendPolicyOf({ zone: NY, excludeWeekends: false }))).toThrow(
        DAYS_TO_WAIT_MAX,
      );
      expect(Date.now() - started).toBeLessThan(100);
    }
    expect(() =>
      planSequence({ startAt: monday, delays: [0, 2_147_483_647], policy: sendPolicyOf({ zone: NY, excludeWeekends: true }) }),
    ).toThrow(DAYS_TO_WAIT_MAX);
    // The first delay is reported as 0 whatever it is.
    expect(
      planSequence({ startAt: monday, delays: [2_147_483_647], policy: sendPolicyOf({ zone: NY, excludeWeekends: true }) })[0]!
        .daysDelay,
    ).toBe(0);
  });

  it('gives every accepted delay a sending window, in every zone the forms and the chat offer', () => {
    const zones = [...new Set([...TIMEZONES, ...CHAT_TIMEZONES].map((option) => option.value))];
    const previous = at('2024-12-31T23:30:00Z'); // a year's end, a weekend 60 business days later, DST on the way
    for (const zone of zones) {
      for (const excludeWeekends of [true, false]) {
        for (const daysDelay of [1, MAX_FOLLOW_UP_DELAY]) {
          const due = followUpDueAt(previous, daysDelay, sendPolicyOf({ zone: zone, excludeWeekends: excludeWeekends }));
          expect(isInsideWindow(due, sendPolicyOf({ zone: zone, excludeWeekends: excludeWeekends }))).toBe(true);
          const days = (due.getTime() - previous.getTime()) / 86_400_000;
          expect(days).toBeGreaterThanOrEqual(daysDelay - 1);
          // Business days: 60 of them are 84 calendar days, plus the way to the next opening.
          expect(days).toBeLessThan(Math.ceil((daysDelay * 7) / 5) + 4);
        }
        const plan = planSequence({
          startAt: previous,
          delays: [0, MAX_FOLLOW_UP_DELAY, MAX_FOLLOW_UP_DELAY],
          policy: sendPolicyOf({ zone: zone, excludeWeekends: excludeWeekends }),
        });
        expect(
          plan.every((send) => isInsideWindow(send.sendAt, sendPolicyOf({ zone: zone, excludeWeekends: excludeWeekends }))),
        ).toBe(true);
      }
    }
  });

  it('answers a bad-input error, never an Invalid Date or a plain Error, at the ends of the calendar', () => {
    const last = new Date(LATEST_INSTANT);
    expect(nextWindowOpening(last, sendPolicyOf({ zone: NY, excludeWeekends: false })).getTime()).toBeGreaterThan(LATEST_INSTANT);
    expect(
      Number.isFinite(followUpDueAt(last, MAX_FOLLOW_UP_DELAY, sendPolicyOf({ zone: NY, excludeWeekends: true })).getTime()),
    ).toBe(true);
    for (const instant of [new Date(LATEST_INSTANT + 1), new Date(8.64e15), new Date(-1)]) {
      expect(() => nextWindowOpening(instant, sendPolicyOf({ zone: NY, excludeWeekends: true }))).toThrow(
        new ScheduleInputError('Invalid date'),
      );
      expect(() => followUpDueAt(instant, 1, sendPolicyOf({ zone: NY, excludeWeekends: true }))).toThrow(ScheduleInputError);
    }
  });

  it('rejects a negative or fractional first delay, and sequences of 0 or more than 3 emails', () => {
    const plan = (delays: number[]) => () =>
      planSequence({ startAt: monday, delays, policy: sendPolicyOf({ zone: NY, excludeWeekends: true }) });
    expect(plan([-1])).toThrow(DELAY_NEGATIVE);
    expect(plan([0.5])).toThrow('Days to wait must be a whole number of days');
    expect(plan([])).toThrow(AT_LEAST_ONE_EMAIL);
    expect(plan([0, 1, 1, 1])).toThrow(TOO_MANY_EMAILS);
  });

  it('rejects a bad overdue count or spacing', () => {
    expect(() => spreadOverdue(-1, monday, sendPolicyOf({ zone: NY, excludeWeekends: true }), 1000)).toThrow(ScheduleInputError);
    expect(() => spreadOverdue(1.5, monday, sendPolicyOf({ zone: NY, excludeWeekends: true }), 1000)).toThrow(ScheduleInputError);
    expect(() => spreadOverdue(2, monday, sendPolicyOf({ zone: NY, excludeWeekends: true }), -1)).toThrow(ScheduleInputError);
    expect(() => spreadOverdue(2, monday, sendPolicyOf({ zone: NY, excludeWeekends: true }), Number.POSITIVE_INFINITY)).toThrow(
      ScheduleInputError,
    );
  });
});
