// The REST auth service of product.md §7 (prefix /api/auth, cookies included): paths and payload shapes shared by
// the api, the shell and the MSW mocks.

export const AUTH_BASE_PATH = '/api/auth';

/** Paths under AUTH_BASE_PATH. */
export const AUTH_PATHS = {
  getSession: '/get-session',
  signInEmail: '/sign-in/email',
  signInSocial: '/sign-in/social',
  signUpEmail: '/sign-up/email',
  signOut: '/sign-out',
  forgetPassword: '/forget-password',
  resetPassword: '/reset-password',
  changePassword: '/change-password',
  updateUser: '/update-user',
  deleteUser: '/delete-user',
  verifyEmail: '/verify-email',
  revokeSessions: '/revoke-sessions',
  /** GET: where Google sends the browser back (sign-in and the Gmail grant). */
  googleCallback: '/callback/google',
  /** GET: where Microsoft sends the browser back after 'Continue with Microsoft' (sign-in only, no mail permission). */
  microsoftCallback: '/callback/microsoft',
  /** POST (signed in): sends the verification email again. */
  sendVerificationEmail: '/send-verification-email',
  /** GET (signed in): JSON download of everything the product holds about the user. */
  exportAccount: '/export',
} as const;

/**
 * `?error=` values the auth service puts on redirects after a failure: the shell shows the matching §8 toast.
 * google: Google sign-in failed (to /login); microsoft: Microsoft sign-in failed (to /login, with `?reason=`,
 * MICROSOFT_SIGN_IN_FAILURE_REASONS); gmail: the Gmail grant failed (to the grant's callbackURL);
 * verifyEmail: the verification link was bad (to /dashboard/settings).
 */
export const AUTH_REDIRECT_ERRORS = {
  google: 'google',
  microsoft: 'microsoft',
  gmail: 'gmail',
  verifyEmail: 'verify-email',
} as const;

/** What POST /delete-user must carry in `confirm`. */
export const DELETE_ACCOUNT_CONFIRMATION = 'DELETE';

/** Longest display name update-user and sign-up accept. */
export const NAME_MAX_LENGTH = 100;

/** The signed-in user (product.md §3 "Session user"). Dates are ISO strings. */
export interface SessionUser {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  createdAt: string;
  /** False for a Google-only account (no password yet): Settings offers 'Set a password'. Not in the spec's list. */
  hasPassword?: boolean;
}

export interface AuthSessionInfo {
  id: string;
  userId: string;
  expiresAt: string;
}

/**
 * The id of the `<script type="application/json">` a signed-in page's HTML carries with the SessionUser (the api
 * writes it, the shell's session store starts from it): the first screen does not wait for GET /get-session.
 */
export const SESSION_USER_ELEMENT_ID = 'session-user';

/** Body of GET /get-session: null when signed out. */
export type GetSessionResponse = { session: AuthSessionInfo; user: SessionUser } | null;

export interface SignInEmailBody {
  email: string;
  password: string;
  rememberMe?: boolean;
}

export interface SignUpEmailBody {
  name: string;
  email: string;
  password: string;
}

/** Body of a successful sign-in or sign-up (the session cookie is set on the response). */
export interface AuthUserResponse {
  user: SessionUser;
}

export interface SignInSocialBody {
  provider: SocialSignInProvider;
  /** Where to land after the provider returns, e.g. /dashboard/chats or /dashboard/settings. */
  callbackURL?: string;
  /** Extra scopes (Google only): the Gmail authorization flow asks for GMAIL_SEND_SCOPE only. */
  scopes?: string[];
}

/** Who POST /sign-in/social can send the browser to. */
export type SocialSignInProvider = 'google' | 'microsoft';

/** Body of POST /sign-in/social: where to send the browser. */
export interface SignInSocialResponse {
  url: string;
  redirect: true;
}

export interface ForgetPasswordBody {
  email: string;
  /** Site origin plus /reset-password. */
  redirectTo: string;
}

export interface ResetPasswordBody {
  newPassword: string;
  token: string;
}

export interface ChangePasswordBody {
  currentPassword: string;
  newPassword: string;
}

export interface UpdateUserBody {
  name: string;
}

export interface DeleteUserBody {
  confirm: typeof DELETE_ACCOUNT_CONFIRMATION;
}

/**
 * Body of POST /sign-out, /forget-password, /reset-password, /change-password, /revoke-sessions, /delete-user,
 * /send-verification-email (and GET /verify-email asked for JSON) on success.
 */
export interface AuthStatusResponse {
  status: true;
}

/** Body of every auth failure (4xx/5xx); the UI shows `message`. */
export interface AuthErrorResponse {
  message: string;
  code?: string;
}

/** The shell's /runtime-config.json. */
export interface RuntimeConfig {
  remotes: { marketing: string; dashboard: string; chat: string; candidate: string };
  graphqlUrl: string;
  authUrl: string;
  /** The public site's walkthrough video (the api's DEMO_VIDEO_URL); absent or null: the video section is hidden. */
  demoVideoUrl?: string | null;
}

/**
 * The id of the `<script type="application/json">` a standalone public page carries with the RuntimeConfig (the api
 * writes it): the page needs the api's paths and the video setting, and has no shell to fetch /runtime-config.json.
 */
export const RUNTIME_CONFIG_ELEMENT_ID = 'runtime-config';

/** The walkthrough video a page may frame: only an https address; anything else hides the section, never embeds it broken. */
export const demoVideoUrlOf = (value: unknown): string | null =>
  typeof value === 'string' && value.startsWith('https://') ? value : null;

/** Where the api serves each remote's manifest unless REMOTE_*_URL says otherwise. */
export const defaultRemoteManifestUrl = (remote: keyof RuntimeConfig['remotes']) => `/remotes/mfe-${remote}/mf-manifest.json`;

/** The runtime config the api answers with no REMOTE_*_URL set (and the shell's fallback). */
export const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = {
  remotes: {
    marketing: defaultRemoteManifestUrl('marketing'),
    dashboard: defaultRemoteManifestUrl('dashboard'),
    chat: defaultRemoteManifestUrl('chat'),
    candidate: defaultRemoteManifestUrl('candidate'),
  },
  graphqlUrl: '/graphql',
  authUrl: AUTH_BASE_PATH,
};

/** `extensions.code` values of GraphQL errors that clients may branch on. */
export const GRAPHQL_ERROR_CODES = {
  unauthenticated: 'UNAUTHENTICATED',
  notImplemented: 'NOT_IMPLEMENTED',
  notFound: 'NOT_FOUND',
  badUserInput: 'BAD_USER_INPUT',
  rateLimited: 'RATE_LIMITED',
  internal: 'INTERNAL_SERVER_ERROR',
} as const;

export const SIGN_IN_REQUIRED = 'You must be signed in';

export * from './microsoft-sign-in.contract';
