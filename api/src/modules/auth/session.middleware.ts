import { createHash } from 'node:crypto';
import connectPgSimple from 'connect-pg-simple';
import session, { type Session } from 'express-session';
import type { RequestHandler } from 'express';
import type pg from 'pg';
import type { AppConfig } from '../../config/config';
import type { Logger } from '../../logging/logger';
import { throttleSessionTouch } from './session-touch.throttle';

export const SESSION_COOKIE_NAME = 'sid';
/** Server-side lifetime of a browser-session cookie's session, renewed by every request that uses it. */
export const SESSION_TTL_SECONDS = 24 * 60 * 60;
export const REMEMBER_ME_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

export interface SessionMiddleware {
  handler: RequestHandler;
  /** Attributes of the session cookie (also needed to clear it). */
  cookieOptions: { httpOnly: true; sameSite: 'lax'; secure: boolean; path: string };
  close(): Promise<void>;
}

/** express-session backed by the "session" table (created by our migrations, not by connect-pg-simple). */
export function createSessionMiddleware(config: AppConfig, pool: pg.Pool, logger: Logger): SessionMiddleware {
  const PgStore = connectPgSimple(session);
  const store = new PgStore({
    pool,
    tableName: 'session',
    createTableIfMissing: false,
    ttl: SESSION_TTL_SECONDS,
    errorLog: (...args: unknown[]) => logger.error({ detail: args.map(String).join(' ') }, 'session store error'),
  });
  throttleSessionTouch(store);
  const cookieOptions: SessionMiddleware['cookieOptions'] = {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.session.secureCookie,
    path: '/',
  };
  const handler = session({
    name: SESSION_COOKIE_NAME,
    secret: config.session.secret,
    store,
    resave: false,
    saveUninitialized: false,
    proxy: true,
    cookie: cookieOptions,
  });
  return {
    handler,
    cookieOptions,
    // Typed as void upstream, but connect-pg-simple's close() is async (stops the prune timer).
    close: async () => {
      await store.close();
    },
  };
}

/**
 * Public view of a session. The id is a digest of the session id: the real one only lives in the
 * httpOnly cookie, so page scripts never see it.
 */
export function describeSession(sessionObject: Session & { cookie: session.Cookie }, sessionId: string, userId: string) {
  const expiresAt = sessionObject.cookie.expires ?? new Date(Date.now() + SESSION_TTL_SECONDS * 1000);
  return {
    id: createHash('sha256').update(sessionId).digest('base64url').slice(0, 32),
    userId,
    expiresAt: expiresAt.toISOString(),
  };
}

/**
 * The session cookie's value as a key for per-user request limits, read without loading the session (a request
 * refused by the limit costs no database lookup). Undefined without a session cookie.
 */
const SESSION_COOKIE_VALUE = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE_NAME}=([^;]+)`);
export function sessionRateKey(req: { headers: { cookie?: string } }): string | undefined {
  const match = SESSION_COOKIE_VALUE.exec(req.headers.cookie ?? '');
  return match ? `sid:${match[1]}` : undefined;
}
