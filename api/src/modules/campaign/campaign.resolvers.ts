import { CAMPAIGN_NOT_FOUND } from 'contracts';
import type { Resolvers } from 'contracts/resolvers-types';
import {
  CampaignNotFoundError,
  CampaignValidationError,
  createCampaign,
  deleteCampaign,
  findCampaign,
  listCampaigns,
  updateCampaign,
} from './campaign.service';
import { findCampaignContact } from '../contact';
import { postingsByIds, toSequenceJobPosting } from '../job-posting';
import { onCampaignActivated } from '../delivery';
import { InvalidCursorError } from '../../core/cursor-pagination.util';
import type { GraphQLContext } from '../../core/graphql-context.types';
import { currentUserId } from '../../core/current-user.util';
import { badUserInput, notFound } from '../../core/graphql.errors';
import { toCampaignParent } from '../../core/presenters/campaign.presenter';
import { toContactParent } from '../../core/presenters/contact.presenter';

/** Mean reply time in hours, to one decimal. */

export const campaignResolvers: Resolvers<GraphQLContext> = {
  Query: {
    campaigns: async (_parent, args, ctx) => {
      try {
        const page = await listCampaigns(ctx.db, currentUserId(ctx), args);
        return {
          ...page,
          edges: page.edges.map((edge) => ({ cursor: edge.cursor, node: toCampaignParent(edge.node) })),
        };
      } catch (error) {
        if (error instanceof InvalidCursorError) throw badUserInput(error.message);
        throw error;
      }
    },
    // Another user's (or a missing) campaign answers null, as does a contact filter nothing matches.
    campaign: async (_parent, { filter, contactFilter }, ctx) => {
      const userId = currentUserId(ctx);
      const campaign = filter.id == null ? undefined : await findCampaign(ctx.db, userId, filter.id);
      if (!campaign) return { campaign: null, contact: null };
      const contact = contactFilter ? await findCampaignContact(ctx.db, userId, campaign.id, contactFilter) : undefined;
      return { campaign: toCampaignParent(campaign), contact: contact ? toContactParent(contact) : null };
    },
  },

  Mutation: {
    createCampaign: async (_parent, { data }, ctx) => {
      try {
        const { campaign, message } = await createCampaign(ctx.db, currentUserId(ctx), data);
        return { success: true, message, campaign: toCampaignParent(campaign) };
      } catch (error) {
        if (error instanceof CampaignValidationError) return { success: false, message: error.message, campaign: null };
        throw error;
      }
    },
    updateCampaign: async (_parent, { id, data }, ctx) => {
      try {
        const userId = currentUserId(ctx);
        const { activated, replan: _replan, ...campaign } = await updateCampaign(ctx.db, userId, id, data);
        // Paused → active: held emails go back on the schedule (overdue ones spread from the next window).
        if (activated) await onCampaignActivated(ctx.db, { userId, campaignId: campaign.id });
        return toCampaignParent(campaign);
      } catch (error) {
        if (error instanceof CampaignNotFoundError) throw notFound(CAMPAIGN_NOT_FOUND);
        if (error instanceof CampaignValidationError) throw badUserInput(error.message);
        throw error;
      }
    },
    deleteCampaign: async (_parent, { id }, ctx) => {
      try {
        const { message } = await deleteCampaign(ctx.db, currentUserId(ctx), id);
        return { success: true, message };
      } catch (error) {
        if (error instanceof CampaignNotFoundError) return { success: false, message: CAMPAIGN_NOT_FOUND };
        throw error;
      }
    },
  },

  Campaign: {
    contacts: async (campaign, _args, ctx) => (await ctx.loaders.campaignStats.load(campaign.id)).contacts,
    emailsOpened: async (campaign, _args, ctx) => (await ctx.loaders.campaignStats.load(campaign.id)).opened,
    sequenceSize: (campaign, _args, ctx) => ctx.loaders.campaignSequenceSize.load(campaign.id),
    isDraft: async (campaign, _args, ctx) => !(await ctx.loaders.campaignScheduled.load(campaign.id)),
    nextSendAt: (campaign, _args, ctx) => ctx.loaders.campaignNextSendAt.load(campaign.id),
    averageResponseRate: async (campaign, _args, ctx) => (await ctx.loaders.campaignStats.load(campaign.id)).averageResponseRate,
    averageResponseTime: async (campaign, _args, ctx) => (await ctx.loaders.campaignStats.load(campaign.id)).averageResponseTime,
    // Detail pages only (a list does not ask for it): the row through the request's loader, then its posting.
    jobPosting: async (campaign, _args, ctx) => {
      const row = await ctx.loaders.campaignById.load(campaign.id);
      if (!row?.jobPostingId) return null;
      const [posting] = await postingsByIds(ctx.db, [row.jobPostingId]);
      return posting ? toSequenceJobPosting(posting) : null;
    },
  },
};
