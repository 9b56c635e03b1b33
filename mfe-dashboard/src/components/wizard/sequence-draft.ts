// The editor's model of a sequence (spec §3: each step carries a thread option and its attachments) and the
// pure rules around it; every rule and message comes from contracts.
import {
  DEFAULT_FIRST_BODY,
  DEFAULT_FIRST_SUBJECT,
  FIRST_EMAIL_DELAY,
  isSubjectEditable,
  newFollowUpDelay,
  threadOptionFor,
  validateStepBody,
  validateStepDelay,
  validateStepSubject,
  type EmailSequenceStepInput,
  type ThreadOption,
} from 'contracts';

export interface DraftAttachment {
  id: number;
  fileName: string;
  fileSize: number;
}

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

/** The saved steps (sorted by position), or the default first email of spec §9 for a sequence without any. */
export function draftsFromSteps(steps: readonly SavedStep[]): DraftEmail[] {
  if (steps.length === 0) {
    return [
      {
        key: newKey(),
        subject: DEFAULT_FIRST_SUBJECT,
        body: DEFAULT_FIRST_BODY,
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

/** The subject a step is sent with: a same-thread follow-up reuses the previous step's subject. */
export function effectiveSubject(drafts: readonly DraftEmail[], index: number): string {
  for (let i = index; i > 0; i -= 1) {
    if (drafts[i]!.thread === 'new') return drafts[i]!.subject;
  }
  return drafts[0]?.subject ?? '';
}

/** What the card shows as the subject: 'Re: {previous subject}' for a same-thread follow-up. */
export function displayedSubject(drafts: readonly DraftEmail[], index: number): string {
  const subject = effectiveSubject(drafts, index);
  return index > 0 && drafts[index]!.thread === 'same' ? `Re: ${subject}` : subject;
}

export interface DraftError {
  index: number;
  field: 'subject' | 'body' | 'daysDelay';
  message: string;
}

/**
 * Every step's errors under the §5 rules and the contracts bounds, in the order of contracts' validateSequenceSteps
 * (delay, subject, body). Only a subject the step owns (the first email, a new email) is checked: a same-thread
 * follow-up shows the one it reuses.
 */
export function draftErrors(drafts: readonly DraftEmail[]): DraftError[] {
  return drafts.flatMap((draft, index) => {
    const errors: DraftError[] = [];
    const delay = validateStepDelay(draft.daysDelay, index);
    if (delay) errors.push({ index, field: 'daysDelay', message: delay });
    const subject = isSubjectEditable(index, draft.thread) ? validateStepSubject(draft.subject, index, false) : null;
    if (subject) errors.push({ index, field: 'subject', message: subject });
    const body = validateStepBody(draft.body, index, drafts.length);
    if (body) errors.push({ index, field: 'body', message: body });
    return errors;
  });
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
