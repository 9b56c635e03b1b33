import { parseJobRole } from './job-role.parser';

describe('parseJobRole', () => {
  it.each([
    ['Senior Frontend Engineer at Acme', 'Senior Frontend Engineer', 'Acme'],
    ['Senior Frontend Engineer AT Acme', 'Senior Frontend Engineer', 'Acme'],
    ['Backend Engineer @ Stripe', 'Backend Engineer', 'Stripe'],
    ['Backend Engineer @Stripe', 'Backend Engineer', 'Stripe'],
    ['Data Scientist - Netflix', 'Data Scientist', 'Netflix'],
    ['Data Scientist – Netflix', 'Data Scientist', 'Netflix'],
    ['Data Scientist, Netflix', 'Data Scientist', 'Netflix'],
    ['Acme - Senior Engineer', 'Senior Engineer', 'Acme'],
    ['Head of Data at Scale at Acme', 'Head of Data at Scale', 'Acme'],
    ['Senior Engineer, Platform at Acme Inc.', 'Senior Engineer, Platform', 'Acme Inc'],
    ["I'm applying for the senior ml engineer role at openai", 'Senior ML Engineer', 'OpenAI'],
    ['Applying for Product Designer position at Figma', 'Product Designer', 'Figma'],
    ['Role: QA Analyst', 'QA Analyst', null],
    ['Software Engineer', 'Software Engineer', null],
    ['  Software   Engineer  ', 'Software Engineer', null],
    ['the iOS Developer role', 'iOS Developer', null],
    ['Frontend Engineer at', 'Frontend Engineer', null],
    ['Engineer [Remote] at {Acme}', 'Engineer', null],
    ['Engineer <b>Remote</b> at Acme', 'Engineer Remote', 'Acme'],
    ['__proto__', '__proto__', null],
    ['constructor at hasOwnProperty', 'Constructor', 'hasOwnProperty'],
    ['', null, null],
    ['   ', null, null],
  ])('%j -> role %j, company %j', (text, role, company) => {
    expect(parseJobRole(text)).toEqual({ role, company });
  });

  it('keeps a pasted paragraph to a title-sized role and company', () => {
    const { role, company } = parseJobRole(`${'Very '.repeat(40)}Long Title at ${'Big '.repeat(30)}Company`);
    expect(role!.split(' ').length).toBeLessThanOrEqual(12);
    expect(role!.length).toBeLessThanOrEqual(90);
    expect(company!.split(' ').length).toBeLessThanOrEqual(6);
  });

  it('never lets brackets or braces through', () => {
    for (const text of ['Dev [X] at [Company]', 'Dev {{your_name}} at Acme', 'Dev] at [Acme', '[Role] at Acme']) {
      const { role, company } = parseJobRole(text);
      expect(`${role} ${company}`).not.toMatch(/[[\]{}<>]/);
    }
  });
});
