import { and, eq, isNull } from 'drizzle-orm';
import { CURRENT_PASSWORD_INCORRECT, NO_PASSWORD_TO_CHANGE, validateChangePassword } from 'contracts';
import type { Database } from '../../db/db.client';
import { users, type User } from '../../db/schema';
import { hashPassword, verifyPassword, findActiveUserById } from '../auth';

export async function updateUserName(db: Database, userId: string, name: string): Promise<User | undefined> {
  const [user] = await db
    .update(users)
    .set({ name: name.trim() })
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .returning();
  return user;
}

/**
 * Changes the password after checking the current one. The four §5 rules come from contracts; a client that
 * sends no confirmation is taken to have confirmed (the form checks the match before sending).
 */
export async function changePassword(
  db: Database,
  userId: string,
  input: { currentPassword: string | undefined; newPassword: string | undefined; confirmPassword?: string | undefined },
): Promise<{ ok: true } | { ok: false; message: string }> {
  const problem = validateChangePassword({
    currentPassword: input.currentPassword,
    newPassword: input.newPassword,
    confirmPassword: input.confirmPassword ?? input.newPassword,
  });
  if (problem) return { ok: false, message: problem };
  const user = await findActiveUserById(db, userId);
  if (!user?.passwordHash) return { ok: false, message: NO_PASSWORD_TO_CHANGE };
  if (!(await verifyPassword(input.currentPassword!, user.passwordHash))) {
    return { ok: false, message: CURRENT_PASSWORD_INCORRECT };
  }
  const passwordHash = await hashPassword(input.newPassword!);
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
  return { ok: true };
}
