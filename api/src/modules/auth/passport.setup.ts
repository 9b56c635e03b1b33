import passport from 'passport';
import { Strategy as LocalStrategy } from 'passport-local';
import type { Database } from '../../db/db.client';
import { verifyCredentials } from './credentials.service';
import { toSessionUser } from '../../core/session-user.types';
import { findActiveUserById } from './user.service';

/**
 * One Passport instance per app (not the global singleton) so several apps in one process, as in tests,
 * never share strategies. The session stores only the user id; each request reloads the user, so a
 * deleted account is signed out at once.
 */
export function createPassport(db: Database): passport.Authenticator {
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
  instance.deserializeUser((id: string, done) => {
    findActiveUserById(db, id).then(
      (user) => done(null, user ? toSessionUser(user) : false),
      (error: unknown) => done(error),
    );
  });
  return instance;
}
