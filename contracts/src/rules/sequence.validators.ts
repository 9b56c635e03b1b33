// Sequence editor rules of spec §5/§9: 1 to 3 emails, first delay forced to 0, follow-ups at least 1 day,
// every body but the last must be filled.
import {
  CHAT_SAVED_DELAY_FACTOR,
  DEFAULT_FOLLOW_UP_DELAY,
  FIRST_EMAIL_DELAY,
  MAX_EMAILS_PER_SEQUENCE,
  MIN_FOLLOW_UP_DELAY,
  WEEKEND_DURATION_FACTOR,
  WIZARD_DELAY_FACTOR,
} from './constants';
import { AT_LEAST_ONE_EMAIL, DAYS_TO_WAIT_MIN, DELAY_NEGATIVE, EMAIL_BODY_EMPTY } from './messages';

/**
 * Not in the spec's catalogue (the editor's add-step control simply stops at 3); used by the api to reject
 * a longer sequence.
 */
export const TOO_MANY_EMAILS = `A sequence can have at most ${MAX_EMAILS_PER_SEQUENCE} emails`;

export interface SequenceStepLike {
  body: string;
  daysDelay: number;
}

/** The delay error of the step at `index` (0-based), or null. The first step's delay is ignored (forced to 0). */
export function validateStepDelay(daysDelay: number, index: number): string | null {
  if (index === 0) return null;
  if (!Number.isFinite(daysDelay)) return DAYS_TO_WAIT_MIN;
  if (daysDelay < 0) return DELAY_NEGATIVE;
  if (daysDelay < MIN_FOLLOW_UP_DELAY) return DAYS_TO_WAIT_MIN;
  return null;
}

/** The body error of the step at `index` of `count` steps: every body but the last must be filled. */
export function validateStepBody(body: string, index: number, count: number): string | null {
  if (index < count - 1 && !body.trim()) return EMAIL_BODY_EMPTY;
  return null;
}

/** The first error of a whole sequence, or null. */
export function validateSequenceSteps(steps: readonly SequenceStepLike[]): string | null {
  if (steps.length === 0) return AT_LEAST_ONE_EMAIL;
  if (steps.length > MAX_EMAILS_PER_SEQUENCE) return TOO_MANY_EMAILS;
  for (const [index, step] of steps.entries()) {
    const error = validateStepDelay(step.daysDelay, index) ?? validateStepBody(step.body, index, steps.length);
    if (error) return error;
  }
  return null;
}

/** Returns the steps with the first delay forced to 0 and positions renumbered 1..n. */
export function normalizeSequenceSteps<T extends { daysDelay: number; position?: number }>(steps: readonly T[]): T[] {
  return steps.map((step, index) => ({
    ...step,
    position: index + 1,
    daysDelay: index === 0 ? FIRST_EMAIL_DELAY : step.daysDelay,
  }));
}

/** Removing a step is refused when it is the last one left. */
export function validateRemoveStep(stepCount: number): string | null {
  return stepCount <= 1 ? AT_LEAST_ONE_EMAIL : null;
}

export function canAddStep(stepCount: number): boolean {
  return stepCount < MAX_EMAILS_PER_SEQUENCE;
}

/** Delay of a new follow-up: fixed in the main editor, 2 x step count in the wizard. */
export function newFollowUpDelay(editor: 'main' | 'wizard', currentStepCount: number): number {
  return editor === 'wizard' ? WIZARD_DELAY_FACTOR * currentStepCount : DEFAULT_FOLLOW_UP_DELAY;
}

/** In chat edit a non-numeric delay becomes 1. */
export function parseChatDelay(input: string): number {
  const value = Number.parseInt(input, 10);
  return Number.isNaN(value) ? MIN_FOLLOW_UP_DELAY : value;
}

/** The delay the chat saves for the step at `index` (0-based). */
export function chatSavedDelay(index: number): number {
  return index * CHAT_SAVED_DELAY_FACTOR;
}

/** Total preview duration in days; with weekends skipped, times 1.4 rounded up (shown as business days). */
export function sequenceDurationDays(delays: readonly number[], excludeWeekends: boolean): number {
  const total = delays.reduce((sum, delay) => sum + delay, 0);
  return excludeWeekends ? Math.ceil(total * WEEKEND_DURATION_FACTOR) : total;
}

export type ThreadOption = 'same' | 'new';

/** The first email always starts a thread; a later step continues it when the previous step says so. */
export function threadOptionFor(index: number, previousNextMailInThread: boolean | undefined): ThreadOption {
  if (index === 0) return 'new';
  return previousNextMailInThread ? 'same' : 'new';
}

/** Subject is editable only for the first email or a new-thread email (same-thread reuses the previous subject). */
export function isSubjectEditable(index: number, thread: ThreadOption): boolean {
  return index === 0 || thread === 'new';
}
