import { scheduleDurationText, scheduleSpanDays, sendsImmediately, timezoneLabel } from './send-time';

describe('send times', () => {
  it('names the timezone', () => {
    expect(timezoneLabel('America/Chicago')).toBe('Central (America/Chicago)');
    expect(timezoneLabel('Europe/Berlin')).toBe('Europe/Berlin');
    expect(timezoneLabel('Africa/Nairobi')).toBe('Africa/Nairobi');
  });

  it("says 'Immediately' only for a send that is due now", () => {
    const now = new Date('2026-11-23T19:25:00.000Z');
    expect(sendsImmediately('2026-11-23T19:25:00.000Z', now)).toBe(true);
    expect(sendsImmediately('2026-11-24T14:00:00.000Z', now)).toBe(false);
  });

  it('measures the duration from the first to the last planned send in calendar days', () => {
    const sends = ['2026-11-23T19:25:00.000Z', '2026-11-27T14:00:00.000Z', '2026-12-03T14:00:00.000Z'];
    expect(scheduleSpanDays(sends, 'America/New_York')).toBe(10);
    expect(scheduleDurationText(sends, 'America/New_York')).toBe('10 days (Nov 23 – Dec 3)');
    // Across the daylight-saving change (Mar 8, 2026): still whole days.
    expect(scheduleDurationText(['2026-03-06T15:00:00.000Z', '2026-03-09T14:00:00.000Z'], 'America/New_York')).toBe(
      '3 days (Mar 6 – Mar 9)',
    );
    expect(scheduleDurationText(['2026-11-23T19:25:00.000Z'], 'America/New_York')).toBe('Single email');
  });
});
