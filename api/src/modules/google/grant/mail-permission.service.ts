import { and, eq, isNull, sql } from 'drizzle-orm';
import { GMAIL_ACCESS_REQUIRED, GMAIL_SEND_SCOPE } from 'contracts';
import type { Database } from '../../../db/db.client';
import { mailGrants } from '../../../db/schema';

export const GMAIL_PERMISSION_GRANTED = 'Gmail permission granted';

export interface MailPermission {
  hasPermission: boolean;
  message: string;
}

/** Whether the user holds a live (not revoked) Google grant that includes the gmail.send scope. */
export async function hasGmailSendPermission(db: Database, userId: string): Promise<boolean> {
  const [grant] = await db
    .select({ id: mailGrants.id })
    .from(mailGrants)
    .where(and(eq(mailGrants.userId, userId), isNull(mailGrants.revokedAt), sql`${GMAIL_SEND_SCOPE} = any(${mailGrants.scopes})`))
    .limit(1);
  return grant !== undefined;
}

export async function mailPermission(db: Database, userId: string): Promise<MailPermission> {
  const hasPermission = await hasGmailSendPermission(db, userId);
  return { hasPermission, message: hasPermission ? GMAIL_PERMISSION_GRANTED : GMAIL_ACCESS_REQUIRED };
}
