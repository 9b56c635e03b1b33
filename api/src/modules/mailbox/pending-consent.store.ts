// Pending mailbox consents, whichever provider: the OAuth `state` is stored hashed, bound to the user who started
// the consent and to its provider, single use and short-lived; the PKCE verifier never leaves the server.
import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/db.client';
import { mailAuthStates, type MailAuthState } from '../../db/schema';
import type { MailProviderId } from './mailbox.types';

const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

export interface NewPendingConsent {
  provider: MailProviderId;
  state: string;
  userId: string;
  codeVerifier: string;
  returnTo: string;
  scopes: string[];
  expiresAt: Date;
}

/** Keeps a consent until its callback; consents nobody finished are removed on the way. */
export async function savePendingConsent(db: Database, consent: NewPendingConsent, now: Date): Promise<void> {
  await prunePendingConsents(db, now);
  const { state, ...row } = consent;
  await db.insert(mailAuthStates).values({ ...row, stateHash: sha256(state) });
}

/**
 * The consent a callback presents, used up whoever presents it: undefined when it is unknown, another provider's,
 * expired, or another user's (the caller then says the consent expired).
 */
export async function takePendingConsent(
  db: Database,
  input: { provider: MailProviderId; state: string; userId: string; now: Date },
): Promise<MailAuthState | undefined> {
  const [pending] = await db
    .delete(mailAuthStates)
    .where(and(eq(mailAuthStates.stateHash, sha256(input.state)), eq(mailAuthStates.provider, input.provider)))
    .returning();
  if (!pending || pending.expiresAt <= input.now || pending.userId !== input.userId) return undefined;
  return pending;
}

/** Removes consents nobody finished (also done on each start). */
export async function prunePendingConsents(db: Database, now: Date = new Date()): Promise<void> {
  await db.delete(mailAuthStates).where(lt(mailAuthStates.expiresAt, now));
}
