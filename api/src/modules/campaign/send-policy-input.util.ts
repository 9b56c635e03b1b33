// The sending policy fields of a campaign's create or update input (product.md §10, "The sending policy"): the hours
// are checked as one window (a new start against the stored end, and the other way round) and the work week against
// the list, with the contracts' messages.
import {
  DEFAULT_SEND_WINDOW,
  WORK_WEEK_INVALID,
  WORK_WEEK_OPTIONS,
  validateSendWindow,
  type SendPolicy,
  type WorkWeek,
} from 'contracts';
import type { Campaign } from '../../db/schema';

type PolicyFields = Pick<Campaign, 'sendWindowStart' | 'sendWindowEnd' | 'workWeek'>;

interface PolicyInput {
  sendWindowStart?: number | null;
  sendWindowEnd?: number | null;
  workWeek?: WorkWeek | null;
}

/** A new campaign's hours before any input: the default window. */
export const DEFAULT_WINDOW_ROW: PolicyFields = {
  sendWindowStart: DEFAULT_SEND_WINDOW.start,
  sendWindowEnd: DEFAULT_SEND_WINDOW.end,
  workWeek: null,
};

/** The columns the input changes, checked against what is stored; or the message that refuses it. */
export function policyChanges(input: PolicyInput, stored: PolicyFields): Partial<PolicyFields> | string {
  const changes: Partial<PolicyFields> = {};
  if (input.sendWindowStart != null || input.sendWindowEnd != null) {
    const window = { start: input.sendWindowStart ?? stored.sendWindowStart, end: input.sendWindowEnd ?? stored.sendWindowEnd };
    const problem = validateSendWindow(window);
    if (problem) return problem;
    changes.sendWindowStart = window.start;
    changes.sendWindowEnd = window.end;
  }
  if (input.workWeek != null) {
    if (!WORK_WEEK_OPTIONS.some((option) => option.value === input.workWeek)) return WORK_WEEK_INVALID;
    changes.workWeek = input.workWeek;
  }
  return changes;
}

/** Whether two policies plan every email the same (then a save re-plans nothing). */
export function samePolicy(a: SendPolicy, b: SendPolicy): boolean {
  return (
    a.zone === b.zone &&
    a.window.start === b.window.start &&
    a.window.end === b.window.end &&
    a.skipHolidays === b.skipHolidays &&
    a.workDays.join(',') === b.workDays.join(',')
  );
}
