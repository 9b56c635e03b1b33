import { extractCandidateFacts } from './candidate-facts.extractor';

describe('extractCandidateFacts', () => {
  it.each([
    ['7 years of experience', '7 years of experience'],
    ['I have 7+ years of professional experience', '7+ years of experience'],
    ['over 10 years of industry experience', '10+ years of experience'],
    ['More than 3 yrs experience in sales', '3+ years of experience'],
    ['five years of experience', '5 years of experience'],
    ['1 year of experience as an intern', '1 year of experience'],
    ['6 years building web apps', '6 years of experience'],
    ['4 years as a data analyst', '4 years of experience'],
    ['I graduated 3 years ago', null],
    ['2015 - 2020 (5 years)', null],
    ['99 years of experience', null],
    ['', null],
  ])('years in %j -> %j', (text, years) => {
    expect(extractCandidateFacts(text).years).toBe(years);
  });

  it.each([
    ['React and TypeScript, some Node.js', ['React', 'TypeScript', 'Node.js']],
    ['React Native apps; also plain React', ['React Native', 'React']],
    ['JavaScript (not Java)', ['JavaScript', 'Java']],
    ['Built services in golang and postgres on k8s', ['Go', 'PostgreSQL', 'Kubernetes']],
    ['C++, C# and .NET', ['C++', 'C#', '.NET']],
    ['I excel at communication and move with swift execution', []],
    ['Advanced Excel and Tableau', ['Excel', 'Tableau']],
    ['guard rails and trust', []],
    ['Ruby on Rails, SQL', ['Ruby on Rails', 'SQL']],
    ['no named tools here at all', []],
  ])('skills in %j -> %j', (text, skills) => {
    expect(extractCandidateFacts(text).skills).toEqual(skills.slice(0, 3));
  });

  it.each([
    ['Cut page load time by 40% by moving to Next.js', ['cut page load time by 40%']],
    [
      '• Reduced AWS costs by 30% ($120K/yr)\n• Increased conversion by 25% through A/B tests',
      ['reduced AWS costs by 30%', 'increased conversion by 25%'],
    ],
    [
      'At my last job I cut page load time by 40% and reduced bundle size by 30%.',
      ['cut page load time by 40%', 'reduced bundle size by 30%'],
    ],
    ['Grew revenue from $1M to $3M', ['grew revenue from $1M to $3M']],
    ['Reduced build time from 20 to 5 minutes', ['reduced build time from 20 to 5 minutes']],
    ['Delivered the migration 2 weeks early', ['delivered the migration 2 weeks early']],
    ['Scaled the platform to 2M users', ['scaled the platform to 2M']],
    ['Led a migration that cut build times by 50%', []],
    ['Responsible for reducing costs by 20%', []],
    ['Improved the onboarding flow', []],
    ['Increased engagement in 2021', []],
  ])('results in %j -> %j', (text, results) => {
    expect(extractCandidateFacts(text).results).toEqual(results);
  });

  it('reads the about-me first, then the resume, without repeats, and caps the lists', () => {
    const facts = extractCandidateFacts(
      'React developer with 4 years of experience. I cut churn by 10%.',
      '9 years of experience. Python, Go via golang, React, AWS, Docker. Cut churn by 10%. Saved $50K a year. Grew NPS by 12 points.',
    );
    expect(facts).toEqual({
      years: '4 years of experience',
      skills: ['React', 'Python', 'Go'],
      results: ['cut churn by 10%', 'saved $50K a year'],
    });
  });

  it('finds nothing in empty or missing texts', () => {
    expect(extractCandidateFacts(undefined, null, '  ')).toEqual({ years: null, skills: [], results: [] });
  });
});
