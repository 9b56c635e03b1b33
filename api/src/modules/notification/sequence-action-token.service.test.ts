// The one-click links' tokens: only ours verify (HMAC under a key of their own), nothing in them can be changed, and
// they stop at their hard expiry.
import { createHmac } from 'node:crypto';
import { SEQUENCE_ACTION_LINK_TTL_MS } from 'contracts';
import { sequenceActionKey, sequenceActionUrl, signSequenceAction, verifySequenceAction } from './sequence-action-token.service';

const SECRET = 'a-session-secret-of-at-least-32-characters';
const key = sequenceActionKey(SECRET);
const USER = '5b7c0a4e-8f7e-4b8a-9a64-2f3c1d0e9b71';
const now = new Date('2026-11-23T12:00:00.000Z');
const claims = { campaignEmailId: 42, contactId: 7, action: 'stop' as const, userId: USER };

describe('sequence action tokens', () => {
  it('round-trips the follow-up, contact, action and account, valid for 30 days', () => {
    const token = signSequenceAction(key, claims, now);
    expect(verifySequenceAction(key, token, now)).toEqual({
      ok: true,
      claims: { ...claims, expiresAt: new Date(now.getTime() + SEQUENCE_ACTION_LINK_TTL_MS) },
    });
    const pause = signSequenceAction(key, { ...claims, action: 'pause' }, now);
    expect(verifySequenceAction(key, pause, now)).toMatchObject({ ok: true, claims: { action: 'pause' } });
  });

  it('refuses a token whose payload or MAC was changed, or that was signed with another key', () => {
    const token = signSequenceAction(key, claims, now);
    const [payload, mac] = token.split('.') as [string, string];
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), c: 8 })).toString(
      'base64url',
    );
    expect(verifySequenceAction(key, `${forged}.${mac}`, now)).toEqual({ ok: false, reason: 'invalid' });
    const flipped = `${mac.slice(0, -2)}${mac.endsWith('AA') ? 'AB' : 'AA'}`;
    expect(verifySequenceAction(key, `${payload}.${flipped}`, now)).toEqual({ ok: false, reason: 'invalid' });
    expect(verifySequenceAction(sequenceActionKey('another-secret-of-at-least-32-characters'), token, now)).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });

  it('uses a key of its own: a MAC made with the raw session secret (as the open pixel does) does not verify', () => {
    const token = signSequenceAction(key, claims, now);
    const payload = token.split('.')[0]!;
    const raw = createHmac('sha256', SECRET).update(payload).digest('base64url');
    expect(verifySequenceAction(key, `${payload}.${raw}`, now)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('says a genuine token past its hard expiry is expired, not invalid', () => {
    const token = signSequenceAction(key, { ...claims, expiresAt: new Date(now.getTime() + 60_000) }, now);
    expect(verifySequenceAction(key, token, new Date(now.getTime() + 59_000)).ok).toBe(true);
    expect(verifySequenceAction(key, token, new Date(now.getTime() + 61_000))).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses missing, malformed and oversized tokens without throwing', () => {
    for (const garbage of [
      undefined,
      '',
      'abc',
      'a.b',
      ['x'],
      42,
      `${'a'.repeat(600)}.${'b'.repeat(43)}`,
      'not json.' + 'A'.repeat(43),
    ]) {
      expect(verifySequenceAction(key, garbage, now)).toEqual({ ok: false, reason: 'invalid' });
    }
    // Signed, but not the claims we write.
    const payload = Buffer.from(JSON.stringify({ e: -1, c: 7, a: 's', u: USER, x: 9_999_999_999 })).toString('base64url');
    const mac = createHmac('sha256', key).update(payload).digest('base64url');
    expect(verifySequenceAction(key, `${payload}.${mac}`, now)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('puts the token in a plain link to the confirmation page', () => {
    const token = signSequenceAction(key, claims, now);
    expect(sequenceActionUrl('https://app.example.com', token)).toBe(
      `https://app.example.com/api/sequence-action?token=${token}`,
    );
  });
});
