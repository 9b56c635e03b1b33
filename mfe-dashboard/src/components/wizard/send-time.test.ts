import {
  formatSendTime,
  plannedSendLabel,
  scheduleDurationText,
  scheduleSpanDays,
  sendsImmediately,
  timezoneLabel,
} from './send-time';

describe('send times', () => {
  it("shows an instant in the campaign's timezone, the zone named", () => {
    expect(formatSendTime('2025-06-02T14:00:00.000Z', 'America/New_York')).toBe('Mon, Jun 2, 2025 10:00 AM EDT');
    expect(formatSendTime('2025-06-02T14:00:00.000Z', 'Asia/Tokyo')).toBe('Mon, Jun 2, 2025 11:00 PM GMT+9');
  });

  it('names the timezone', () => {
    expect(timezoneLabel('America/Chicago')).toBe('Central (America/Chicago)');
    expect(timezoneLabel('Europe/Berlin')).toBe('Europe/Berlin');
    expect(timezoneLabel('Africa/Nairobi')).toBe('Africa/Nairobi');
  });

  it("labels a planned send as the recipient's day sees it: today, tomorrow, or the date", () => {
    // Monday Nov 23, 2026, 11:25 AM in Los Angeles (7:25 PM UTC).
    const now = new Date('2026-11-23T19:25:00.000Z');
    expect(plannedSendLabel('2026-11-23T22:00:00.000Z', 'America/Los_Angeles', now)).toBe('Today 2:00 PM PST');
    expect(plannedSendLabel('2026-11-24T17:00:00.000Z', 'America/Los_Angeles', now)).toBe('Tomorrow 9:00 AM PST');
    expect(plannedSendLabel('2026-11-27T14:00:00.000Z', 'America/New_York', now)).toBe('Fri, Nov 27, 9:00 AM EST');
    // Already Tuesday in New York at that instant? No: 2:25 PM there, so tomorrow is Tuesday.
    expect(plannedSendLabel('2026-11-24T14:00:00.000Z', 'America/New_York', now)).toBe('Tomorrow 9:00 AM EST');
    expect(plannedSendLabel('2027-01-04T14:00:00.000Z', 'America/New_York', now)).toBe('Mon, Jan 4, 2027, 9:00 AM EST');
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
