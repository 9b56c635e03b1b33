// Public face of the email-finder module: linkedInDetailsFetcher through an EmailFinder driver, within the lookup
// budgets and through the per-user cache (their pruning runs in the hourly purge).
export { emailFinderResolvers, LOOKUPS_PER_MINUTE } from './email-finder.resolvers';
export * from './email-finder.driver';
export { createEmailFinder } from './email-finder.factory';
export { pruneLookupUsage } from './lookup-budget.repository';
export { pruneExpiredLookupCache } from './lookup-cache.repository';
