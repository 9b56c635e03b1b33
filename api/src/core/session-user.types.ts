import type { User } from '../db/schema';

/** The signed-in user as the session and GraphQL context see it (never the password hash). */
export interface SessionUser {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  createdAt: Date;
  /** False for an account that only signs in with Google: Settings offers 'Set a password' instead of changing one. */
  hasPassword?: boolean;
}

declare global {
  // passport types req.user as Express.User; ours is the SessionUser.
  namespace Express {
    interface User extends SessionUser {}
  }
}

export function toSessionUser(user: User): SessionUser {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    emailVerified: user.emailVerified,
    createdAt: user.createdAt,
    hasPassword: user.passwordHash !== null,
  };
}
