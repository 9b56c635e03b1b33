import {
  canAddStep,
  chatSavedDelay,
  isSubjectEditable,
  newFollowUpDelay,
  normalizeSequenceSteps,
  parseChatDelay,
  sequenceDurationDays,
  threadOptionFor,
  TOO_MANY_EMAILS,
  validateRemoveStep,
  validateSequenceSteps,
  validateStepDelay,
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
    expect(validateStepDelay(Number.NaN, 1)).toBe('Days to wait must be at least 1 day');
    expect(validateStepDelay(1, 2)).toBeNull();
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

  it('computes the preview duration (weekends skipped: x1.4 rounded up)', () => {
    expect(sequenceDurationDays([0, 2, 4], false)).toBe(6);
    expect(sequenceDurationDays([0, 2, 4], true)).toBe(9);
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
