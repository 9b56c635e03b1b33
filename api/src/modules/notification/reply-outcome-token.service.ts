// The one-click outcome links of a reply alert ('Interview invite', 'Not moving forward', ...): signed like the
// heads-up links (sequence-action-token.service.ts) under a key of their own, naming the reply (its
// reply_outcome_events row), the contact, the outcome, the account and a hard expiry. Never log a token.
import { REPLY_OUTCOME_LINK_TTL_MS, REPLY_OUTCOMES, type ReplyOutcome } from 'contracts';
import { isPositiveInt, isUserId, linkKey, openClaims, signClaims } from './sequence-action-token.service';

export interface ReplyOutcomeClaims {
  /** The reply the alert was about (reply_outcome_events.id): the alert's links work once between them. */
  replyEventId: number;
  contactId: number;
  outcome: ReplyOutcome;
  userId: string;
  expiresAt: Date;
}

export type ReplyOutcomeTokenCheck = { ok: true; claims: ReplyOutcomeClaims } | { ok: false; reason: 'invalid' | 'expired' };

export const REPLY_OUTCOME_PATH = '/api/reply-outcome';

export const replyOutcomeKey = (sessionSecret: string): Buffer => linkKey(sessionSecret, 'reply-outcome-link');

export function signReplyOutcome(
  key: Buffer,
  input: Omit<ReplyOutcomeClaims, 'expiresAt'> & { expiresAt?: Date },
  now: Date = new Date(),
): string {
  const expiresAt = input.expiresAt ?? new Date(now.getTime() + REPLY_OUTCOME_LINK_TTL_MS);
  return signClaims(key, {
    r: input.replyEventId,
    c: input.contactId,
    o: REPLY_OUTCOMES.indexOf(input.outcome as (typeof REPLY_OUTCOMES)[number]),
    u: input.userId,
    x: Math.floor(expiresAt.getTime() / 1000),
  });
}

export function verifyReplyOutcome(key: Buffer, token: unknown, now: Date = new Date()): ReplyOutcomeTokenCheck {
  const claims = openClaims(key, token);
  if (!claims) return { ok: false, reason: 'invalid' };
  const { r, c, o, u, x } = claims;
  const outcome = typeof o === 'number' ? REPLY_OUTCOMES[o] : undefined;
  if (!isPositiveInt(r) || !isPositiveInt(c) || !outcome || !isUserId(u) || !isPositiveInt(x)) {
    return { ok: false, reason: 'invalid' };
  }
  const expiresAt = new Date(x * 1000);
  if (expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, claims: { replyEventId: r, contactId: c, outcome, userId: u, expiresAt } };
}

export const replyOutcomeUrl = (appOrigin: string, token: string): string =>
  `${appOrigin}${REPLY_OUTCOME_PATH}?token=${encodeURIComponent(token)}`;
