// Public face of the dashboard module: the home page's figures (homeDashboard).
export { dashboardResolvers } from './dashboard.resolvers';
