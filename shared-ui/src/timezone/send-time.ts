// The one way a front end shows when an email goes (product.md §10): the recipient's clock, then the user's, e.g.
// 'Fri 9:00 AM in Berlin (6:00 PM your time)'. Chat, wizard, previews and toasts all call this, so one instant
// reads the same everywhere; the wording itself is contracts' sendTimeText.
import { canonicalZoneName, isKnownTimezone, movedSendTimeText, sendDayText, sendTimeText } from 'contracts';

/** The user's own zone as the browser reports it (under its name today), or `fallback` when it reports none we know. */
export function userTimezone(fallback: string): string {
  let zone = '';
  try {
    zone = canonicalZoneName(Intl.DateTimeFormat().resolvedOptions().timeZone ?? '');
  } catch {
    // No Intl zone support: the fallback below.
  }
  return zone && isKnownTimezone(zone) ? zone : fallback;
}

export interface SendTimeOptions {
  /** What 'now' is measured against (tests and pages pin it). */
  now?: Date;
  /** The day a public holiday moved the send from (ISO), and why: adds '— moved from Thu, Nov 26: …'. */
  movedFrom?: string | null;
  movedReason?: string | null;
  /** The user's zone; default the browser's (a browser without one shows the recipient's clock only). */
  userZone?: string;
}

/** 'Fri 9:00 AM in Berlin (6:00 PM your time)' for a send at `at` in the campaign's `zone`. */
export function formatSendTime(at: Date | string, zone: string, options: SendTimeOptions = {}): string {
  const text = sendTimeText(at, zone, options.userZone ?? userTimezone(zone), options.now);
  return options.movedFrom ? movedSendTimeText(text, sendDayText(options.movedFrom, zone), options.movedReason) : text;
}
