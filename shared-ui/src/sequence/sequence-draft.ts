// The rules both sequence editors (the dashboard's wizard, the chat's three-email block) apply to their drafts:
// the subject a step is sent with and shows, and each step's §5 errors. Every rule and message comes from contracts.
import { isSubjectEditable, validateStepBody, validateStepDelay, validateStepSubject, type ThreadOption } from 'contracts';

/** What these rules read of an editor's draft (each editor's own draft type has more). */
export interface SubjectDraft {
  subject: string;
  thread: ThreadOption;
}

export interface ValidatedDraft extends SubjectDraft {
  body: string;
  /** NaN while the field holds no number. */
  daysDelay: number;
}

/** The subject a step is sent with: a same-thread follow-up reuses the previous step's subject. */
export function effectiveSubject(drafts: readonly SubjectDraft[], index: number): string {
  for (let i = index; i > 0; i -= 1) {
    if (drafts[i]!.thread === 'new') return drafts[i]!.subject;
  }
  return drafts[0]?.subject ?? '';
}

/** What the editor shows as the subject: 'Re: {previous subject}' for a same-thread follow-up. */
export function displayedSubject(drafts: readonly SubjectDraft[], index: number): string {
  const subject = effectiveSubject(drafts, index);
  return index > 0 && drafts[index]!.thread === 'same' ? `Re: ${subject}` : subject;
}

/** The subject box of a step: its own subject when it owns one, else the one it reuses as shown ('Re: ...'). */
export function subjectView(drafts: readonly SubjectDraft[], index: number): { subject: string; editable: boolean } {
  const editable = isSubjectEditable(index, drafts[index]!.thread);
  return { subject: editable ? drafts[index]!.subject : displayedSubject(drafts, index), editable };
}

/** A switch to a new email starts from the subject it would otherwise have reused. */
export function withThreadSubject<P extends Partial<SubjectDraft>>(drafts: readonly SubjectDraft[], index: number, patch: P): P {
  return patch.thread === 'new' && !drafts[index]!.subject ? { ...patch, subject: effectiveSubject(drafts, index) } : patch;
}

export interface DraftError {
  index: number;
  field: 'subject' | 'body' | 'daysDelay';
  message: string;
}

export interface DraftErrorOptions {
  /**
   * Check the subject of each step that owns one (the first email, a new email; a same-thread follow-up shows the
   * one it reuses) against the contracts bounds. The dashboard's wizard does; the chat's block does not.
   */
  checkSubjects: boolean;
}

/**
 * Every step's errors under the §5 rules and the contracts bounds, in the order of contracts' validateSequenceSteps
 * (delay, subject, body).
 */
export function draftErrors(drafts: readonly ValidatedDraft[], options: DraftErrorOptions): DraftError[] {
  return drafts.flatMap((draft, index) => {
    const errors: DraftError[] = [];
    const delay = validateStepDelay(draft.daysDelay, index);
    if (delay) errors.push({ index, field: 'daysDelay', message: delay });
    const subject =
      options.checkSubjects && isSubjectEditable(index, draft.thread) ? validateStepSubject(draft.subject, index, false) : null;
    if (subject) errors.push({ index, field: 'subject', message: subject });
    const body = validateStepBody(draft.body, index, drafts.length);
    if (body) errors.push({ index, field: 'body', message: body });
    return errors;
  });
}
