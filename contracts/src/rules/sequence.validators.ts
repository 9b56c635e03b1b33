// Sequence editor rules of product.md §5/§9 and our bounds (input-bounds.rules.ts): 1 to 3 emails, first delay forced to 0,
// follow-ups 1 to 60 whole days, every body but the last filled, a subject for the first email and for each one that
// starts a new thread, subjects at most 200 and bodies at most 20,000 characters.
import {
  CHAT_SAVED_DELAY_FACTOR,
  DEFAULT_FOLLOW_UP_DELAY,
  FIRST_EMAIL_DELAY,
  MAX_EMAILS_PER_SEQUENCE,
  MAX_FOLLOW_UP_DELAY,
  MIN_FOLLOW_UP_DELAY,
  WIZARD_DELAY_FACTOR,
} from './constants';
import { subjectLineProblem } from './email-subject.rules';
import { EMAIL_BODY_TOO_LONG, EMAIL_SUBJECT_EMPTY, TEXT_LIMITS, checkText } from './input-bounds.rules';
import { AT_LEAST_ONE_EMAIL, DAYS_TO_WAIT_MIN, DELAY_NEGATIVE, EMAIL_BODY_EMPTY } from './messages';

/**
 * Not in the spec's catalogue (the editor's add-step control simply stops at 3); used by the api to reject
 * a longer sequence.
 */
export const TOO_MANY_EMAILS = `A sequence can have at most ${MAX_EMAILS_PER_SEQUENCE} emails`;
/** Not in the spec's catalogue (it gives the minimum only): the longest follow-up delay. */
export const DAYS_TO_WAIT_MAX = `Days to wait can be at most ${MAX_FOLLOW_UP_DELAY} days`;
/** Not in the spec's catalogue: the editors only offer whole days. */
export const DAYS_TO_WAIT_WHOLE = 'Days to wait must be a whole number of days';

export interface SequenceStepLike {
  body: string;
  daysDelay: number;
  /** When given, the subject rules apply too (callers that only check delays and bodies leave it out). */
  subject?: string;
  /** Whether the NEXT step continues this one's thread (createEmailSequence's nextMailInThread). */
  nextMailInThread?: boolean;
}

/**
 * The delay error of the step at `index` (0-based), or null. The first step's delay is ignored (forced to 0); a
 * follow-up waits MIN_FOLLOW_UP_DELAY to MAX_FOLLOW_UP_DELAY whole days.
 */
export function validateStepDelay(daysDelay: number, index: number): string | null {
  if (index === 0) return null;
  if (!Number.isFinite(daysDelay)) return DAYS_TO_WAIT_MIN;
  if (daysDelay < 0) return DELAY_NEGATIVE;
  if (daysDelay < MIN_FOLLOW_UP_DELAY) return DAYS_TO_WAIT_MIN;
  if (daysDelay > MAX_FOLLOW_UP_DELAY) return DAYS_TO_WAIT_MAX;
  if (!Number.isInteger(daysDelay)) return DAYS_TO_WAIT_WHOLE;
  return null;
}

/**
 * The body error of the step at `index` of `count` steps: every body but the last must be filled (§5, exactly:
 * the last one may be empty), none may hold control characters other than tabs and line breaks or be longer than
 * TEXT_LIMITS.body.
 */
export function validateStepBody(body: string, index: number, count: number): string | null {
  if (index < count - 1 && !body.trim()) return EMAIL_BODY_EMPTY;
  return checkText(body, { field: 'Email body', max: TEXT_LIMITS.body, tooLong: EMAIL_BODY_TOO_LONG, multiLine: true });
}

/**
 * Whether the step at `index` has a subject of its own: the first email, or a follow-up that starts a new thread
 * (the previous step's nextMailInThread is false). A same-thread follow-up reuses the previous subject.
 */
export function hasOwnSubject(index: number, previousNextMailInThread: boolean | undefined): boolean {
  return index === 0 || previousNextMailInThread === false;
}

/**
 * The subject error of a step (trimmed, as it is stored): required when the step has a subject of its own (see
 * hasOwnSubject), one line without control characters, at most TEXT_LIMITS.subject characters.
 */
export function validateStepSubject(
  subject: string,
  index: number,
  previousNextMailInThread: boolean | undefined,
): string | null {
  if (!subject.trim() && hasOwnSubject(index, previousNextMailInThread)) return EMAIL_SUBJECT_EMPTY;
  return subjectLineProblem(subject);
}

/** The first error of a whole sequence, or null (per step: delay, subject, body). */
export function validateSequenceSteps(steps: readonly SequenceStepLike[]): string | null {
  if (steps.length === 0) return AT_LEAST_ONE_EMAIL;
  if (steps.length > MAX_EMAILS_PER_SEQUENCE) return TOO_MANY_EMAILS;
  for (const [index, step] of steps.entries()) {
    const error =
      validateStepDelay(step.daysDelay, index) ??
      (step.subject === undefined ? null : validateStepSubject(step.subject, index, steps[index - 1]?.nextMailInThread)) ??
      validateStepBody(step.body, index, steps.length);
    if (error) return error;
  }
  return null;
}

/**
 * sendTestEmail's draft: the body is required (it is what is being tried out), the subject may be empty, both within
 * the step bounds.
 */
export function validateTestEmail(draft: { subject: string; body: string }): string | null {
  return validateStepBody(draft.body, 0, 2) ?? validateStepSubject(draft.subject, 1, true);
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
