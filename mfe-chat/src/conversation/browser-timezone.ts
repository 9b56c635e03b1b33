// The user's own zone, as the browser reports it (any IANA zone, under its name today), and the zone a drafted
// sequence proposes: the recipient's country from their address, else the browser's zone (contracts' one zone rule).
import { DEFAULT_TIMEZONE, proposeSendZone, sendZoneChoiceOf, type SendZoneChoice } from 'contracts';
import { userTimezone } from 'shared-ui';
import type { ChatContext } from './chat.types';

/** The browser's zone, e.g. 'Asia/Tokyo' (never mapped onto another zone). */
export function browserTimezone(): string {
  return userTimezone(DEFAULT_TIMEZONE);
}

/** The zone the sequence sends in and why: the user's pick once made, else the guess from the address or browser. */
export function sequenceZone(
  context: Pick<ChatContext, 'timezone' | 'contactEmail'> & Partial<Pick<ChatContext, 'timezoneSource'>>,
): SendZoneChoice {
  const input = { recipientEmail: context.contactEmail, browserZone: browserTimezone() };
  if (!context.timezone) return proposeSendZone(input);
  return sendZoneChoiceOf({ ...input, zone: context.timezone, source: context.timezoneSource });
}
