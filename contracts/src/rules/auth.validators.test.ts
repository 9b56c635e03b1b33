import {
  PASSWORD_MAX_LENGTH,
  validateChangePassword,
  validateDisplayName,
  validateEmailBounds,
  validatePasswordBound,
  validateForgotPassword,
  validateLogin,
  validateResetPassword,
  validateSignUp,
} from './auth.validators';

describe('login form', () => {
  it.each([
    [{ email: '', password: 'secret1' }, 'Please fill in all fields'],
    [{ email: 'a@b.co', password: '' }, 'Please fill in all fields'],
    [{ email: '   ', password: 'secret1' }, 'Please fill in all fields'],
    [{ email: 'a@b.co', password: 'secret1' }, null],
  ])('%j -> %p', (values, expected) => {
    expect(validateLogin(values)).toBe(expected);
  });
});

describe('sign-up form', () => {
  it.each([
    [{ name: '', email: 'a@b.co', password: 'secret1' }, 'Please fill in all fields'],
    [{ name: 'Alex', email: '', password: 'secret1' }, 'Please fill in all fields'],
    [{ name: 'Alex', email: 'a@b.co', password: '' }, 'Please fill in all fields'],
    [{ name: 'Alex', email: 'a@b.co', password: 'secret1' }, null],
  ])('%j -> %p', (values, expected) => {
    expect(validateSignUp(values)).toBe(expected);
  });
});

describe('forgot password form', () => {
  it.each([
    ['', 'Please enter your email address'],
    ['  ', 'Please enter your email address'],
    ['a@b.co', null],
  ])('%p -> %p', (email, expected) => {
    expect(validateForgotPassword({ email })).toBe(expected);
  });
});

describe('reset password form', () => {
  const missingToken = 'Invalid or missing token. Please try again by requesting a new password reset.';
  it.each([
    [{ token: null, password: 'secret1', confirmPassword: 'secret1' }, missingToken],
    [{ token: '', password: '', confirmPassword: '' }, missingToken],
    [{ token: 't', password: '', confirmPassword: 'secret1' }, 'Please fill in all fields'],
    [{ token: 't', password: 'secret1', confirmPassword: '' }, 'Please fill in all fields'],
    [{ token: 't', password: 'secret1', confirmPassword: 'secret2' }, 'Passwords do not match'],
    [{ token: 't', password: '12345', confirmPassword: '12345' }, 'Password must be at least 6 characters long'],
    [{ token: 't', password: '123456', confirmPassword: '123456' }, null],
  ])('%j -> %p', (values, expected) => {
    expect(validateResetPassword(values)).toBe(expected);
  });
});

describe('change password form', () => {
  it.each([
    [{ currentPassword: '', newPassword: 'newpass1', confirmPassword: 'newpass1' }, 'Please fill in all fields'],
    [{ currentPassword: 'oldpass1', newPassword: 'newpass1', confirmPassword: 'newpass2' }, 'New passwords do not match'],
    [
      { currentPassword: 'oldpass1', newPassword: 'short', confirmPassword: 'short' },
      'New password must be at least 6 characters long',
    ],
    [
      { currentPassword: 'samepass', newPassword: 'samepass', confirmPassword: 'samepass' },
      'New password must be different from current password',
    ],
    [{ currentPassword: 'oldpass1', newPassword: 'newpass1', confirmPassword: 'newpass1' }, null],
  ])('%j -> %p', (values, expected) => {
    expect(validateChangePassword(values)).toBe(expected);
  });
});

describe('display name', () => {
  it.each([
    ['Ada Lovelace', null],
    ['J. R. R. Tolkien', null],
    ['Zoë Ölund-Smith', null],
    ['', 'Please fill in all fields'],
    ['   ', 'Please fill in all fields'],
    ['x'.repeat(101), 'Name must be at most 100 characters long'],
    ['Ada\u0000', 'Name cannot contain control characters (such as NUL or a line break).'],
    ['Ada\nClick here', 'Name cannot contain control characters (such as NUL or a line break).'],
    ['Ada\r\n', 'Name cannot contain control characters (such as NUL or a line break).'],
    ['Win a prize http://evil.example/x', 'Name cannot contain a web address or link'],
    ['HTTPS://evil.example', 'Name cannot contain a web address or link'],
    ['visit www.evil', 'Name cannot contain a web address or link'],
    ['Claim at evil.com', 'Name cannot contain a web address or link'],
    ['bit.ly/abc', 'Name cannot contain a web address or link'],
  ])('%j -> %p', (name, expected) => {
    expect(validateDisplayName(name)).toBe(expected);
  });
});

describe('email address bounds (RFC 5321)', () => {
  it.each([
    [`${'a'.repeat(64)}@example.com`, null],
    [`${'a'.repeat(65)}@example.com`, 'The part of the email address before the @ must be at most 64 characters'],
    [`a@${'b'.repeat(242)}.com`, null],
    [`a@${'b'.repeat(249)}.com`, 'Email address must be at most 254 characters'],
    ['a\u0000@example.com', 'Email cannot contain control characters (such as NUL or a line break).'],
  ])('%j -> %p', (email, expected) => {
    expect(validateEmailBounds(email)).toBe(expected);
  });

  it('bounds passwords too', () => {
    expect(validatePasswordBound('x'.repeat(PASSWORD_MAX_LENGTH))).toBeNull();
    expect(validatePasswordBound('x'.repeat(PASSWORD_MAX_LENGTH + 1))).toBe(
      `Password must be at most ${PASSWORD_MAX_LENGTH} characters long`,
    );
  });
});
