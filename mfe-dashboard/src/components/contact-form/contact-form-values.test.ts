import {
  EMAIL_ADDRESS_TOO_LONG,
  EMAIL_LOCAL_PART_TOO_LONG,
  EMAIL_REQUIRED,
  ENRICH_LINKEDIN_FIRST,
  FIRST_NAME_REQUIRED,
  FIRST_NAME_TOO_LONG,
  INVALID_EMAIL_ADDRESS,
  INVALID_LINKEDIN_URL,
  LAST_NAME_TOO_LONG,
  controlCharactersIn,
} from 'contracts';
import { browserTimezone, contactFieldOf, splitFullName } from './contact-form-values';

describe('contact form helpers', () => {
  it('puts each add-contact message under its field', () => {
    expect(contactFieldOf(EMAIL_REQUIRED)).toBe('email');
    expect(contactFieldOf(FIRST_NAME_REQUIRED)).toBe('firstName');
    expect(contactFieldOf(ENRICH_LINKEDIN_FIRST)).toBe('linkedInUrl');
    expect(contactFieldOf(INVALID_LINKEDIN_URL)).toBe('linkedInUrl');
    for (const message of [INVALID_EMAIL_ADDRESS, EMAIL_ADDRESS_TOO_LONG, EMAIL_LOCAL_PART_TOO_LONG]) {
      expect(contactFieldOf(message)).toBe('email');
    }
    expect(contactFieldOf(FIRST_NAME_TOO_LONG)).toBe('firstName');
    expect(contactFieldOf(controlCharactersIn('First Name'))).toBe('firstName');
    expect(contactFieldOf(LAST_NAME_TOO_LONG)).toBe('lastName');
    expect(contactFieldOf(controlCharactersIn('Last Name'))).toBe('lastName');
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
