// When an approved note goes (product.md §11), in the recipient's zone (the sequence's):
// - a thank-you at THANK_YOU_SEND_HOUR on the first business day after the interview (after today when no interview
//   time is known); a day of the recipient's work week and no public holiday, whatever the sequence's weekend switch;
// - a gracious reply as soon as the recipient's working hours allow (the sending window).
// A time already past (approved late) becomes the next moment inside the window.
import { DateTime } from 'luxon';
import { THANK_YOU_SEND_HOUR, sendPolicyOf, type ReplyNoteKind, type StoredSendSettings } from '../index';
import { nextWindowOpening } from './send-window.rules';

export interface NoteSendTimeInput {
  kind: ReplyNoteKind;
  interviewAt: Date | null;
  now: Date;
  /** The sequence's sending settings (its zone, weekend switch, hours, work week). */
  settings: StoredSendSettings;
}

export function thankYouSendAt(input: Omit<NoteSendTimeInput, 'kind'>): Date {
  const base = input.interviewAt ?? input.now;
  const nextMorning = DateTime.fromJSDate(base, { zone: input.settings.zone })
    .plus({ days: 1 })
    .startOf('day')
    .set({ hour: THANK_YOU_SEND_HOUR });
  // Business days only: a Saturday morning becomes Monday's (and a holiday the next working day).
  const at = nextWindowOpening(nextMorning.toJSDate(), sendPolicyOf({ ...input.settings, excludeWeekends: true }));
  return at.getTime() > input.now.getTime() ? at : nextWindowOpening(input.now, sendPolicyOf(input.settings));
}

export function noteSendAt(input: NoteSendTimeInput): Date {
  if (input.kind === 'THANK_YOU') return thankYouSendAt(input);
  return nextWindowOpening(input.now, sendPolicyOf(input.settings));
}
