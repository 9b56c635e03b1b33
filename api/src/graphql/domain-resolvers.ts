import { dateTimeScalar } from 'contracts/server';
import type { Resolvers } from 'contracts/resolvers-types';
import { accessRequestResolvers } from '../modules/access-request';
import { attachmentResolvers } from '../modules/attachment';
import { billingResolvers } from '../modules/billing';
import { chatResolvers } from '../modules/chat';
import { emailFinderResolvers } from '../modules/email-finder';
import type { GraphQLContext } from '../core/graphql-context.types';
import { campaignResolvers } from '../modules/campaign';
import { contactResolvers } from '../modules/contact';
import { dashboardResolvers } from '../modules/dashboard';
import { createDeliveryResolvers, type Delivery } from '../modules/delivery';
import { googleResolvers } from '../modules/google';
import { createJobPostingResolvers, type JobPostingReader } from '../modules/job-posting';
import { microsoftResolvers } from '../modules/microsoft';
import { notificationResolvers } from '../modules/notification';
import { createReplyEngineResolvers, type EmailWriter } from '../modules/reply-engine';
import { createReplyNoteResolvers } from '../modules/reply-note';
import { scheduleResolvers } from '../modules/scheduling';
import { sequenceResolvers } from '../modules/sequence';
import { timelineResolvers } from '../modules/timeline';

/** What modules' resolvers need from the process (built once at start-up). */
export interface ResolverDeps {
  delivery: Delivery;
  /** Drafts generateJobEmails (template by default, an LLM by configuration). */
  writer: EmailWriter;
  /** Reads pasted job postings (importJobPosting), its allowances in the app's rate-limit store. */
  jobPostingReader: JobPostingReader;
}

/** Every domain's resolver map; root fields no domain implements yet answer NOT_IMPLEMENTED (see graphql.schema.ts). */
export const domainResolvers = ({ delivery, writer, jobPostingReader }: ResolverDeps): Resolvers<GraphQLContext>[] => [
  { DateTime: dateTimeScalar },
  campaignResolvers,
  dashboardResolvers,
  scheduleResolvers,
  createDeliveryResolvers(delivery),
  googleResolvers,
  microsoftResolvers,
  contactResolvers,
  sequenceResolvers,
  attachmentResolvers,
  billingResolvers,
  emailFinderResolvers,
  createJobPostingResolvers(jobPostingReader),
  accessRequestResolvers,
  createReplyEngineResolvers(writer),
  chatResolvers,
  notificationResolvers,
  timelineResolvers,
  createReplyNoteResolvers({ delivery, writer }),
];
