import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/db.client';
import { authTokens, users, type AuthTokenPurpose } from '../../db/schema';

/** 256 random bits: guessing is hopeless, so the only protections needed are hashing, expiry and single use. */
const TOKEN_BYTES = 32;

/** What the table keeps instead of the token: a leaked table opens nothing. */
export function hashAuthToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A transaction or the database itself. */
type Queryable = Pick<Database, 'select' | 'insert' | 'update' | 'delete'>;

export type AuthTokenCheck =
  { status: 'valid'; userId: string } | { status: 'used'; userId: string } | { status: 'expired' | 'invalid' };

/**
 * Issues a one-time token for the user and returns it (the only time it exists in clear). Older unused tokens
 * of the same purpose stop working: only the newest emailed link counts.
 */
export async function issueAuthToken(
  db: Database,
  input: { userId: string; purpose: AuthTokenPurpose; ttlMs: number; now?: Date },
): Promise<string> {
  const now = input.now ?? new Date();
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  await db.transaction(async (tx) => {
    await tx
      .delete(authTokens)
      .where(and(eq(authTokens.userId, input.userId), eq(authTokens.purpose, input.purpose), isNull(authTokens.usedAt)));
    await tx.insert(authTokens).values({
      purpose: input.purpose,
      tokenHash: hashAuthToken(token),
      userId: input.userId,
      expiresAt: new Date(now.getTime() + input.ttlMs),
    });
  });
  return token;
}

/** Why a token cannot be used (or whose it is), without using it up. */
export async function checkAuthToken(
  db: Queryable,
  token: string,
  purpose: AuthTokenPurpose,
  now: Date = new Date(),
): Promise<AuthTokenCheck> {
  const [row] = await db
    .select({ userId: authTokens.userId, usedAt: authTokens.usedAt, expiresAt: authTokens.expiresAt, deletedAt: users.deletedAt })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(and(eq(authTokens.tokenHash, hashAuthToken(token)), eq(authTokens.purpose, purpose)));
  if (!row || row.deletedAt) return { status: 'invalid' };
  if (row.usedAt) return { status: 'used', userId: row.userId };
  if (row.expiresAt.getTime() <= now.getTime()) return { status: 'expired' };
  return { status: 'valid', userId: row.userId };
}

/**
 * Uses the token up, atomically: of two concurrent requests with the same token only one gets 'valid'.
 * Tokens of deleted accounts never work.
 */
export async function consumeAuthToken(
  db: Queryable,
  token: string,
  purpose: AuthTokenPurpose,
  now: Date = new Date(),
): Promise<AuthTokenCheck> {
  const activeUsers = db.select({ id: users.id }).from(users).where(isNull(users.deletedAt));
  const [used] = await db
    .update(authTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(authTokens.tokenHash, hashAuthToken(token)),
        eq(authTokens.purpose, purpose),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, now),
        inArray(authTokens.userId, activeUsers),
      ),
    )
    .returning({ userId: authTokens.userId });
  if (used) return { status: 'valid', userId: used.userId };
  const check = await checkAuthToken(db, token, purpose, now);
  // Valid a moment ago but not any more: someone else used it in between.
  return check.status === 'valid' ? { status: 'used', userId: check.userId } : check;
}

/** Deletes the user's unused tokens of one purpose (after a reset, older reset links must not work). */
export async function discardAuthTokens(db: Queryable, userId: string, purpose: AuthTokenPurpose): Promise<void> {
  await db
    .delete(authTokens)
    .where(and(eq(authTokens.userId, userId), eq(authTokens.purpose, purpose), isNull(authTokens.usedAt)));
}
