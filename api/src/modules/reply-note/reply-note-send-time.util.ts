// When an approved note goes (product.md §11), in the recipient's zone (the sequence's):
// - a thank-you at THANK_YOU_SEND_HOUR on the first business day after the interview (after today when no interview
//   time is known); Monday to Friday and no public holiday of the zone, whatever the sequence's weekend setting;
// - a gracious reply as soon as the recipient's working hours allow (the sending window).
// A time already past (approved late) becomes the next moment inside the window.
import { DateTime } from 'luxon';
import { THANK_YOU_SEND_HOUR, type ReplyNoteKind } from 'contracts';
import { nextWindowOpening } from '../scheduling';

export interface NoteSendTimeInput {
  kind: ReplyNoteKind;
  interviewAt: Date | null;
  now: Date;
  timezone: string;
  excludeWeekends: boolean;
}

export function thankYouSendAt(input: Omit<NoteSendTimeInput, 'kind'>): Date {
  const base = input.interviewAt ?? input.now;
  const nextMorning = DateTime.fromJSDate(base, { zone: input.timezone })
    .plus({ days: 1 })
    .startOf('day')
    .set({ hour: THANK_YOU_SEND_HOUR });
  // Business days only: a Saturday morning becomes Monday's (and a holiday the next working day).
  const at = nextWindowOpening(nextMorning.toJSDate(), input.timezone, true);
  return at.getTime() > input.now.getTime() ? at : nextWindowOpening(input.now, input.timezone, input.excludeWeekends);
}

export function noteSendAt(input: NoteSendTimeInput): Date {
  if (input.kind === 'THANK_YOU') return thankYouSendAt(input);
  return nextWindowOpening(input.now, input.timezone, input.excludeWeekends);
}
