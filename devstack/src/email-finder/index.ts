export {
  startEmailFinderStandIn,
  profileKey,
  type EmailFinderStandIn,
  type EmailFinderStandInOptions,
  type FinderProfile,
} from './email-finder-stand-in';
