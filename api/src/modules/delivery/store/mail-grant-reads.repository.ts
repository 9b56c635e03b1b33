// What delivery reads of a user's mail grant outside an email's context (the context reads it with the email): the
// provider a note's thread is read through, and when the provider's daily limit lets sends go again. The grant's
// writer is the provider's module (through the mailbox adapter); these are reads only.
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/db.client';
import { MAIL_PROVIDERS, type MailProviderId } from '../../mailbox';
import { asOptionalDate } from './sql-values.util';

/** The provider of the user's grant, if they have one. */
export async function mailProviderOf(db: Database, userId: string): Promise<MailProviderId | undefined> {
  const { rows } = await db.execute<{ provider: string }>(sql`SELECT provider FROM mail_grants WHERE user_id = ${userId}`);
  const provider = rows[0]?.provider;
  return MAIL_PROVIDERS.find((known) => known === provider);
}

/** Until when the provider stopped the account's sends (its daily limit), if that is still ahead. */
export async function sendingPausedUntil(db: Database, userId: string, now: Date): Promise<Date | undefined> {
  const { rows } = await db.execute<{ until: unknown }>(
    sql`SELECT sending_paused_until AS until FROM mail_grants WHERE user_id = ${userId}`,
  );
  const until = asOptionalDate(rows[0]?.until);
  return until && until.getTime() > now.getTime() ? until : undefined;
}
