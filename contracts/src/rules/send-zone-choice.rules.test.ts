// The one zone rule (product.md §10) over many countries' domains crossed with browser zones: what a new sequence
// proposes, what every screen then says about it, and when a contact's domain guess may replace the zone.
import {
  proposeSendZone,
  sendZoneChoiceOf,
  sendZoneForNewRecipient,
  sendZoneReason,
  sendZoneSourceAfterEdit,
} from './send-zone.rules';

/** A recipient at a company of each country, and the zone their working hours are in. */
const COUNTRY_DOMAINS: ReadonlyArray<[string, string]> = [
  ['anna@globex.de', 'Europe/Berlin'],
  ['luc@societe.fr', 'Europe/Paris'],
  ['yuki.tanaka@mercari.co.jp', 'Asia/Tokyo'],
  ['kenji@line.jp', 'Asia/Tokyo'],
  ['joao@empresa.com.br', 'America/Sao_Paulo'],
  ['priya@flipkart.in', 'Asia/Kolkata'],
  ['ada@paystack.ng', 'Africa/Lagos'],
  ['tom@acme.co.uk', 'Europe/London'],
  ['mia@atlassian.com.au', 'Australia/Sydney'],
  ['sam@shopify.ca', 'America/Toronto'],
  ['luis@empresa.mx', 'America/Mexico_City'],
  ['ivan@yandex.ru', 'Europe/Moscow'],
  ['wei@company.cn', 'Asia/Shanghai'],
  ['minji@naver.kr', 'Asia/Seoul'],
  ['wei@grab.sg', 'Asia/Singapore'],
  ['omar@careem.ae', 'Asia/Dubai'],
  ['thandi@takealot.za', 'Africa/Johannesburg'],
  ['ana@empresa.es', 'Europe/Madrid'],
  ['gio@azienda.it', 'Europe/Rome'],
  ['eva@booking.nl', 'Europe/Amsterdam'],
  ['lars@spotify.se', 'Europe/Stockholm'],
  ['urs@firma.ch', 'Europe/Zurich'],
  ['ola@allegro.pl', 'Europe/Warsaw'],
  ['ayse@trendyol.tr', 'Europe/Istanbul'],
];

/** Generic domains say nothing about where the reader works. */
const GENERIC_DOMAINS = ['jane@acme.com', 'jane@startup.io', 'jane@brand.co', 'jane@lab.ai'];

const BROWSER_ZONES = ['Asia/Tokyo', 'America/New_York', 'Europe/Berlin', 'Australia/Sydney', undefined];

const domainOf = (email: string) => email.slice(email.indexOf('@') + 1);

describe.each(BROWSER_ZONES)('with the browser in %s', (browserZone) => {
  it.each(COUNTRY_DOMAINS)("%s: the recipient's zone %s, guessed from their domain", (recipientEmail, zone) => {
    const proposal = proposeSendZone({ recipientEmail, browserZone });
    expect(proposal).toEqual({ zone, source: 'RECIPIENT_DOMAIN', domain: domainOf(recipientEmail) });
    // Every screen says the same of the saved sequence.
    const shown = sendZoneChoiceOf({ zone, source: proposal.source, recipientEmail, browserZone });
    expect(sendZoneReason(shown)).toBe(`9:00-17:00 in the recipient's zone, ${zone}, guessed from ${domainOf(recipientEmail)}`);
  });

  it.each(GENERIC_DOMAINS)("%s: no guess, so the browser's zone (or, with none, the default and a warning)", (recipientEmail) => {
    const proposal = proposeSendZone({ recipientEmail, browserZone });
    if (browserZone) {
      expect(proposal).toEqual({ zone: browserZone, source: 'BROWSER' });
      expect(sendZoneReason(sendZoneChoiceOf({ ...proposal, recipientEmail, browserZone }))).toBe(
        `9:00-17:00 in ${browserZone}, your browser's zone`,
      );
    } else {
      expect(proposal).toEqual({ zone: 'America/New_York', source: 'DEFAULT' });
      expect(sendZoneReason(proposal)).toBe(
        '9:00-17:00 in America/New_York (no zone known: change it if the recipient works elsewhere)',
      );
    }
  });

  it('a new sequence without a recipient starts in the browser zone, never in a silent default', () => {
    expect(proposeSendZone({ browserZone })).toEqual(
      browserZone ? { zone: browserZone, source: 'BROWSER' } : { zone: 'America/New_York', source: 'DEFAULT' },
    );
  });

  it.each(COUNTRY_DOMAINS)("adding %s to a sequence in the browser's zone moves it to %s", (recipientEmail, zone) => {
    const start = proposeSendZone({ browserZone });
    expect(sendZoneForNewRecipient(start, recipientEmail)).toEqual({
      zone,
      source: 'RECIPIENT_DOMAIN',
      domain: domainOf(recipientEmail),
    });
  });

  it.each(COUNTRY_DOMAINS)('a zone the user chose stays when %s is added', (recipientEmail) => {
    expect(sendZoneForNewRecipient({ zone: browserZone ?? 'Europe/Paris', source: 'CHOSEN' }, recipientEmail)).toBeNull();
  });
});

describe('sendZoneForNewRecipient', () => {
  it('leaves the zone when the address gives no guess, or the sequence predates the source', () => {
    for (const email of GENERIC_DOMAINS)
      expect(sendZoneForNewRecipient({ zone: 'Asia/Tokyo', source: 'BROWSER' }, email)).toBeNull();
    expect(sendZoneForNewRecipient({ zone: 'Asia/Tokyo', source: 'BROWSER' }, null)).toBeNull();
    expect(sendZoneForNewRecipient({ zone: 'America/New_York', source: null }, 'anna@globex.de')).toBeNull();
    expect(sendZoneForNewRecipient({ zone: 'Europe/Berlin', source: 'RECIPIENT_DOMAIN' }, 'tom@acme.co.uk')).toBeNull();
  });

  it('replaces the default zone nobody knew', () => {
    expect(sendZoneForNewRecipient({ zone: 'America/New_York', source: 'DEFAULT' }, 'anna@globex.de')?.zone).toBe(
      'Europe/Berlin',
    );
  });
});

describe('sendZoneChoiceOf', () => {
  it('says the stored source, not a guess from comparing zones (a Tokyo user picking New York chose it)', () => {
    const input = { zone: 'America/New_York', recipientEmail: 'jane@acme.com', browserZone: 'America/New_York' };
    expect(sendZoneChoiceOf({ ...input, source: 'CHOSEN' })).toEqual({ zone: 'America/New_York', source: 'CHOSEN' });
    expect(sendZoneChoiceOf({ ...input, source: 'BROWSER', browserZone: 'Asia/Tokyo' })).toEqual({
      zone: 'America/New_York',
      source: 'BROWSER',
    });
  });

  it('names the domain only when the address gives this zone', () => {
    expect(sendZoneChoiceOf({ zone: 'Asia/Tokyo', source: 'RECIPIENT_DOMAIN', recipientEmail: null })).toEqual({
      zone: 'Asia/Tokyo',
      source: 'RECIPIENT_DOMAIN',
    });
    expect(sendZoneReason({ zone: 'Asia/Tokyo', source: 'RECIPIENT_DOMAIN' })).toBe(
      "9:00-17:00 in the recipient's zone, Asia/Tokyo, guessed from their address",
    );
  });

  it('infers the source of a sequence made before it was kept, as before', () => {
    const of = (zone: string, recipientEmail: string) =>
      sendZoneChoiceOf({ zone, source: null, recipientEmail, browserZone: 'Asia/Tokyo' }).source;
    expect(of('Europe/Berlin', 'anna@globex.de')).toBe('RECIPIENT_DOMAIN');
    expect(of('Asia/Tokyo', 'jane@acme.com')).toBe('BROWSER');
    expect(of('Asia/Tokyo', 'anna@globex.de')).toBe('CHOSEN');
  });
});

describe('sendZoneSourceAfterEdit', () => {
  const before = { zone: 'Asia/Tokyo', source: 'RECIPIENT_DOMAIN' as const };

  it('keeps the source of a zone saved unchanged (under an old name too)', () => {
    expect(sendZoneSourceAfterEdit(before, { zone: 'Asia/Tokyo' })).toBe('RECIPIENT_DOMAIN');
    expect(sendZoneSourceAfterEdit(before, {})).toBe('RECIPIENT_DOMAIN');
    expect(sendZoneSourceAfterEdit({ zone: 'Asia/Kolkata', source: 'BROWSER' }, { zone: 'Asia/Calcutta' })).toBe('BROWSER');
    expect(sendZoneSourceAfterEdit({ zone: 'Asia/Tokyo', source: null }, { zone: 'Asia/Tokyo' })).toBeNull();
  });

  it('makes any other zone the one the user chose, unless a source is sent', () => {
    expect(sendZoneSourceAfterEdit(before, { zone: 'Europe/Paris' })).toBe('CHOSEN');
    expect(sendZoneSourceAfterEdit({ zone: 'Asia/Tokyo', source: null }, { zone: 'Europe/Paris' })).toBe('CHOSEN');
    expect(sendZoneSourceAfterEdit(before, { zone: 'Europe/Paris', source: 'BROWSER' })).toBe('BROWSER');
  });
});
