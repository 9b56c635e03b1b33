export { startGoogleStandIn, type GoogleStandIn, type GoogleStandInOptions } from './google-stand-in';
export { chooseGoogleAccount } from './consent.helper';
export { SCOPES as GOOGLE_SCOPES } from './scopes';
export { DEFAULT_CLIENT as GOOGLE_DEFAULT_CLIENT, SEEDED_ACCOUNTS as GOOGLE_SEEDED_ACCOUNTS } from './oauth.store';
export type { ReplyOptions, InboxMessageOptions } from './control.routes';
export type { CallCounts, GmailEndpoint } from './call-counter';
export type { LoggedRequest } from './request-log';
export type { FaultEndpoint, FaultStatus, FaultVariant } from './faults';
export type { GmailBehaviour } from './gmail-behaviour';
