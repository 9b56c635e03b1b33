// Google sign-in's `state` handle, PKCE verifier and our flow state, kept in a short-lived signed cookie instead of
// the session: starting a sign-in writes no session row (a visitor who never comes back leaves nothing behind, and a
// flood of starts cannot fill the session table), and the callback still only completes in the browser that started
// it. The cookie is httpOnly, SameSite=Lax (Google's redirect back is a top-level GET), scoped to the auth routes,
// expires with the consent window and is cleared by the callback whatever its outcome.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Request, Response } from 'express';
import { AUTH_BASE_PATH } from 'contracts';

export const GOOGLE_STATE_COOKIE_NAME = 'g_state';
/** How long a visitor has to finish Google's consent screen. */
export const GOOGLE_STATE_TTL_MS = 10 * 60 * 1000;

interface Payload {
  /** The `state` handle sent to Google. */
  h: string;
  /** PKCE code verifier. */
  v: string;
  /** Our flow state (purpose, landing path, user). */
  s: unknown;
  /** Expiry (ms since epoch): a copied cookie is worthless after the consent window. */
  e: number;
}

type StoreCallback = (error: Error | null, handle?: string) => void;
type VerifyCallback = (error: Error | null, verifier: string | false, state?: unknown) => void;

/** A passport-oauth2 state store (store/verify with the arities it looks for) plus what the routes read. */
export interface GoogleStateCookie {
  store(req: Request, verifier: string, state: unknown, meta: unknown, callback: StoreCallback): void;
  verify(req: Request, providedState: string, callback: VerifyCallback): void;
  /** The flow state this browser started, if `handle` is its state handle (read, not used up). */
  pending(req: Request, handle: unknown): unknown;
  clear(res: Response): void;
}

const COOKIE_VALUE = new RegExp(`(?:^|;\\s*)${GOOGLE_STATE_COOKIE_NAME}=([^;]+)`);

export function createGoogleStateCookie(options: { secret: string; secure: boolean }): GoogleStateCookie {
  // A key of its own, so nothing signed for the session cookie can pass for this one.
  const key = createHash('sha256').update(`google-sign-in-state:${options.secret}`).digest();
  const cookieOptions = { httpOnly: true, sameSite: 'lax' as const, secure: options.secure, path: AUTH_BASE_PATH };
  const sign = (body: string) => createHmac('sha256', key).update(body).digest('base64url');

  function read(req: Request): Payload | undefined {
    const raw = COOKIE_VALUE.exec(req.headers.cookie ?? '')?.[1];
    const dot = raw?.lastIndexOf('.') ?? -1;
    if (!raw || dot < 0) return undefined;
    const body = raw.slice(0, dot);
    const given = Buffer.from(raw.slice(dot + 1));
    const expected = Buffer.from(sign(body));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    try {
      const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Payload;
      return typeof payload.h === 'string' && typeof payload.v === 'string' && payload.e > Date.now() ? payload : undefined;
    } catch {
      return undefined;
    }
  }

  const clear = (res: Response) => void res.clearCookie(GOOGLE_STATE_COOKIE_NAME, cookieOptions);

  return {
    // Five parameters: passport-oauth2 passes the PKCE verifier to a store of this arity.
    store(req, verifier, state, _meta, callback) {
      const payload: Payload = {
        h: randomBytes(18).toString('base64url'),
        v: verifier,
        s: state,
        e: Date.now() + GOOGLE_STATE_TTL_MS,
      };
      const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
      req.res!.cookie(GOOGLE_STATE_COOKIE_NAME, `${body}.${sign(body)}`, { ...cookieOptions, maxAge: GOOGLE_STATE_TTL_MS });
      callback(null, payload.h);
    },
    verify(req, providedState, callback) {
      const payload = read(req);
      // Single use in this browser: whatever the outcome, the next callback needs a new start.
      if (req.res) clear(req.res);
      if (!payload || typeof providedState !== 'string') return callback(null, false);
      const given = Buffer.from(providedState);
      const expected = Buffer.from(payload.h);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return callback(null, false);
      callback(null, payload.v, payload.s);
    },
    pending(req, handle) {
      const payload = read(req);
      return payload && typeof handle === 'string' && payload.h === handle ? payload.s : undefined;
    },
    clear,
  };
}
