import { sameOriginPath, withErrorParam } from './redirect-target.guard';

const origin = 'https://app.example.com';

describe('sameOriginPath', () => {
  it.each([
    ['/dashboard/chats', '/dashboard/chats'],
    ['/dashboard/campaigns/4?tab=contacts#top', '/dashboard/campaigns/4?tab=contacts#top'],
    ['https://app.example.com/dashboard/settings', '/dashboard/settings'],
  ])('keeps %s on our origin', (input, expected) => {
    expect(sameOriginPath(input, origin)).toBe(expected);
  });

  it.each([
    'https://evil.example/dashboard',
    '//evil.example/dashboard',
    '/\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    'https://app.example.com//evil.example',
    'http://app.example.com/dashboard',
    'javascript:alert(1)',
    'dashboard/chats',
    '',
    42,
    undefined,
  ])('refuses %p', (input) => {
    expect(sameOriginPath(input, origin)).toBeUndefined();
  });
});

describe('withErrorParam', () => {
  it('adds ?error= and keeps the existing query', () => {
    expect(withErrorParam('/login', 'google', origin)).toBe('/login?error=google');
    expect(withErrorParam('/dashboard/campaigns/3?from=chat', 'gmail', origin)).toBe(
      '/dashboard/campaigns/3?from=chat&error=gmail',
    );
  });
});
