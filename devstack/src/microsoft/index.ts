export { startMicrosoftStandIn, type MicrosoftStandIn, type MicrosoftStandInOptions } from './microsoft-stand-in';
export { DEFAULT_APP as MICROSOFT_DEFAULT_APP } from './identity.store';
export {
  SEEDED_ACCOUNTS as MICROSOFT_SEEDED_ACCOUNTS,
  SEEDED_TENANTS as MICROSOFT_SEEDED_TENANTS,
  CONSUMER_TENANT_ID,
} from './accounts';
export { EXCHANGE_NDR_MAILBOX } from './ndr-mail';
export type { MicrosoftBehaviour } from './microsoft-behaviour';
export type { FaultEndpoint as MicrosoftFaultEndpoint, FaultKind as MicrosoftFaultKind } from './faults';
export type { CallCounts as MicrosoftCallCounts, GraphEndpoint } from './call-counter';
export { httpsRequest as microsoftHttpsRequest, signIn as signInToMicrosoft, trustingNetworkClient } from './https-client.helper';
