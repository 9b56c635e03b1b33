import type { Database } from '../../db/db.client';
import type { MicrosoftIdentity } from '../microsoft';
import { signInWithSocialIdentity, type SocialSignInResult } from './social-sign-in.service';

/**
 * Microsoft's account is found by its tenant and object id, and its `email` claim links or verifies an account only
 * when Microsoft vouches for it (microsoft-identity.ts): a school or work tenant may set it to any address.
 */
export function signInWithMicrosoft(db: Database, identity: MicrosoftIdentity): Promise<SocialSignInResult> {
  return signInWithSocialIdentity(db, {
    provider: 'microsoft',
    sub: identity.key,
    email: identity.email,
    emailVouched: identity.emailVouched,
    name: identity.name,
    nameFallback: 'Microsoft user',
  });
}
