import { holidayMoveReason, movedFromText, movedSendTimeText } from './public-holidays.rules';

describe('holiday move texts', () => {
  it('names one holiday, or several joined with "and", with the place', () => {
    expect(holidayMoveReason(['Thanksgiving Day'], 'the United States')).toBe(
      'Thanksgiving Day (public holiday in the United States)',
    );
    expect(holidayMoveReason(['Christmas Day', 'Boxing Day'], 'the United Kingdom')).toBe(
      'Christmas Day and Boxing Day (public holidays in the United Kingdom)',
    );
    expect(holidayMoveReason(['Greenery Day', "Children's Day", 'Greenery Day', 'Culture Day'], 'Japan')).toBe(
      "Greenery Day, Children's Day and Culture Day (public holidays in Japan)",
    );
  });

  it('writes the moved send time as the UIs show it', () => {
    const reason = 'Thanksgiving Day (public holiday in the United States)';
    expect(movedSendTimeText('Fri, Nov 27, 9:00 AM', 'Thu, Nov 26', reason)).toBe(
      'Fri, Nov 27, 9:00 AM — moved from Thu, Nov 26: Thanksgiving Day (public holiday in the United States)',
    );
    expect(movedFromText('Thu, Nov 26', null)).toBe('moved from Thu, Nov 26');
  });
});
