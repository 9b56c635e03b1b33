import {
  canAddStep,
  chatSavedDelay,
  isSubjectEditable,
  newFollowUpDelay,
  normalizeSequenceSteps,
  parseChatDelay,
  threadOptionFor,
  TOO_MANY_EMAILS,
  validateRemoveStep,
  validateSequenceSteps,
  validateStepBody,
  validateStepDelay,
  validateStepSubject,
  validateTestEmail,
} from './sequence.validators';

const step = (daysDelay: number, body = 'Hello'): { daysDelay: number; body: string } => ({ daysDelay, body });

describe('sequence steps', () => {
  it.each([
    [[], 'You must have at least one email in the sequence'],
    [[step(0), step(2), step(2), step(2)], TOO_MANY_EMAILS],
    [[step(0), step(-1)], 'Delay cannot be negative'],
    [[step(0), step(0)], 'Days to wait must be at least 1 day'],
    [[step(0, ' '), step(2)], 'Email body cannot be empty'],
    [[step(0), step(2, '')], null],
    [[step(5), step(1), step(4)], null],
  ])('%j -> %p', (steps, expected) => {
    expect(validateSequenceSteps(steps)).toBe(expected);
  });

  it('ignores the first step delay and checks follow-ups', () => {
    expect(validateStepDelay(-3, 0)).toBeNull();
    expect(validateStepDelay(2_147_483_647, 0)).toBeNull();
    expect(validateStepDelay(Number.NaN, 1)).toBe('Days to wait must be at least 1 day');
    expect(validateStepDelay(1, 2)).toBeNull();
  });

  it('bounds a follow-up delay at 60 whole days', () => {
    expect(validateStepDelay(60, 1)).toBeNull();
    expect(validateStepDelay(61, 1)).toBe('Days to wait can be at most 60 days');
    expect(validateStepDelay(100_000, 2)).toBe('Days to wait can be at most 60 days');
    expect(validateStepDelay(2_147_483_647, 1)).toBe('Days to wait can be at most 60 days');
    expect(validateStepDelay(Number.POSITIVE_INFINITY, 1)).toBe('Days to wait must be at least 1 day');
    expect(validateStepDelay(1.5, 1)).toBe('Days to wait must be a whole number of days');
    expect(validateSequenceSteps([step(0), step(2_147_483_647)])).toBe('Days to wait can be at most 60 days');
  });

  it('bounds bodies at 20,000 characters and refuses control characters other than tabs and line breaks', () => {
    expect(validateStepBody('a'.repeat(20_000), 0, 2)).toBeNull();
    expect(validateStepBody('Hi\tthere,\r\nthanks', 0, 2)).toBeNull();
    expect(validateStepBody('a'.repeat(20_001), 1, 2)).toBe('Email body must be at most 20,000 characters');
    expect(validateStepBody('Hi\u0000', 0, 1)).toBe('Email body cannot contain control characters (such as NUL).');
    expect(validateStepBody('Hi\u009b', 0, 1)).toBe('Email body cannot contain control characters (such as NUL).');
    // §5 exactly: the last body may be empty, every other one may not.
    expect(validateStepBody('', 1, 2)).toBeNull();
    expect(validateStepBody(' ', 0, 2)).toBe('Email body cannot be empty');
  });

  it('requires a subject for the first email and for a new-thread follow-up, bounded at 200 characters', () => {
    expect(validateStepSubject('', 0, undefined)).toBe('Email subject cannot be empty');
    expect(validateStepSubject('   ', 0, undefined)).toBe('Email subject cannot be empty');
    expect(validateStepSubject('', 1, false)).toBe('Email subject cannot be empty');
    // A same-thread follow-up reuses the previous subject.
    expect(validateStepSubject('', 1, true)).toBeNull();
    expect(validateStepSubject(` ${'s'.repeat(200)} `, 0, undefined)).toBeNull();
    expect(validateStepSubject('s'.repeat(201), 1, true)).toBe('Subject must be at most 200 characters');
    expect(validateStepSubject('s'.repeat(100_000), 0, undefined)).toBe('Subject must be at most 200 characters');
    expect(validateStepSubject('Hi\r\nBcc: x@y.example', 0, undefined)).toBe(
      'Subject cannot contain control characters (such as NUL or a line break).',
    );
  });

  it('checks a test email: the body is required, both within the bounds', () => {
    expect(validateTestEmail({ subject: '', body: 'Hello' })).toBeNull();
    expect(validateTestEmail({ subject: 'Hi', body: ' ' })).toBe('Email body cannot be empty');
    expect(validateTestEmail({ subject: 's'.repeat(100_000), body: 'Hello' })).toBe('Subject must be at most 200 characters');
    expect(validateTestEmail({ subject: 'Hi', body: 'b'.repeat(20_001) })).toBe('Email body must be at most 20,000 characters');
  });

  it('checks subjects in a whole sequence when they are given', () => {
    const withSubject = (subject: string, nextMailInThread = true, daysDelay = 2) => ({
      subject,
      body: 'Hello',
      daysDelay,
      nextMailInThread,
    });
    expect(validateSequenceSteps([withSubject('', true, 0)])).toBe('Email subject cannot be empty');
    expect(validateSequenceSteps([withSubject('Hi', true, 0), withSubject('')])).toBeNull();
    expect(validateSequenceSteps([withSubject('Hi', false, 0), withSubject('')])).toBe('Email subject cannot be empty');
    expect(validateSequenceSteps([withSubject('Hi', false, 0), withSubject('New start')])).toBeNull();
    // Delay first, then subject, then body.
    expect(
      validateSequenceSteps([withSubject('Hi', false, 0), { ...withSubject('', true, 0), body: '' }, withSubject('x')]),
    ).toBe('Days to wait must be at least 1 day');
  });

  it('forces the first delay to 0 and renumbers positions', () => {
    expect(
      normalizeSequenceSteps([
        { daysDelay: 3, position: 7 },
        { daysDelay: 2, position: 9 },
      ]),
    ).toEqual([
      { daysDelay: 0, position: 1 },
      { daysDelay: 2, position: 2 },
    ]);
  });

  it('keeps between one and three emails', () => {
    expect(validateRemoveStep(1)).toBe('You must have at least one email in the sequence');
    expect(validateRemoveStep(2)).toBeNull();
    expect(canAddStep(2)).toBe(true);
    expect(canAddStep(3)).toBe(false);
  });

  it('applies the editors default delays', () => {
    expect(newFollowUpDelay('main', 2)).toBe(2);
    expect(newFollowUpDelay('wizard', 2)).toBe(4);
    expect(parseChatDelay('abc')).toBe(1);
    expect(parseChatDelay('5')).toBe(5);
    expect([0, 1, 2].map(chatSavedDelay)).toEqual([0, 3, 6]);
  });

  it('derives thread options and subject editability', () => {
    expect(threadOptionFor(0, true)).toBe('new');
    expect(threadOptionFor(1, true)).toBe('same');
    expect(threadOptionFor(2, false)).toBe('new');
    expect(isSubjectEditable(0, 'new')).toBe(true);
    expect(isSubjectEditable(1, 'same')).toBe(false);
    expect(isSubjectEditable(1, 'new')).toBe(true);
  });
});
