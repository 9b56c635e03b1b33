import { GMAIL_HEADER_READ_SCOPES, GMAIL_METADATA_SCOPE, GMAIL_SEND_SCOPE } from 'contracts';
import type { GmailAccessTier } from 'contracts/resolvers-types';

/** Headers-only read access, asked for only when the user chooses 'Send + detect replies' (text in contracts). */
export { GMAIL_METADATA_SCOPE };

/** Scopes that let a token read message headers (gmail.metadata or any broader read scope). */
export const HEADER_READ_SCOPES = GMAIL_HEADER_READ_SCOPES;

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

/** The tier a grant's scopes amount to (settings show it; the reply poller reads only with header access). */
export function gmailTierOf(scopes: readonly string[]): GmailAccessTier {
  return canReadHeaders(scopes) ? 'SEND_AND_DETECT_REPLIES' : 'SEND_ONLY';
}

/** The scopes left once header reading is given up ('Send only'). */
export function withoutHeaderReadScopes(scopes: readonly string[]): string[] {
  return scopes.filter((scope) => !HEADER_READ_SCOPES.includes(scope));
}
