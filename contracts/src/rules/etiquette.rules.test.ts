import { DISLIKED_PHRASES, dislikedPhrasesIn, etiquetteWarnings, MAX_COMFORTABLE_BODY_WORDS } from './etiquette.rules';

const words = (n: number) => Array.from({ length: n }, () => 'word').join(' ');

describe('etiquette warnings', () => {
  it('warns when a follow-up comes less than 3 business days after the previous email', () => {
    const warnings = etiquetteWarnings([
      { body: 'Hi', daysDelay: 0 },
      { body: 'Hello', daysDelay: 2 },
      { body: 'Hello again', daysDelay: 3 },
    ]);
    expect(warnings).toEqual([
      {
        index: 1,
        kind: 'too-soon',
        message: 'Follow-up 1 goes 2 days after the previous email. Recruiters prefer at least 3 business days between emails.',
      },
    ]);
  });

  it('warns about a body past 150 words, not at 150', () => {
    expect(etiquetteWarnings([{ body: words(MAX_COMFORTABLE_BODY_WORDS), daysDelay: 0 }])).toEqual([]);
    expect(etiquetteWarnings([{ body: words(151), daysDelay: 0 }])).toEqual([
      {
        index: 0,
        kind: 'too-long',
        message: 'The first email has 151 words. Emails under 150 words are more likely to be read.',
      },
    ]);
  });

  it('names each disliked phrase, whatever its case, spacing or apostrophe', () => {
    expect(dislikedPhrasesIn('Hi Dana,\n\nJust  CHECKING in on my application. I know you’re busy.')).toEqual([
      'just checking in',
      "i know you're busy",
    ]);
    const [warning] = etiquetteWarnings([
      { body: 'Hi', daysDelay: 0 },
      { body: 'Touching base about the role.', daysDelay: 5 },
    ]);
    expect(warning).toEqual({
      index: 1,
      kind: 'disliked-phrase',
      message: 'Follow-up 1 says "touching base". Recruiters tend to dislike it: say something new instead.',
    });
    for (const phrase of DISLIKED_PHRASES) expect(dislikedPhrasesIn(`So, ${phrase} today`)).toContain(phrase);
  });

  it('is silent for a well-spaced, short, plain sequence', () => {
    expect(
      etiquetteWarnings([
        { body: 'Hi Dana, I applied for the Nurse role.', daysDelay: 0 },
        { body: 'One more point: I hold a BSN.', daysDelay: 3 },
        { body: 'A last note.', daysDelay: 4 },
      ]),
    ).toEqual([]);
  });
});
