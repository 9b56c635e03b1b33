// The campaign's timezone (spec §9: the browser's zone in the chat), mapped onto a zone the chat offers so the
// sequence is sent in working hours the product knows; anything else falls back to America/New_York.
import { CHAT_TIMEZONES, DEFAULT_TIMEZONE, TIMEZONES } from 'contracts';

/** Old and new IANA names for the same zone. */
const ALIASES: Readonly<Record<string, string>> = { 'Asia/Calcutta': 'Asia/Kolkata' };

function offsetMinutes(timezone: string, at: Date): number | null {
  try {
    const parts = new Intl.DateTimeFormat('en-US', { timeZone: timezone, timeZoneName: 'longOffset' }).formatToParts(at);
    const name = parts.find((part) => part.type === 'timeZoneName')?.value ?? '';
    const match = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name);
    if (!match) return name === 'GMT' ? 0 : null;
    const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
    return match[1] === '-' ? -minutes : minutes;
  } catch {
    return null;
  }
}

/** The chat zone for `browserZone`: the same zone, else one with the same UTC offset right now, else the default. */
export function chatTimezoneFor(browserZone: string | undefined, at: Date = new Date()): string {
  if (!browserZone) return DEFAULT_TIMEZONE;
  const zone = ALIASES[browserZone] ?? browserZone;
  if (CHAT_TIMEZONES.some((option) => option.value === zone)) return zone;
  const offset = offsetMinutes(zone, at);
  if (offset === null) return DEFAULT_TIMEZONE;
  const sameOffset = CHAT_TIMEZONES.find((option) => offsetMinutes(option.value, at) === offset);
  return sameOffset?.value ?? DEFAULT_TIMEZONE;
}

export function browserTimezone(): string {
  return chatTimezoneFor(Intl.DateTimeFormat().resolvedOptions().timeZone);
}

/** 'Eastern', 'India', … for the chat's zones; the IANA name otherwise. */
export function timezoneLabel(timezone: string): string {
  return (
    (CHAT_TIMEZONES.find((option) => option.value === timezone) ?? TIMEZONES.find((option) => option.value === timezone))
      ?.label ?? timezone
  );
}
