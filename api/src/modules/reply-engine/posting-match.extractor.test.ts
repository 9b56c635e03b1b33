import { matchPosting, POSTING_TEXT_MAX_CHARS } from './posting-match.extractor';

const POSTING = {
  role: 'Data Analyst',
  company: 'Acme',
  text:
    "About the role: you will build the dashboards our sales team runs on. What you'll bring: 3+ years of " +
    'experience in analytics; strong SQL; Tableau or Looker; Python is a plus. We offer a hybrid schedule.',
};
const RESUME = 'Data analyst, 5 years of experience. Reduced reporting time by 40% using SQL. Skills: SQL, Tableau, Excel.';

describe('what a posting asks for that the user has', () => {
  it("names only the posting's skills the user also names, in the posting's order", () => {
    const match = matchPosting(POSTING, { resumeText: RESUME });
    // Looker and Python are asked for but not the user's; Excel is the user's but not asked for.
    expect(match.skills).toEqual(['SQL', 'Tableau']);
  });

  it("pairs a skill with the user's own result clause that names it", () => {
    expect(matchPosting(POSTING, { resumeText: RESUME }).result).toEqual({
      skill: 'SQL',
      result: 'reduced reporting time by 40%',
    });
  });

  it('says the years only when the user has at least as many as asked', () => {
    expect(matchPosting(POSTING, { resumeText: RESUME }).years).toEqual({
      asked: '3+ years of experience',
      have: '5 years of experience',
    });
    const junior = matchPosting(POSTING, { aboutMe: 'I have 2 years of experience with SQL.' });
    expect(junior.years).toBeNull();
    expect(junior.skills).toEqual(['SQL']);
  });

  it('claims nothing without a posting, without posting text, or without a shared skill', () => {
    const none = { skills: [], result: null, years: null };
    expect(matchPosting(null, { resumeText: RESUME })).toEqual(none);
    expect(matchPosting({ ...POSTING, text: null }, { resumeText: RESUME })).toEqual(none);
    expect(matchPosting(POSTING, { aboutMe: 'I teach fourth grade and coach debate.' })).toEqual(none);
  });

  it('reads only the bounded opening of a huge posting', () => {
    const huge = { ...POSTING, text: `${'lorem ipsum '.repeat(POSTING_TEXT_MAX_CHARS)} Kubernetes` };
    expect(matchPosting(huge, { resumeText: 'I run Kubernetes clusters.' }).skills).toEqual([]);
    expect(matchPosting({ ...POSTING, text: 'Kubernetes' }, { resumeText: 'I run Kubernetes clusters.' }).skills).toEqual([
      'Kubernetes',
    ]);
  });

  it('does not pair a result with a skill named only in another sentence', () => {
    const apart = 'Reduced reporting time by 40% with better planning. Skills: SQL, Tableau.';
    expect(matchPosting(POSTING, { resumeText: apart }).result).toBeNull();
  });
});
