import {
  DAYS_TO_WAIT_MAX,
  DAYS_TO_WAIT_MIN,
  DEFAULT_FIRST_SUBJECT,
  DELAY_NEGATIVE,
  EMAIL_BODY_EMPTY,
  EMAIL_BODY_TOO_LONG,
  EMAIL_SUBJECT_EMPTY,
  SUBJECT_TOO_LONG,
} from 'contracts';
import { displayedSubject, draftErrors as sharedDraftErrors } from 'shared-ui';
import { allAttachments, appendDraft, draftsFromSteps, removeDraft, toSequenceInput, type DraftEmail } from './sequence-draft';

// The wizard checks the subjects of the emails that own one.
const draftErrors = (drafts: readonly DraftEmail[]) => sharedDraftErrors(drafts, { checkSubjects: true });

const resume = { id: 1, fileName: 'Resume.pdf', fileSize: 2048 };
const saved = [
  { subject: 'Hello', body: 'One', daysDelay: 5, nextMailInThread: true, emailAttachments: [resume] },
  { subject: 'ignored', body: 'Two', daysDelay: 3, nextMailInThread: false, emailAttachments: [] },
  { subject: 'Fresh start', body: 'Three', daysDelay: 4, nextMailInThread: true, emailAttachments: [resume] },
];

describe('sequence drafts', () => {
  it('starts a new sequence with the default first email', () => {
    const [first, ...rest] = draftsFromSteps([]);
    expect(rest).toEqual([]);
    expect(first).toMatchObject({ subject: DEFAULT_FIRST_SUBJECT, daysDelay: 0, thread: 'new' });
    expect(first!.body).toContain('{{contact_first_name}}');
  });

  it("derives each follow-up's thread option from the previous step and forces the first delay to 0", () => {
    const drafts = draftsFromSteps(saved);
    expect(drafts.map((d) => [d.thread, d.daysDelay])).toEqual([
      ['new', 0],
      ['same', 3],
      ['new', 4],
    ]);
    expect(drafts.map((_, index) => displayedSubject(drafts, index))).toEqual(['Hello', 'Re: Hello', 'Fresh start']);
  });

  it('adds follow-ups in the same thread, 2 x the step count days later in the wizard', () => {
    const one = draftsFromSteps([]);
    const two = appendDraft(one, 'wizard');
    const three = appendDraft(two, 'wizard');
    expect(three.map((d) => [d.thread, d.daysDelay])).toEqual([
      ['new', 0],
      ['same', 2],
      ['same', 4],
    ]);
    expect(appendDraft(two, 'main')[2]!.daysDelay).toBe(2);
    expect(new Set(three.map((d) => d.key)).size).toBe(3);
  });

  it('reports the §5 messages per step', () => {
    const drafts: DraftEmail[] = draftsFromSteps(saved).map((draft, index) =>
      index === 0 ? { ...draft, body: '  ' } : index === 1 ? { ...draft, daysDelay: -1 } : { ...draft, daysDelay: 0, body: '' },
    );
    expect(draftErrors(drafts)).toEqual([
      { index: 0, field: 'body', message: EMAIL_BODY_EMPTY },
      { index: 1, field: 'daysDelay', message: DELAY_NEGATIVE },
      { index: 2, field: 'daysDelay', message: DAYS_TO_WAIT_MIN },
    ]);
    expect(
      draftErrors([
        { ...drafts[0]!, body: 'ok' },
        { ...drafts[1]!, daysDelay: Number.NaN },
      ]),
    ).toEqual([{ index: 1, field: 'daysDelay', message: DAYS_TO_WAIT_MIN }]);
  });

  it('mirrors the api bounds: a subject for each email that owns one, 200 and 20,000 characters, 60 days', () => {
    const drafts = draftsFromSteps(saved);
    expect(
      draftErrors([
        { ...drafts[0]!, subject: ' ' },
        // A same-thread follow-up shows the subject it reuses: nothing of its own to check.
        { ...drafts[1]!, subject: '', daysDelay: 61 },
        { ...drafts[2]!, subject: '' },
      ]),
    ).toEqual([
      { index: 0, field: 'subject', message: EMAIL_SUBJECT_EMPTY },
      { index: 1, field: 'daysDelay', message: DAYS_TO_WAIT_MAX },
      { index: 2, field: 'subject', message: EMAIL_SUBJECT_EMPTY },
    ]);
    expect(
      draftErrors([
        { ...drafts[0]!, subject: 's'.repeat(201), body: 'b'.repeat(20_001) },
        { ...drafts[1]!, daysDelay: 60 },
      ]),
    ).toEqual([
      { index: 0, field: 'subject', message: SUBJECT_TOO_LONG },
      { index: 0, field: 'body', message: EMAIL_BODY_TOO_LONG },
    ]);
  });

  it('builds createEmailSequence steps with positions, thread flags and attachment ids', () => {
    const drafts = draftsFromSteps(saved);
    expect(toSequenceInput(drafts)).toEqual([
      { position: 1, subject: 'Hello', body: 'One', attachments: [1], daysDelay: 0, nextMailInThread: true },
      { position: 2, subject: 'Hello', body: 'Two', attachments: [], daysDelay: 3, nextMailInThread: false },
      { position: 3, subject: 'Fresh start', body: 'Three', attachments: [1], daysDelay: 4, nextMailInThread: true },
    ]);
    expect(allAttachments(drafts)).toEqual([resume]);
  });
});

describe('removing a step', () => {
  it('lets the next follow-up start its own thread with the subject it showed', () => {
    const drafts = draftsFromSteps(saved);
    const rest = removeDraft(drafts, 0);
    expect(rest.map((d) => [d.thread, d.subject])).toEqual([
      ['new', 'Hello'],
      ['new', 'Fresh start'],
    ]);
    expect(removeDraft(drafts, 1).map((d) => d.body)).toEqual(['One', 'Three']);
  });
});
