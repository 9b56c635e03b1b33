// The editable three-email block's model: drafts from generateJobEmails' answer, the chat's edit rules (a
// non-numeric delay becomes 1, the first delay is 0), and createEmailSequence's steps built by the contracts rule.
import {
  DRAFTED_EMAIL_KEYS,
  FIRST_EMAIL_DELAY,
  generatedSequenceSteps,
  parseChatDelay,
  threadOptionFor,
  type DraftedEmailKey,
  type DraftedEmailLike,
  type EmailSequenceStepInput,
} from 'contracts';
import { effectiveSubject } from 'shared-ui';
import type { DraftAttachment, DraftEmail } from './chat.types';

export type GeneratedEmails = Record<DraftedEmailKey, DraftedEmailLike>;

/**
 * generateJobEmails data -> the block's drafts, with the §7 defaults (delays 0, 2, 4; same thread). The resume the
 * drafts were written from goes with the first email (the user can remove it).
 */
export function draftsFromGenerated(data: GeneratedEmails, resume: DraftAttachment | null = null): DraftEmail[] {
  const steps = generatedSequenceSteps(data);
  return steps.map((step, index) => ({
    subject: step.subject,
    body: step.body,
    daysDelay: step.daysDelay,
    thread: threadOptionFor(index, steps[index - 1]?.nextMailInThread),
    attachments: index === 0 && resume ? [{ id: resume.id, fileName: resume.fileName }] : [],
  }));
}

/** Spec §5 chat edit: the first email's delay is 0; a follow-up's non-numeric delay becomes 1. */
export function chatDelay(input: string, index: number): number {
  return index === 0 ? FIRST_EMAIL_DELAY : parseChatDelay(input);
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
      attachments: (drafts[index]?.attachments ?? []).map((attachment) => attachment.id),
    }));
}
