// The identity platform's records: app registrations, sign-in requests, consent grants, codes and tokens.

export interface AppRegistration {
  clientId: string;
  clientSecret: string;
  name: string;
  /** Registered redirect URIs; empty = any (the devstack app). */
  redirectUris: string[];
}

export const DEFAULT_APP: AppRegistration = {
  clientId: '00000000-0000-4000-8000-0000de75ac00',
  clientSecret: 'devstack-microsoft-secret',
  name: 'Follow-Up Agent (devstack)',
  redirectUris: [],
};

export interface AuthRequest {
  id: string;
  tenant: string;
  clientId: string;
  redirectUri: string;
  scopes: string[];
  state?: string;
  nonce?: string;
  prompt?: string;
  loginHint?: string;
  codeChallenge?: string;
  codeChallengeMethod?: 'S256' | 'plain';
  /** Set once an account is chosen (then the consent page shows). */
  email?: string;
}

export interface Grant {
  id: string;
  email: string;
  clientId: string;
  /** Consented scopes, as asked (resource scopes and OIDC ones). */
  scopes: Set<string>;
  /** Why refresh fails, once it does. */
  revoked?: 'consentRemoved' | 'passwordReset';
  issuedAt: number;
  /** The nonce of the sign-in that last redeemed a code (echoed in id_tokens). */
  nonce?: string;
}

export interface IssuedCode {
  request: AuthRequest;
  grant: Grant;
  scopes: string[];
  expiresAt: number;
  redeemed: boolean;
}

export interface AccessToken {
  token: string;
  grant: Grant;
  scopes: Set<string>;
  expiresAt: number;
}

export interface RefreshToken {
  token: string;
  grant: Grant;
  issuedAt: number;
  /** Expired for inactivity (control: expireRefreshTokens). */
  inactive: boolean;
}
