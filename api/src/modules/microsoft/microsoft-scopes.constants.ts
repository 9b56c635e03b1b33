// The delegated Microsoft Graph permissions the app asks for, narrowest first (README.md, "Scopes"): Mail.Send alone
// sends; Mail.ReadBasic adds the headers-only reads of the detect tier (never a body); offline_access gives the
// refresh token; openid, email and profile give the id_token the connected address is read from.
import { MICROSOFT_HEADER_READ_SCOPES, MICROSOFT_READ_BASIC_SCOPE, MICROSOFT_SEND_SCOPE } from 'contracts';

export { MICROSOFT_READ_BASIC_SCOPE, MICROSOFT_SEND_SCOPE };
/** Asked with every consent; MSAL adds openid, profile and offline_access to every request by itself. */
export const MICROSOFT_SIGN_IN_SCOPES = ['openid', 'email', 'profile', 'offline_access'] as const;

/** The Graph scopes a grant's tier asks for (what the access token is refreshed with). */
export function microsoftMailScopes(detect: boolean): string[] {
  return detect ? [MICROSOFT_SEND_SCOPE, MICROSOFT_READ_BASIC_SCOPE] : [MICROSOFT_SEND_SCOPE];
}

/** Graph answers scopes in full (`https://graph.microsoft.com/Mail.Send`); the grant keeps the short names. */
export function shortScope(scope: string): string {
  return scope.replace(/^https:\/\/graph\.microsoft\.com\//i, '');
}

const HEADER_READ = new Set(MICROSOFT_HEADER_READ_SCOPES.map((scope) => shortScope(scope).toLowerCase()));

/** Whether the granted scopes let the app read message headers (the detect tier, or a broader read). */
export function canReadMicrosoftHeaders(scopes: readonly string[]): boolean {
  return scopes.some((scope) => HEADER_READ.has(shortScope(scope).toLowerCase()));
}

/** Whether the grant may read internetMessageHeaders: Mail.ReadBasic may not (README.md, "Reads"). */
export function canReadFullHeaders(scopes: readonly string[]): boolean {
  return scopes.some((scope) => /^(mail\.read|mail\.readwrite)$/i.test(shortScope(scope)));
}

/** The grant's scopes without any that reads mail: what 'Switch to Send only' leaves (Microsoft keeps the rest). */
export function withoutMicrosoftReadScopes(scopes: readonly string[]): string[] {
  return scopes.filter((scope) => !HEADER_READ.has(shortScope(scope).toLowerCase()));
}
