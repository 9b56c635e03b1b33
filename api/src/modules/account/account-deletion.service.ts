import { and, eq, isNull } from 'drizzle-orm';
import { ACCOUNT_DELETED, DATA_DELETION_DAYS } from 'contracts';
import type { Database } from '../../db/db.client';
import { authTokens, emailLookupCache, users } from '../../db/schema';
import { pauseCampaignsOfUser } from '../campaign/store';
import { revokeUserSessions } from '../auth';
import { stopScheduledEmailsOfUser } from '../delivery';
import { revokeLiveGrant } from '../mailbox';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface AccountDeletion {
  purgeAfter: Date;
  campaignsPaused: number;
  emailsStopped: number;
}

/**
 * Deletes the account for the user at once; the data itself goes at purge_after (DATA_DELETION_DAYS later) with
 * the purge-deleted-users job. In one transaction:
 * - the user row is marked deleted, and its email, Google id and password hash are released: the address can
 *   sign up again at once, and nothing can sign in to the old row;
 * - every campaign is paused and every SCHEDULED email becomes ERROR 'Account deleted' (the sender also
 *   re-checks deleted accounts before each send);
 * - the Gmail grant is marked revoked (nothing may send for this user any more), one-time tokens and the email
 *   finder's kept answers are dropped;
 * - every session of the user ends.
 * Answers undefined when there is no such live account.
 */
export async function deleteAccount(db: Database, userId: string, now: Date = new Date()): Promise<AccountDeletion | undefined> {
  const purgeAfter = new Date(now.getTime() + DATA_DELETION_DAYS * DAY_MS);
  return db.transaction(async (tx) => {
    const [deleted] = await tx
      .update(users)
      .set({
        deletedAt: now,
        purgeAfter,
        // A placeholder keeps the row unique and unreachable; the real address is free for a new account.
        email: `deleted-${userId}@deleted.invalid`,
        googleSub: null,
        microsoftSub: null,
        passwordHash: null,
      })
      .where(and(eq(users.id, userId), isNull(users.deletedAt)))
      .returning({ id: users.id });
    if (!deleted) return undefined;

    const campaignsPaused = await pauseCampaignsOfUser(tx, userId);
    const emailsStopped = await stopScheduledEmailsOfUser(tx, userId, ACCOUNT_DELETED);
    await revokeLiveGrant(tx, userId, now);
    await tx.delete(authTokens).where(eq(authTokens.userId, userId));
    // The email finder's kept answers are about other people: they go now, not at the purge.
    await tx.delete(emailLookupCache).where(eq(emailLookupCache.userId, userId));
    await revokeUserSessions(tx, userId);
    return { purgeAfter, campaignsPaused, emailsStopped };
  });
}
