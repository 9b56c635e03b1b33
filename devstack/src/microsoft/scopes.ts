// Scope names as Microsoft's v2.0 endpoint takes them: Graph's short names ("Mail.Send") are the same as their
// full form ("https://graph.microsoft.com/Mail.Send"); OIDC scopes (openid, profile, email, offline_access) are not
// resource scopes.

export const OIDC_SCOPES: readonly string[] = ['openid', 'profile', 'email', 'offline_access'];
const GRAPH = 'https://graph.microsoft.com/';

/** `https://graph.microsoft.com/Mail.Send` -> `Mail.Send`; `.default` stays as is. */
export function shortScope(scope: string): string {
  return scope.toLowerCase().startsWith(GRAPH) ? scope.slice(GRAPH.length) : scope;
}

export function parseScopes(value: string | undefined): string[] {
  return [...new Set((value ?? '').split(' ').filter(Boolean).map(shortScope))];
}

export function resourceScopes(scopes: Iterable<string>): string[] {
  return [...scopes].filter((scope) => !OIDC_SCOPES.includes(scope.toLowerCase()));
}

/** Graph permissions are case-insensitive ("mail.send" grants Mail.Send). */
export function hasScope(scopes: ReadonlySet<string>, wanted: string): boolean {
  const lower = wanted.toLowerCase();
  return [...scopes].some((scope) => scope.toLowerCase() === lower);
}

/** Scopes the consent page describes in Microsoft's words. */
export const SCOPE_DESCRIPTIONS: Record<string, string> = {
  'mail.send': 'Send mail as you',
  'mail.readbasic': 'Read your basic mail (no message bodies or attachments)',
  'mail.read': 'Read your mail',
  'user.read': 'Sign you in and read your profile',
  openid: 'Sign you in',
  profile: 'View your basic profile',
  email: 'View your email address',
  offline_access: 'Maintain access to data you have given it access to',
};
