// POST /api/analytics/events { name, properties }: the candidate demo's events (product.md §2), public (signed-out visitors
// send them too), limited per client address, stored with the signed-in user's id when there is a session. 204.
import express, { Router, type Request } from 'express';
import { ANALYTICS_BODY_LIMIT_BYTES, ANALYTICS_RATE_LIMIT, TOO_MANY_ATTEMPTS } from 'contracts';
import { createRateLimit, type RateLimitStore } from '../../core/rate-limit.store';
import type { Database } from '../../db/db.client';
import { parseAnalyticsEvent } from './analytics-event.schema';
import { insertAnalyticsEvent } from './analytics-event.repository';

export interface AnalyticsRoutesOptions {
  db: Database;
  limitStore: RateLimitStore;
}

const ipOf = (req: Request) => req.ip ?? req.socket.remoteAddress ?? 'unknown';

/** Mounted at /api/analytics after the same-origin JSON guard and the session middleware. */
export function analyticsRoutes({ db, limitStore }: AnalyticsRoutesOptions): Router {
  const limit = createRateLimit(limitStore, { name: 'analytics', ...ANALYTICS_RATE_LIMIT });
  const router = Router();
  router.post('/events', express.json({ limit: ANALYTICS_BODY_LIMIT_BYTES }), async (req, res, next) => {
    try {
      // Counted before validation: refused bodies cost the sender too.
      const decision = await limit.take(ipOf(req));
      if (!decision.allowed) {
        res.setHeader('Retry-After', String(Math.ceil(decision.retryAfterMs / 1000)));
        return void res.status(429).json({ message: TOO_MANY_ATTEMPTS });
      }
      const parsed = parseAnalyticsEvent(req.body);
      if (!parsed.ok) return void res.status(400).json({ message: parsed.message });
      await insertAnalyticsEvent(db, { ...parsed.event, userId: req.user?.id });
      res.status(204).end();
    } catch (error) {
      next(error);
    }
  });
  return router;
}
