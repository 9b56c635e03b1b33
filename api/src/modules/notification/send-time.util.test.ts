import { spokenSendTime } from './send-time.util';

describe('a send time said in the recipient zone', () => {
  const zone = 'America/New_York';
  // 2026-11-26 is a Thursday; 14:30 UTC is 9:30 AM in New York (EST).
  const at = new Date('2026-11-26T14:30:00.000Z');

  it("says 'today', 'tomorrow' or the weekday and date, by the recipient's calendar", () => {
    expect(spokenSendTime(at, zone, new Date('2026-11-26T12:00:00.000Z'))).toEqual({ day: 'today', time: '9:30 AM' });
    expect(spokenSendTime(at, zone, new Date('2026-11-25T16:00:00.000Z'))).toEqual({ day: 'tomorrow', time: '9:30 AM' });
    expect(spokenSendTime(at, zone, new Date('2026-11-23T16:00:00.000Z'))).toEqual({
      day: 'on Thursday, November 26',
      time: '9:30 AM',
    });
  });

  it('counts days in the recipient zone, not in UTC', () => {
    // 03:00 UTC on the 26th is still the evening of the 25th in New York: the send is tomorrow there.
    expect(spokenSendTime(at, zone, new Date('2026-11-26T03:00:00.000Z')).day).toBe('tomorrow');
    expect(spokenSendTime(at, 'Asia/Tokyo', new Date('2026-11-26T03:00:00.000Z'))).toEqual({ day: 'today', time: '11:30 PM' });
  });
});
