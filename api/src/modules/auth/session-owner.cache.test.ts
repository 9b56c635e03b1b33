import { createHmac } from 'node:crypto';
import type { Request } from 'express';
import { createSessionOwners } from './session-owner.cache';
import { SESSION_COOKIE_NAME } from './session.middleware';

const SECRET = 'a-session-secret-for-this-test-only';
const cookieOf = (id: string) =>
  `${SESSION_COOKIE_NAME}=${encodeURIComponent(`s:${id}.${createHmac('sha256', SECRET).update(id).digest('base64').replace(/==?$/, '')}`)}`;
const request = (cookie: string | undefined, userId?: string) =>
  ({ headers: cookie ? { cookie } : {}, ip: '192.0.2.1', user: userId ? { id: userId } : undefined }) as unknown as Request;

test('keys a session on its own id until it is loaded once, then on its user, before any lookup', () => {
  const owners = createSessionOwners(SECRET);
  const first = request(cookieOf('one'));
  expect(owners.earlyKey(first)).toBe('sid:one');
  first.user = { id: 'u1' } as Request['user'];
  expect(owners.lateKey(first)).toBe('user:u1');
  expect(owners.earlyKey(request(cookieOf('one')))).toBe('user:u1');
  // Another session of the same user: its own id until its first load, then the same user.
  const second = request(cookieOf('two'), 'u1');
  expect(owners.earlyKey(second)).toBe('sid:two');
  expect(owners.lateKey(second)).toBe('user:u1');
  expect(owners.earlyKey(request(cookieOf('two')))).toBe('user:u1');
});

test('a session that turned out to have no user (signed out, revoked) counts as its address', () => {
  const owners = createSessionOwners(SECRET);
  const signedIn = request(cookieOf('gone'), 'u2');
  owners.earlyKey(signedIn);
  owners.lateKey(signedIn);
  const revoked = request(cookieOf('gone'));
  expect(owners.earlyKey(revoked)).toBe('user:u2');
  expect(owners.lateKey(revoked)).toBe('ip:192.0.2.1');
  expect(owners.earlyKey(request(cookieOf('gone')))).toBe('ip:192.0.2.1');
});

test('no cookie or a forged one: the address', () => {
  const owners = createSessionOwners(SECRET);
  expect(owners.earlyKey(request(undefined))).toBe('ip:192.0.2.1');
  expect(owners.earlyKey(request(`${SESSION_COOKIE_NAME}=s%3Aforged.sig`))).toBe('ip:192.0.2.1');
});

test('remembers a bounded number of sessions', () => {
  const owners = createSessionOwners(SECRET, 2);
  for (const id of ['a', 'b', 'c']) owners.lateKey(request(cookieOf(id), `user-${id}`));
  expect(owners.earlyKey(request(cookieOf('a')))).toBe('sid:a');
  expect(owners.earlyKey(request(cookieOf('c')))).toBe('user:user-c');
});
