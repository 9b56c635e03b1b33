// The zone a sequence sends in: the recipient's working hours matter, so the default is a guess from the country-code
// domain of their address (globex.de -> Europe/Berlin), else the user's browser zone (any IANA zone). The source is
// kept with the zone, so every screen says truthfully why, and the user can change it. Country -> zones comes from
// countries-and-timezones; where a country has several zones a representative one is chosen here, and a US or
// generic domain gives no guess.
import { getAllCountries, getTimezone } from 'countries-and-timezones';
import { DEFAULT_TIMEZONE } from './constants';
import { DEFAULT_SEND_WINDOW, sendWindowText, type SendWindow } from './send-policy.rules';
import { isKnownTimezone } from './campaign.validators';
import { canonicalZoneName } from './timezone-options.rules';

/** Countries with several zones: the one most of its working people are in. Countries left out give no guess. */
export const COUNTRY_ZONE_CHOICES: Readonly<Record<string, string>> = {
  AR: 'America/Argentina/Buenos_Aires',
  AU: 'Australia/Sydney',
  BR: 'America/Sao_Paulo',
  CA: 'America/Toronto',
  CD: 'Africa/Kinshasa',
  CL: 'America/Santiago',
  CN: 'Asia/Shanghai',
  CY: 'Asia/Nicosia',
  DE: 'Europe/Berlin',
  EC: 'America/Guayaquil',
  ES: 'Europe/Madrid',
  FM: 'Pacific/Pohnpei',
  GB: 'Europe/London',
  GL: 'America/Nuuk',
  ID: 'Asia/Jakarta',
  KI: 'Pacific/Tarawa',
  KZ: 'Asia/Almaty',
  MN: 'Asia/Ulaanbaatar',
  MX: 'America/Mexico_City',
  MY: 'Asia/Kuala_Lumpur',
  NZ: 'Pacific/Auckland',
  PF: 'Pacific/Tahiti',
  PG: 'Pacific/Port_Moresby',
  PS: 'Asia/Hebron',
  PT: 'Europe/Lisbon',
  RU: 'Europe/Moscow',
  UA: 'Europe/Kyiv',
  UZ: 'Asia/Tashkent',
};

/**
 * Two-letter domains that say nothing about where the reader works: .us (several zones, and US companies mostly use
 * .com) and country codes sold as generic names (.io, .ai, .co, .me, .tv, ...).
 */
export const NO_GUESS_TLDS: ReadonlySet<string> = new Set([
  'us',
  'io',
  'ai',
  'co',
  'me',
  'tv',
  'fm',
  'ly',
  'to',
  'ws',
  'cc',
  'sh',
  'gg',
  'am',
  'im',
  'vc',
  'so',
  'la',
  'nu',
  'gl',
  'ac',
]);

/** The ISO country of a country-code top-level domain (they are the same except .uk). */
const TLD_COUNTRY: Readonly<Record<string, string>> = { uk: 'GB' };

let zoneByCountry: Map<string, string> | undefined;

/** The country's one zone (an alias such as Europe/Copenhagen when the country has no zone of its own), or the choice. */
function countryZones(): Map<string, string> {
  if (zoneByCountry) return zoneByCountry;
  zoneByCountry = new Map();
  for (const [id, country] of Object.entries(getAllCountries({ deprecated: true }))) {
    const own = country.timezones.filter((zone) => zone.includes('/') && getTimezone(zone)?.countries[0] === id);
    const canonical = own.filter((zone) => !getTimezone(zone)?.aliasOf);
    const pick = COUNTRY_ZONE_CHOICES[id] ?? (canonical.length === 1 ? canonical[0] : own.length === 1 ? own[0] : undefined);
    if (pick) zoneByCountry.set(id, canonicalZoneName(pick));
  }
  return zoneByCountry;
}

/** The domain of an address, lower case: 'Anna@Globex.DE' -> 'globex.de'. */
export function emailDomain(email: string): string | null {
  const at = email.trim().lastIndexOf('@');
  const domain =
    at < 0
      ? ''
      : email
          .trim()
          .slice(at + 1)
          .toLowerCase()
          .replace(/\.$/, '');
  return domain.includes('.') ? domain : null;
}

/** The zone guessed from the address's country-code domain, or null (US, generic or unknown domains). */
export function zoneFromEmailDomain(email: string): { zone: string; domain: string } | null {
  const domain = emailDomain(email);
  const tld = domain?.split('.').pop() ?? '';
  if (!domain || tld.length !== 2 || NO_GUESS_TLDS.has(tld)) return null;
  const zone = countryZones().get(TLD_COUNTRY[tld] ?? tld.toUpperCase());
  return zone && isKnownTimezone(zone) ? { zone, domain } : null;
}

/**
 * Where a sequence's zone came from (stored as campaigns.timezone_source, the GraphQL enum TimezoneSource):
 * RECIPIENT_DOMAIN guessed from the recipient's address, BROWSER the user's browser zone, CHOSEN picked by the user,
 * DEFAULT nothing was known (no guess and no browser zone), JOB_POSTING guessed from an imported posting's location.
 */
export type SendZoneSource = 'RECIPIENT_DOMAIN' | 'BROWSER' | 'CHOSEN' | 'DEFAULT' | 'JOB_POSTING';

export interface SendZoneChoice {
  zone: string;
  source: SendZoneSource;
  /** The recipient's domain the zone was guessed from (source RECIPIENT_DOMAIN), when the screen knows it. */
  domain?: string;
  /** The imported posting's location the zone was guessed from (source JOB_POSTING), when the screen knows it. */
  posting?: { location: string | null };
}

/**
 * The one zone rule for a new sequence: the recipient's country from their address, else the browser's zone (any
 * IANA zone, under today's name). Only when neither is known the spec's default, America/New_York (kept over UTC:
 * 9:00-17:00 UTC is few people's working day), and the screen says so (source DEFAULT).
 */
export function proposeSendZone(input: { recipientEmail?: string | null; browserZone?: string | null }): SendZoneChoice {
  const guess = input.recipientEmail ? zoneFromEmailDomain(input.recipientEmail) : null;
  if (guess) return { zone: guess.zone, source: 'RECIPIENT_DOMAIN', domain: guess.domain };
  const browser = input.browserZone ? canonicalZoneName(input.browserZone) : '';
  if (browser && isKnownTimezone(browser)) return { zone: browser, source: 'BROWSER' };
  return { zone: DEFAULT_TIMEZONE, source: 'DEFAULT' };
}

/**
 * Why a saved sequence sends in `zone`, for every screen: the stored source as it is (with the domain when the
 * recipient's address gives this zone). A sequence made before the source was kept (null) is inferred: the guess or
 * the browser when they give this zone, else the user's pick.
 */
export function sendZoneChoiceOf(input: {
  zone: string;
  source?: SendZoneSource | null;
  recipientEmail?: string | null;
  browserZone?: string | null;
}): SendZoneChoice {
  const { zone, source } = input;
  const guess = input.recipientEmail ? zoneFromEmailDomain(input.recipientEmail) : null;
  const guessed = guess && guess.zone === canonicalZoneName(zone) ? guess.domain : undefined;
  if (source === 'RECIPIENT_DOMAIN') return guessed ? { zone, source, domain: guessed } : { zone, source };
  if (source) return { zone, source };
  if (guessed) return { zone, source: 'RECIPIENT_DOMAIN', domain: guessed };
  if (!guess && input.browserZone && canonicalZoneName(input.browserZone) === canonicalZoneName(zone))
    return { zone, source: 'BROWSER' };
  return { zone, source: 'CHOSEN' };
}

/**
 * The source after a save: the one sent when sent; else an unchanged zone keeps its source and a changed one was
 * picked by hand (CHOSEN). The api's updateCampaign and the forms use it.
 */
export function sendZoneSourceAfterEdit(
  before: { zone: string; source?: SendZoneSource | null },
  after: { zone?: string | null; source?: SendZoneSource | null },
): SendZoneSource | null {
  if (after.source) return after.source;
  if (!after.zone || canonicalZoneName(after.zone.trim()) === canonicalZoneName(before.zone)) return before.source ?? null;
  return 'CHOSEN';
}

/**
 * A contact added to a sequence whose zone nobody chose (BROWSER, DEFAULT, JOB_POSTING): the zone of the recipient's
 * domain, when the address gives one (the recipient's working hours matter more than where the job is); null when
 * the zone stays (a chosen zone, a legacy one, or no guess).
 */
export function sendZoneForNewRecipient(
  current: { zone: string; source?: SendZoneSource | null },
  recipientEmail: string | null | undefined,
): SendZoneChoice | null {
  if (current.source !== 'BROWSER' && current.source !== 'DEFAULT' && current.source !== 'JOB_POSTING') return null;
  const proposal = proposeSendZone({ recipientEmail });
  return proposal.source === 'RECIPIENT_DOMAIN' ? proposal : null;
}

/** '9:00-17:00': the default sending hours of the scheduling rules. */
export const SENDING_WINDOW_TEXT = sendWindowText(DEFAULT_SEND_WINDOW);

/** What the screens say about a zone nobody knew: the default, and that it may be wrong. */
export const NO_ZONE_KNOWN_NOTE = 'no zone known: change it if the recipient works elsewhere';

/**
 * The line every sequence shows about its zone, e.g. "9:00-17:00 in the recipient's zone, Asia/Tokyo, guessed from
 * mercari.co.jp", "9:00-17:00 in Asia/Tokyo, your browser's zone". The screen adds its "change" link after it.
 */
export function sendZoneReason(choice: SendZoneChoice, window: SendWindow = DEFAULT_SEND_WINDOW): string {
  const hours = sendWindowText(window);
  switch (choice.source) {
    case 'RECIPIENT_DOMAIN':
      return `${hours} in the recipient's zone, ${choice.zone}, guessed from ${choice.domain ?? 'their address'}`;
    case 'BROWSER':
      return `${hours} in ${choice.zone}, your browser's zone`;
    case 'JOB_POSTING':
      return `${hours} in ${choice.zone}, guessed from the job's location${choice.posting?.location ? ` (${choice.posting.location})` : ''}`;
    case 'DEFAULT':
      return `${hours} in ${choice.zone} (${NO_ZONE_KNOWN_NOTE})`;
    default:
      return `${hours} in ${choice.zone}, the zone you chose`;
  }
}
