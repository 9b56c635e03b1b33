import { Router, type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import type passport from 'passport';
import {
  AUTH_PATHS,
  AUTH_REDIRECT_ERRORS,
  AUTH_ROUTES,
  PASSWORD_TOO_SHORT,
  REDIRECT_NOT_ALLOWED,
  SETTINGS_ROUTE,
  isPasswordLongEnough,
  validateForgotPassword,
  validateLogin,
  validateResetPassword,
  validateSignUp,
} from 'contracts';
import type { Database } from '../../db/db.client';
import type { Logger } from '../../logging/logger';
import { passwordChangedEmail, type Mailer } from '../mailer';
import { clearAttemptsOfSuccess, type AuthRateLimits } from './auth-rate-limit.middleware';
import { INVALID_CREDENTIALS } from './credentials.service';
import { composeVerificationEmail, verifyEmailToken } from './email-verification.service';
import { googleAuthRoutes } from './google-sign-in.routes';
import { microsoftAuthRoutes, type MicrosoftSignInDeps } from './microsoft-sign-in.routes';
import type { GoogleStateCookie } from './oauth-state.cookie';
import type { GoogleGrantReceiver } from '../google';
import { composePasswordResetEmail, resetPasswordWithToken } from './password-reset.service';
import { sameOriginPath, withErrorParam } from './redirect-target.guard';
import { requireSignedIn } from './require-signed-in.middleware';
import { destroySession, logIn, saveSession, sessionBody } from './session.helpers';
import { REMEMBER_ME_MAX_AGE_MS, SESSION_COOKIE_NAME, type SessionMiddleware } from './session.middleware';
import { revokeUserSessions } from './session-revocation.service';
import { toSessionUser, type SessionUser } from '../../core/session-user.types';
import { UserAlreadyExistsError, createUserWithPassword, findActiveUserById, validateDisplayName } from './user.service';

export interface AuthRoutesOptions {
  db: Database;
  appOrigin: string;
  passport: passport.Authenticator;
  session: SessionMiddleware;
  rateLimits: AuthRateLimits;
  mailer: Mailer;
  logger: Logger;
  /** Google sign-in; undefined when GOOGLE_CLIENT_ID/SECRET are not set. */
  googleStrategy: passport.Strategy | undefined;
  /** The state store that strategy was built with (createGoogleStateCookie). */
  googleStateCookie: GoogleStateCookie;
  /** Where the Gmail send grant goes (google-grant module); undefined until wired. */
  googleGrantReceiver?: GoogleGrantReceiver;
  /** 'Continue with Microsoft'; absent, POST /sign-in/social answers Microsoft as an unsupported provider. */
  microsoftSignIn?: MicrosoftSignInDeps;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const OK = { status: true } as const;

function authenticateLocal(passportInstance: passport.Authenticator, req: Request, res: Response, next: NextFunction) {
  return new Promise<SessionUser | false>((resolve, reject) => {
    passportInstance.authenticate('local', { session: false }, (error: unknown, user: SessionUser | false) =>
      error ? reject(error) : resolve(user),
    )(req, res, next);
  });
}

/** Browsers opening an emailed link get a redirect; API clients that ask for JSON get JSON. */
const wantsJson = (req: Request) => req.accepts(['html', 'json']) === 'json';

/** The email + password service under /api/auth (product.md §7): JSON in, JSON out, failures as 4xx `{ message }`. */
export function authRoutes(options: AuthRoutesOptions): Router {
  const { db, appOrigin, passport: passportInstance, session, rateLimits, mailer } = options;
  const router = Router();

  router.post(AUTH_PATHS.signUpEmail, rateLimits.perIp, rateLimits.perAccount, async (req, res) => {
    const name = text(req.body?.name);
    const email = text(req.body?.email);
    const password = text(req.body?.password);
    const problem = validateSignUp({ name, email, password });
    if (problem) return void res.status(400).json({ message: problem });
    if (!isPasswordLongEnough(password!)) return void res.status(400).json({ message: PASSWORD_TOO_SHORT });
    const nameProblem = validateDisplayName(name);
    if (nameProblem) return void res.status(400).json({ message: nameProblem });
    try {
      const created = await createUserWithPassword(db, { name: name!, email: email!, password: password! });
      const user = toSessionUser(created);
      await logIn(req, user);
      await saveSession(req);
      // The address's own allowance: once spent (someone keeps signing up with it), no mail; the owner can ask for
      // a link from Settings later.
      if (await rateLimits.mayMailTo(created.email)) mailer.sendLater(() => composeVerificationEmail(db, appOrigin, created));
      await clearAttemptsOfSuccess(res);
      res.json(sessionBody(req, user));
    } catch (error) {
      if (error instanceof UserAlreadyExistsError) return void res.status(422).json({ message: error.message });
      throw error;
    }
  });

  router.post(AUTH_PATHS.signInEmail, rateLimits.perIp, rateLimits.perAccount, async (req, res, next) => {
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
    await clearAttemptsOfSuccess(res);
    res.json(sessionBody(req, user));
  });

  router.get(AUTH_PATHS.getSession, (req, res) => {
    res.set('Cache-Control', 'no-store');
    res.json(req.user ? sessionBody(req, req.user) : null);
  });

  router.post(AUTH_PATHS.signOut, async (req, res) => {
    await destroySession(req);
    res.clearCookie(SESSION_COOKIE_NAME, session.cookieOptions);
    res.json(OK);
  });

  // Refused input is answered before the mail limits count it: only requests that would send count against the address.
  const forgotPasswordInput: RequestHandler = (req, res, next) => {
    const problem = validateForgotPassword({ email: text(req.body?.email) });
    if (problem) return void res.status(400).json({ message: problem });
    const resetPath = req.body?.redirectTo == null ? AUTH_ROUTES.resetPassword : sameOriginPath(req.body.redirectTo, appOrigin);
    if (!resetPath) return void res.status(400).json({ message: REDIRECT_NOT_ALLOWED });
    res.locals.resetPath = resetPath;
    next();
  };

  router.post(AUTH_PATHS.forgetPassword, rateLimits.perIp, forgotPasswordInput, ...rateLimits.mailTo('body'), (req, res) => {
    const email = text(req.body?.email);
    const resetPath = res.locals.resetPath as string;
    // The same answer, at the same speed, whether or not the address has an account: the lookup, the token
    // and the mail all happen after answering.
    mailer.sendLater(() => composePasswordResetEmail(db, { email: email!, resetPageUrl: new URL(resetPath, appOrigin) }));
    res.json(OK);
  });

  router.post(AUTH_PATHS.resetPassword, rateLimits.perIp, async (req, res) => {
    const token = text(req.body?.token);
    const newPassword = text(req.body?.newPassword);
    const problem = validateResetPassword({ token, password: newPassword, confirmPassword: newPassword });
    if (problem) return void res.status(400).json({ message: problem });
    const result = await resetPasswordWithToken(db, { token: token!, newPassword: newPassword! });
    if (!result.ok) return void res.status(400).json({ message: result.message });
    // Whoever knew the old password is out: every session of the user ends but this browser's.
    await revokeUserSessions(db, result.userId, { keepSessionId: req.sessionID });
    // A clean slate: failed sign-ins counted against the account (from any address) no longer hold the owner back.
    const owner = await findActiveUserById(db, result.userId);
    if (owner) await rateLimits.clearAccount(owner.email);
    res.json(OK);
    // The owner hears of it (no secret in the mail), after the answer like the other mail.
    const changedAt = new Date();
    mailer.sendLater(async () => {
      const user = await findActiveUserById(db, result.userId);
      if (!user) return undefined;
      const forgotPasswordUrl = new URL(AUTH_ROUTES.forgotPassword, appOrigin).toString();
      return passwordChangedEmail({ to: user.email, name: user.name, changedAt, how: 'reset', forgotPasswordUrl });
    });
  });

  router.get(AUTH_PATHS.verifyEmail, async (req, res) => {
    res.set('Cache-Control', 'no-store');
    const token = text(req.query.token) ?? '';
    const result = await verifyEmailToken(db, token);
    if (wantsJson(req)) {
      if (result.ok) return void res.json(OK);
      return void res.status(400).json({ message: result.message });
    }
    const landing = sameOriginPath(req.query.callbackURL, appOrigin) ?? SETTINGS_ROUTE;
    res.redirect(303, result.ok ? landing : withErrorParam(landing, AUTH_REDIRECT_ERRORS.verifyEmail, appOrigin));
  });

  router.post(AUTH_PATHS.sendVerificationEmail, requireSignedIn, ...rateLimits.mailTo('user'), (req, res) => {
    const user = req.user!;
    if (!user.emailVerified) mailer.sendLater(() => composeVerificationEmail(db, appOrigin, user));
    res.json(OK);
  });

  // Before Google's routes: Google's start answers every provider but its own as unsupported.
  if (options.microsoftSignIn) {
    router.use(
      microsoftAuthRoutes({
        db,
        appOrigin,
        ...options.microsoftSignIn,
        logger: options.logger,
        perIp: rateLimits.perIp,
      }),
    );
  }
  router.use(
    googleAuthRoutes({
      db,
      appOrigin,
      strategy: options.googleStrategy,
      grantReceiver: options.googleGrantReceiver,
      logger: options.logger,
      stateCookie: options.googleStateCookie,
      perIp: rateLimits.perIp,
    }),
  );

  return router;
}
