// The campaign form's timezone picker: the spec's nine zones first, then every IANA zone the runtime knows, under
// canonical names (ICU still lists some old aliases, e.g. Asia/Calcutta for Asia/Kolkata), each with its offset now.
import { TIMEZONES, type TimezoneOption } from './constants';

/** Old IANA names some runtimes still list, and the name the zone has today. */
const CANONICAL_ZONE_NAMES: Readonly<Record<string, string>> = {
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'Europe/Kiev': 'Europe/Kyiv',
  'America/Buenos_Aires': 'America/Argentina/Buenos_Aires',
  'America/Indianapolis': 'America/Indiana/Indianapolis',
  'America/Louisville': 'America/Kentucky/Louisville',
  'Pacific/Truk': 'Pacific/Chuuk',
  'Pacific/Ponape': 'Pacific/Pohnpei',
  'Pacific/Enderbury': 'Pacific/Kanton',
};

/** The name a zone has today: canonicalZoneName('Asia/Calcutta') -> 'Asia/Kolkata'. */
export function canonicalZoneName(zone: string): string {
  return CANONICAL_ZONE_NAMES[zone] ?? zone;
}

/** 'UTC+05:30' for a zone at `at` (the offset changes with daylight saving, so it is shown for now). */
export function utcOffsetLabel(zone: string, at: Date = new Date()): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((item) => item.type === 'timeZoneName')?.value;
  return part === 'GMT' || !part ? 'UTC+00:00' : part.replace('GMT', 'UTC');
}

function allZones(): string[] {
  const supported = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set(supported.map(canonicalZoneName))].sort();
}

export interface TimezonePickerGroups {
  common: TimezoneOption[];
  all: TimezoneOption[];
}

/**
 * The common zones first (by default the nine of product.md §5; the chat passes its six), then the rest A-Z; labels carry
 * the zone and its offset now.
 */
export function timezonePickerGroups(
  at: Date = new Date(),
  commonZones: readonly TimezoneOption[] = TIMEZONES,
): TimezonePickerGroups {
  const label = (zone: string, name?: string) =>
    `${name && name !== zone ? `${name} · ` : ''}${zone} (${utcOffsetLabel(zone, at)})`;
  const common = commonZones.map(({ value, label: name }) => ({ value, label: label(value, name) }));
  const taken = new Set(common.map((option) => option.value));
  const all = allZones()
    .filter((zone) => !taken.has(zone))
    .map((zone) => ({ value: zone, label: label(zone) }));
  return { common, all };
}
