// The editor's model of a sequence (product.md §3: each step carries a thread option and its attachments) and the
// pure rules around it; every rule and message comes from contracts.
import {
  DEFAULT_FIRST_BODY,
  DEFAULT_FIRST_SUBJECT,
  FIRST_EMAIL_DELAY,
  fillRoleLeftover,
  newFollowUpDelay,
  threadOptionFor,
  type EmailSequenceStepInput,
  type ThreadOption,
} from 'contracts';
import { effectiveSubject } from 'shared-ui';
import type { DraftAttachment } from '../attachments/draft-attachment.types';

export type { DraftAttachment };

export interface DraftEmail {
  /** Stable React key; positions change when a step is removed. */
  key: string;
  subject: string;
  body: string;
  /** NaN while the field holds no number. */
  daysDelay: number;
  thread: ThreadOption;
  attachments: DraftAttachment[];
}

export type SequenceEditor = 'main' | 'wizard';

interface SavedStep {
  subject: string;
  body: string;
  daysDelay: number;
  nextMailInThread: boolean;
  emailAttachments: ReadonlyArray<DraftAttachment>;
}

let nextKey = 0;
const newKey = () => `email-${++nextKey}`;

/**
 * The saved steps (sorted by position), or the default first email of product.md §9 for a sequence without any, its
 * 'the X role' filled with the role of a posting imported in step 1.
 */
export function draftsFromSteps(steps: readonly SavedStep[], role?: string | null): DraftEmail[] {
  if (steps.length === 0) {
    return [
      {
        key: newKey(),
        subject: fillRoleLeftover(DEFAULT_FIRST_SUBJECT, role),
        body: fillRoleLeftover(DEFAULT_FIRST_BODY, role),
        daysDelay: FIRST_EMAIL_DELAY,
        thread: 'new',
        attachments: [],
      },
    ];
  }
  return steps.map((step, index) => ({
    key: newKey(),
    subject: step.subject,
    body: step.body,
    daysDelay: index === 0 ? FIRST_EMAIL_DELAY : step.daysDelay,
    thread: threadOptionFor(index, steps[index - 1]?.nextMailInThread),
    attachments: step.emailAttachments.map(({ id, fileName, fileSize }) => ({ id, fileName, fileSize })),
  }));
}

/** A new follow-up at the end: same thread, delay by the editor's rule (2 x step count in the wizard). */
export function appendDraft(drafts: readonly DraftEmail[], editor: SequenceEditor): DraftEmail[] {
  const draft: DraftEmail = {
    key: newKey(),
    subject: '',
    body: '',
    daysDelay: newFollowUpDelay(editor, drafts.length),
    thread: 'same',
    attachments: [],
  };
  return [...drafts, draft];
}

/**
 * createEmailSequence's emails: positions 1..n, the first delay 0, and nextMailInThread telling whether the NEXT
 * step continues the thread (the last step keeps the thread open for any later follow-up).
 */
export function toSequenceInput(drafts: readonly DraftEmail[]): EmailSequenceStepInput[] {
  return drafts.map((draft, index) => ({
    position: index + 1,
    subject: effectiveSubject(drafts, index),
    body: draft.body,
    attachments: draft.attachments.map((attachment) => attachment.id),
    daysDelay: index === 0 ? FIRST_EMAIL_DELAY : draft.daysDelay,
    nextMailInThread: drafts[index + 1] ? drafts[index + 1]!.thread === 'same' : true,
  }));
}

/** Every file attached anywhere in the sequence, once. */
export function allAttachments(drafts: readonly DraftEmail[]): DraftAttachment[] {
  const byId = new Map<number, DraftAttachment>();
  for (const draft of drafts) for (const attachment of draft.attachments) byId.set(attachment.id, attachment);
  return [...byId.values()];
}

/** Removes a step; a follow-up that becomes the first email starts its own thread with the subject it showed. */
export function removeDraft(drafts: readonly DraftEmail[], index: number): DraftEmail[] {
  const rest = drafts.filter((_, i) => i !== index);
  const first = rest[0];
  if (index !== 0 || !first || first.thread === 'new') return rest;
  return [{ ...first, thread: 'new', subject: effectiveSubject(drafts, 1) }, ...rest.slice(1)];
}
