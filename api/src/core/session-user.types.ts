import type { User } from '../db/schema';

/** The signed-in user as the session and GraphQL context see it (never the password hash). */
export interface SessionUser {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  createdAt: Date;
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
  };
}
