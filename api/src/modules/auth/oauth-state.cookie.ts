// A social sign-in's `state` handle, PKCE verifier and our flow state, kept in a short-lived signed cookie instead of
// the session: starting a sign-in writes no session row (a visitor who never comes back leaves nothing behind, and a
// flood of starts cannot fill the session table), and the callback still only completes in the browser that started
// it. The cookie is httpOnly, SameSite=Lax (the provider's redirect back is a top-level GET), scoped to the auth
// routes, expires with the consent window and is cleared by the callback whatever its outcome. One cookie per
// provider (Google's `g_state`, Microsoft's `ms_state`), each signed with a key of its own.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Request, Response } from 'express';
import { AUTH_BASE_PATH } from 'contracts';

export const GOOGLE_STATE_COOKIE_NAME = 'g_state';
export const MICROSOFT_STATE_COOKIE_NAME = 'ms_state';
/** How long a visitor has to finish the provider's consent screen. */
export const OAUTH_STATE_TTL_MS = 10 * 60 * 1000;

interface Payload {
  /** The `state` handle sent to the provider. */
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
export interface OAuthStateCookie {
  store(req: Request, verifier: string, state: unknown, meta: unknown, callback: StoreCallback): void;
  verify(req: Request, providedState: string, callback: VerifyCallback): void;
  /** The flow state this browser started, if `handle` is its state handle (read, not used up). */
  pending(req: Request, handle: unknown): unknown;
  /** Sets the cookie on `res` and answers the state handle to send (for a flow without passport). */
  put(res: Response, verifier: string, state: unknown): string;
  /** Clears the cookie and answers its verifier and state if `handle` is this browser's live one. */
  take(req: Request, res: Response, handle: unknown): { verifier: string; state: unknown } | undefined;
  clear(res: Response): void;
}

/** Google sign-in's store; its key is the one it always had, so consents under way survive a deploy. */
export type GoogleStateCookie = OAuthStateCookie;

export function createGoogleStateCookie(options: { secret: string; secure: boolean }): GoogleStateCookie {
  return createOAuthStateCookie({ ...options, name: GOOGLE_STATE_COOKIE_NAME, keyLabel: 'google-sign-in-state' });
}

export function createMicrosoftStateCookie(options: { secret: string; secure: boolean }): OAuthStateCookie {
  return createOAuthStateCookie({ ...options, name: MICROSOFT_STATE_COOKIE_NAME, keyLabel: 'microsoft-sign-in-state' });
}

const sameText = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

function createOAuthStateCookie(options: { secret: string; secure: boolean; name: string; keyLabel: string }): OAuthStateCookie {
  const { name } = options;
  // A key of its own, so nothing signed for the session cookie (or the other provider's cookie) can pass for this one.
  const key = createHash('sha256').update(`${options.keyLabel}:${options.secret}`).digest();
  const cookieOptions = { httpOnly: true, sameSite: 'lax' as const, secure: options.secure, path: AUTH_BASE_PATH };
  const sign = (body: string) => createHmac('sha256', key).update(body).digest('base64url');
  const cookieValue = new RegExp(`(?:^|;\\s*)${name}=([^;]+)`);

  function read(req: Request): Payload | undefined {
    const raw = cookieValue.exec(req.headers.cookie ?? '')?.[1];
    const dot = raw?.lastIndexOf('.') ?? -1;
    if (!raw || dot < 0) return undefined;
    const body = raw.slice(0, dot);
    if (!sameText(raw.slice(dot + 1), sign(body))) return undefined;
    try {
      const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Payload;
      return typeof payload.h === 'string' && typeof payload.v === 'string' && payload.e > Date.now() ? payload : undefined;
    } catch {
      return undefined;
    }
  }

  const clear = (res: Response) => void res.clearCookie(name, cookieOptions);

  function put(res: Response, verifier: string, state: unknown): string {
    const payload: Payload = {
      h: randomBytes(18).toString('base64url'),
      v: verifier,
      s: state,
      e: Date.now() + OAUTH_STATE_TTL_MS,
    };
    const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
    res.cookie(name, `${body}.${sign(body)}`, { ...cookieOptions, maxAge: OAUTH_STATE_TTL_MS });
    return payload.h;
  }

  function take(req: Request, res: Response, handle: unknown) {
    const payload = read(req);
    // Single use in this browser: whatever the outcome, the next callback needs a new start.
    clear(res);
    if (!payload || typeof handle !== 'string' || !sameText(handle, payload.h)) return undefined;
    return { verifier: payload.v, state: payload.s };
  }

  return {
    // Five parameters: passport-oauth2 passes the PKCE verifier to a store of this arity.
    store(req, verifier, state, _meta, callback) {
      callback(null, put(req.res!, verifier, state));
    },
    verify(req, providedState, callback) {
      if (!req.res) return callback(null, false);
      const taken = take(req, req.res, providedState);
      if (!taken) return callback(null, false);
      callback(null, taken.verifier, taken.state);
    },
    pending(req, handle) {
      const payload = read(req);
      return payload && typeof handle === 'string' && payload.h === handle ? payload.s : undefined;
    },
    put,
    take,
    clear,
  };
}
