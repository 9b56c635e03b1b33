/**
 * The seam to the Gmail authorization grant (owned by the google-grant module). POST /sign-in/social with
 * `scopes: [GMAIL_SEND_SCOPE]` from a signed-in user runs Google's consent with offline access; when Google
 * returns, the callback hands the result here. Storing it (refresh token encrypted at rest) is the
 * receiver's job; the auth module never stores or logs these tokens.
 */
export interface GoogleGrantReceiver {
  saveGrant(grant: GoogleGrant): Promise<void>;
}

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
