// Public face of the campaign module: campaigns, their figures and loaders.
export { campaignResolvers } from './campaign.resolvers';
export { createCampaignLoaders } from './campaign.loaders';
export * from './campaign-stats.service';
export { unknownTimezone } from './campaign.service';
