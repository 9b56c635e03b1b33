import { SUBJECT_TOO_LONG, TEXT_LIMITS } from './input-bounds.rules';
import { SUBJECT_CONTROL_CHARACTERS, sameConversationSubject, subjectLineProblem } from './email-subject.rules';
import { validateStepSubject, validateTestEmail } from './sequence.validators';

describe('the one subject rule', () => {
  it('refuses a line break or another control character inside a subject, and a subject over its bound', () => {
    for (const subject of ['Hello\r\nBcc: eve@evil.example', 'Hello\nthere', 'Hello\rthere', 'Hello\tthere', 'Hi\u0085']) {
      expect(subjectLineProblem(subject)).toBe(SUBJECT_CONTROL_CHARACTERS);
    }
    expect(SUBJECT_CONTROL_CHARACTERS).toBe('Subject cannot contain control characters (such as NUL or a line break).');
    expect(subjectLineProblem('x'.repeat(TEXT_LIMITS.subject + 1))).toBe(SUBJECT_TOO_LONG);
  });

  it('takes a subject as it is stored: trimmed, so a trailing line break is not part of it', () => {
    expect(subjectLineProblem('  Following up on my application \r\n')).toBeNull();
    expect(subjectLineProblem('')).toBeNull();
  });

  it('is the rule of sequence steps and test emails', () => {
    expect(validateStepSubject('Hello\r\nBcc: x', 0, undefined)).toBe(SUBJECT_CONTROL_CHARACTERS);
    expect(validateTestEmail({ subject: 'Hi\nthere', body: 'Body' })).toBe(SUBJECT_CONTROL_CHARACTERS);
  });
});

describe('conversationSubject', () => {
  it('joins a subject with its replies and forwards, not with another subject', () => {
    expect(sameConversationSubject('Re: RE:  Engineer role', 'Engineer  role')).toBe(true);
    expect(sameConversationSubject('Fwd: re: Engineer role', 'engineer role')).toBe(true);
    expect(sameConversationSubject('Thank you for the interview', 'Engineer role')).toBe(false);
    expect(sameConversationSubject('Reengineering role', 'engineering role')).toBe(false);
  });
});
