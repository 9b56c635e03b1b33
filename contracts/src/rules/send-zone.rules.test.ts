// The default zone of a sequence: the recipient's country from their address, else the browser's zone, and the words
// the screens show about it.
import {
  isMoveNote,
  outOfOfficeMoveNote,
  firstEmailGoesText,
  nextEmailGoesText,
  FIRST_EMAIL_GONE,
  firstEmailTiming,
  sendDayText,
  sendTimeText,
  sequenceSettingsSavedText,
} from './send-time-text.rules';
import { proposeSendZone, sendZoneReason, zoneFromEmailDomain } from './send-zone.rules';

describe('zoneFromEmailDomain', () => {
  it.each([
    ['anna@globex.de', 'Europe/Berlin'],
    ['tom@acme.co.uk', 'Europe/London'],
    ['luc@societe.fr', 'Europe/Paris'],
    ['priya@infosys.co.in', 'Asia/Kolkata'],
    ['kenji@sony.co.jp', 'Asia/Tokyo'],
    ['mia@atlassian.com.au', 'Australia/Sydney'],
    ['sam@shopify.ca', 'America/Toronto'],
    ['eva@booking.nl', 'Europe/Amsterdam'],
    ['ana@empresa.es', 'Europe/Madrid'],
    ['gio@azienda.it', 'Europe/Rome'],
    ['lars@spotify.se', 'Europe/Stockholm'],
    ['urs@firma.ch', 'Europe/Zurich'],
    ['niamh@company.ie', 'Europe/Dublin'],
    ['wei@grab.com.sg', 'Asia/Singapore'],
    ['aroha@xero.co.nz', 'Pacific/Auckland'],
    ['joao@empresa.com.br', 'America/Sao_Paulo'],
    ['ole@firma.dk', 'Europe/Copenhagen'],
    ['ivan@yandex.ru', 'Europe/Moscow'],
    ['luis@empresa.com.mx', 'America/Mexico_City'],
    ['Anna@GLOBEX.DE', 'Europe/Berlin'],
  ])('%s -> %s', (email, zone) => {
    expect(zoneFromEmailDomain(email)?.zone).toBe(zone);
  });

  it.each([
    ['jane@acme.com'],
    ['jane@agency.us'],
    ['jane@startup.io'],
    ['jane@lab.ai'],
    ['jane@brand.co'],
    ['jane@gmail.com'],
    ['jane@acme.org'],
    ['not-an-address'],
    ['jane@localhost'],
  ])('%s gives no guess', (email) => {
    expect(zoneFromEmailDomain(email)).toBeNull();
  });

  it('names the domain it guessed from', () => {
    expect(zoneFromEmailDomain('anna@sales.globex.de')).toEqual({ zone: 'Europe/Berlin', domain: 'sales.globex.de' });
  });
});

describe('proposeSendZone', () => {
  it("prefers the recipient's country", () => {
    expect(proposeSendZone({ recipientEmail: 'anna@globex.de', browserZone: 'Asia/Tokyo' })).toEqual({
      zone: 'Europe/Berlin',
      source: 'RECIPIENT_DOMAIN',
      domain: 'globex.de',
    });
  });

  it("keeps any browser zone (Tokyo stays Tokyo, Sydney stays Sydney), under today's name", () => {
    expect(proposeSendZone({ recipientEmail: 'jane@acme.com', browserZone: 'Asia/Tokyo' })).toEqual({
      zone: 'Asia/Tokyo',
      source: 'BROWSER',
    });
    expect(proposeSendZone({ browserZone: 'Australia/Sydney' }).zone).toBe('Australia/Sydney');
    expect(proposeSendZone({ browserZone: 'Asia/Calcutta' }).zone).toBe('Asia/Kolkata');
    expect(proposeSendZone({ browserZone: 'America/Argentina/Ushuaia' }).zone).toBe('America/Argentina/Ushuaia');
  });

  it('falls back to the default only when the browser names no real zone, and says so', () => {
    expect(proposeSendZone({ browserZone: 'Not/AZone' })).toEqual({ zone: 'America/New_York', source: 'DEFAULT' });
    expect(proposeSendZone({})).toEqual({ zone: 'America/New_York', source: 'DEFAULT' });
  });
});

describe('sendZoneReason', () => {
  it('says the window, the zone and why', () => {
    expect(sendZoneReason({ zone: 'Europe/Berlin', source: 'RECIPIENT_DOMAIN', domain: 'globex.de' })).toBe(
      "9:00-17:00 in the recipient's zone, Europe/Berlin, guessed from globex.de",
    );
    expect(sendZoneReason({ zone: 'Asia/Tokyo', source: 'BROWSER' })).toBe("9:00-17:00 in Asia/Tokyo, your browser's zone");
    expect(sendZoneReason({ zone: 'Australia/Sydney', source: 'CHOSEN' })).toBe(
      '9:00-17:00 in Australia/Sydney, the zone you chose',
    );
    expect(sendZoneReason({ zone: 'America/New_York', source: 'DEFAULT' })).toBe(
      '9:00-17:00 in America/New_York (no zone known: change it if the recipient works elsewhere)',
    );
  });
});

describe('sendDayText', () => {
  it("names the day of an instant in the zone's calendar", () => {
    // 03:00 UTC on Friday is still Thursday evening in New York.
    expect(sendDayText('2026-11-27T03:00:00Z', 'America/New_York')).toBe('Thu, Nov 26');
  });
});

describe('sendTimeText', () => {
  const now = new Date('2026-11-26T12:00:00Z'); // Thursday

  it("gives the recipient's time and the user's", () => {
    expect(sendTimeText('2026-11-27T08:00:00Z', 'Europe/Berlin', 'Asia/Tokyo', now)).toBe(
      'Fri 9:00 AM in Berlin (5:00 PM your time)',
    );
  });

  it('gives one clock when both read the same', () => {
    expect(sendTimeText('2026-11-27T08:00:00Z', 'Europe/Berlin', 'Europe/Berlin', now)).toBe('Fri 9:00 AM in Berlin');
  });

  it('says now only when it is now, and names the date of a send more than six days away', () => {
    expect(sendTimeText(now, 'Europe/Berlin', 'Europe/Berlin', now)).toBe('now, Thu 1:00 PM in Berlin');
    // A send still due long after its planned time is 'now', named by its weekday (the date would add nothing).
    expect(sendTimeText('2026-11-02T12:00:00Z', 'Europe/Berlin', 'Europe/Berlin', now)).toBe('now, Mon 1:00 PM in Berlin');
    expect(sendTimeText('2026-12-07T08:00:00Z', 'Europe/Berlin', 'Europe/Berlin', now)).toBe('Mon, Dec 7, 9:00 AM in Berlin');
  });
});

describe('first email timing', () => {
  const now = new Date('2026-11-26T12:00:00Z');
  it('says Immediately only when the first email goes now', () => {
    expect(firstEmailTiming(now, 'Europe/Berlin', 'Asia/Tokyo', now)).toBe('Immediately');
    expect(firstEmailTiming('2026-11-27T08:00:00Z', 'Europe/Berlin', 'Asia/Tokyo', now)).toBe(
      'Fri 9:00 AM in Berlin (5:00 PM your time)',
    );
    expect(firstEmailGoesText('2026-11-27T08:00:00Z', 'Europe/Berlin', 'Asia/Tokyo', now)).toBe(
      'The first email goes Fri 9:00 AM in Berlin (5:00 PM your time).',
    );
    expect(sequenceSettingsSavedText('2026-11-27T08:00:00Z', 'Europe/Berlin', 'Europe/Berlin', now)).toBe(
      'Sequence settings saved. The next email goes Fri 9:00 AM in Berlin.',
    );
    expect(sequenceSettingsSavedText(null, 'Europe/Berlin', 'Europe/Berlin', now)).toBe('Sequence settings saved');
  });

  // Issue 35 item 7: once the first email has gone, the toast names the follow-up that waits, not the first.
  it('names the email that really goes next', () => {
    expect(nextEmailGoesText(1, '2026-11-27T08:00:00Z', 'Europe/Berlin', 'Asia/Tokyo', now)).toBe(
      'The first email goes Fri 9:00 AM in Berlin (5:00 PM your time).',
    );
    expect(nextEmailGoesText(2, '2026-11-30T09:45:00Z', 'Europe/Berlin', 'Europe/Berlin', now)).toBe(
      `${FIRST_EMAIL_GONE} Follow-up 1 goes Mon 10:45 AM in Berlin.`,
    );
  });
});

describe('outOfOfficeMoveNote', () => {
  it('names the return day and is told apart from errors', () => {
    expect(outOfOfficeMoveNote('2026-12-01')).toBe('Moved: out of office until Tue, Dec 1. It goes once they are back.');
    expect(isMoveNote(outOfOfficeMoveNote('2026-12-01'))).toBe(true);
    expect(isMoveNote('Reconnect Gmail to resume')).toBe(false);
  });
});
