import { canStartSequence, sequencesLeft, sequencesLeftText } from './sequence-quota.rules';

describe('sequences left this month', () => {
  it('says how many of the total are left while any are', () => {
    expect(sequencesLeftText(1, 3)).toBe('2 of 3 sequences left this month');
    expect(sequencesLeftText(2, 3)).toBe('1 of 3 sequences left this month');
    expect(sequencesLeftText(0, 20)).toBe('20 of 20 sequences left this month');
    expect(canStartSequence(2, 3)).toBe(true);
  });

  it("uses the spec's usage text and blocks a start at zero, even when more were used than the total", () => {
    expect(sequencesLeftText(3, 3)).toBe("You've used all sequences this month");
    expect(sequencesLeftText(5, 3)).toBe("You've used all sequences this month");
    expect(sequencesLeft(5, 3)).toBe(0);
    expect(canStartSequence(3, 3)).toBe(false);
  });
});
