// Whose public holidays a campaign skips. The recipient works in the campaign's zone, so the zone picks the country
// (countries-and-timezones knows every IANA zone's country); the countries below are those whose calendars we keep.
// A zone of any other country has no holidays.
import { getCountryForTimezone, getAllTimezones } from 'countries-and-timezones';

/** A date-holidays calendar (ISO 3166 country, optional state) and how a sentence names the place. */
export interface HolidayRegion {
  country: string;
  /** Only where the zone names one state (each Australian state capital has its own zone). */
  state?: string;
  /** 'the United States', 'New South Wales': used in 'public holiday in ...'. */
  place: string;
}

/**
 * The countries whose national calendars we keep, and how a sentence names each. A US, Canadian or German zone covers
 * many states, so it cannot pick one, and Europe/London covers four nations: national calendars there.
 */
const COUNTRY_PLACES: Readonly<Record<string, string>> = {
  US: 'the United States',
  CA: 'Canada',
  GB: 'the United Kingdom',
  IE: 'Ireland',
  DE: 'Germany',
  FR: 'France',
  ES: 'Spain',
  IT: 'Italy',
  NL: 'the Netherlands',
  BE: 'Belgium',
  LU: 'Luxembourg',
  CH: 'Switzerland',
  AT: 'Austria',
  SE: 'Sweden',
  NO: 'Norway',
  DK: 'Denmark',
  FI: 'Finland',
  PL: 'Poland',
  CZ: 'the Czech Republic',
  PT: 'Portugal',
  GR: 'Greece',
  HU: 'Hungary',
  RO: 'Romania',
  JP: 'Japan',
  IN: 'India',
  SG: 'Singapore',
  HK: 'Hong Kong',
  KR: 'South Korea',
  PH: 'the Philippines',
  AE: 'the United Arab Emirates',
  NZ: 'New Zealand',
};

/**
 * In Australia the zone names the state capital, so the state is known; its calendar adds the King's Birthday and
 * Labour Day, which the national calendar of date-holidays lacks. Any other Australian zone has the national one.
 */
const AUSTRALIAN_STATES: Readonly<Record<string, HolidayRegion>> = {
  'Australia/Sydney': { country: 'AU', state: 'NSW', place: 'New South Wales' },
  'Australia/Melbourne': { country: 'AU', state: 'VIC', place: 'Victoria' },
  'Australia/Brisbane': { country: 'AU', state: 'QLD', place: 'Queensland' },
  'Australia/Adelaide': { country: 'AU', state: 'SA', place: 'South Australia' },
  'Australia/Perth': { country: 'AU', state: 'WA', place: 'Western Australia' },
  'Australia/Hobart': { country: 'AU', state: 'TAS', place: 'Tasmania' },
  'Australia/Darwin': { country: 'AU', state: 'NT', place: 'the Northern Territory' },
};
const AUSTRALIA: HolidayRegion = { country: 'AU', place: 'Australia' };

/** The zone under its IANA spelling (Intl matches zone names without regard to case), or null for no zone at all. */
function canonicalZone(zone: string): string | null {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

const regionByZone = new Map<string, HolidayRegion | null>();

/** The holiday calendar of a campaign zone, or null (no holidays) for a zone of a country we keep no calendar of. */
export function holidayRegionOf(zone: string): HolidayRegion | null {
  // Asked on every send decision: each zone is worked out once per process (a bounded memo: zone spellings vary).
  if (!regionByZone.has(zone)) {
    if (regionByZone.size >= 1_000) regionByZone.clear();
    regionByZone.set(zone, regionOfZone(zone));
  }
  return regionByZone.get(zone)!;
}

function regionOfZone(zone: string): HolidayRegion | null {
  const name = canonicalZone(zone);
  if (!name) return null;
  if (AUSTRALIAN_STATES[name]) return AUSTRALIAN_STATES[name];
  const country = getCountryForTimezone(name)?.id;
  if (country === 'AU') return AUSTRALIA;
  return country && COUNTRY_PLACES[country] ? { country, place: COUNTRY_PLACES[country] } : null;
}

/** Every zone that has holidays, for the tests. */
export function zonesWithHolidays(): string[] {
  return Object.keys(getAllTimezones()).filter((zone) => holidayRegionOf(zone) !== null);
}
