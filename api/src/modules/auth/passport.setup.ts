import type { Request } from 'express';
import passport from 'passport';
import { Strategy as LocalStrategy } from 'passport-local';
import type { Database } from '../../db/db.client';
import { verifyCredentials } from './credentials.service';
import { toSessionUser } from '../../core/session-user.types';
import { findActiveUserById } from './user.service';
import type { PreloadedUser } from './session-user.preload';

/**
 * One Passport instance per app (not the global singleton) so several apps in one process, as in tests,
 * never share strategies. The session stores only the user id; each request reloads the user, so a
 * deleted account is signed out at once: normally read with the session itself (`preloaded`), else looked up here.
 */
export function createPassport(
  db: Database,
  preloaded: (req: Request) => PreloadedUser = () => undefined,
): passport.Authenticator {
  const instance = new passport.Passport();
  instance.use(
    'local',
    new LocalStrategy({ usernameField: 'email', passwordField: 'password', session: true }, (email, password, done) => {
      verifyCredentials(db, email, password).then(
        (user) => done(null, user ? toSessionUser(user) : false),
        (error: unknown) => done(error),
      );
    }),
  );
  instance.serializeUser((user, done) => done(null, user.id));
  instance.deserializeUser<string, Request>((req, id, done) => {
    const user = preloaded(req);
    if (user === false || (user && user.id === id)) return done(null, user);
    findActiveUserById(db, id).then(
      (found) => done(null, found ? toSessionUser(found) : false),
      (error: unknown) => done(error),
    );
  });
  return instance;
}
