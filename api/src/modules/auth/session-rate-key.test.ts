import { SESSION_COOKIE_NAME, sessionRateKey } from './session.middleware';

test('keys a request by its session cookie, wherever it sits in the header, and not by a look-alike cookie', () => {
  expect(sessionRateKey({ headers: { cookie: `${SESSION_COOKIE_NAME}=s%3Aabc.def` } })).toBe('sid:s%3Aabc.def');
  expect(sessionRateKey({ headers: { cookie: `theme=dark; ${SESSION_COOKIE_NAME}=s%3Axyz; other=1` } })).toBe('sid:s%3Axyz');
  expect(sessionRateKey({ headers: { cookie: `not${SESSION_COOKIE_NAME}=s%3Axyz` } })).toBeUndefined();
  expect(sessionRateKey({ headers: {} })).toBeUndefined();
});
