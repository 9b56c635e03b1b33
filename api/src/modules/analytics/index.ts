// Public face of the analytics module: the public events endpoint and the retention purge. See README.md.
export { analyticsRoutes, type AnalyticsRoutesOptions } from './analytics.routes';
export { purgeOldAnalyticsEvents } from './analytics-event.repository';
