// Hand-picked public holidays: the recipient's holidays are skipped like weekends (whatever excludeWeekends says),
// and the preview says which holiday moved a step. Expected instants carry their local offset.
import './holiday-calendar.registration';
import { sendPolicyOf } from 'contracts';
import { DateTime } from 'luxon';
import {
  MAX_DAYS_TO_NEXT_OPENING,
  firstSendAt,
  followUpDueAt,
  isInsideWindow,
  nextWindowOpening,
  planSequence,
  spreadOverdue,
} from 'contracts/schedule';
import { publicHolidaysOf } from './public-holidays.service';
import { holidayRegionOf, zonesWithHolidays } from './holiday-regions.rules';
import { DAY_MS, isWeekend } from 'contracts/schedule';

const NY = 'America/New_York';
const LONDON = 'Europe/London';
const at = (iso: string): Date => new Date(iso);
const wallClock = (date: Date, zone: string): string =>
  DateTime.fromJSDate(date, { zone }).toFormat('ccc yyyy-MM-dd HH:mm:ss ZZ');

describe('Thanksgiving (Thursday 2026-11-26) in New York', () => {
  it('is outside the window all day, with or without weekends', () => {
    expect(isInsideWindow(at('2026-11-26T12:00:00-05:00'), sendPolicyOf({ zone: NY, excludeWeekends: true }))).toBe(false);
    expect(isInsideWindow(at('2026-11-26T12:00:00-05:00'), sendPolicyOf({ zone: NY, excludeWeekends: false }))).toBe(false);
    expect(isInsideWindow(at('2026-11-27T12:00:00-05:00'), sendPolicyOf({ zone: NY, excludeWeekends: true }))).toBe(true); // the day after is a working day
  });

  it('moves a follow-up due that day to Friday 2026-11-27 09:00 EST', () => {
    const tuesday = at('2026-11-24T10:15:00-05:00');
    expect(wallClock(followUpDueAt(tuesday, 2, sendPolicyOf({ zone: NY, excludeWeekends: true })), NY)).toBe(
      'Fri 2026-11-27 09:00:00 -05:00',
    );
    expect(wallClock(followUpDueAt(tuesday, 2, sendPolicyOf({ zone: NY, excludeWeekends: false })), NY)).toBe(
      'Fri 2026-11-27 09:00:00 -05:00',
    );
    // The holiday still counts as a day of waiting: 3 days after Tuesday is Friday at the same time.
    expect(wallClock(followUpDueAt(tuesday, 3, sendPolicyOf({ zone: NY, excludeWeekends: true })), NY)).toBe(
      'Fri 2026-11-27 10:15:00 -05:00',
    );
  });

  it('sends a first email scheduled on Thanksgiving at Friday 09:00, in every US zone', () => {
    expect(wallClock(firstSendAt(at('2026-11-26T10:00:00-05:00'), sendPolicyOf({ zone: NY, excludeWeekends: true })), NY)).toBe(
      'Fri 2026-11-27 09:00:00 -05:00',
    );
    expect(
      wallClock(nextWindowOpening(at('2026-11-25T17:30:00-05:00'), sendPolicyOf({ zone: NY, excludeWeekends: false })), NY),
    ).toBe('Fri 2026-11-27 09:00:00 -05:00');
    const pacific = 'America/Los_Angeles';
    expect(
      wallClock(firstSendAt(at('2026-11-26T10:00:00-08:00'), sendPolicyOf({ zone: pacific, excludeWeekends: true })), pacific),
    ).toBe('Fri 2026-11-27 09:00:00 -08:00');
  });

  it('previews the moved step with when it would have gone and why', () => {
    const plan = planSequence({
      startAt: at('2026-11-24T10:15:00-05:00'),
      delays: [0, 2, 2],
      policy: sendPolicyOf({ zone: NY, excludeWeekends: true }),
    });
    expect(plan).toEqual([
      { position: 1, daysDelay: 0, sendAt: at('2026-11-24T10:15:00-05:00') },
      {
        position: 2,
        daysDelay: 2,
        sendAt: at('2026-11-27T09:00:00-05:00'),
        movedFrom: at('2026-11-26T10:15:00-05:00'),
        movedReason: 'Thanksgiving Day (public holiday in the United States)',
      },
      // Two business days after the moved send (Friday 09:00): Tuesday 09:00, not moved by a holiday.
      { position: 3, daysDelay: 2, sendAt: at('2026-12-01T09:00:00-05:00') },
    ]);
  });

  it('spreads overdue emails of a re-activated campaign past the holiday', () => {
    const dueTimes = spreadOverdue(
      2,
      at('2026-11-25T16:55:00-05:00'),
      sendPolicyOf({ zone: NY, excludeWeekends: true }),
      10 * 60_000,
    );
    expect(dueTimes.map((date) => wallClock(date, NY))).toEqual([
      'Wed 2026-11-25 16:55:00 -05:00',
      'Fri 2026-11-27 09:00:00 -05:00',
    ]);
  });
});

describe('Christmas and Boxing Day in London', () => {
  it('skips Christmas Day and Boxing Day (Friday and Saturday in 2026) when weekends are allowed: Sunday 09:00', () => {
    const plan = planSequence({
      startAt: at('2026-12-24T10:00:00Z'),
      delays: [0, 1],
      policy: sendPolicyOf({ zone: LONDON, excludeWeekends: false }),
    });
    expect(plan[1]).toEqual({
      position: 2,
      daysDelay: 1,
      sendAt: at('2026-12-27T09:00:00Z'),
      movedFrom: at('2026-12-25T10:00:00Z'),
      movedReason: 'Christmas Day and Boxing Day (public holidays in the United Kingdom)',
    });
  });

  it("skips the weekend and Monday's substitute day off too when weekends are excluded: Tuesday 09:00", () => {
    const plan = planSequence({
      startAt: at('2026-12-24T10:00:00Z'),
      delays: [0, 1],
      policy: sendPolicyOf({ zone: LONDON, excludeWeekends: true }),
    });
    expect(plan[1]).toMatchObject({
      sendAt: at('2026-12-29T09:00:00Z'),
      movedFrom: at('2026-12-25T10:00:00Z'),
      movedReason: 'Christmas Day and Boxing Day (public holidays in the United Kingdom)',
    });
  });

  it('moves a follow-up due on a Friday holiday (Boxing Day 2025) to Monday with weekends excluded, Saturday without', () => {
    const thursday = at('2025-12-25T11:00:00Z'); // sent by hand on Christmas Day
    expect(wallClock(followUpDueAt(thursday, 1, sendPolicyOf({ zone: LONDON, excludeWeekends: true })), LONDON)).toBe(
      'Mon 2025-12-29 09:00:00 +00:00',
    );
    expect(wallClock(followUpDueAt(thursday, 1, sendPolicyOf({ zone: LONDON, excludeWeekends: false })), LONDON)).toBe(
      'Sat 2025-12-27 09:00:00 +00:00',
    );
    const plan = planSequence({
      startAt: at('2025-12-24T11:00:00Z'),
      delays: [0, 2],
      policy: sendPolicyOf({ zone: LONDON, excludeWeekends: true }),
    });
    expect(plan[1]).toMatchObject({
      sendAt: at('2025-12-29T09:00:00Z'),
      movedFrom: at('2025-12-26T11:00:00Z'),
      movedReason: 'Boxing Day (public holiday in the United Kingdom)',
    });
  });

  it('moves a first email scheduled on Christmas morning', () => {
    const [first] = planSequence({
      startAt: at('2025-12-25T08:00:00Z'),
      delays: [0],
      policy: sendPolicyOf({ zone: LONDON, excludeWeekends: true }),
    });
    expect(first).toEqual({
      position: 1,
      daysDelay: 0,
      sendAt: at('2025-12-29T09:00:00Z'),
      movedFrom: at('2025-12-25T09:00:00Z'),
      movedReason: 'Christmas Day and Boxing Day (public holidays in the United Kingdom)',
    });
  });
});

describe('other countries', () => {
  it('skips a US Friday holiday (Juneteenth 2026-06-19): Monday with weekends excluded, Saturday without', () => {
    const thursday = at('2026-06-18T14:30:00-04:00');
    expect(wallClock(followUpDueAt(thursday, 1, sendPolicyOf({ zone: NY, excludeWeekends: true })), NY)).toBe(
      'Mon 2026-06-22 09:00:00 -04:00',
    );
    expect(
      wallClock(followUpDueAt(thursday, 1, sendPolicyOf({ zone: 'America/Chicago', excludeWeekends: false })), 'America/Chicago'),
    ).toBe('Sat 2026-06-20 09:00:00 -05:00');
  });

  it("skips Japan's Golden Week (Monday 4 to Wednesday 6 May 2026) in one move", () => {
    const [, second] = planSequence({
      startAt: at('2026-05-01T10:00:00+09:00'),
      delays: [0, 1],
      policy: sendPolicyOf({ zone: 'Asia/Tokyo', excludeWeekends: true }),
    });
    expect(second).toMatchObject({
      sendAt: at('2026-05-07T09:00:00+09:00'),
      movedFrom: at('2026-05-04T10:00:00+09:00'),
      movedReason: "Greenery Day, Children's Day and Constitution Day (substitute day) (public holidays in Japan)",
    });
  });

  it('skips Republic Day in India under both names of the zone, and Whit Monday in Germany', () => {
    for (const zone of ['Asia/Kolkata', 'Asia/Calcutta']) {
      expect(
        wallClock(firstSendAt(at('2026-01-26T10:00:00+05:30'), sendPolicyOf({ zone: zone, excludeWeekends: true })), zone),
      ).toBe('Tue 2026-01-27 09:00:00 +05:30');
    }
    const [, second] = planSequence({
      startAt: at('2026-05-22T10:00:00+02:00'),
      delays: [0, 1],
      policy: sendPolicyOf({ zone: 'Europe/Berlin', excludeWeekends: true }),
    });
    expect(second).toMatchObject({
      sendAt: at('2026-05-26T09:00:00+02:00'),
      movedReason: 'Whit Monday (public holiday in Germany)',
    });
  });

  it('uses the state calendar in Australia: Labour Day on 2026-10-05 is a holiday in Sydney (NSW), not in Melbourne (VIC)', () => {
    expect(
      isInsideWindow(at('2026-10-05T10:00:00+11:00'), sendPolicyOf({ zone: 'Australia/Sydney', excludeWeekends: true })),
    ).toBe(false);
    expect(
      isInsideWindow(at('2026-10-05T10:00:00+11:00'), sendPolicyOf({ zone: 'Australia/Melbourne', excludeWeekends: true })),
    ).toBe(true);
    expect(
      isInsideWindow(at('2026-01-26T10:00:00+11:00'), sendPolicyOf({ zone: 'Australia/Melbourne', excludeWeekends: true })),
    ).toBe(false); // Australia Day
  });

  it('keeps sending on a holiday that starts after the window (Christmas Eve from 19:00 in Darwin)', () => {
    expect(
      isInsideWindow(at('2026-12-24T12:00:00+09:30'), sendPolicyOf({ zone: 'Australia/Darwin', excludeWeekends: true })),
    ).toBe(true);
    expect(
      isInsideWindow(at('2026-12-25T12:00:00+09:30'), sendPolicyOf({ zone: 'Australia/Darwin', excludeWeekends: true })),
    ).toBe(false);
  });

  it('has no holidays in a zone the table does not list, and reads a listed zone whatever its case', () => {
    expect(holidayRegionOf('Africa/Nairobi')).toBeNull();
    expect(isInsideWindow(at('2026-12-25T12:00:00Z'), sendPolicyOf({ zone: 'UTC', excludeWeekends: true }))).toBe(true);
    expect(isInsideWindow(at('2026-12-25T12:00:00+03:00'), sendPolicyOf({ zone: 'Africa/Nairobi', excludeWeekends: true }))).toBe(
      true,
    );
    expect(holidayRegionOf('america/new_york')).toEqual({ country: 'US', place: 'the United States' });
  });

  it('only counts public holidays: an observance (the day after Thanksgiving) is a working day', () => {
    expect(isInsideWindow(at('2026-11-27T10:00:00-05:00'), sendPolicyOf({ zone: NY, excludeWeekends: true }))).toBe(true);
    expect(publicHolidaysOf(NY)!.namesOn(Date.UTC(2026, 10, 26))).toEqual(['Thanksgiving Day']);
    expect(publicHolidaysOf(NY)!.namesOn(Date.UTC(2026, 10, 27))).toBeUndefined();
  });
});

describe('holiday calendars', () => {
  it('shares one calendar between the zones of a country', () => {
    expect(publicHolidaysOf('America/Chicago')).toBe(publicHolidaysOf(NY));
    expect(publicHolidaysOf('Asia/Calcutta')).toBe(publicHolidaysOf('Asia/Kolkata'));
    expect(publicHolidaysOf('Australia/Sydney')).not.toBe(publicHolidaysOf('Australia/Melbourne'));
  });

  it('closes each day of a holiday lasting several days (Eid al-Fitr in Dubai, 3 days)', () => {
    const dubai = publicHolidaysOf('Asia/Dubai')!;
    const eid = [...Array(5).keys()].map((offset) => dubai.namesOn(Date.UTC(2026, 2, 19) + offset * DAY_MS)?.join());
    expect(eid.filter((names) => names?.includes('Eid al-Fitr'))).toHaveLength(3);
  });

  // Ten years, not more: date-holidays takes up to 70 ms to build one year of some calendars (Hong Kong's). They
  // include 2019, when Japan's Golden Week closed 10 days in a row (weekends included), the longest run found.
  it(`leaves an open day within ${MAX_DAYS_TO_NEXT_OPENING} days everywhere, 2019 to 2028, weekends excluded`, () => {
    for (const zone of zonesWithHolidays()) {
      const holidays = publicHolidaysOf(zone)!;
      let run = 0;
      for (let day = Date.UTC(2019, 0, 1); day < Date.UTC(2029, 0, 1); day += DAY_MS) {
        run = isWeekend(day) || holidays.namesOn(day) ? run + 1 : 0;
        // The scan looks MAX_DAYS_TO_NEXT_OPENING days ahead; one more for a day a zone may skip.
        if (run >= MAX_DAYS_TO_NEXT_OPENING - 1)
          throw new Error(`${zone}: ${run} closed days up to ${new Date(day).toISOString()}`);
      }
    }
  });

  it('knows every listed country and state (an unknown code would give no holidays at all)', () => {
    for (const zone of zonesWithHolidays()) {
      const holidays = publicHolidaysOf(zone)!;
      let days = 0;
      for (let day = Date.UTC(2026, 0, 1); day < Date.UTC(2027, 0, 1); day += DAY_MS) if (holidays.namesOn(day)) days += 1;
      expect({ zone, enough: days >= 5 }).toEqual({ zone, enough: true });
    }
  });
});
