// Brakes on guessing and on mail bombing, counted in PostgreSQL so every api process shares them
// (core/rate-limit.store.ts). Failed sign-ins count per account AND address: a stranger's wrong passwords lock out
// the stranger's address, never the owner; a successful sign-in clears that count and a password reset clears
// every count of the account.
import type { Request, RequestHandler, Response } from 'express';
import { TOO_MANY_ATTEMPTS } from 'contracts';
import type { AppConfig } from '../../config/config';
import { createRateLimit, type RateLimit, type RateLimitStore } from '../../core/rate-limit.store';
import { normalizeEmail } from './user.service';

export { TOO_MANY_ATTEMPTS };

export interface AuthRateLimits {
  /** Per client address, every request counts: sign-in, sign-up, forgot- and reset-password share the budget. */
  perIp: RequestHandler;
  /** Per account and address (sign-in, sign-up): attempts that fail count; a success clears the count. */
  perAccount: RequestHandler;
  /** Per account and address for requests that send mail (forgot-password, resend verification). */
  mailPerAccount: RequestHandler;
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

function middleware(
  limit: RateLimit,
  key: (req: Request) => string | undefined,
  options: { clearOnSuccess?: boolean } = {},
): RequestHandler {
  return async (req, res, next) => {
    const k = key(req);
    // A request naming no account is left to validation (and to the per-address limit).
    if (k === undefined) return next();
    try {
      const decision = await limit.take(k);
      res.setHeader('RateLimit-Policy', `${limit.rule.points};w=${Math.round(limit.rule.windowMs / 1000)}`);
      if (!decision.allowed) {
        res.setHeader('Retry-After', String(Math.ceil(decision.retryAfterMs / 1000)));
        return void res.status(429).json({ message: TOO_MANY_ATTEMPTS });
      }
      // The route clears the count itself, before it answers (clearAttemptsOfSuccess): cleared after the answer, the
      // client's next attempt could be counted before the clear landed.
      if (options.clearOnSuccess) res.locals[CLEAR_ATTEMPTS] = () => limit.clear(k);
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
  const accountAndAddress = (email: string | undefined, req: Request) => (email ? `${email}|${ipOf(req)}` : undefined);
  return {
    perIp: middleware(perIp, ipOf),
    perAccount: middleware(signIn, (req) => accountAndAddress(bodyEmail(req), req), { clearOnSuccess: true }),
    mailPerAccount: middleware(mail, (req) => accountAndAddress(req.user ? normalizeEmail(req.user.email) : bodyEmail(req), req)),
    async clearAccount(email) {
      const account = `${normalizeEmail(email)}|`;
      await signIn.clearStartingWith(account);
      await mail.clearStartingWith(account);
    },
  };
}
