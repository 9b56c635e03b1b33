import { isSendableChatInput, validateAboutMe, validateRole } from './chat.validators';

describe('chat inputs', () => {
  it('does not send empty or whitespace input', () => {
    expect(isSendableChatInput('')).toBe(false);
    expect(isSendableChatInput('   \n')).toBe(false);
    expect(isSendableChatInput('hi')).toBe(true);
  });

  it.each([
    ['x'.repeat(20), 'Please provide a brief description about yourself (at least 20 characters).'],
    [`  ${'x'.repeat(20)}  `, 'Please provide a brief description about yourself (at least 20 characters).'],
    ['x'.repeat(21), null],
  ])('about-me %p -> %p', (text, expected) => {
    expect(validateAboutMe(text)).toBe(expected);
  });

  it.each([
    ['Dev', 'Please provide the role you are applying for (at least 5 characters).'],
    ['12345', 'Please provide the role you are applying for (at least 5 characters).'],
    ['Engineer at Acme', null],
  ])('role %p -> %p', (text, expected) => {
    expect(validateRole(text)).toBe(expected);
  });
});
