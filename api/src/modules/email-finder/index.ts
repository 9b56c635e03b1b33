// Public face of the email-finder module: linkedInDetailsFetcher through an EmailFinder driver.
export { emailFinderResolvers, LOOKUPS_PER_MINUTE } from './email-finder.resolvers';
export * from './email-finder.driver';
export { createEmailFinder } from './email-finder.factory';
