import {
  validateChangePassword,
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
