// The browser's way back from Microsoft (mounted at /api/microsoft-grant behind the session middleware):
//   GET /callback?code&state | ?error&error_description&state -> the grant stored, 302 to the return path
// A consent that did not end in a connection lands on the return path with `?error=outlook&reason=<why>`
// (consent-refused, admin-consent-required, consent-expired, outlook-failed), which Settings puts in words.
import { Router } from 'express';
import { AUTH_ROUTES, OUTLOOK_CONNECT_ERROR, OUTLOOK_CONNECT_FAILURE_REASONS, SETTINGS_ROUTE } from 'contracts';
import type { AppConfig } from '../../config/config';
import { isMicrosoftConfigured } from '../../config/microsoft.config';
import type { Database } from '../../db/db.client';
import type { Logger } from '../../logging/logger';
import { microsoftClientsFor } from './microsoft-clients.registry';
import { completeOutlookConnection } from './outlook-connection.service';

export interface MicrosoftGrantRoutesOptions {
  db: Database;
  config: AppConfig;
  logger: Logger;
  /** Called after a grant is stored, e.g. to resume emails that waited for a reconnect. */
  onGrantStored?: (db: Database, userId: string) => Promise<unknown>;
}

function failedTo(path: string, reason: string): string {
  const url = new URL(path, 'http://placeholder.invalid');
  url.searchParams.set('error', OUTLOOK_CONNECT_ERROR);
  url.searchParams.set('reason', reason);
  return `${url.pathname}${url.search}${url.hash}`;
}

export function microsoftGrantRoutes(options: MicrosoftGrantRoutesOptions): Router {
  const { db, config, logger } = options;
  const router = Router();

  router.get('/callback', async (req, res) => {
    res.set('Cache-Control', 'no-store');
    if (!req.user) return res.redirect(302, AUTH_ROUTES.login);
    const userId = req.user.id;
    if (!isMicrosoftConfigured(config.microsoft))
      return res.redirect(302, failedTo(SETTINGS_ROUTE, OUTLOOK_CONNECT_FAILURE_REASONS.failed));
    const result = await completeOutlookConnection(
      {
        db,
        appOrigin: config.appOrigin,
        ring: config.tokenEncryption,
        oauth: microsoftClientsFor(config.microsoft).oauth(),
      },
      { userId, query: req.query as Record<string, unknown> },
    );
    if (!result.ok) {
      // The detail is the failure kind and Microsoft's error text (AADSTS code), which carry no code or token.
      logger.warn({ userId, reason: result.reason, detail: result.detail }, 'Outlook connection failed');
      return res.redirect(302, failedTo(result.returnTo, result.reason));
    }
    logger.info({ userId, scopes: result.scopes }, 'Outlook authorization stored');
    await options
      .onGrantStored?.(db, userId)
      .catch((error: unknown) => logger.error({ err: error, userId }, 'resuming emails after an Outlook connection failed'));
    res.redirect(302, result.returnTo);
  });

  return router;
}
