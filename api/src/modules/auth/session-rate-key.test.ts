import { createHmac } from 'node:crypto';
import { SESSION_COOKIE_NAME, sessionRateKey } from './session.middleware';

const SECRET = 'a-session-secret-for-this-test-only';
/** A cookie value as express-session writes it: `s:<id>.<hmac-sha256 base64 without padding>`, URL-encoded. */
const signed = (id: string, secret = SECRET) =>
  encodeURIComponent(`s:${id}.${createHmac('sha256', secret).update(id).digest('base64').replace(/==?$/, '')}`);
const key = (cookie?: string) => sessionRateKey({ headers: cookie === undefined ? {} : { cookie } }, SECRET);

test('keys a request by its signed session id, wherever the cookie sits in the header', () => {
  expect(key(`${SESSION_COOKIE_NAME}=${signed('abc')}`)).toBe('sid:abc');
  expect(key(`theme=dark; ${SESSION_COOKIE_NAME}=${signed('xyz')}; other=1`)).toBe('sid:xyz');
});

test('made-up, unsigned, foreign-signed or look-alike cookies get no key of their own (the address counts)', () => {
  expect(key(`${SESSION_COOKIE_NAME}=s%3Arandom-${Date.now()}.forged`)).toBeUndefined();
  expect(key(`${SESSION_COOKIE_NAME}=plain-value`)).toBeUndefined();
  expect(key(`${SESSION_COOKIE_NAME}=${signed('abc', 'another-secret')}`)).toBeUndefined();
  expect(key(`${SESSION_COOKIE_NAME}=%E0%A4%A`)).toBeUndefined();
  expect(key(`not${SESSION_COOKIE_NAME}=${signed('abc')}`)).toBeUndefined();
  expect(key()).toBeUndefined();
});
