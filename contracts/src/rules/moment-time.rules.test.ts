// Issue 35 item 10: one format for a moment on every screen, over zones a job seeker meets (whole-hour, half-hour,
// both hemispheres), so no screen shows a raw offset or a 24-hour clock.
import { formatSendingResumeTime } from './delivery.messages';
import { clockTimeText, momentText, yourTimeText, zonePlaceName } from './moment-time.rules';

// Wednesday 2 December 2026, 14:12 UTC.
const now = new Date('2026-12-02T14:12:00Z');

describe('momentText', () => {
  it("gives the recipient's time, then the user's in brackets", () => {
    // Mon 7 Dec 2026, 22:00 UTC: 9:00 AM on Tuesday in Sydney (daylight time, UTC+11), 5:00 PM on Monday in New York.
    expect(momentText('2026-12-07T22:00:00Z', 'Australia/Sydney', 'America/New_York', now)).toBe(
      'Tue 9:00 AM in Sydney (Mon 5:00 PM your time)',
    );
    expect(momentText('2026-12-03T00:00:00Z', 'Asia/Tokyo', 'Europe/Berlin', now)).toBe(
      'Thu 9:00 AM in Tokyo (1:00 AM your time)',
    );
    expect(momentText('2026-12-03T14:00:00Z', 'America/New_York', 'Asia/Tokyo', now)).toBe(
      'Thu 9:00 AM in New York (11:00 PM your time)',
    );
    expect(momentText('2026-12-03T08:00:00Z', 'Europe/Berlin', 'America/New_York', now)).toBe(
      'Thu 9:00 AM in Berlin (3:00 AM your time)',
    );
  });

  it('keeps the half hour of a half-hour zone', () => {
    // 03:30 UTC is 9:00 AM in Kolkata (UTC+5:30) and 12:30 PM in Tokyo.
    expect(momentText('2026-12-03T03:30:00Z', 'Asia/Kolkata', 'Asia/Tokyo', now)).toBe(
      'Thu 9:00 AM in Kolkata (12:30 PM your time)',
    );
    expect(momentText('2026-12-03T03:30:00Z', 'Asia/Tokyo', 'Asia/Kolkata', now)).toBe(
      'Thu 12:30 PM in Tokyo (9:00 AM your time)',
    );
  });

  it('gives one clock when the user is in the same zone, or one that reads the same', () => {
    expect(momentText('2026-12-03T00:00:00Z', 'Asia/Tokyo', 'Asia/Tokyo', now)).toBe('Thu 9:00 AM in Tokyo');
    // Paris and Berlin read the same clock: the bracket would only repeat it.
    expect(momentText('2026-12-03T08:00:00Z', 'Europe/Berlin', 'Europe/Paris', now)).toBe('Thu 9:00 AM in Berlin');
  });

  it('names the date beyond six days either way, and the year when it is not this year', () => {
    expect(momentText('2026-12-09T08:00:00Z', 'Europe/Berlin', 'Europe/Berlin', now)).toBe('Wed, Dec 9, 9:00 AM in Berlin');
    expect(momentText('2026-11-20T08:00:00Z', 'Europe/Berlin', 'Asia/Tokyo', now)).toBe(
      'Fri, Nov 20, 9:00 AM in Berlin (5:00 PM your time)',
    );
    expect(momentText('2025-06-02T13:02:00Z', 'America/New_York', 'Asia/Kolkata', now)).toBe(
      'Mon, Jun 2, 2025, 9:02 AM in New York (6:32 PM your time)',
    );
    // Three days ago is still a weekday: within the week it cannot be mistaken.
    expect(momentText('2026-11-29T22:00:00Z', 'Australia/Sydney', 'Australia/Sydney', now)).toBe('Mon 9:00 AM in Sydney');
  });

  it('never shows a raw offset or a 24-hour clock', () => {
    const zones = ['Asia/Tokyo', 'America/New_York', 'Europe/Berlin', 'Australia/Sydney', 'Asia/Kolkata'];
    for (const zone of zones)
      for (const userZone of zones) {
        const text = momentText('2026-12-03T15:45:00Z', zone, userZone, now);
        expect(text).not.toMatch(/GMT|UTC|[+-]\d{1,2}:?\d{0,2}\b|\b(1[3-9]|2[0-3]):\d{2}\b/);
        expect(text).toMatch(/^\w{3} \d{1,2}:\d{2} [AP]M in [A-Za-z ]+( \((\w{3} )?\d{1,2}:\d{2} [AP]M your time\))?$/);
      }
  });

  it('falls back to the user zone for a zone this runtime does not know', () => {
    expect(momentText('2026-12-03T00:00:00Z', 'Mars/Olympus_Mons', 'Asia/Tokyo', now)).toBe('Thu 9:00 AM in Tokyo');
  });
});

describe('yourTimeText', () => {
  it("is the user's clock, with the day only when it differs, or null when it reads as the recipient's", () => {
    expect(yourTimeText('2026-12-03T08:00:00Z', 'Europe/Berlin', 'Asia/Tokyo')).toBe('5:00 PM your time');
    // After midnight for the user: the day is named.
    expect(yourTimeText('2026-12-03T20:00:00Z', 'Europe/Berlin', 'Asia/Tokyo')).toBe('Fri 5:00 AM your time');
    expect(yourTimeText('2026-12-03T08:00:00Z', 'Europe/Berlin', 'Europe/Berlin')).toBeNull();
  });
});

describe('clockTimeText', () => {
  it('writes a time of day on the 12-hour clock', () => {
    expect(clockTimeText('2026-12-02T14:05:00Z', 'UTC')).toBe('2:05 PM');
    expect(clockTimeText('2026-12-02T00:05:00Z', 'UTC')).toBe('12:05 AM');
    expect(clockTimeText('2026-12-02T14:05:00Z', 'Asia/Kolkata')).toBe('7:35 PM');
  });
});

describe('zonePlaceName', () => {
  it('writes place names readably', () => {
    expect(zonePlaceName('America/Argentina/Buenos_Aires')).toBe('Buenos Aires');
    expect(zonePlaceName('Asia/Kolkata')).toBe('Kolkata');
  });
});

describe('formatSendingResumeTime', () => {
  it('names the place and the full date, never an offset (the message is read days later)', () => {
    expect(formatSendingResumeTime(new Date('2026-11-27T17:00:00Z'), 'Europe/Berlin')).toBe(
      'Fri, Nov 27, 2026, 6:00 PM in Berlin',
    );
    expect(formatSendingResumeTime(new Date('2026-11-27T07:00:00Z'), 'Australia/Sydney')).toBe(
      'Fri, Nov 27, 2026, 6:00 PM in Sydney',
    );
  });
});
