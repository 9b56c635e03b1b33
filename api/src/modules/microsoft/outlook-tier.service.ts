// Settings' 'Switch to Send only' for Outlook. Microsoft keeps every permission a user consented to and has no
// endpoint that takes one back or ends one app's grant, so the narrowing is ours: the stored grant loses its read
// scopes, and every read path (poller, settling, the check before a follow-up, reply notes) asks the stored scopes
// first. The grant stays live, so sending goes on; the next refresh asks only for Mail.Send (microsoft-access.service).
// Going the other way is a new consent with Mail.ReadBasic (startOutlookConnection with detectReplies).
import type { Database } from '../../db/db.client';
import { findGrant, isLiveGrant, narrowGrantScopes } from '../mailbox';
import { canReadMicrosoftHeaders, withoutMicrosoftReadScopes } from './microsoft-scopes.constants';

export type OutlookSendOnlyResult = 'switched' | 'already-send-only' | 'not-connected';

export async function switchOutlookToSendOnly(db: Database, userId: string): Promise<OutlookSendOnlyResult> {
  const grant = await findGrant(db, userId);
  if (!isLiveGrant(grant) || grant.provider !== 'microsoft') return 'not-connected';
  if (!canReadMicrosoftHeaders(grant.scopes)) return 'already-send-only';
  const narrowed = await narrowGrantScopes(db, {
    userId,
    provider: 'microsoft',
    scopes: withoutMicrosoftReadScopes(grant.scopes),
  });
  // Revoked between the read and the write (a refusal at Microsoft, a disconnect): nothing is left to narrow.
  return narrowed ? 'switched' : 'not-connected';
}
