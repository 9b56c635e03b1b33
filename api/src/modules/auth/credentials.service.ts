import { INVALID_CREDENTIALS } from 'contracts';
import type { Database } from '../../db/db.client';
import type { User } from '../../db/schema';
import { hashPassword, verifyPassword } from './password-hash.service';
import { findActiveUserByEmail } from './user.service';

export { INVALID_CREDENTIALS };

// Hash checked when the email is unknown, so both failure paths cost the same (no account enumeration by timing).
let decoyHash: Promise<string> | undefined;

/** The user whose email and password match, or undefined. */
export async function verifyCredentials(db: Database, email: string, password: string): Promise<User | undefined> {
  const user = await findActiveUserByEmail(db, email);
  if (!user?.passwordHash) {
    decoyHash ??= hashPassword('decoy password for timing');
    await verifyPassword(password, await decoyHash);
    return undefined;
  }
  return (await verifyPassword(password, user.passwordHash)) ? user : undefined;
}
