// raiseAccessRequest (public): store an early-access email once, whatever its case; asking again answers
// the same thanks, so the answer never tells whether an address was already on the list.
import { ACCESS_REQUEST_RECEIVED, INVALID_EMAIL_ADDRESS, isEmailAddress } from 'contracts';
import type { Database } from '../../db/db.client';
import { accessRequests } from '../../db/schema';

/** Longest address accepted (RFC 5321 path limit). */
const MAX_EMAIL_LENGTH = 254;

export async function raiseAccessRequest(db: Database, email: string): Promise<{ success: boolean; message: string }> {
  const address = email.trim();
  if (address.length > MAX_EMAIL_LENGTH || !isEmailAddress(address)) return { success: false, message: INVALID_EMAIL_ADDRESS };
  await db.insert(accessRequests).values({ email: address }).onConflictDoNothing();
  return { success: true, message: ACCESS_REQUEST_RECEIVED };
}
