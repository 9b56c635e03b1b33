// Public face of the timeline module: one application's timeline and the company's typical reply time (read only).
export { timelineResolvers } from './timeline.resolvers';
export { contactTimeline, companyReplyTime, type TimelineEvent, type CompanyReplyTime } from './timeline.service';
