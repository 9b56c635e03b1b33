import { countOf } from './plural.rules';

describe('countOf', () => {
  it('uses the singular for one only', () => {
    expect(countOf(1, 'contact')).toBe('1 contact');
    expect(countOf(0, 'contact')).toBe('0 contacts');
    expect(countOf(2, 'contact')).toBe('2 contacts');
    expect(countOf(21, 'sequence')).toBe('21 sequences');
  });

  it('takes an irregular plural', () => {
    expect(countOf(3, 'reply', 'replies')).toBe('3 replies');
    expect(countOf(1, 'reply', 'replies')).toBe('1 reply');
  });
});
