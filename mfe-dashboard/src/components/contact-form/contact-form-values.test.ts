import { EMAIL_REQUIRED, ENRICH_LINKEDIN_FIRST, FIRST_NAME_REQUIRED, INVALID_LINKEDIN_URL } from 'contracts';
import { browserTimezone, contactFieldOf, splitFullName } from './contact-form-values';

describe('contact form helpers', () => {
  it('puts each add-contact message under its field', () => {
    expect(contactFieldOf(EMAIL_REQUIRED)).toBe('email');
    expect(contactFieldOf(FIRST_NAME_REQUIRED)).toBe('firstName');
    expect(contactFieldOf(ENRICH_LINKEDIN_FIRST)).toBe('linkedInUrl');
    expect(contactFieldOf(INVALID_LINKEDIN_URL)).toBe('linkedInUrl');
  });

  it('splits a looked-up name into first and last name', () => {
    expect(splitFullName('Jane Recruiter')).toEqual({ firstName: 'Jane', lastName: 'Recruiter' });
    expect(splitFullName('  Mary Ann  van Dyke ')).toEqual({ firstName: 'Mary', lastName: 'Ann van Dyke' });
    expect(splitFullName('Cher')).toEqual({ firstName: 'Cher', lastName: '' });
  });

  it("uses the browser's timezone", () => {
    expect(browserTimezone('America/New_York')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });
});
