/** The user has no usable Gmail grant (never authorized, or revoked): sending waits for a reconnect. */
export class GrantUnavailableError extends Error {
  override readonly name = 'GrantUnavailableError';
  constructor(readonly reason: 'missing' | 'revoked') {
    super(reason === 'missing' ? 'No Gmail authorization is stored' : 'The Gmail authorization was revoked');
  }
}

/** Google OAuth is not configured (GOOGLE_CLIENT_ID / GOOGLE_CLIENT_SECRET). */
export class GoogleAuthNotConfiguredError extends Error {
  override readonly name = 'GoogleAuthNotConfiguredError';
  constructor() {
    super('Google OAuth is not configured: set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET');
  }
}
