// GET /api/track/open/:token.gif — the 1x1 image in tracked emails. Always answers the image (a bad token too),
// never cached, so every fetch is seen and nothing is learned from the response.
import { Router } from 'express';
import type { Database } from '../../db/db.client';
import type { Logger } from '../../logging/logger';
import { OPEN_PIXEL_PATH, verifyOpenToken } from './open-token.service';

/** The smallest transparent GIF. */
export const TRANSPARENT_GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** Records an email's first open. Delivery's (it owns campaign_emails), handed in: delivery imports this module. */
export type RecordOpen = (db: Database, emailId: number) => Promise<boolean>;

export function openPixelRoutes(options: { db: Database; secret: string; logger: Logger; recordOpen: RecordOpen }): Router {
  const router = Router();
  router.get(`${OPEN_PIXEL_PATH}/:token.gif`, async (req, res) => {
    const emailId = verifyOpenToken(options.secret, req.params.token ?? '');
    if (emailId !== undefined) {
      await options
        .recordOpen(options.db, emailId)
        .catch((error: unknown) => options.logger.error({ err: error, emailId }, 'recording an email open failed'));
    }
    res
      .status(200)
      .set({
        'Content-Type': 'image/gif',
        'Content-Length': String(TRANSPARENT_GIF.length),
        'Cache-Control': 'no-store, no-cache, must-revalidate, private',
        'Cross-Origin-Resource-Policy': 'cross-origin',
      })
      .end(TRANSPARENT_GIF);
  });
  return router;
}
