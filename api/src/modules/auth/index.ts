// Public face of the auth module: sessions, passport, sign-in routes (email, Google and Microsoft), rate limits, and the
// session and user helpers the account module builds on. See README.md.
export { authRoutes, type AuthRoutesOptions } from './auth.routes';
export { createAuthRateLimits, type AuthRateLimits } from './auth-rate-limit.middleware';
export { createPassport } from './passport.setup';
export * from './session.middleware';
export * from './session.helpers';
export { revokeUserSessions } from './session-revocation.service';
export { requireSignedIn } from './require-signed-in.middleware';
export { hashPassword, verifyPassword } from './password-hash.service';
export * from './user.service';
export { createSessionOwners, type SessionOwners } from './session-owner.cache';
export {
  createGoogleStateCookie,
  createMicrosoftStateCookie,
  type GoogleStateCookie,
  type OAuthStateCookie,
} from './oauth-state.cookie';
export { authInputGuard } from './auth-input.guard';
export { microsoftSignInFor, type MicrosoftSignInDeps } from './microsoft-sign-in.routes';
