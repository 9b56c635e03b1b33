// The optional day the user applied (product.md §11: the application's timeline starts there), given on the drafted
// sequence's block and saved on the contact the send flow creates. Checked by the contracts rule the wizard uses.
import { localToday, validateAppliedAt } from 'contracts';
import type { ChatContext } from './chat.types';

/** The typed day, trimmed; null when none (or when a saved context holds something other than text). */
export function appliedDay(context: Pick<ChatContext, 'appliedAt'>): string | null {
  const day = typeof context.appliedAt === 'string' ? context.appliedAt.trim() : '';
  return day || null;
}

/** The contracts' message for a typed day that is not a real day or is in the future; null when fine or none. */
export function appliedDayProblem(context: Pick<ChatContext, 'appliedAt'>): string | null {
  const day = appliedDay(context);
  return day ? validateAppliedAt(day, localToday()) : null;
}
