import { GMAIL_SEND_SCOPE } from 'contracts';

/** Headers-only read access, asked for only when the user opts into 'Detect replies automatically'. */
export const GMAIL_METADATA_SCOPE = 'https://www.googleapis.com/auth/gmail.metadata';

/** Scopes that let a token read message headers (gmail.metadata or any broader read scope). */
export const HEADER_READ_SCOPES: readonly string[] = [
  GMAIL_METADATA_SCOPE,
  'https://www.googleapis.com/auth/gmail.readonly',
  'https://www.googleapis.com/auth/gmail.modify',
  'https://mail.google.com/',
];

/** Identity scopes: the Gmail address the grant belongs to is the From address of every email. */
export const IDENTITY_SCOPES = ['openid', 'email'] as const;

export function gmailConsentScopes(detectReplies: boolean): string[] {
  return [...IDENTITY_SCOPES, GMAIL_SEND_SCOPE, ...(detectReplies ? [GMAIL_METADATA_SCOPE] : [])];
}

export function canSend(scopes: readonly string[]): boolean {
  return scopes.includes(GMAIL_SEND_SCOPE);
}

export function canReadHeaders(scopes: readonly string[]): boolean {
  return scopes.some((scope) => HEADER_READ_SCOPES.includes(scope));
}
