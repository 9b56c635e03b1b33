// Whose public holidays a campaign skips. The recipient works in the campaign's zone, so the zone picks the country:
// the spec's zones, plus the other common zones of the same countries and of Canada, Europe and Asia-Pacific.
// A zone that is not listed has no holidays.

/** A date-holidays calendar (ISO 3166 country, optional state) and how a sentence names the place. */
export interface HolidayRegion {
  country: string;
  /** Only where the zone names one state (each Australian state capital has its own zone). */
  state?: string;
  /** 'the United States', 'New South Wales': used in 'public holiday in ...'. */
  place: string;
}

const US: HolidayRegion = { country: 'US', place: 'the United States' };
const CA: HolidayRegion = { country: 'CA', place: 'Canada' };
const IN: HolidayRegion = { country: 'IN', place: 'India' };

/**
 * National calendars everywhere except Australia. A US, Canadian or German zone covers many states, so it cannot
 * pick one, and Europe/London covers four nations. In Australia the zone names the state capital, so the state is
 * known. Its calendar adds the King's Birthday and Labour Day, which the national calendar of date-holidays lacks.
 * Zone names are matched without regard to case, as Intl matches them.
 */
const TABLE: Readonly<Record<string, HolidayRegion>> = {
  // United States (the spec's four zones and the other US zones)
  'America/New_York': US,
  'America/Chicago': US,
  'America/Denver': US,
  'America/Los_Angeles': US,
  'America/Phoenix': US,
  'America/Anchorage': US,
  'America/Detroit': US,
  'America/Boise': US,
  'America/Indiana/Indianapolis': US,
  'America/Indianapolis': US,
  'Pacific/Honolulu': US,
  'US/Eastern': US,
  'US/Central': US,
  'US/Mountain': US,
  'US/Pacific': US,
  // Canada
  'America/Toronto': CA,
  'America/Montreal': CA,
  'America/Vancouver': CA,
  'America/Edmonton': CA,
  'America/Winnipeg': CA,
  'America/Regina': CA,
  'America/Halifax': CA,
  'America/St_Johns': CA,
  // Europe
  'Europe/London': { country: 'GB', place: 'the United Kingdom' },
  'Europe/Dublin': { country: 'IE', place: 'Ireland' },
  'Europe/Berlin': { country: 'DE', place: 'Germany' },
  'Europe/Paris': { country: 'FR', place: 'France' },
  'Europe/Madrid': { country: 'ES', place: 'Spain' },
  'Europe/Rome': { country: 'IT', place: 'Italy' },
  'Europe/Amsterdam': { country: 'NL', place: 'the Netherlands' },
  'Europe/Brussels': { country: 'BE', place: 'Belgium' },
  'Europe/Luxembourg': { country: 'LU', place: 'Luxembourg' },
  'Europe/Zurich': { country: 'CH', place: 'Switzerland' },
  'Europe/Vienna': { country: 'AT', place: 'Austria' },
  'Europe/Stockholm': { country: 'SE', place: 'Sweden' },
  'Europe/Oslo': { country: 'NO', place: 'Norway' },
  'Europe/Copenhagen': { country: 'DK', place: 'Denmark' },
  'Europe/Helsinki': { country: 'FI', place: 'Finland' },
  'Europe/Warsaw': { country: 'PL', place: 'Poland' },
  'Europe/Prague': { country: 'CZ', place: 'the Czech Republic' },
  'Europe/Lisbon': { country: 'PT', place: 'Portugal' },
  'Europe/Athens': { country: 'GR', place: 'Greece' },
  'Europe/Budapest': { country: 'HU', place: 'Hungary' },
  'Europe/Bucharest': { country: 'RO', place: 'Romania' },
  // Asia-Pacific
  'Asia/Tokyo': { country: 'JP', place: 'Japan' },
  'Asia/Kolkata': IN,
  'Asia/Calcutta': IN,
  'Asia/Singapore': { country: 'SG', place: 'Singapore' },
  'Asia/Hong_Kong': { country: 'HK', place: 'Hong Kong' },
  'Asia/Seoul': { country: 'KR', place: 'South Korea' },
  'Asia/Manila': { country: 'PH', place: 'the Philippines' },
  'Asia/Dubai': { country: 'AE', place: 'the United Arab Emirates' },
  'Australia/Sydney': { country: 'AU', state: 'NSW', place: 'New South Wales' },
  'Australia/Melbourne': { country: 'AU', state: 'VIC', place: 'Victoria' },
  'Australia/Brisbane': { country: 'AU', state: 'QLD', place: 'Queensland' },
  'Australia/Adelaide': { country: 'AU', state: 'SA', place: 'South Australia' },
  'Australia/Perth': { country: 'AU', state: 'WA', place: 'Western Australia' },
  'Australia/Hobart': { country: 'AU', state: 'TAS', place: 'Tasmania' },
  'Australia/Darwin': { country: 'AU', state: 'NT', place: 'the Northern Territory' },
  'Pacific/Auckland': { country: 'NZ', place: 'New Zealand' },
};
const REGIONS: ReadonlyMap<string, HolidayRegion> = new Map(
  Object.entries(TABLE).map(([zone, region]) => [zone.toLowerCase(), region]),
);

/** The holiday calendar of a campaign zone, or null (no holidays) for a zone the table does not list. */
export function holidayRegionOf(zone: string): HolidayRegion | null {
  return REGIONS.get(zone.toLowerCase()) ?? null;
}

/** Every zone of the table, for the tests. */
export function zonesWithHolidays(): string[] {
  return Object.keys(TABLE);
}
