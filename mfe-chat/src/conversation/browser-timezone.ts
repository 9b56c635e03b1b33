// The user's own zone, as the browser reports it (any IANA zone, under its name today), and the zone a drafted
// sequence proposes: the recipient's country from their address, else the browser's zone (contracts' one zone rule).
import {
  DEFAULT_TIMEZONE,
  proposeSendZone,
  sendZoneChoiceOf,
  sendZoneWithPosting,
  withPostingGuess,
  type SendZoneChoice,
} from 'contracts';
import { userTimezone } from 'shared-ui';
import type { ChatContext } from './chat.types';

/** The browser's zone, e.g. 'Asia/Tokyo' (never mapped onto another zone). */
export function browserTimezone(): string {
  return userTimezone(DEFAULT_TIMEZONE);
}

/**
 * The zone the sequence sends in and why: the user's pick once made, else the guess from the address, an imported
 * posting's location, or the browser.
 */
export function sequenceZone(
  context: Pick<ChatContext, 'timezone' | 'contactEmail'> &
    Partial<Pick<ChatContext, 'timezoneSource' | 'postingZone' | 'postingLocation'>>,
): SendZoneChoice {
  const input = { recipientEmail: context.contactEmail, browserZone: browserTimezone() };
  if (!context.timezone) return sendZoneWithPosting(proposeSendZone(input), context.postingZone, context.postingLocation);
  // The posting's guess, saved as JOB_POSTING with the sequence, is named with its location while the chat holds it.
  return withPostingGuess(sendZoneChoiceOf({ ...input, zone: context.timezone, source: context.timezoneSource }), {
    zone: context.postingZone ?? null,
    location: context.postingLocation ?? null,
  });
}
