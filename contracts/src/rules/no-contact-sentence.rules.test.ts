import { findNoContactSentence, NO_CONTACT_SENTENCE_MAX, noContactWarning } from './no-contact-sentence.rules';
import { nextPostingCheckAt, POSTING_RECHECK, postingRecheckMinute } from './posting-hold.messages';

describe('findNoContactSentence', () => {
  it.each([
    ['Apply through the portal only. No calls or emails, please. We review every application.', 'No calls or emails, please.'],
    [
      'We are an equal opportunity employer.\nPlease do not contact the hiring team directly.',
      'Please do not contact the hiring team directly.',
    ],
    [
      "Interested? Apply below! Please don't contact our recruiters about this role.",
      "Please don't contact our recruiters about this role.",
    ],
    ['Please don’t reach out on LinkedIn; apply online.', 'Please don’t reach out on LinkedIn; apply online.'],
    ['NO PHONE CALLS OR EMAILS. Thank you.', 'NO PHONE CALLS OR EMAILS.'],
    [
      'Kindly refrain   from contacting\tthe office about your application status.',
      'Kindly refrain from contacting the office about your application status.',
    ],
  ])('quotes the sentence of %j', (text, sentence) => {
    expect(findNoContactSentence(text)).toBe(sentence);
  });

  it.each([
    'No agencies, please. We do not accept unsolicited resumes.',
    'Contact the recruiter, Dana, with any questions.',
    'Please contact us at jobs@acme.com if you need an accommodation.',
    'We do not contact candidates without an application.',
    'No calls on weekends for the on-call rotation.',
    '',
  ])('finds nothing in %j', (text) => {
    expect(findNoContactSentence(text)).toBeNull();
  });

  it('cuts a long sentence and stays linear on a huge text without sentence ends', () => {
    const long = `Please do not contact ${'the team '.repeat(100)}.`;
    expect(findNoContactSentence(long)!.length).toBeLessThanOrEqual(NO_CONTACT_SENTENCE_MAX);
    const started = Date.now();
    expect(findNoContactSentence('a '.repeat(1_000_000))).toBeNull();
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('warns with the sentence quoted', () => {
    expect(noContactWarning('No calls or emails, please.')).toContain('"No calls or emails, please."');
  });
});

describe('the daily re-check time', () => {
  it('is the posting’s own minute of a later day, at least the minimum gap after the last read', () => {
    const last = new Date('2026-12-03T23:50:00Z');
    const next = nextPostingCheckAt(42, last);
    expect(next.getUTCHours() * 60 + next.getUTCMinutes()).toBe(postingRecheckMinute(42));
    expect(next.getTime() - last.getTime()).toBeGreaterThanOrEqual(POSTING_RECHECK.minGapMs);
    expect(next.getTime() - last.getTime()).toBeLessThanOrEqual(POSTING_RECHECK.minGapMs + 24 * 3_600_000);
  });

  it('spreads 1,000 postings over the hours of the day', () => {
    const perHour = new Array<number>(24).fill(0);
    for (let id = 1; id <= 1000; id += 1) perHour[Math.floor(postingRecheckMinute(id) / 60)]! += 1;
    expect(Math.max(...perHour)).toBeLessThan((1000 / 24) * 2);
    expect(Math.min(...perHour)).toBeGreaterThan(0);
  });
});
