import { companyReplyTimeText } from './timeline.rules';

// Issue 35 item 4: a 3-minute reply must not read 'about 1 hour'.
describe("the company's usual reply time, rounded honestly", () => {
  it.each([
    [3 / 60, 'Globex usually replies within minutes (from your 2 applications)'],
    [40 / 60, 'Globex usually replies within the hour (from your 2 applications)'],
    [1, 'Globex usually replies in about 1 hour (from your 2 applications)'],
    [5, 'Globex usually replies in about 5 hours (from your 2 applications)'],
    [48, 'Globex usually replies in about 2 days (from your 2 applications)'],
  ])('a median of %d hours reads %p', (hours, text) => {
    expect(companyReplyTimeText('Globex', hours, 2)).toBe(text);
  });
});
