import { and, eq, isNull, sql } from 'drizzle-orm';
import { INVALID_RESET_TOKEN, RESET_TOKEN_EXPIRED, RESET_TOKEN_USED } from 'contracts';
import type { Database } from '../../db/db.client';
import { users } from '../../db/schema';
import { passwordResetEmail, type MailMessage } from '../mailer';
import { checkAuthToken, consumeAuthToken, discardAuthTokens, issueAuthToken, type AuthTokenCheck } from './auth-tokens.service';
import { hashPassword } from './password-hash.service';
import { findActiveUserByEmail } from './user.service';

export const RESET_TOKEN_TTL_MINUTES = 60;
const TTL_MS = RESET_TOKEN_TTL_MINUTES * 60 * 1000;

export type ResetPasswordResult = { ok: true; userId: string } | { ok: false; message: string };

function refusal(status: Exclude<AuthTokenCheck['status'], 'valid'>): ResetPasswordResult {
  const message = status === 'expired' ? RESET_TOKEN_EXPIRED : status === 'used' ? RESET_TOKEN_USED : INVALID_RESET_TOKEN;
  return { ok: false, message };
}

/**
 * The reset email for this address, or undefined when no account has it (the caller answers the same either
 * way). The link is `resetPageUrl` (same origin, checked by the caller) with `?token=`.
 */
export async function composePasswordResetEmail(
  db: Database,
  input: { email: string; resetPageUrl: URL },
): Promise<MailMessage | undefined> {
  const user = await findActiveUserByEmail(db, input.email);
  if (!user) return undefined;
  const token = await issueAuthToken(db, { userId: user.id, purpose: 'reset_password', ttlMs: TTL_MS });
  const link = new URL(input.resetPageUrl);
  link.searchParams.set('token', token);
  return passwordResetEmail({ to: user.email, name: user.name, link: link.toString(), validMinutes: RESET_TOKEN_TTL_MINUTES });
}

/**
 * Sets the new password if the token is good, using the token up. Succeeding also proves the user reads that
 * mailbox, so the email counts as verified; every other reset link of the user stops working.
 */
export async function resetPasswordWithToken(
  db: Database,
  input: { token: string; newPassword: string },
): Promise<ResetPasswordResult> {
  // A cheap look first: the costly hash is only computed for a token that can work.
  const check = await checkAuthToken(db, input.token, 'reset_password');
  if (check.status !== 'valid') return refusal(check.status);
  const passwordHash = await hashPassword(input.newPassword);
  return db.transaction(async (tx) => {
    const consumed = await consumeAuthToken(tx, input.token, 'reset_password');
    if (consumed.status !== 'valid') return refusal(consumed.status);
    await tx
      .update(users)
      .set({
        passwordHash,
        emailVerified: true,
        // A Microsoft identity linked while the address was unproven (Microsoft did not vouch for it) may be a
        // stranger's: the mailbox's owner, proven now, alone keeps the account (README.md, Sign-in with Microsoft).
        microsoftSub: sql`case when ${users.emailVerified} then ${users.microsoftSub} else null end`,
      })
      .where(and(eq(users.id, consumed.userId), isNull(users.deletedAt)));
    await discardAuthTokens(tx, consumed.userId, 'reset_password');
    return { ok: true, userId: consumed.userId };
  });
}
