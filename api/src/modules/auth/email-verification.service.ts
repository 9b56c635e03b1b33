import { eq } from 'drizzle-orm';
import { AUTH_BASE_PATH, AUTH_PATHS, VERIFICATION_LINK_EXPIRED, VERIFICATION_LINK_INVALID } from 'contracts';
import type { Database } from '../../db/db.client';
import { users, type User } from '../../db/schema';
import { verificationEmail, type MailMessage } from '../mailer';
import { consumeAuthToken, issueAuthToken } from './auth-tokens.service';

export const VERIFY_EMAIL_TOKEN_TTL_HOURS = 24;
const TTL_MS = VERIFY_EMAIL_TOKEN_TTL_HOURS * 60 * 60 * 1000;

export type VerifyEmailResult = { ok: true; userId: string } | { ok: false; message: string };

/** Issues a verification token and writes the email carrying `${APP_ORIGIN}/api/auth/verify-email?token=...`. */
export async function composeVerificationEmail(
  db: Database,
  appOrigin: string,
  user: Pick<User, 'id' | 'name' | 'email'>,
): Promise<MailMessage> {
  const token = await issueAuthToken(db, { userId: user.id, purpose: 'verify_email', ttlMs: TTL_MS });
  const link = new URL(`${AUTH_BASE_PATH}${AUTH_PATHS.verifyEmail}`, appOrigin);
  link.searchParams.set('token', token);
  return verificationEmail({ to: user.email, name: user.name, link: link.toString(), validHours: VERIFY_EMAIL_TOKEN_TTL_HOURS });
}

/** Marks the email verified. Opening the same link again after it worked is still a success. */
export async function verifyEmailToken(db: Database, token: string): Promise<VerifyEmailResult> {
  return db.transaction(async (tx) => {
    const check = await consumeAuthToken(tx, token, 'verify_email');
    if (check.status === 'valid') {
      await tx.update(users).set({ emailVerified: true }).where(eq(users.id, check.userId));
      return { ok: true, userId: check.userId };
    }
    if (check.status === 'used') {
      const [user] = await tx.select({ emailVerified: users.emailVerified }).from(users).where(eq(users.id, check.userId));
      if (user?.emailVerified) return { ok: true, userId: check.userId };
    }
    return { ok: false, message: check.status === 'expired' ? VERIFICATION_LINK_EXPIRED : VERIFICATION_LINK_INVALID };
  });
}
