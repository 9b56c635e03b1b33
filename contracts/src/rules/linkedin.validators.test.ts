import {
  extractLinkedInProfileUrl,
  extractLinkedInUrl,
  validateChatLinkedInUrl,
  validateLinkedInUrl,
} from './linkedin.validators';

describe('LinkedIn URL for lookup', () => {
  it.each([
    ['https://www.linkedin.com/in/jordan-lee', 'https://www.linkedin.com/in/jordan-lee'],
    ['http://linkedin.com/pub/jordan_lee', 'http://linkedin.com/pub/jordan_lee'],
    ['www.linkedin.com/company/acme-corp/about', 'www.linkedin.com/company/acme-corp'],
    ['linkedin.com/school/mit', 'linkedin.com/school/mit'],
    ['see https://www.linkedin.com/in/jordan-lee/?trk=abc please', 'https://www.linkedin.com/in/jordan-lee'],
  ])('extracts the matched part of %p', (input, expected) => {
    expect(extractLinkedInUrl(input)).toBe(expected);
    expect(validateLinkedInUrl(input)).toBeNull();
  });

  it.each(['', 'https://example.com/in/jordan', 'https://www.linkedin.com/feed/jordan', 'linkedin.com/in/'])(
    'rejects %p',
    (input) => {
      expect(extractLinkedInUrl(input)).toBeNull();
      expect(validateLinkedInUrl(input)).toBe('Invalid LinkedIn URL. Please provide a valid URL');
    },
  );
});

describe('LinkedIn URL in chat', () => {
  it('accepts /in/ and /pub/ profiles only', () => {
    expect(extractLinkedInProfileUrl('https://www.linkedin.com/in/jordan-lee')).toBe('https://www.linkedin.com/in/jordan-lee');
    expect(validateChatLinkedInUrl('linkedin.com/pub/jordan')).toBeNull();
    expect(validateChatLinkedInUrl('https://www.linkedin.com/company/acme')).toBe('Please enter a valid LinkedIn profile URL');
    expect(validateChatLinkedInUrl('hello')).toBe('Please enter a valid LinkedIn profile URL');
  });
});
