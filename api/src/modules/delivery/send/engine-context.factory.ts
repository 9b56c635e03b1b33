// The engine's context, built once per engine (one per process: delivery.factory.ts): its database, settings, clock,
// Google clients and quota charge. Every step of a send takes it as its first argument instead of closing over it.
import type { DeliveryEngineDeps, EngineContext } from './engine.types';
import {
  ACCESS_TOKEN_EXPIRY_MARGIN_MS,
  createGoogleClients,
  getGmailAccess,
  readCachedAccessToken,
  type GmailAccess,
} from '../../google';
import { type DeliveryContext, usesSharedSession, quotaCharge } from '../store';

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createEngineContext(deps: DeliveryEngineDeps): EngineContext {
  const { db, config, logger, settings } = deps;
  if (config.database.pglite) usesSharedSession(db);
  const google = deps.google ?? createGoogleClients(config, { fetch: deps.fetch, gmailTimeoutMs: settings.gmailTimeoutMs });
  // Gmail reads around a send (reply check, Message-ID read-back) are paid from the quota budget as sends are.
  const charge = quotaCharge(db, {
    projectUnitsPerMinute: settings.gmailProjectUnitsPerMinute,
    userUnitsPerMinute: settings.gmailUserUnitsPerMinute,
    units: settings.gmailQuotaUnits,
  });
  return {
    deps,
    db,
    config,
    logger,
    settings,
    google,
    charge,
    now: deps.now ?? (() => new Date()),
    sleep: deps.sleep ?? defaultSleep,
  };
}

/** The user's Gmail access, from the grant (refreshed when forced or expired). */
export function accessFor(ctx: EngineContext, userId: string, forceRefresh: boolean): Promise<GmailAccess> {
  const { db, config, google, now } = ctx;
  return getGmailAccess({ db, ring: config.tokenEncryption, oauth: google.oauth() }, userId, { now: now(), forceRefresh });
}

/** The access token cached with the grant (read with the context), while it is valid. */
export function cachedAccess(ctx: EngineContext, context: DeliveryContext, forceRefresh: boolean): GmailAccess | undefined {
  const { config, now } = ctx;
  const { grant } = context;
  if (forceRefresh || !grant?.live) return undefined;
  const accessToken = readCachedAccessToken(
    { userId: context.userId, accessToken: grant.accessToken, accessTokenExpiresAt: grant.accessTokenExpiresAt },
    config.tokenEncryption,
    now(),
    ACCESS_TOKEN_EXPIRY_MARGIN_MS,
  );
  return accessToken ? { userId: context.userId, googleEmail: grant.googleEmail, scopes: grant.scopes, accessToken } : undefined;
}
