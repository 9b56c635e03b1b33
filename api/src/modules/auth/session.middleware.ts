import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import connectPgSimple from 'connect-pg-simple';
import session, { type Session } from 'express-session';
import type { Request, RequestHandler } from 'express';
import type pg from 'pg';
import type { AppConfig } from '../../config/config';
import type { Logger } from '../../logging/logger';
import { preloadSessionUser, type PreloadedUser } from './session-user.preload';
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
  /** The user read with the request's session (one query for both), for passport's deserializeUser. */
  preloadedUser(req: Request): PreloadedUser;
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
  const preload = preloadSessionUser(store, pool);
  const cookieOptions: SessionMiddleware['cookieOptions'] = {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.session.secureCookie,
    path: '/',
  };
  const handler = preload.around(
    session({
      name: SESSION_COOKIE_NAME,
      secret: config.session.secret,
      store,
      resave: false,
      saveUninitialized: false,
      proxy: true,
      cookie: cookieOptions,
    }),
  );
  return {
    handler,
    cookieOptions,
    preloadedUser: preload.userFor,
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
 * The session id of a request's cookie, read without loading the session (a request refused by a limit costs no
 * database lookup). Only a cookie signed with our secret counts (express-session's `s:<id>.<hmac>`, checked with one
 * HMAC): made-up cookie values would otherwise each get a fresh budget and dodge the per-address limit. Undefined
 * without a valid session cookie.
 */
const SESSION_COOKIE_VALUE = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE_NAME}=([^;]+)`);
export function signedSessionId(req: { headers: { cookie?: string } }, secret: string): string | undefined {
  const raw = SESSION_COOKIE_VALUE.exec(req.headers.cookie ?? '')?.[1];
  let value: string;
  try {
    value = raw ? decodeURIComponent(raw) : '';
  } catch {
    return undefined;
  }
  const dot = value.lastIndexOf('.');
  if (!value.startsWith('s:') || dot < 0) return undefined;
  const id = value.slice(2, dot);
  const given = Buffer.from(value.slice(dot + 1));
  const expected = Buffer.from(createHmac('sha256', secret).update(id).digest('base64').replace(/==?$/, ''));
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : undefined;
}

/** `sid:<id>` for a request with a validly signed session cookie (signedSessionId), else undefined. */
export function sessionRateKey(req: { headers: { cookie?: string } }, secret: string): string | undefined {
  const id = signedSessionId(req, secret);
  return id === undefined ? undefined : `sid:${id}`;
}
