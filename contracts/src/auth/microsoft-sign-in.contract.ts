// 'Continue with Microsoft' (issue 37): the scopes it asks, the tenant whose addresses Microsoft itself vouches for,
// and what the login and register pages say when sign-in with Microsoft did not end in a session. The api redirects
// to /login?error=microsoft&reason=<why>; the page shows the reason's words.
import { OUTLOOK_ADMIN_CONSENT_REQUIRED } from '../rules/mail-connection.rules';

/** Sign-in only: who the user is, never a mail permission. */
export const MICROSOFT_SIGN_IN_ONLY_SCOPES = ['openid', 'email', 'profile'] as const;

/**
 * The tenant id (`tid`) of every personal Microsoft account (Outlook.com, Hotmail, Live): Microsoft's own consumer
 * tenant (ID token claims reference).
 */
export const MICROSOFT_CONSUMER_TENANT_ID = '9188040d-6c67-4c5b-b112-36a304b66dad';

export const MICROSOFT_LOGIN_FAILED = 'Failed to login with Microsoft';
/** The register page's title when sign-in with Microsoft cannot start (its text is GOOGLE_SIGN_UP_FAILED's). */
export const MICROSOFT_SIGN_UP_FAILED_TITLE = 'Unable to sign in with Microsoft';
export const MICROSOFT_NOT_CONFIGURED = 'Microsoft sign-in is not available right now';
export const UNSUPPORTED_MICROSOFT_SCOPE = 'Sign-in with Microsoft asks for no extra permission';

/** `?reason=` beside `?error=microsoft`. */
export const MICROSOFT_SIGN_IN_FAILURE_REASONS = {
  /** Cancel on Microsoft's consent page. */
  cancelled: 'consent-refused',
  /** A school or work tenant that lets only its administrators consent for apps. */
  adminConsentRequired: 'admin-consent-required',
  /** An account has the address, and Microsoft does not vouch that it belongs to this Microsoft account. */
  emailNotVerified: 'email-not-verified',
  /** The account with the address is linked to another Microsoft account already. */
  linkedElsewhere: 'linked-elsewhere',
  /** Microsoft named no email address for the account. */
  noEmail: 'no-email',
  /** The answer was not for a sign-in this browser started, had expired, or was used already. */
  expired: 'expired',
  failed: 'failed',
} as const;
export type MicrosoftSignInFailureReason =
  (typeof MICROSOFT_SIGN_IN_FAILURE_REASONS)[keyof typeof MICROSOFT_SIGN_IN_FAILURE_REASONS];

export const MICROSOFT_SIGN_IN_FAILURES: Readonly<Record<MicrosoftSignInFailureReason, string>> = {
  'consent-refused':
    'Sign-in with Microsoft was cancelled: Microsoft was not given permission to share your name and email address.',
  'admin-consent-required': `${OUTLOOK_ADMIN_CONSENT_REQUIRED}. Until then, please log in another way.`,
  'email-not-verified':
    'An account with this email address already exists, and Microsoft does not confirm that the address belongs to this Microsoft account, so it was not linked. Log in with your password; you can still connect Outlook in Settings.',
  'linked-elsewhere':
    'Your account is linked to another Microsoft account. Log in with that one, or with your email and password.',
  'no-email': 'Microsoft did not share an email address for this account. Please sign up with email.',
  expired: 'The Microsoft sign-in took too long or was started in another browser. Please try again.',
  failed: MICROSOFT_LOGIN_FAILED,
};

/** The words for a `?reason=` value; anything unknown (a hand-edited URL) gets the general failure. */
export const microsoftSignInFailure = (reason: string | null | undefined): string =>
  Object.values(MICROSOFT_SIGN_IN_FAILURE_REASONS).some((known) => known === reason)
    ? MICROSOFT_SIGN_IN_FAILURES[reason as MicrosoftSignInFailureReason]
    : MICROSOFT_LOGIN_FAILED;
