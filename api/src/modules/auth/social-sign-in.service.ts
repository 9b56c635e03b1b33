import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/db.client';
import { users, type User } from '../../db/schema';
import { revokeUserSessions } from './session-revocation.service';
import { socialAccountName } from './social-account-name.util';
import { findActiveUserByEmail, isUniqueViolation, normalizeEmail } from './user.service';

/** Who a sign-in provider says signed in: its stable id, and the address only as far as the provider vouches for it. */
export interface SocialIdentity {
  provider: 'google' | 'microsoft';
  /** Google's `sub`; Microsoft's `<tid>:<oid>` (users.google_sub / users.microsoft_sub). */
  sub: string;
  email: string | undefined;
  /** The provider vouches that `email` belongs to this account. */
  emailVouched: boolean;
  name: string | undefined;
  /** A new account's name when the profile name and address offer nothing usable (Settings can change it). */
  nameFallback: string;
}

export type SocialSignInResult =
  | { ok: true; user: User; outcome: 'signed-in' | 'linked' | 'created' }
  | { ok: false; reason: 'no-email' | 'email-not-verified' | 'linked-to-other-account' | 'conflict' };

const SUB_COLUMNS = { google: users.googleSub, microsoft: users.microsoftSub } as const;
const SUB_FIELDS = { google: 'googleSub', microsoft: 'microsoftSub' } as const;

/**
 * The account a provider's identity signs in to: the one already linked to it; else the account with the same email,
 * linked only when the provider vouches for the address (never a second account); else a new account, verified only
 * when the provider vouches.
 *
 * When the existing account's own email was never verified, whoever chose its password never proved they own the
 * address (they may have registered it before its owner did): linking then clears that password and ends its
 * sessions, so the provider's owner alone gets in.
 */
export async function signInWithSocialIdentity(db: Database, identity: SocialIdentity): Promise<SocialSignInResult> {
  const column = SUB_COLUMNS[identity.provider];
  const field = SUB_FIELDS[identity.provider];
  const [linked] = await db
    .select()
    .from(users)
    .where(and(eq(column, identity.sub), isNull(users.deletedAt)));
  if (linked) return { ok: true, user: linked, outcome: 'signed-in' };

  if (!identity.email) return { ok: false, reason: 'no-email' };
  const email = normalizeEmail(identity.email);
  const existing = await findActiveUserByEmail(db, email);

  if (existing) {
    if (!identity.emailVouched) return { ok: false, reason: 'email-not-verified' };
    if (existing[field] && existing[field] !== identity.sub) return { ok: false, reason: 'linked-to-other-account' };
    const claimedByStranger = !existing.emailVerified;
    const user = await db.transaction(async (tx) => {
      const [updated] = await tx
        .update(users)
        .set({ [field]: identity.sub, emailVerified: true, ...(claimedByStranger ? { passwordHash: null } : {}) })
        .where(and(eq(users.id, existing.id), isNull(column), isNull(users.deletedAt)))
        .returning();
      if (updated && claimedByStranger) await revokeUserSessions(tx, existing.id);
      return updated;
    });
    return user ? { ok: true, user, outcome: 'linked' } : { ok: false, reason: 'conflict' };
  }

  try {
    const [created] = await db
      .insert(users)
      .values({
        name: socialAccountName(identity.name, email, identity.nameFallback),
        email,
        emailVerified: identity.emailVouched,
        [field]: identity.sub,
      })
      .returning();
    return { ok: true, user: created!, outcome: 'created' };
  } catch (error) {
    // Someone registered the same email or provider account a moment ago.
    if (isUniqueViolation(error)) return { ok: false, reason: 'conflict' };
    throw error;
  }
}
