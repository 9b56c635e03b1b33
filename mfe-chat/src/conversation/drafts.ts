// The editable three-email block's model: drafts from generateJobEmails' answer, the chat's edit rules (a
// non-numeric delay becomes 1, the first delay is 0), and createEmailSequence's steps built by the contracts rule.
import {
  DRAFTED_EMAIL_KEYS,
  FIRST_EMAIL_DELAY,
  generatedSequenceSteps,
  parseChatDelay,
  threadOptionFor,
  validateStepBody,
  validateStepDelay,
  type DraftedEmailKey,
  type DraftedEmailLike,
  type EmailSequenceStepInput,
} from 'contracts';
import type { DraftEmail } from './chat.types';

export type GeneratedEmails = Record<DraftedEmailKey, DraftedEmailLike>;

/** generateJobEmails data -> the block's drafts, with the §7 defaults (delays 0, 2, 4; same thread). */
export function draftsFromGenerated(data: GeneratedEmails): DraftEmail[] {
  const steps = generatedSequenceSteps(data);
  return steps.map((step, index) => ({
    subject: step.subject,
    body: step.body,
    daysDelay: step.daysDelay,
    thread: threadOptionFor(index, steps[index - 1]?.nextMailInThread),
  }));
}

/** Spec §5 chat edit: the first email's delay is 0; a follow-up's non-numeric delay becomes 1. */
export function chatDelay(input: string, index: number): number {
  return index === 0 ? FIRST_EMAIL_DELAY : parseChatDelay(input);
}

/** The subject a step is sent with: a same-thread follow-up reuses the previous step's subject. */
export function effectiveSubject(drafts: readonly DraftEmail[], index: number): string {
  for (let i = index; i > 0; i -= 1) {
    if (drafts[i]!.thread === 'new') return drafts[i]!.subject;
  }
  return drafts[0]?.subject ?? '';
}

/** What the block shows as the subject: 'Re: {previous subject}' for a same-thread follow-up. */
export function displayedSubject(drafts: readonly DraftEmail[], index: number): string {
  const subject = effectiveSubject(drafts, index);
  return index > 0 && drafts[index]!.thread === 'same' ? `Re: ${subject}` : subject;
}

export interface DraftError {
  index: number;
  field: 'body' | 'daysDelay';
  message: string;
}

/** Every step's errors under the §5 rules (delays first, like contracts' validateSequenceSteps). */
export function draftErrors(drafts: readonly DraftEmail[]): DraftError[] {
  return drafts.flatMap((draft, index) => {
    const errors: DraftError[] = [];
    const delay = validateStepDelay(draft.daysDelay, index);
    if (delay) errors.push({ index, field: 'daysDelay', message: delay });
    const body = validateStepBody(draft.body, index, drafts.length);
    if (body) errors.push({ index, field: 'body', message: body });
    return errors;
  });
}

/**
 * createEmailSequence's emails: generatedSequenceSteps of the edited drafts (positions, subjects, bodies), then the
 * user's edits on top: each delay, and nextMailInThread telling whether the NEXT email continues the thread.
 */
export function sequenceEmails(drafts: readonly DraftEmail[]): EmailSequenceStepInput[] {
  const data = Object.fromEntries(
    DRAFTED_EMAIL_KEYS.map((key, index) => [key, { subject: effectiveSubject(drafts, index), body: drafts[index]?.body ?? '' }]),
  ) as GeneratedEmails;
  return generatedSequenceSteps(data)
    .slice(0, drafts.length)
    .map((step, index) => ({
      ...step,
      daysDelay: index === 0 ? FIRST_EMAIL_DELAY : drafts[index]!.daysDelay,
      nextMailInThread: drafts[index + 1] ? drafts[index + 1]!.thread === 'same' : step.nextMailInThread,
      attachments: [],
    }));
}
