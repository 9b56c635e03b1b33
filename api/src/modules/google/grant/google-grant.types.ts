// The one Gmail grant type. Both ways Google's consent can end (startGoogleAuthFlow's callback, and sign-in with
// Google when it asked for Gmail scopes) hand the result to one GoogleGrantReceiver, which stores it; the auth
// module never stores or logs these tokens.

export interface GoogleGrant {
  userId: string;
  /** The Google account that gave the permission (may differ from the user's sign-in email). */
  googleEmail: string;
  googleSub: string;
  /** Scopes Google granted, as returned by the token endpoint. */
  scopes: string[];
  accessToken: string;
  /** Absent when Google did not issue one (it only does with access_type=offline and a fresh consent). */
  refreshToken: string | undefined;
  expiresInSeconds: number | undefined;
}

export interface GoogleGrantReceiver {
  saveGrant(grant: GoogleGrant): Promise<void>;
}
