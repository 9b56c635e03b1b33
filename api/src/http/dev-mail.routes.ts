import { Router } from 'express';
import type { Logger } from '../logging/logger';

/**
 * Development only: shows the devstack SMTP inbox through the app's own origin. Mounted only when
 * DEV_MAIL_URL is set, so in production these paths do not exist.
 */
export function devMailRoutes(devMailUrl: string, logger: Logger): Router {
  const router = Router();
  const proxy = (upstreamPath: string) => async (req: import('express').Request, res: import('express').Response) => {
    const query = req.originalUrl.includes('?') ? req.originalUrl.slice(req.originalUrl.indexOf('?')) : '';
    const target = `${devMailUrl.replace(/\/$/, '')}${upstreamPath}${query}`;
    try {
      const upstream = await fetch(target, { headers: { accept: req.get('accept') ?? '*/*' } });
      res.status(upstream.status);
      const contentType = upstream.headers.get('content-type');
      if (contentType) res.set('Content-Type', contentType);
      res.set('Cache-Control', 'no-store').send(Buffer.from(await upstream.arrayBuffer()));
    } catch (error) {
      logger.warn({ err: error, target }, 'dev mail inbox unreachable');
      res.status(502).json({ message: 'Development mail inbox is not reachable' });
    }
  };
  router.get('/__dev/mail', proxy('/messages'));
  router.get('/__dev/inbox', proxy('/inbox'));
  return router;
}
