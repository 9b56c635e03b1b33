import express, { Router, type NextFunction, type Request, type Response } from 'express';
import type passport from 'passport';
import { PASSWORD_TOO_SHORT, isPasswordLongEnough, validateLogin, validateSignUp } from 'contracts';
import type { Database } from '../../db/client';
import { INVALID_CREDENTIALS } from './credentials.service';
import {
  REMEMBER_ME_MAX_AGE_MS,
  SESSION_COOKIE_NAME,
  describeSession,
  type SessionMiddleware,
} from './session.middleware';
import { toSessionUser, type SessionUser } from './session-user';
import { UserAlreadyExistsError, createUserWithPassword } from './user.service';

interface AuthRoutesOptions {
  db: Database;
  passport: passport.Authenticator;
  session: SessionMiddleware;
  /** Applied to the credential endpoints (sign-in, sign-up). */
  rateLimit: express.RequestHandler;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** `req.login` regenerates the session id (no fixation) and stores the user id in the new session. */
function logIn(req: Request, user: SessionUser): Promise<void> {
  return new Promise((resolve, reject) => req.login(user, (error) => (error ? reject(error) : resolve())));
}

function saveSession(req: Request): Promise<void> {
  return new Promise((resolve, reject) => req.session.save((error) => (error ? reject(error) : resolve())));
}

function authenticateLocal(passportInstance: passport.Authenticator, req: Request, res: Response, next: NextFunction) {
  return new Promise<SessionUser | false>((resolve, reject) => {
    passportInstance.authenticate('local', { session: false }, (error: unknown, user: SessionUser | false) =>
      error ? reject(error) : resolve(user),
    )(req, res, next);
  });
}

function sessionBody(req: Request, user: SessionUser) {
  return {
    session: describeSession(req.session, req.sessionID),
    user: {
      id: user.id,
      name: user.name,
      email: user.email,
      emailVerified: user.emailVerified,
      createdAt: user.createdAt.toISOString(),
    },
  };
}

/** Email + password auth under /api/auth: JSON in, JSON out, failures as 4xx `{ message }`. */
export function authRoutes({ db, passport: passportInstance, session, rateLimit }: AuthRoutesOptions): Router {
  const router = Router();

  router.post('/sign-up/email', rateLimit, async (req, res) => {
    const name = text(req.body?.name);
    const email = text(req.body?.email);
    const password = text(req.body?.password);
    const problem = validateSignUp({ name, email, password });
    if (problem) return void res.status(400).json({ message: problem });
    if (!isPasswordLongEnough(password!)) return void res.status(400).json({ message: PASSWORD_TOO_SHORT });
    try {
      const user = toSessionUser(await createUserWithPassword(db, { name: name!, email: email!, password: password! }));
      await logIn(req, user);
      await saveSession(req);
      res.json(sessionBody(req, user));
    } catch (error) {
      if (error instanceof UserAlreadyExistsError) return void res.status(422).json({ message: error.message });
      throw error;
    }
  });

  router.post('/sign-in/email', rateLimit, async (req, res, next) => {
    const email = text(req.body?.email);
    const password = text(req.body?.password);
    const problem = validateLogin({ email, password });
    if (problem) return void res.status(400).json({ message: problem });
    const user = await authenticateLocal(passportInstance, req, res, next);
    if (!user) return void res.status(401).json({ message: INVALID_CREDENTIALS });
    await logIn(req, user);
    // Remember me: a persistent cookie; otherwise a browser-session cookie (no Max-Age/Expires).
    if (req.body?.rememberMe === true) req.session.cookie.maxAge = REMEMBER_ME_MAX_AGE_MS;
    await saveSession(req);
    res.json(sessionBody(req, user));
  });

  router.get('/get-session', (req, res) => {
    res.set('Cache-Control', 'no-store');
    res.json(req.user ? sessionBody(req, req.user) : null);
  });

  router.post('/sign-out', async (req, res) => {
    await new Promise<void>((resolve, reject) =>
      req.session ? req.session.destroy((error) => (error ? reject(error) : resolve())) : resolve(),
    );
    res.clearCookie(SESSION_COOKIE_NAME, session.cookieOptions);
    res.json({ success: true });
  });

  return router;
}
