import { companyFromEmail, contactDisplayName } from './company-name.util';

describe('company from an email address', () => {
  it.each([
    ['dana@acme.com', 'Acme'],
    ['dana@jobs.acme.com', 'Acme'],
    ['dana@acme.co.uk', 'Acme'],
    ['dana@blue-ocean.io', 'Blue Ocean'],
    ['DANA@ACME.COM', 'Acme'],
  ])('%s -> %s', (email, company) => {
    expect(companyFromEmail(email)).toBe(company);
  });

  it.each([
    'dana@gmail.com',
    'dana@outlook.com',
    'dana@yahoo.co.uk',
    'dana@proton.me',
    'dana@example.com',
    'dana@acme.example',
    'dana',
    null,
  ])('gives no company for free mail, reserved domains and non-addresses (%s)', (email) => {
    expect(companyFromEmail(email)).toBeNull();
  });

  it('names a contact by first and last name, or the first name alone', () => {
    expect(contactDisplayName('Dana', 'Lee')).toBe('Dana Lee');
    expect(contactDisplayName('Dana', null)).toBe('Dana');
    expect(contactDisplayName('Dana', ' ')).toBe('Dana');
  });
});
