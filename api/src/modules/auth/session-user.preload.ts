// A signed-in request used to cost two lookups before its own work: the session row (express-session's store.get)
// and then its user (passport's deserializeUser). Here store.get reads both in one query, and deserializeUser takes
// the user loaded with the request's session. Anything unusual (a store.get not made from our middleware, a session
// whose user id differs) falls back to the separate lookup, so the shortcut can only save work, never change who the
// user is. A deleted account still has no user: the join asks for an active one.
import type { Request, RequestHandler } from 'express';
import type { SessionData, Store } from 'express-session';
import type pg from 'pg';
import type { SessionUser } from '../../core/session-user.types';

const SESSION_WITH_USER = `
  SELECT s.sess, u.id, u.name, u.email, u.email_verified, u.created_at, u.password_hash IS NOT NULL AS has_password
  FROM session s
  LEFT JOIN users u
    ON u.id = CASE WHEN s.user_id ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' THEN s.user_id::uuid END
   AND u.deleted_at IS NULL
  WHERE s.sid = $1 AND s.expire >= to_timestamp($2)`;

interface Row {
  sess: unknown;
  id: string | null;
  name: string;
  email: string;
  email_verified: boolean;
  created_at: Date;
  has_password: boolean;
}

/** What a request's session load found: its user, false for a session without an active user, or nothing known. */
export type PreloadedUser = SessionUser | false | undefined;

export interface SessionUserPreload {
  /** Wraps express-session's middleware so the store knows which request a load is for. */
  around(handler: RequestHandler): RequestHandler;
  userFor(req: Request): PreloadedUser;
}

/** Replaces `store.get` (connect-pg-simple's layout: table "session", expiry in seconds as connect-pg-simple counts). */
export function preloadSessionUser(store: Store, pool: pg.Pool): SessionUserPreload {
  const loaded = new WeakMap<Request, SessionUser | false>();
  let loadingFor: Request | undefined;
  store.get = (sid, callback) => {
    // express-session calls get synchronously inside its middleware, while `loadingFor` is this request.
    const req = loadingFor;
    pool.query<Row>(SESSION_WITH_USER, [sid, Math.ceil(Date.now() / 1000)], (error, result) => {
      if (error) return callback(error);
      const row = result.rows[0];
      if (!row) return callback(null, null);
      let sess: SessionData;
      try {
        sess = (typeof row.sess === 'string' ? JSON.parse(row.sess) : row.sess) as SessionData;
      } catch {
        return store.destroy(sid, (destroyError) => callback(destroyError ?? null, null));
      }
      if (req) loaded.set(req, row.id ? toUser(row as Row & { id: string }) : false);
      callback(null, sess);
    });
  };
  return {
    around: (handler) => (req, res, next) => {
      loadingFor = req;
      try {
        handler(req, res, next);
      } finally {
        loadingFor = undefined;
      }
    },
    userFor: (req) => loaded.get(req),
  };
}

const toUser = (row: Row & { id: string }): SessionUser => ({
  id: row.id,
  name: row.name,
  email: row.email,
  emailVerified: row.email_verified,
  createdAt: row.created_at,
  hasPassword: row.has_password,
});
