export { startEmailFinderStandIn, type EmailFinderStandIn, type EmailFinderStandInOptions } from './email-finder-stand-in';
export { startApolloStandIn, APOLLO_NO_API_ACCESS_KEY, type ApolloStandIn, type ApolloStandInOptions } from './apollo-stand-in';
export { startPdlStandIn, type PdlStandIn, type PdlStandInOptions } from './pdl-stand-in';
export {
  profileKey,
  SCENARIO_PROFILES,
  SCENARIO_RETRY_AFTER_SECONDS,
  type FinderProfile,
  type FinderEmailStatus,
} from './profile-directory';
