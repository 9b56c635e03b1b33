import { rateLimit } from 'express-rate-limit';
import type { Request, RequestHandler } from 'express';
import { TOO_MANY_ATTEMPTS } from 'contracts';
import type { AppConfig } from '../../config/config';
import { normalizeEmail } from './user.service';

export { TOO_MANY_ATTEMPTS };

export interface AuthRateLimits {
  /** Per client IP, every request counts: sign-in, sign-up and forgot-password share the budget. */
  perIp: RequestHandler;
  /** Per email address whatever the IP (sign-in, sign-up); successful requests do not count. */
  perAccount: RequestHandler;
  /** Per email address for requests that send mail (forgot-password, resend verification); every request counts. */
  mailPerAccount: RequestHandler;
}

const bodyEmail = (req: Request): string | undefined =>
  typeof req.body?.email === 'string' && req.body.email.trim() !== '' ? normalizeEmail(req.body.email) : undefined;

function limiter(
  options: { windowMs: number; limit: number },
  extra: { key?: (req: Request) => string | undefined; skipSuccessfulRequests?: boolean } = {},
): RequestHandler {
  return rateLimit({
    windowMs: options.windowMs,
    limit: options.limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    skipSuccessfulRequests: extra.skipSuccessfulRequests ?? false,
    ...(extra.key
      ? {
          keyGenerator: (req: Request) => `account:${extra.key!(req)}`,
          // A request naming no account is left to validation (and to the per-IP limit).
          skip: (req: Request) => extra.key!(req) === undefined,
        }
      : {}),
    handler: (_req, res) => {
      res.status(429).json({ message: TOO_MANY_ATTEMPTS });
    },
  });
}

/**
 * Brakes on guessing and on mail bombing. In memory, so per process: behind several api replicas each one
 * counts on its own (a shared store would be the next step).
 */
export function createAuthRateLimits(config: AppConfig['authRateLimit']): AuthRateLimits {
  const window = { windowMs: config.windowMs };
  return {
    perIp: limiter({ ...window, limit: config.max }),
    perAccount: limiter({ ...window, limit: config.perAccountMax }, { key: bodyEmail, skipSuccessfulRequests: true }),
    mailPerAccount: limiter(
      { ...window, limit: config.perAccountMax },
      { key: (req) => (req.user ? normalizeEmail(req.user.email) : bodyEmail(req)) },
    ),
  };
}
