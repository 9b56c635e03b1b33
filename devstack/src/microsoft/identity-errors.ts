import { randomUUID } from 'node:crypto';
import type { Response } from 'express';

/**
 * The identity platform's error body: `error`, an `error_description` that starts with the AADSTS code and ends with
 * trace and correlation ids, `error_codes`, and, for errors the user must fix in the browser, `suberror`.
 */
export function aadError(code: number, message: string) {
  const timestamp = new Date().toISOString().replace('T', ' ').slice(0, 19) + 'Z';
  const traceId = randomUUID();
  const correlationId = randomUUID();
  return {
    description: `AADSTS${code}: ${message}\r\nTrace ID: ${traceId}\r\nCorrelation ID: ${correlationId}\r\nTimestamp: ${timestamp}`,
    body: {
      error_codes: [code],
      timestamp,
      trace_id: traceId,
      correlation_id: correlationId,
      error_uri: `https://login.microsoftonline.com/error?code=${code}`,
    },
  };
}

export function sendTokenError(
  res: Response,
  status: number,
  error: string,
  code: number,
  message: string,
  suberror?: string,
): void {
  const { description, body } = aadError(code, message);
  res.status(status).json({ error, error_description: description, ...body, ...(suberror ? { suberror } : {}) });
}

/** The sourced AADSTS answers of the token endpoint. */
export const AADSTS = {
  codeExpired: [
    70008,
    'The provided authorization code or refresh token has expired due to inactivity. Send a new interactive authorization request for this user and resource.',
  ],
  codeRedeemed: [
    54005,
    'OAuth2 Authorization code was already redeemed, please retry with a new valid code or use an existing refresh token.',
  ],
  verifierMismatch: [501481, 'The Code_Verifier does not match the code_challenge supplied in the authorization request.'],
  verifierMissing: [50148, 'The code_verifier does not match the code_challenge supplied in the authorization request for PKCE.'],
  refreshInactive: [
    700082,
    'The refresh token has expired due to inactivity. The token was issued on {issued} and was inactive for 90.00:00:00.',
  ],
  grantRevoked: [
    50173,
    "The provided grant has expired due to it being revoked, a fresh auth token is needed. The user might have changed or reset their password. The grant was issued on '{issued}' and the TokensValidFrom date (before which tokens are not valid) for this user is '{now}'.",
  ],
  notConsented: [
    65001,
    "The user or administrator has not consented to use the application with ID '{clientId}' named '{name}'. Send an interactive authorization request for this user and resource.",
  ],
  badSecret: [
    7000215,
    "Invalid client secret provided. Ensure the secret being sent in the request is the client secret value, not the client secret ID, for a secret added to app '{clientId}'.",
  ],
  unknownClient: [
    700016,
    "Application with identifier '{clientId}' was not found in the directory '{tenant}'. This can happen if the application has not been installed by the administrator of the tenant or consented to by any user in the tenant.",
  ],
  redirectMismatch: [
    50011,
    "The redirect URI '{redirectUri}' specified in the request does not match the redirect URIs configured for the application '{clientId}'.",
  ],
  userDeclined: [65004, 'User declined to consent to access the app.'],
  adminRequired: [90094, 'The grant requires admin permission.'],
  silentNoUser: [50058, 'A silent sign-in request was sent but no user is signed in.'],
  missingField: [900144, "The request body must contain the following parameter: '{field}'."],
} as const satisfies Record<string, readonly [number, string]>;

export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
