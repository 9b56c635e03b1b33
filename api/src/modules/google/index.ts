// The Google module's public face: OAuth (token endpoint client, the sign-in strategy), the one Gmail grant
// (encrypted storage, the startGoogleAuthFlow consent flow and its callback, the receiver both consents end in,
// fresh access tokens, mail permission), and the Gmail API (client, nodemailer transport, the mail driver).
// Other modules import from here only. See README.md.
export * from './google-http.util';
export * from './google-clients.factory';
export * from './google-project-health.store';
export * from './oauth/google-oauth.client';
export * from './oauth/google-oauth.strategy';
export * from './grant/google-grant.types';
export * from './grant/google-scopes.constants';
export * from './grant/google-grant.errors';
export * from './grant/gmail-access.service';
export * from './grant/google-auth-flow.service';
export * from './grant/google-grant.routes';
export * from './grant/google-grant.receiver';
export * from './grant/mail-permission.service';
export * from './gmail-api/gmail-api.error';
export * from './gmail-api/gmail-api.client';
export * from './gmail-api/gmail.transport';
export * from './gmail-api/gmail-api.driver';
export { googleResolvers } from './google.resolvers';
export * from './google-mailbox.adapter';
export * from './google-mail-reads.adapter';
