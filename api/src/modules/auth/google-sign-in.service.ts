import { and, eq, isNull } from 'drizzle-orm';
import { NAME_MAX_LENGTH, validateDisplayName } from 'contracts';

/** Name of a Google account whose profile name and address offer nothing usable (Settings can change it). */
const GOOGLE_NAME_FALLBACK = 'Google user';
import type { Database } from '../../db/db.client';
import { users, type User } from '../../db/schema';
import type { GoogleIdentity } from '../google';
import { revokeUserSessions } from './session-revocation.service';
import { findActiveUserByEmail, isUniqueViolation, normalizeEmail } from './user.service';

export type GoogleSignInResult =
  | { ok: true; user: User; outcome: 'signed-in' | 'linked' | 'created' }
  | { ok: false; reason: 'no-email' | 'email-not-verified' | 'linked-to-other-google-account' | 'conflict' };

async function findActiveUserByGoogleSub(db: Database, sub: string): Promise<User | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.googleSub, sub), isNull(users.deletedAt)));
  return user;
}

/**
 * The new account's name: Google's profile name when it passes our display-name rule (a profile name is chosen by
 * whoever made the Google account, and reaches inboxes in our emails), else the address's local part as words
 * ('ada.lovelace' -> 'ada lovelace'), else a neutral placeholder.
 */
function displayName(identity: GoogleIdentity, email: string): string {
  const localPart = (email.split('@')[0] ?? '')
    .replace(/[._+\-\s]+/g, ' ')
    .trim()
    .slice(0, NAME_MAX_LENGTH);
  const candidates = [identity.name?.trim() ?? '', localPart];
  return candidates.find((name) => validateDisplayName(name) === null) ?? GOOGLE_NAME_FALLBACK;
}

/**
 * The account a Google identity signs in to: the one already linked to it; else the account with the same
 * email, which gets linked (never a second account); else a new account, verified when Google vouches for
 * the email.
 *
 * Linking needs Google's word that the email is verified. And when the existing account's own email was never
 * verified, whoever chose its password never proved they own the address (they may have registered it before
 * its owner did): linking then clears that password and ends its sessions, so the Google owner alone gets in.
 */
export async function signInWithGoogle(db: Database, identity: GoogleIdentity): Promise<GoogleSignInResult> {
  const linked = await findActiveUserByGoogleSub(db, identity.sub);
  if (linked) return { ok: true, user: linked, outcome: 'signed-in' };

  if (!identity.email) return { ok: false, reason: 'no-email' };
  const email = normalizeEmail(identity.email);
  const existing = await findActiveUserByEmail(db, email);

  if (existing) {
    if (!identity.emailVerified) return { ok: false, reason: 'email-not-verified' };
    if (existing.googleSub && existing.googleSub !== identity.sub) {
      return { ok: false, reason: 'linked-to-other-google-account' };
    }
    const claimedByStranger = !existing.emailVerified;
    const user = await db.transaction(async (tx) => {
      const [updated] = await tx
        .update(users)
        .set({
          googleSub: identity.sub,
          emailVerified: true,
          ...(claimedByStranger ? { passwordHash: null } : {}),
        })
        .where(and(eq(users.id, existing.id), isNull(users.googleSub), isNull(users.deletedAt)))
        .returning();
      if (updated && claimedByStranger) await revokeUserSessions(tx, existing.id);
      return updated;
    });
    return user ? { ok: true, user, outcome: 'linked' } : { ok: false, reason: 'conflict' };
  }

  try {
    const [created] = await db
      .insert(users)
      .values({ name: displayName(identity, email), email, emailVerified: identity.emailVerified, googleSub: identity.sub })
      .returning();
    return { ok: true, user: created!, outcome: 'created' };
  } catch (error) {
    // Someone registered the same email or Google account a moment ago.
    if (isUniqueViolation(error)) return { ok: false, reason: 'conflict' };
    throw error;
  }
}
