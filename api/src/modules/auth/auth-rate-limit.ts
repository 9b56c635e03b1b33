import { rateLimit } from 'express-rate-limit';
import type { RequestHandler } from 'express';

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please try again later.';

/** Per-IP limit on credential attempts (sign-in and sign-up share the budget). In-memory: per process. */
export function authRateLimit(options: { max: number; windowMs: number }): RequestHandler {
  return rateLimit({
    windowMs: options.windowMs,
    limit: options.max,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (_req, res) => {
      res.status(429).json({ message: TOO_MANY_ATTEMPTS });
    },
  });
}
