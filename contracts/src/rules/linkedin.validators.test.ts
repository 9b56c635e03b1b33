import {
  extractLinkedInProfileUrl,
  extractLinkedInUrl,
  normalizeLinkedInUrl,
  parseLinkedInUrl,
  validateChatLinkedInUrl,
  validateLinkedInUrl,
} from './linkedin.validators';

const INVALID = 'Invalid LinkedIn URL. Please provide a valid URL';

describe('parseLinkedInUrl: one parser for the chat, the dashboard and the api', () => {
  it.each([
    ['https://www.linkedin.com/in/jordan-lee', 'https://www.linkedin.com/in/jordan-lee'],
    ['linkedin.com/in/jordan-lee', 'https://www.linkedin.com/in/jordan-lee'],
    ['http://LinkedIn.com/PUB/jordan_lee/12/345', 'https://www.linkedin.com/pub/jordan_lee'],
    ['www.linkedin.com/company/acme-corp/about/', 'https://www.linkedin.com/company/acme-corp'],
    [' https://www.linkedin.com/school/mit?trk=x ', 'https://www.linkedin.com/school/mit'],
    ['HTTPS://WWW.LinkedIn.com/IN/Jordan-Lee', 'https://www.linkedin.com/in/Jordan-Lee'],
    // Percent-encoded and Unicode slugs are kept whole, in one stored form.
    ['https://www.linkedin.com/in/jos%C3%A9-garcia', 'https://www.linkedin.com/in/jos%C3%A9-garcia'],
    ['https://www.linkedin.com/in/jos%c3%a9-garcia/', 'https://www.linkedin.com/in/jos%C3%A9-garcia'],
    ['https://www.linkedin.com/in/josé-garcia', 'https://www.linkedin.com/in/jos%C3%A9-garcia'],
    // 'e' + combining acute (NFD) is the same profile as 'é' (NFC).
    ['https://www.linkedin.com/in/jose\u0301-garcia', 'https://www.linkedin.com/in/jos%C3%A9-garcia'],
    ['https://de.linkedin.com/in/müller-anna?trk=x', 'https://www.linkedin.com/in/m%C3%BCller-anna'],
    ['https://m.linkedin.com/in/jordan-lee', 'https://www.linkedin.com/in/jordan-lee'],
    ['uk.linkedin.com/in/jordan-lee#experience', 'https://www.linkedin.com/in/jordan-lee'],
    ['https://www.linkedin.com/in/jordan-lee/details/experience/', 'https://www.linkedin.com/in/jordan-lee'],
    ['https://www.linkedin.com/in/jordan-lee/?originalSubdomain=de&trk=public#top', 'https://www.linkedin.com/in/jordan-lee'],
    ['https://www.linkedin.com/in/%E5%BC%A0%E4%BC%9F-123', 'https://www.linkedin.com/in/%E5%BC%A0%E4%BC%9F-123'],
    ['https://www.linkedin.com/in/محمد-علي', 'https://www.linkedin.com/in/%D9%85%D8%AD%D9%85%D8%AF-%D8%B9%D9%84%D9%8A'],
    [`https://www.linkedin.com/in/${'a'.repeat(100)}`, `https://www.linkedin.com/in/${'a'.repeat(100)}`],
  ])('accepts %p as %p', (input, expected) => {
    expect(normalizeLinkedInUrl(input)).toBe(expected);
    expect(extractLinkedInUrl(input)).toBe(expected);
    expect(validateLinkedInUrl(input)).toBeNull();
  });

  it.each([
    '',
    '   ',
    'https://example.com/in/jordan',
    'https://www.linkedin.com/feed/jordan',
    'https://www.linkedin.com/jobs/view/123',
    'linkedin.com/in/',
    'linkedin.com/in',
    // The whole input must be the URL, not contain it.
    'javascript:alert(1)//linkedin.com/in/x',
    'see https://www.linkedin.com/in/jordan-lee/?trk=abc please',
    'https://evil.example/?u=https://www.linkedin.com/in/jordan',
    'https://linkedin.com.evil.example/in/jordan',
    'https://evil-linkedin.com/in/jordan',
    'https://www.linkedin.com.evil.example/in/jordan',
    'https://a.b.linkedin.com/in/jordan',
    'https://user:pass@www.linkedin.com/in/jordan',
    'https://www.linkedin.com:8443/in/jordan',
    'https://www.linkedin.com/in/jordan lee',
    'https://www.linkedin.com/in/jordan%20lee',
    'https://www.linkedin.com/in/jordan%2Fother',
    'https://www.linkedin.com/in/jordan%2541',
    'https://www.linkedin.com/in/%E0%A4%A',
    'https://www.linkedin.com/in/jordan.lee',
    'https://www.linkedin.com/in/jordan?x=\u0000',
    'https://www.linkedin.com\\in\\jordan',
    'ftp://linkedin.com/in/jordan',
    '//linkedin.com/in/jordan',
    `https://www.linkedin.com/in/${'a'.repeat(101)}`,
    `https://www.linkedin.com/in/jordan?q=${'a'.repeat(2_048)}`,
  ])('refuses %p with the spec message', (input) => {
    expect(parseLinkedInUrl(input)).toBeNull();
    expect(extractLinkedInUrl(input)).toBeNull();
    expect(validateLinkedInUrl(input)).toBe(INVALID);
  });

  it('gives the kind and the readable slug', () => {
    expect(parseLinkedInUrl('https://de.linkedin.com/in/m%C3%BCller-anna')).toEqual({
      url: 'https://www.linkedin.com/in/m%C3%BCller-anna',
      kind: 'in',
      slug: 'müller-anna',
    });
  });
});

describe('LinkedIn URL in a chat message', () => {
  it.each([
    ['https://www.linkedin.com/in/jos%C3%A9-garcia', 'https://www.linkedin.com/in/jos%C3%A9-garcia'],
    ['Here: https://de.linkedin.com/in/müller-anna?trk=x thanks', 'https://www.linkedin.com/in/m%C3%BCller-anna'],
    ['(linkedin.com/in/jordan-lee).', 'https://www.linkedin.com/in/jordan-lee'],
    ['her profile is <https://m.linkedin.com/in/jordan-lee/details/experience/>', 'https://www.linkedin.com/in/jordan-lee'],
    ['first https://example.com then linkedin.com/pub/jordan', 'https://www.linkedin.com/pub/jordan'],
  ])('finds the whole profile in %p', (message, expected) => {
    expect(extractLinkedInProfileUrl(message)).toBe(expected);
    expect(validateChatLinkedInUrl(message)).toBeNull();
  });

  it.each(['hello', 'https://www.linkedin.com/company/acme', 'javascript:alert(1)//linkedin.com/in/x', 'linkedin.com/in/jos%'])(
    'refuses %p',
    (message) => {
      expect(extractLinkedInProfileUrl(message)).toBeNull();
      expect(validateChatLinkedInUrl(message)).toBe('Please enter a valid LinkedIn profile URL');
    },
  );
});
