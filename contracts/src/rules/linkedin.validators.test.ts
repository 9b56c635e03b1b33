import {
  extractLinkedInProfileUrl,
  extractLinkedInUrl,
  normalizeLinkedInUrl,
  validateChatLinkedInUrl,
  validateLinkedInUrl,
} from './linkedin.validators';

describe('LinkedIn URL for lookup', () => {
  it.each([
    ['https://www.linkedin.com/in/jordan-lee', 'https://www.linkedin.com/in/jordan-lee'],
    ['http://linkedin.com/pub/jordan_lee', 'http://linkedin.com/pub/jordan_lee'],
    ['www.linkedin.com/company/acme-corp/about', 'www.linkedin.com/company/acme-corp'],
    ['linkedin.com/school/mit', 'linkedin.com/school/mit'],
    ['  https://www.linkedin.com/in/jordan-lee/?trk=abc#top ', 'https://www.linkedin.com/in/jordan-lee'],
    ['HTTPS://WWW.LinkedIn.com/IN/Jordan-Lee', 'HTTPS://WWW.LinkedIn.com/IN/Jordan-Lee'],
  ])('extracts the matched part of %p', (input, expected) => {
    expect(extractLinkedInUrl(input)).toBe(expected);
    expect(validateLinkedInUrl(input)).toBeNull();
  });

  it.each([
    '',
    'https://example.com/in/jordan',
    'https://www.linkedin.com/feed/jordan',
    'linkedin.com/in/',
    // The whole input must be the URL, not contain it.
    'javascript:alert(1)//linkedin.com/in/x',
    'see https://www.linkedin.com/in/jordan-lee/?trk=abc please',
    'https://evil.example/?u=https://www.linkedin.com/in/jordan',
    'https://linkedin.com.evil.example/in/jordan',
    'https://www.linkedin.com/in/jordan lee',
    'https://www.linkedin.com/in/jordan?x=\u0000',
    'ftp://linkedin.com/in/jordan',
    `https://www.linkedin.com/in/${'a'.repeat(101)}`,
    `https://www.linkedin.com/in/jordan?q=${'a'.repeat(2_048)}`,
  ])('rejects %p', (input) => {
    expect(extractLinkedInUrl(input)).toBeNull();
    expect(normalizeLinkedInUrl(input)).toBeNull();
    expect(validateLinkedInUrl(input)).toBe('Invalid LinkedIn URL. Please provide a valid URL');
  });

  it.each([
    ['linkedin.com/in/jordan-lee', 'https://www.linkedin.com/in/jordan-lee'],
    ['http://LinkedIn.com/PUB/jordan_lee/12/345', 'https://www.linkedin.com/pub/jordan_lee'],
    ['www.linkedin.com/company/acme-corp/about/', 'https://www.linkedin.com/company/acme-corp'],
    [' https://www.linkedin.com/school/mit?trk=x ', 'https://www.linkedin.com/school/mit'],
  ])('stores %p as %p', (input, expected) => {
    expect(normalizeLinkedInUrl(input)).toBe(expected);
  });
});

describe('LinkedIn URL in chat', () => {
  it('accepts /in/ and /pub/ profiles only', () => {
    expect(extractLinkedInProfileUrl('https://www.linkedin.com/in/jordan-lee')).toBe('https://www.linkedin.com/in/jordan-lee');
    expect(validateChatLinkedInUrl('linkedin.com/pub/jordan')).toBeNull();
    expect(validateChatLinkedInUrl('https://www.linkedin.com/company/acme')).toBe('Please enter a valid LinkedIn profile URL');
    expect(validateChatLinkedInUrl('hello')).toBe('Please enter a valid LinkedIn profile URL');
  });
});
