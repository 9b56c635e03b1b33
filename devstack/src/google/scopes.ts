/** Scope strings exactly as Google spells them. */
export const SCOPES = {
  openid: 'openid',
  email: 'email',
  profile: 'profile',
  userinfoEmail: 'https://www.googleapis.com/auth/userinfo.email',
  userinfoProfile: 'https://www.googleapis.com/auth/userinfo.profile',
  gmailSend: 'https://www.googleapis.com/auth/gmail.send',
  gmailMetadata: 'https://www.googleapis.com/auth/gmail.metadata',
  gmailReadonly: 'https://www.googleapis.com/auth/gmail.readonly',
  gmailCompose: 'https://www.googleapis.com/auth/gmail.compose',
  gmailModify: 'https://www.googleapis.com/auth/gmail.modify',
  mailGoogleCom: 'https://mail.google.com/',
} as const;

/** Any one of these lets a token call messages.send (as Google documents for the method). */
export const SEND_SCOPES: readonly string[] = [SCOPES.gmailSend, SCOPES.gmailCompose, SCOPES.gmailModify, SCOPES.mailGoogleCom];

/** Any one of these lets a token read thread/message metadata and history. */
export const METADATA_SCOPES: readonly string[] = [
  SCOPES.gmailMetadata,
  SCOPES.gmailReadonly,
  SCOPES.gmailModify,
  SCOPES.mailGoogleCom,
];

/** Scopes that allow message bodies (format=full/raw); gmail.metadata alone does not. */
export const BODY_SCOPES: readonly string[] = [SCOPES.gmailReadonly, SCOPES.gmailModify, SCOPES.mailGoogleCom];

/** Sign-in scopes: granular consent shows no checkbox for these, they come with any approval. */
export const SIGN_IN_SCOPES: readonly string[] = [
  SCOPES.openid,
  SCOPES.email,
  SCOPES.profile,
  SCOPES.userinfoEmail,
  SCOPES.userinfoProfile,
];

export function hasAnyScope(granted: ReadonlySet<string>, accepted: readonly string[]): boolean {
  return accepted.some((scope) => granted.has(scope));
}

export function grantsEmail(granted: ReadonlySet<string>): boolean {
  return granted.has(SCOPES.email) || granted.has(SCOPES.userinfoEmail);
}

export function grantsProfile(granted: ReadonlySet<string>): boolean {
  return granted.has(SCOPES.profile) || granted.has(SCOPES.userinfoProfile);
}
