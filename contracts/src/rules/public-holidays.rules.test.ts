import { holidayMoveNote, holidayMoveReason, movedFromText, movedSendTimeText } from './public-holidays.rules';
import { isMoveNote } from './send-time-text.rules';

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

describe('holidayMoveNote', () => {
  it("names the day it would have gone, in the campaign's zone, and reads as a note, not an error", () => {
    // 23:30 UTC on Sunday is already Monday in Berlin.
    const note = holidayMoveNote(new Date('2026-05-24T23:30:00Z'), 'Europe/Berlin', 'Whit Monday (public holiday in Germany)');
    expect(note).toBe('Moved from Mon, May 25: Whit Monday (public holiday in Germany).');
    expect(isMoveNote(note)).toBe(true);
  });
});
