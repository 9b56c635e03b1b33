// The recipient's zone guessed from a posting's location ('Berlin, Germany' -> Europe/Berlin), a guess the screens
// label as one. Sources: city-timezones (kevinroberts/city-timezones: 7,300 cities with their IANA zone, province,
// US state code and country) and countries-and-timezones (a country's zones, from the IANA database). No guess for a
// remote job, a place neither knows, two places in different zones, or a country of several zones named without a
// city or a one-zone state (the US, Canada). Parsing is splits on single-character classes and whitespace: linear,
// bounded by the location's 200 characters.
import { cityMapping, type CityData } from 'city-timezones';
import { getAllCountries, getTimezone } from 'countries-and-timezones';
import { canonicalZoneName } from 'contracts';

export interface PostingPlace {
  location: string | null;
  remote: boolean | null;
}

/** Names a posting uses for a country that neither library spells that way. */
const COUNTRY_ALIASES: Readonly<Record<string, string>> = {
  us: 'US',
  usa: 'US',
  'united states': 'US',
  uk: 'GB',
  england: 'GB',
  scotland: 'GB',
  wales: 'GB',
  'great britain': 'GB',
  'northern ireland': 'GB',
  deutschland: 'DE',
  uae: 'AE',
};

/** Words that say how the job is worked, not where. */
const WORK_MODE_WORDS = new Set(['hybrid', 'on-site', 'onsite', 'office', 'in-office', 'hq', 'or', 'and', '&', '-', '–']);
const REMOTE_WORDS = new Set(['remote', 'anywhere', 'worldwide', 'distributed']);

// One pass over combining marks (a single class): 'Zürich' -> 'zurich'.
const normalize = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();

interface PlaceIndex {
  cities: Map<string, CityData[]>;
  countries: Map<string, string>;
  /** 'US:ca' and 'US:california' -> the zones of that state's cities (one zone: a usable guess). */
  regions: Map<string, Set<string>>;
}

let index: PlaceIndex | undefined;
let countryTable: ReturnType<typeof getAllCountries> | undefined;

/** The library builds its country table anew on every call: kept once. */
const allCountries = (): Readonly<Record<string, ReturnType<typeof getAllCountries>[keyof ReturnType<typeof getAllCountries>]>> =>
  (countryTable ??= getAllCountries());

function placeIndex(): PlaceIndex {
  if (index) return index;
  const cities = new Map<string, CityData[]>();
  const countries = new Map<string, string>(Object.entries(COUNTRY_ALIASES));
  const regions = new Map<string, Set<string>>();
  for (const city of cityMapping) {
    if (!city.timezone) continue;
    for (const region of [city.province, city.state_ansi].filter(Boolean)) {
      const key = `${city.iso2}:${normalize(region)}`;
      regions.set(key, (regions.get(key) ?? new Set()).add(city.timezone));
    }
    for (const name of new Set([normalize(city.city), normalize(city.city_ascii)])) {
      cities.set(name, [...(cities.get(name) ?? []), city]);
    }
    countries.set(normalize(city.country), city.iso2);
    countries.set(normalize(city.iso3), city.iso2);
  }
  for (const [id, country] of Object.entries(allCountries())) {
    countries.set(normalize(country.name), id);
    countries.set(id.toLowerCase(), id);
  }
  index = { cities, countries, regions };
  return index;
}

/** The zone under the product's one name for it (contracts' canonicalZoneName), when this runtime knows it. A link
 * stays a link (Europe/Amsterdam is not shown as Brussels, whatever the IANA backzone merge says). */
const knownZones = new Map<string, string | null>();

function canonicalZone(zone: string): string | null {
  if (knownZones.has(zone)) return knownZones.get(zone)!;
  const name = canonicalZoneName(zone);
  let known: string | null = name;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
  } catch {
    known = null;
  }
  knownZones.set(zone, known);
  return known;
}

/** A country's one zone of its own (Germany: Europe/Berlin, not Busingen's Zurich), or null when it has several. */
function singleCountryZone(countryId: string): string | null {
  const country = allCountries()[countryId];
  if (!country) return null;
  const own = country.timezones.filter((zone) => getTimezone(zone)?.countries[0] === countryId);
  const canonical = [...new Set(own.map((zone) => canonicalZone(zone)).filter((zone): zone is string => zone !== null))];
  return canonical.length === 1 ? canonical[0]! : null;
}

/** 'Berlin, Germany (Hybrid)' -> ['berlin', 'germany']; null when the text says the job is remote. */
function placeParts(location: string): string[] | null {
  const parts: string[] = [];
  for (const piece of location.split(/[,;/|()]/)) {
    const words = normalize(piece)
      .split(/\s+/)
      .filter((word) => word.length > 0);
    if (words.some((word) => REMOTE_WORDS.has(word))) return null;
    const place = words.filter((word) => !WORK_MODE_WORDS.has(word)).join(' ');
    if (place) parts.push(place);
  }
  return parts;
}

/** How many of the other parts name this city's country, province or state. */
function fit(city: CityData, others: readonly string[], countries: Map<string, string>): number {
  const names = new Set(
    [city.iso2, city.iso3, city.country, city.province, city.state_ansi].filter(Boolean).map((name) => normalize(name)),
  );
  return others.filter((part) => names.has(part) || countries.get(part) === city.iso2).length;
}

/** The city a part names, read with the other parts (San Francisco, CA is in the US, not Argentina), or null. */
function cityOf(part: string, others: readonly string[], places: PlaceIndex): CityData | null {
  const candidates = places.cities.get(part);
  if (!candidates) return null;
  const ranked = candidates
    .map((city) => ({ city, fit: fit(city, others, places.countries) }))
    .sort((a, b) => b.fit - a.fit || b.city.pop - a.city.pop);
  const namedCountries = others.filter((other) => places.countries.has(other));
  const best = ranked[0]!;
  // A country was named and this city is not in it: the part is not this city ('Georgia' the country).
  return namedCountries.length > 0 && best.fit === 0 ? null : best.city;
}

/** A city the list does not know, in a named country's state or province of one zone ('Mountain View, CA, US'). */
function regionZone(parts: readonly string[], countryId: string, places: PlaceIndex): string | null {
  const zones = parts.flatMap((part) => [...(places.regions.get(`${countryId}:${part}`) ?? [])]);
  const unique = [...new Set(zones)];
  return unique.length === 1 ? canonicalZone(unique[0]!) : null;
}

/**
 * No known city: the country, named last ('..., CA, US'), when it has one zone or the state named before it has one.
 * An earlier part that is a region of that country is not a second country (CA is California there, not Canada).
 */
function countryZone(parts: readonly string[], places: PlaceIndex): string | null {
  const named = parts.filter((part) => places.countries.has(part));
  if (named.length === 0) return null;
  const countryId = places.countries.get(named.at(-1)!)!;
  const others = named.filter((part) => places.countries.get(part) !== countryId && !places.regions.has(`${countryId}:${part}`));
  if (others.length > 0) return null;
  return singleCountryZone(countryId) ?? regionZone(parts, countryId, places);
}

/** The IANA zone the job's location gives, or null (see the file's note for when there is none). */
export function zoneFromPostingPlace(place: PostingPlace): string | null {
  if (place.remote === true || !place.location) return null;
  const parts = placeParts(place.location);
  if (!parts || parts.length === 0) return null;
  const places = placeIndex();
  const zones = new Set<string>();
  parts.forEach((part, at) => {
    const city = cityOf(
      part,
      parts.filter((_, other) => other !== at),
      places,
    );
    const zone = city ? canonicalZone(city.timezone) : null;
    if (zone) zones.add(zone);
  });
  if (zones.size > 0) return zones.size === 1 ? [...zones][0]! : null;
  return countryZone(parts, places);
}
