// The user's one mailbox as Settings shows it, whichever provider: connected or waiting for a reconnect, its address,
// and whether it may read headers (the detect tier). Which scopes count is contracts' (mail-scopes.rules.ts).
import { and, arrayOverlaps, eq, isNull } from 'drizzle-orm';
import { MAIL_HEADER_READ_SCOPES, MAIL_SEND_SCOPES } from 'contracts';
import type { MailConnection } from 'contracts/resolvers-types';
import type { Database } from '../../db/db.client';
import { mailGrants, type MailGrant } from '../../db/schema';
import { findGrant, isLiveGrant } from './mail-grant.store';
import { mailProviderOf } from './mailbox.types';

const SEND = new Set(MAIL_SEND_SCOPES);
const HEADER_READ = new Set(MAIL_HEADER_READ_SCOPES);

export const mayGrantSend = (scopes: readonly string[]): boolean => scopes.some((scope) => SEND.has(scope));

export async function mailConnection(db: Database, userId: string): Promise<MailConnection> {
  return connectionOf(await findGrant(db, userId));
}

/** The connection a grant (already read) amounts to. */
export function connectionOf(grant: MailGrant | undefined): MailConnection {
  if (!grant) return { connected: false, provider: null, address: null, tier: null, needsReconnect: false };
  const connected = isLiveGrant(grant) && mayGrantSend(grant.scopes);
  return {
    connected,
    provider: mailProviderOf(grant.provider),
    address: grant.address,
    tier: grant.scopes.some((scope) => HEADER_READ.has(scope)) ? 'SEND_AND_DETECT_REPLIES' : 'SEND_ONLY',
    needsReconnect: !connected,
  };
}

/** Whether the user holds a live (not revoked) grant, at any provider, that may send. */
export async function hasMailSendPermission(db: Database, userId: string): Promise<boolean> {
  const [grant] = await db
    .select({ id: mailGrants.id })
    .from(mailGrants)
    .where(
      and(eq(mailGrants.userId, userId), isNull(mailGrants.revokedAt), arrayOverlaps(mailGrants.scopes, [...MAIL_SEND_SCOPES])),
    )
    .limit(1);
  return grant !== undefined;
}
