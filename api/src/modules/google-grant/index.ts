// The user's Gmail grant: encrypted storage, the authorization flow and fresh access tokens.
export * from './token-cipher';
export * from './google-scopes';
export * from './google-grant.errors';
export * from './google-clients';
export * from './google-grant.store';
export * from './gmail-access.service';
export * from './google-auth-flow.service';
export * from './google-grant.routes';
export * from './google-grant.receiver';
