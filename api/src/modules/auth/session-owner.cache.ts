// Per-user request limits that still refuse before a session is loaded. A limit keyed on the session cookie gave each
// of one user's sessions its own allowance (six sign-ins, six allowances). This process remembers, for sessions it
// has loaded, which user each belongs to, so the cookie alone (one HMAC, no lookup) names the user's one bucket.
import type { Request } from 'express';
import { LRUCache } from 'lru-cache';
import { signedSessionId } from './session.middleware';

/** Sessions remembered per process; a forgotten one is simply keyed on its id again until its next load. */
const MAX_REMEMBERED = 50_000;
/** An entry is re-learnt at least this often (a signed-out or revoked session stops naming its user). */
const REMEMBER_MS = 10 * 60 * 1000;

/** No user behind the session (signed out, revoked, expired): it counts as its address. */
const NOBODY = '';

export interface SessionOwners {
  /**
   * Before the session is loaded: `user:<id>` for a session this process has seen with its user, `sid:<id>` for a
   * signed session not seen yet, `ip:<address>` without one (or for a session seen without a user).
   */
  earlyKey(req: Request): string;
  /** After the session is loaded (req.user set): the request's final key, remembered for the session's next requests. */
  lateKey(req: Request): string;
}

export function createSessionOwners(secret: string, max = MAX_REMEMBERED): SessionOwners {
  const owners = new LRUCache<string, string>({ max, ttl: REMEMBER_MS });
  const sessionOf = new WeakMap<Request, string>();
  const address = (req: Request) => `ip:${req.ip}`;
  return {
    earlyKey(req) {
      const sid = signedSessionId(req, secret);
      if (sid === undefined) return address(req);
      sessionOf.set(req, sid);
      const owner = owners.get(sid);
      if (owner === undefined) return `sid:${sid}`;
      return owner === NOBODY ? address(req) : `user:${owner}`;
    },
    lateKey(req) {
      const sid = sessionOf.get(req) ?? signedSessionId(req, secret);
      const userId = req.user?.id;
      if (sid !== undefined) owners.set(sid, userId ?? NOBODY);
      return userId ? `user:${userId}` : address(req);
    },
  };
}
