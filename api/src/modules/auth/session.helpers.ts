import type { Request } from 'express';
import { describeSession } from './session.middleware';
import type { SessionUser } from '../../core/session-user.types';

/** `req.login` regenerates the session id (no fixation) and stores the user id in the new session. */
export function logIn(req: Request, user: SessionUser): Promise<void> {
  return new Promise((resolve, reject) => req.login(user, (error) => (error ? reject(error) : resolve())));
}

export function saveSession(req: Request): Promise<void> {
  return new Promise((resolve, reject) => req.session.save((error) => (error ? reject(error) : resolve())));
}

export function destroySession(req: Request): Promise<void> {
  return new Promise((resolve, reject) =>
    req.session ? req.session.destroy((error) => (error ? reject(error) : resolve())) : resolve(),
  );
}

export function toPublicUser(user: SessionUser) {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    emailVerified: user.emailVerified,
    createdAt: user.createdAt.toISOString(),
    ...(user.hasPassword === undefined ? {} : { hasPassword: user.hasPassword }),
  };
}

/** GET /get-session's body (contracts GetSessionResponse), also answered by sign-in and sign-up. */
export function sessionBody(req: Request, user: SessionUser) {
  return { session: describeSession(req.session, req.sessionID, user.id), user: toPublicUser(user) };
}
