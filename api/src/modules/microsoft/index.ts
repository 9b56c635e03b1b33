// The Microsoft module's public face: the mailbox adapter (createMicrosoftMailbox), the consent flow's pieces (the
// PKCE pair and state, what Microsoft's redirect back means, the grant it stores), and the scopes asked for. Other
// modules import from here only. See README.md.
export {
  createMicrosoftMailbox,
  createMicrosoftClients,
  type MicrosoftClients,
  type MicrosoftMailboxDeps,
} from './microsoft-mailbox.adapter';
export {
  completeMicrosoftConsent,
  newMicrosoftConsent,
  storeMicrosoftGrant,
  type MicrosoftConsentOutcome,
  type PendingMicrosoftConsent,
} from './microsoft-consent.service';
export { MicrosoftOAuthClient, MicrosoftOAuthError, type MicrosoftConnection } from './microsoft-oauth.client';
export {
  canReadMicrosoftHeaders,
  microsoftMailScopes,
  MICROSOFT_READ_BASIC_SCOPE,
  MICROSOFT_SEND_SCOPE,
} from './microsoft-scopes.constants';
export { microsoftClientsFor } from './microsoft-clients.registry';
export { microsoftGrantRoutes, type MicrosoftGrantRoutesOptions } from './microsoft-grant.routes';
export { microsoftResolvers } from './microsoft.resolvers';
export {
  completeOutlookConnection,
  MICROSOFT_GRANT_CALLBACK_PATH,
  outlookCallbackUrl,
  startOutlookConnection,
} from './outlook-connection.service';
export { MicrosoftSignInClient, microsoftSignInClientFor, type MicrosoftSignInOutcome } from './microsoft-sign-in.client';
export { microsoftIdentityOf, type MicrosoftIdentity } from './microsoft-identity';
