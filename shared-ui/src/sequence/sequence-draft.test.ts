import { DAYS_TO_WAIT_MIN, EMAIL_BODY_EMPTY, EMAIL_SUBJECT_EMPTY } from 'contracts';
import { displayedSubject, draftErrors, effectiveSubject, type ValidatedDraft } from './sequence-draft';

const drafts: ValidatedDraft[] = [
  { subject: 'Hello', body: 'One', daysDelay: 0, thread: 'new' },
  { subject: 'ignored', body: 'Two', daysDelay: 2, thread: 'same' },
  { subject: 'Fresh start', body: 'Three', daysDelay: 4, thread: 'new' },
  { subject: '', body: 'Four', daysDelay: 6, thread: 'same' },
];

describe('sequence draft rules', () => {
  it('send a same-thread follow-up with the subject it reuses and show it as a reply', () => {
    expect(drafts.map((_, index) => effectiveSubject(drafts, index))).toEqual(['Hello', 'Hello', 'Fresh start', 'Fresh start']);
    expect(drafts.map((_, index) => displayedSubject(drafts, index))).toEqual([
      'Hello',
      'Re: Hello',
      'Fresh start',
      'Re: Fresh start',
    ]);
    expect(effectiveSubject([], 0)).toBe('');
  });

  it('check the subjects a step owns only when asked (the wizard does, the chat does not)', () => {
    const edited: ValidatedDraft[] = [
      { ...drafts[0]!, subject: '' },
      { ...drafts[1]!, subject: '', daysDelay: 0, body: '' },
      drafts[2]!,
    ];
    expect(draftErrors(edited, { checkSubjects: true })).toEqual([
      { index: 0, field: 'subject', message: EMAIL_SUBJECT_EMPTY },
      { index: 1, field: 'daysDelay', message: DAYS_TO_WAIT_MIN },
      { index: 1, field: 'body', message: EMAIL_BODY_EMPTY },
    ]);
    expect(draftErrors(edited, { checkSubjects: false })).toEqual([
      { index: 1, field: 'daysDelay', message: DAYS_TO_WAIT_MIN },
      { index: 1, field: 'body', message: EMAIL_BODY_EMPTY },
    ]);
  });
});
