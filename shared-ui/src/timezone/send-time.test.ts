import { formatSendTime, userTimezone } from './send-time';

// Thursday Nov 26, 2026, 13:00 in Berlin.
const now = new Date('2026-11-26T12:00:00Z');

function browserIn(zone: string | undefined) {
  const real = Intl.DateTimeFormat.prototype.resolvedOptions;
  return jest.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (this: Intl.DateTimeFormat) {
    return { ...real.call(this), timeZone: zone as string };
  });
}

afterEach(() => jest.restoreAllMocks());

describe('formatSendTime', () => {
  it("gives the recipient's time, then the user's", () => {
    expect(formatSendTime('2026-11-27T08:00:00Z', 'Europe/Berlin', { now, userZone: 'Asia/Tokyo' })).toBe(
      'Fri 9:00 AM in Berlin (5:00 PM your time)',
    );
  });

  it('gives one clock when both read the same', () => {
    expect(formatSendTime('2026-11-27T08:00:00Z', 'Europe/Berlin', { now, userZone: 'Europe/Berlin' })).toBe(
      'Fri 9:00 AM in Berlin',
    );
  });

  it('names the date of a send more than six days away', () => {
    expect(formatSendTime('2026-12-07T08:00:00Z', 'Europe/Berlin', { now, userZone: 'Europe/Berlin' })).toBe(
      'Mon, Dec 7, 9:00 AM in Berlin',
    );
  });

  it("reads 'now' for a send that is due", () => {
    expect(formatSendTime(now, 'Europe/Berlin', { now, userZone: 'Europe/Berlin' })).toBe('now, Thu 1:00 PM in Berlin');
  });

  it('says from which day and why a holiday moved the send', () => {
    const text = formatSendTime('2026-11-27T14:00:00Z', 'America/New_York', {
      now,
      userZone: 'America/New_York',
      movedFrom: '2026-11-26T15:15:00Z',
      movedReason: 'Thanksgiving Day (public holiday in the United States)',
    });
    expect(text).toBe('Fri 9:00 AM in New York — moved from Thu, Nov 26: Thanksgiving Day (public holiday in the United States)');
  });

  it("uses the browser's zone for 'your time' by default", () => {
    browserIn('Europe/London');
    expect(formatSendTime('2026-11-27T14:00:00Z', 'America/New_York', { now })).toBe(
      'Fri 9:00 AM in New York (2:00 PM your time)',
    );
  });
});

describe('userTimezone', () => {
  it("reads the browser's zone under its name today", () => {
    browserIn('Asia/Calcutta');
    expect(userTimezone('Europe/Berlin')).toBe('Asia/Kolkata');
  });

  it('falls back when the browser names no zone', () => {
    browserIn(undefined);
    expect(userTimezone('Europe/Berlin')).toBe('Europe/Berlin');
  });
});
