// The wall-clock -> instant rule for readings that do not exist or exist twice, and business-day counting.
import { addBusinessDays, fromLocalMs, localWeekday, resolveZone, toLocalMs } from './zoned-clock.util';

const reading = (isoWithoutZone: string): number => Date.parse(`${isoWithoutZone}Z`);
const instantOf = (localIso: string, zoneName: string): string =>
  new Date(fromLocalMs(reading(localIso), resolveZone(zoneName))).toISOString();

describe('fromLocalMs', () => {
  it('moves a reading inside a spring-forward gap forward by the gap length', () => {
    // New York 2024-03-10: 02:00 EST jumps to 03:00 EDT; 02:30 -> 03:30 EDT.
    expect(instantOf('2024-03-10T02:30:00', 'America/New_York')).toBe('2024-03-10T07:30:00.000Z');
    // London 2024-03-31: 01:00 GMT jumps to 02:00 BST; 01:30 -> 02:30 BST.
    expect(instantOf('2024-03-31T01:30:00', 'Europe/London')).toBe('2024-03-31T01:30:00.000Z');
    // Sydney 2024-10-06: 02:00 AEST jumps to 03:00 AEDT; 02:30 -> 03:30 AEDT.
    expect(instantOf('2024-10-06T02:30:00', 'Australia/Sydney')).toBe('2024-10-05T16:30:00.000Z');
    // Lord Howe moves by only 30 minutes: 02:15 -> 02:45 (+11:00).
    expect(instantOf('2024-10-06T02:15:00', 'Australia/Lord_Howe')).toBe('2024-10-05T15:45:00.000Z');
  });

  it('reads a reading repeated by a fall-back change as its earlier occurrence', () => {
    // New York 2024-11-03: 01:30 happens at 05:30Z (EDT) and again at 06:30Z (EST).
    expect(instantOf('2024-11-03T01:30:00', 'America/New_York')).toBe('2024-11-03T05:30:00.000Z');
    // Sydney 2024-04-07: 02:30 happens at 15:30Z (AEDT) and again at 16:30Z (AEST).
    expect(instantOf('2024-04-07T02:30:00', 'Australia/Sydney')).toBe('2024-04-06T15:30:00.000Z');
  });

  it('reads ordinary readings with the offset in effect, right before and after a change', () => {
    expect(instantOf('2024-03-10T01:59:59', 'America/New_York')).toBe('2024-03-10T06:59:59.000Z');
    expect(instantOf('2024-03-10T03:00:00', 'America/New_York')).toBe('2024-03-10T07:00:00.000Z');
    expect(instantOf('2024-11-03T02:00:00', 'America/New_York')).toBe('2024-11-03T07:00:00.000Z');
    expect(instantOf('2024-06-14T09:00:00', 'Asia/Kolkata')).toBe('2024-06-14T03:30:00.000Z');
  });

  it('round-trips every existing reading', () => {
    const zone = resolveZone('America/New_York');
    for (let instant = Date.UTC(2024, 10, 2); instant < Date.UTC(2024, 10, 4); instant += 15 * 60_000) {
      const local = toLocalMs(instant, zone);
      const back = fromLocalMs(local, zone);
      // A repeated reading comes back as its earlier occurrence, which reads the same.
      expect(toLocalMs(back, zone)).toBe(local);
      expect(back).toBeLessThanOrEqual(instant);
    }
  });
});

describe('addBusinessDays', () => {
  const weekdayNames = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
  const weekdayName = (localMs: number): string => weekdayNames[localWeekday(localMs)]!;
  const thursday = reading('2024-06-13T10:15:00');

  it('skips Saturday and Sunday and keeps the time of day', () => {
    expect(new Date(addBusinessDays(thursday, 2)).toISOString()).toBe('2024-06-17T10:15:00.000Z');
    expect(weekdayName(addBusinessDays(reading('2024-06-14T10:15:00'), 1))).toBe('Mon');
    expect(new Date(addBusinessDays(thursday, 6)).toISOString()).toBe('2024-06-21T10:15:00.000Z');
  });

  it('counts a weekend reading from the next Monday 00:00', () => {
    expect(new Date(addBusinessDays(reading('2024-06-15T10:00:00'), 1)).toISOString()).toBe('2024-06-18T00:00:00.000Z');
    expect(new Date(addBusinessDays(reading('2024-06-16T23:59:00'), 3)).toISOString()).toBe('2024-06-20T00:00:00.000Z');
  });
});
