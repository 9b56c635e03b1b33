// Public face of the dashboard module: the home page's figures (homeDashboard) and the picture of the search
// (searchSummary: funnel and weekly activity).
export { dashboardResolvers } from './dashboard.resolvers';
