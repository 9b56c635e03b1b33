import {
  INTERVIEW_DATE_INVALID,
  INTERVIEW_DATE_OUT_OF_RANGE,
  interviewDateBounds,
  validateInterviewAt,
} from './reply-outcome.rules';

describe('the interview date window', () => {
  const now = new Date('2026-12-02T10:00:00.000Z');

  it('takes a date from a year back to two years ahead', () => {
    expect(interviewDateBounds(now)).toEqual({
      earliest: new Date('2025-12-02T10:00:00.000Z'),
      latest: new Date('2028-12-02T10:00:00.000Z'),
    });
    for (const at of ['2026-12-03T14:30:00Z', '2027-01-15T09:00:00Z', '2026-06-01T09:00:00Z', '2028-12-02T10:00:00Z']) {
      expect(validateInterviewAt(new Date(at), now)).toBeNull();
    }
  });

  it('refuses a date far off, and one that is not a date, with a clear message', () => {
    for (const at of ['9999-12-31T00:00:00Z', '2028-12-02T10:00:01Z', '2025-12-01T09:00:00Z', '1970-01-01T00:00:00Z']) {
      expect(validateInterviewAt(new Date(at), now)).toBe(INTERVIEW_DATE_OUT_OF_RANGE);
    }
    expect(INTERVIEW_DATE_OUT_OF_RANGE).toBe('The interview date must be within the past year or the next two years.');
    expect(validateInterviewAt(new Date('not a date'), now)).toBe(INTERVIEW_DATE_INVALID);
  });
});
