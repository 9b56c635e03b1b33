import { and, eq, isNull, sql } from 'drizzle-orm';
import { USER_ALREADY_EXISTS, validateDisplayName } from 'contracts';
import type { Database } from '../../db/db.client';
import { users, type User } from '../../db/schema';
import { hashPassword } from './password-hash.service';

export { USER_ALREADY_EXISTS };

export class UserAlreadyExistsError extends Error {
  constructor() {
    super(USER_ALREADY_EXISTS);
    this.name = 'UserAlreadyExistsError';
  }
}

/** The display-name rule of sign-up, update-user and Google sign-in (contracts: blank, control characters, length, links). */
export { validateDisplayName };

/** Emails are compared and stored lowercased (the unique index is on lower(email)). */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

const PG_UNIQUE_VIOLATION = '23505';

export function isUniqueViolation(error: unknown): boolean {
  // Drizzle wraps driver errors: the Postgres code sits on `cause`.
  const candidate = error as { code?: string; cause?: { code?: string } };
  return candidate?.code === PG_UNIQUE_VIOLATION || candidate?.cause?.code === PG_UNIQUE_VIOLATION;
}

export async function findActiveUserById(db: Database, id: string): Promise<User | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)));
  return user;
}

export async function findActiveUserByEmail(db: Database, email: string): Promise<User | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(sql`lower(${users.email}) = ${normalizeEmail(email)}`, isNull(users.deletedAt)));
  return user;
}

export async function createUserWithPassword(
  db: Database,
  input: { name: string; email: string; password: string },
): Promise<User> {
  const passwordHash = await hashPassword(input.password);
  try {
    const [user] = await db
      .insert(users)
      .values({ name: input.name.trim(), email: normalizeEmail(input.email), passwordHash })
      .returning();
    return user!;
  } catch (error) {
    if (isUniqueViolation(error)) throw new UserAlreadyExistsError();
    throw error;
  }
}
