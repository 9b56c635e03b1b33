// The reply alert's 'That's not right' link: the outcome links' token (same key, same MAC, same expiry) without an
// outcome, marked `k: 'fix'`, so it opens a page to pick one. An outcome link never opens that page, nor this one sets
// an outcome by itself (verifyReplyOutcome refuses a token without `o`). Never log a token.
import { REPLY_OUTCOME_LINK_TTL_MS } from 'contracts';
import { isPositiveInt, isUserId, openClaims, signClaims } from './sequence-action-token.service';
import { REPLY_OUTCOME_PATH, type ReplyOutcomeClaims } from './reply-outcome-token.service';

export type ReplyCorrectionClaims = Omit<ReplyOutcomeClaims, 'outcome'>;

export type ReplyCorrectionTokenCheck =
  { ok: true; claims: ReplyCorrectionClaims } | { ok: false; reason: 'invalid' | 'expired' };

export const REPLY_CORRECTION_PATH = `${REPLY_OUTCOME_PATH}/correct`;

export function signReplyCorrection(
  key: Buffer,
  input: Omit<ReplyCorrectionClaims, 'expiresAt'> & { expiresAt?: Date },
  now: Date = new Date(),
): string {
  const expiresAt = input.expiresAt ?? new Date(now.getTime() + REPLY_OUTCOME_LINK_TTL_MS);
  return signClaims(key, {
    r: input.replyEventId,
    c: input.contactId,
    k: 'fix',
    u: input.userId,
    x: Math.floor(expiresAt.getTime() / 1000),
  });
}

export function verifyReplyCorrection(key: Buffer, token: unknown, now: Date = new Date()): ReplyCorrectionTokenCheck {
  const claims = openClaims(key, token);
  if (!claims) return { ok: false, reason: 'invalid' };
  const { r, c, k, o, u, x } = claims;
  if (k !== 'fix' || o !== undefined || !isPositiveInt(r) || !isPositiveInt(c) || !isUserId(u) || !isPositiveInt(x)) {
    return { ok: false, reason: 'invalid' };
  }
  const expiresAt = new Date(x * 1000);
  if (expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, claims: { replyEventId: r, contactId: c, userId: u, expiresAt } };
}

export const replyCorrectionUrl = (appOrigin: string, token: string): string =>
  `${appOrigin}${REPLY_CORRECTION_PATH}?token=${encodeURIComponent(token)}`;
