import type { Database } from '../../db/db.client';
import type { GoogleIdentity } from '../google';
import { signInWithSocialIdentity, type SocialSignInResult } from './social-sign-in.service';

/** Google's `email_verified` is its word that the address is the account's (social-sign-in.service.ts). */
export function signInWithGoogle(db: Database, identity: GoogleIdentity): Promise<SocialSignInResult> {
  return signInWithSocialIdentity(db, {
    provider: 'google',
    sub: identity.sub,
    email: identity.email,
    emailVouched: identity.emailVerified,
    name: identity.name,
    nameFallback: 'Google user',
  });
}
