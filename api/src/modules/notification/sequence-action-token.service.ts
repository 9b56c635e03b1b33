// The one-click links of a heads-up email ('Dana replied - stop', 'Pause') carry a signed, single-purpose token: which
// follow-up, which contact, which action, whose account, until when. It works without a session, so the MAC is the
// whole credential: HMAC-SHA256 under a key derived from SESSION_SECRET for this purpose only. Never log a token.
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { SEQUENCE_ACTION_LINK_TTL_MS } from 'contracts';

/** 'wrote': the user wrote to the contact themselves (send-only tier): pause with that reason. */
export type SequenceAction = 'stop' | 'pause' | 'wrote';
/** The action's letter in a token. */
const ACTION_CODE = { stop: 's', pause: 'p', wrote: 'w' } as const;
const actionOfCode = (code: unknown): SequenceAction | undefined =>
  (Object.keys(ACTION_CODE) as SequenceAction[]).find((action) => ACTION_CODE[action] === code);

export interface SequenceActionClaims {
  campaignEmailId: number;
  contactId: number;
  action: SequenceAction;
  userId: string;
  /** Hard expiry, whatever happens to the follow-up. */
  expiresAt: Date;
}

export type TokenCheck =
  | { ok: true; claims: SequenceActionClaims }
  /** Not a token of ours: wrong shape, tampered or signed with another key. */
  | { ok: false; reason: 'invalid' }
  /** Genuine but past its hard expiry. */
  | { ok: false; reason: 'expired' };

export const SEQUENCE_ACTION_PATH = '/api/sequence-action';
const KEY_LABEL = 'sequence-action-link';
const MAC_BYTES = 32;
/** Longest token we even look at (a real one is about 150 characters). */
const MAX_TOKEN_LENGTH = 512;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The MAC key: HKDF-SHA256 of the session secret with this feature's own label, so no other token verifies here. */
export function sequenceActionKey(sessionSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', sessionSecret, Buffer.alloc(0), KEY_LABEL, MAC_BYTES));
}

const mac = (key: Buffer, payload: string) => createHmac('sha256', key).update(payload).digest();

/** A one-click link's key for another purpose (its own HKDF label): a token of one kind never verifies as another. */
export function linkKey(sessionSecret: string, label: string): Buffer {
  return Buffer.from(hkdfSync('sha256', sessionSecret, Buffer.alloc(0), label, MAC_BYTES));
}

/** `<base64url compact JSON>.<base64url MAC>`, the shape of every one-click link's token. */
export function signClaims(key: Buffer, claims: Record<string, unknown>): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${payload}.${mac(key, payload).toString('base64url')}`;
}

/** The claims of a token signed with `key`, or undefined (wrong shape, tampered, another key). Constant-time MAC check. */
export function openClaims(key: Buffer, token: unknown): Record<string, unknown> | undefined {
  if (typeof token !== 'string' || token.length > MAX_TOKEN_LENGTH) return undefined;
  const match = /^([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return undefined;
  const [, payload, signature] = match as unknown as [string, string, string];
  const given = Buffer.from(signature, 'base64url');
  const expected = mac(key, payload);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as unknown;
    return claims && typeof claims === 'object' ? (claims as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

export const isPositiveInt = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) > 0;
export const isUserId = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

/** `<base64url payload>.<base64url MAC>`; the payload is compact JSON (e, c, a, u, x). */
export function signSequenceAction(
  key: Buffer,
  input: Omit<SequenceActionClaims, 'expiresAt'> & { expiresAt?: Date },
  now: Date = new Date(),
): string {
  const expiresAt = input.expiresAt ?? new Date(now.getTime() + SEQUENCE_ACTION_LINK_TTL_MS);
  const payload = Buffer.from(
    JSON.stringify({
      e: input.campaignEmailId,
      c: input.contactId,
      a: ACTION_CODE[input.action],
      u: input.userId,
      x: Math.floor(expiresAt.getTime() / 1000),
    }),
  ).toString('base64url');
  return `${payload}.${mac(key, payload).toString('base64url')}`;
}

const positiveInt = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) > 0;

export function verifySequenceAction(key: Buffer, token: unknown, now: Date = new Date()): TokenCheck {
  if (typeof token !== 'string' || token.length > MAX_TOKEN_LENGTH) return { ok: false, reason: 'invalid' };
  const match = /^([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return { ok: false, reason: 'invalid' };
  const [, payload, signature] = match as unknown as [string, string, string];
  const given = Buffer.from(signature, 'base64url');
  const expected = mac(key, payload);
  // Constant time: how much of a guessed MAC is right must not show in the response time.
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'invalid' };

  let claims: Record<string, unknown>;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  const { e, c, a, u, x } = claims ?? {};
  if (!positiveInt(e) || !positiveInt(c) || !actionOfCode(a) || typeof u !== 'string' || !UUID.test(u) || !positiveInt(x)) {
    return { ok: false, reason: 'invalid' };
  }
  const expiresAt = new Date(x * 1000);
  if (expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, claims: { campaignEmailId: e, contactId: c, action: actionOfCode(a)!, userId: u, expiresAt } };
}

/** The link in the heads-up email: a GET that only shows a confirmation page (see sequence-action.routes.ts). */
export function sequenceActionUrl(appOrigin: string, token: string): string {
  return `${appOrigin}${SEQUENCE_ACTION_PATH}?token=${encodeURIComponent(token)}`;
}
