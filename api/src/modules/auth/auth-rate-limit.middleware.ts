// Brakes on guessing and on mail bombing, counted in PostgreSQL so every api process shares them
// (core/rate-limit.store.ts). Failed sign-ins count per account AND address: a stranger's wrong passwords lock out
// the stranger's address, never the owner; a successful sign-in clears that count and a password reset clears
// every count of the account. Verification and reset emails also count per receiving address, from any client: a
// stranger's inbox gets a handful, however many addresses the sender uses (never cleared by a reset).
import type { Request, RequestHandler, Response } from 'express';
import { TOO_MANY_ATTEMPTS, TOO_MANY_EMAILS_TO_ADDRESS } from 'contracts';
import type { AppConfig } from '../../config/config';
import { createRateLimit, type RateLimit, type RateLimitDecision, type RateLimitStore } from '../../core/rate-limit.store';
import { normalizeEmail } from './user.service';

export { TOO_MANY_ATTEMPTS };

export interface AuthRateLimits {
  /** Per client address, every request counts: sign-in, sign-up, forgot- and reset-password share the budget. */
  perIp: RequestHandler;
  /** Per account and address (sign-in, sign-up): attempts that fail count; a success clears the count. */
  perAccount: RequestHandler;
  /**
   * For requests that send mail to the address `to` names (forgot-password: the body's; resend verification: the
   * signed-in user's): per account and client address, then per receiving address hourly and daily (429 with its
   * own message).
   */
  mailTo(to: 'body' | 'user'): RequestHandler[];
  /** Takes one email to `email` from its hourly and daily allowance; false when spent (sign-up's verification). */
  mayMailTo(email: string): Promise<boolean>;
  /** After a password reset: the account starts with a clean slate everywhere. */
  clearAccount(email: string): Promise<void>;
}

const bodyEmail = (req: Request): string | undefined =>
  typeof req.body?.email === 'string' && req.body.email.trim() !== '' ? normalizeEmail(req.body.email) : undefined;

const ipOf = (req: Request) => req.ip ?? req.socket.remoteAddress ?? 'unknown';

const CLEAR_ATTEMPTS = 'clearAuthAttempts';

/** Called by a route that succeeded (signed in, signed up): the failed attempts of this account and address are forgotten. */
export async function clearAttemptsOfSuccess(res: Response): Promise<void> {
  const clear = res.locals[CLEAR_ATTEMPTS] as (() => Promise<void>) | undefined;
  await clear?.().catch(() => undefined);
}

/** Takes one point from each limit in turn; the first refusal answers (points taken before it stay taken). */
async function takeAll(limits: RateLimit[], key: string): Promise<RateLimitDecision> {
  let decision: RateLimitDecision = { allowed: true, retryAfterMs: 0, remaining: Infinity };
  for (const limit of limits) {
    decision = await limit.take(key);
    if (!decision.allowed) return decision;
  }
  return decision;
}

function middleware(
  limit: RateLimit | RateLimit[],
  key: (req: Request) => string | undefined,
  options: { clearOnSuccess?: boolean; message?: string } = {},
): RequestHandler {
  const limits = Array.isArray(limit) ? limit : [limit];
  const policy = limits.map(({ rule }) => `${rule.points};w=${Math.round(rule.windowMs / 1000)}`).join(', ');
  return async (req, res, next) => {
    const k = key(req);
    // A request naming no account is left to validation (and to the per-address limit).
    if (k === undefined) return next();
    try {
      const decision = await takeAll(limits, k);
      res.setHeader('RateLimit-Policy', policy);
      if (!decision.allowed) {
        res.setHeader('Retry-After', String(Math.ceil(decision.retryAfterMs / 1000)));
        return void res.status(429).json({ message: options.message ?? TOO_MANY_ATTEMPTS });
      }
      // The route clears the count itself, before it answers (clearAttemptsOfSuccess): cleared after the answer, the
      // client's next attempt could be counted before the clear landed.
      if (options.clearOnSuccess)
        res.locals[CLEAR_ATTEMPTS] = () => Promise.all(limits.map((one) => one.clear(k))).then(() => undefined);
      next();
    } catch (error) {
      next(error);
    }
  };
}

export function createAuthRateLimits(config: AppConfig['authRateLimit'], store: RateLimitStore): AuthRateLimits {
  const window = { windowMs: config.windowMs };
  const perIp = createRateLimit(store, { name: 'auth-ip', points: config.max, ...window });
  const signIn = createRateLimit(store, {
    name: 'auth-account',
    points: config.perAccountMax,
    blockMs: config.windowMs,
    ...window,
  });
  const mail = createRateLimit(store, { name: 'auth-mail', points: config.perAccountMax, ...window });
  const HOUR_MS = 60 * 60 * 1000;
  const perTarget = [
    createRateLimit(store, { name: 'auth-mail-to-hour', points: config.mailPerAddressHourly, windowMs: HOUR_MS }),
    createRateLimit(store, { name: 'auth-mail-to-day', points: config.mailPerAddressDaily, windowMs: 24 * HOUR_MS }),
  ];
  const accountAndAddress = (email: string | undefined, req: Request) => (email ? `${email}|${ipOf(req)}` : undefined);
  const targets = {
    body: bodyEmail,
    user: (req: Request) => (req.user ? normalizeEmail(req.user.email) : undefined),
  };
  return {
    perIp: middleware(perIp, ipOf),
    perAccount: middleware(signIn, (req) => accountAndAddress(bodyEmail(req), req), { clearOnSuccess: true }),
    mailTo: (to) => [
      middleware(mail, (req) => accountAndAddress(targets[to](req), req)),
      // Counted for every request naming the address, account or not: the answer tells nothing about accounts.
      middleware(perTarget, targets[to], { message: TOO_MANY_EMAILS_TO_ADDRESS }),
    ],
    mayMailTo: async (email) => (await takeAll(perTarget, normalizeEmail(email))).allowed,
    async clearAccount(email) {
      const account = `${normalizeEmail(email)}|`;
      await signIn.clearStartingWith(account);
      await mail.clearStartingWith(account);
    },
  };
}
