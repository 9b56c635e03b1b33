// The user's own zone, as the browser reports it (any IANA zone, under its name today), and the zone a drafted
// sequence proposes: the recipient's country from their address, else the browser's zone (contracts' rule).
import { DEFAULT_TIMEZONE, defaultSendZone, describeSendZone, type SendZoneChoice } from 'contracts';
import { userTimezone } from 'shared-ui';
import type { ChatContext } from './chat.types';

/** The browser's zone, e.g. 'Asia/Tokyo' (never mapped onto another zone). */
export function browserTimezone(): string {
  return userTimezone(DEFAULT_TIMEZONE);
}

/** The zone the sequence sends in and why: the user's pick once made, else the guess from the address or browser. */
export function sequenceZone(context: Pick<ChatContext, 'timezone' | 'contactEmail'>): SendZoneChoice {
  const input = { recipientEmail: context.contactEmail, browserZone: browserTimezone() };
  return context.timezone ? describeSendZone(context.timezone, input) : defaultSendZone(input);
}
