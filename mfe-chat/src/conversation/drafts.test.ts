// The block's model: drafts from generateJobEmails with the §7 defaults, the chat's delay rule, and the steps
// createEmailSequence receives.
import { GENERATED } from '../testing/chat-fixtures';
import { chatDelay, draftsFromGenerated, sequenceEmails } from './drafts';

describe('drafts', () => {
  it('start with delays 0, 3, 4 (business days, our own advice) and every follow-up in the same thread', () => {
    expect(draftsFromGenerated(GENERATED).map((d) => [d.daysDelay, d.thread])).toEqual([
      [0, 'new'],
      [3, 'same'],
      [4, 'same'],
    ]);
  });

  it("attach the chat's resume to the first email only, and send its id with that step", () => {
    const drafts = draftsFromGenerated(GENERATED, { id: 7, fileName: 'resume.pdf' });
    expect(drafts.map((d) => d.attachments)).toEqual([[{ id: 7, fileName: 'resume.pdf' }], [], []]);
    expect(sequenceEmails(drafts).map((step) => step.attachments)).toEqual([[7], [], []]);
    expect(draftsFromGenerated(GENERATED).map((d) => d.attachments)).toEqual([[], [], []]);
  });

  it('turn a non-numeric delay into 1 and keep the first at 0', () => {
    expect(chatDelay('soon', 1)).toBe(1);
    expect(chatDelay('', 2)).toBe(1);
    expect(chatDelay('5', 1)).toBe(5);
    expect(chatDelay('7', 0)).toBe(0);
  });

  it('become createEmailSequence steps with the edits: delays, thread and the subject a thread reuses', () => {
    const drafts = draftsFromGenerated(GENERATED);
    drafts[1] = { ...drafts[1]!, daysDelay: 3 };
    drafts[2] = { ...drafts[2]!, thread: 'new', subject: 'A fresh start' };
    expect(sequenceEmails(drafts)).toEqual([
      {
        position: 1,
        subject: GENERATED.email_1.subject,
        body: GENERATED.email_1.body,
        daysDelay: 0,
        nextMailInThread: true,
        attachments: [],
      },
      {
        position: 2,
        subject: GENERATED.email_1.subject,
        body: GENERATED.follow_up_1.body,
        daysDelay: 3,
        nextMailInThread: false,
        attachments: [],
      },
      {
        position: 3,
        subject: 'A fresh start',
        body: GENERATED.follow_up_2.body,
        daysDelay: 4,
        nextMailInThread: true,
        attachments: [],
      },
    ]);
  });
});
