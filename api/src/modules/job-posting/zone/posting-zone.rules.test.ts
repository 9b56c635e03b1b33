// The zone guess from a posting's location, as a recipient's working hours would be read: a city (with its state or
// country when named), a country of one zone, else no guess.
import { zoneFromPostingPlace } from './posting-zone.rules';

const zoneOf = (location: string, remote: boolean | null = null) => zoneFromPostingPlace({ location, remote });

describe('zoneFromPostingPlace', () => {
  it.each([
    ['Berlin, Germany', 'Europe/Berlin'],
    ['Zürich, Switzerland', 'Europe/Zurich'],
    ['Munich (Hybrid)', 'Europe/Berlin'],
    ['Hybrid - Amsterdam', 'Europe/Amsterdam'],
    ['Bengaluru, Karnataka, India', 'Asia/Kolkata'],
    ['London, England, United Kingdom', 'Europe/London'],
    ['New York, NY, United States', 'America/New_York'],
  ])('reads the city of %j as %s', (location, zone) => {
    expect(zoneOf(location)).toBe(zone);
  });

  it.each([
    ['San Francisco, CA', 'America/Los_Angeles'],
    ['London, ON, Canada', 'America/Toronto'],
    ['Springfield, IL', 'America/Chicago'],
    ['Atlanta, Georgia', 'America/New_York'],
  ])('tells same-named cities apart by the state or country named with them: %j -> %s', (location, zone) => {
    expect(zoneOf(location)).toBe(zone);
  });

  it('reads a city it does not know from its state of one zone (CA is California when the country is the US)', () => {
    expect(zoneOf('Mountain View, CA, US')).toBe('America/Los_Angeles');
  });

  it('reads a country of one zone named alone', () => {
    expect(zoneOf('Germany')).toBe('Europe/Berlin');
  });

  it.each(['United States', 'Canada', 'Australia'])('gives no guess for %s: several zones and no city', (location) => {
    expect(zoneOf(location)).toBeNull();
  });

  it('gives no guess for a remote job, whether the posting says so or its location does', () => {
    expect(zoneOf('Berlin, Germany', true)).toBeNull();
    expect(zoneOf('Remote - US')).toBeNull();
    expect(zoneOf('Remote: USA')).toBeNull();
  });

  it('gives no guess for two places in different zones, an unknown place or no location', () => {
    expect(zoneOf('Berlin or New York')).toBeNull();
    expect(zoneOf('Nowhereville')).toBeNull();
    expect(zoneFromPostingPlace({ location: null, remote: null })).toBeNull();
  });

  it('stays linear on a hostile location of the bound (200 characters of separators and spaces)', () => {
    const started = performance.now();
    zoneOf(`${' ,'.repeat(100)}`);
    zoneOf(`${'a '.repeat(100)}`);
    expect(performance.now() - started).toBeLessThan(50);
  });
});
