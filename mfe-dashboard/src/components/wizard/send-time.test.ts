import { formatSendTime, timezoneLabel } from './send-time';

describe('send times', () => {
  it("shows an instant in the campaign's timezone", () => {
    expect(formatSendTime('2025-06-02T14:00:00.000Z', 'America/New_York')).toBe('Mon, Jun 2, 2025 10:00 AM');
    expect(formatSendTime('2025-06-02T14:00:00.000Z', 'Asia/Tokyo')).toBe('Mon, Jun 2, 2025 11:00 PM');
  });

  it('names the timezone', () => {
    expect(timezoneLabel('America/Chicago')).toBe('Central (America/Chicago)');
    expect(timezoneLabel('Europe/Berlin')).toBe('Europe/Berlin');
    expect(timezoneLabel('Africa/Nairobi')).toBe('Africa/Nairobi');
  });
});
