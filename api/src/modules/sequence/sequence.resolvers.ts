import type { Resolvers } from 'contracts/resolvers-types';
import { SequenceNotFoundError, SequenceValidationError, createEmailSequence, pageSteps } from './sequence.service';
import { saveSequenceDraft } from './sequence-draft.service';
import { InvalidCursorError } from '../../core/cursor-pagination.util';
import type { GraphQLContext } from '../../core/graphql-context.types';
import { currentUserId } from '../../core/current-user.util';
import { badUserInput } from '../../core/graphql.errors';
import { toEmailAttachmentParent, toEmailSequenceParent } from '../../core/presenters/contact.presenter';

export const sequenceResolvers: Resolvers<GraphQLContext> = {
  Mutation: {
    createEmailSequence: async (_parent, { campaignId, data }, ctx) => {
      try {
        return await createEmailSequence(ctx.db, currentUserId(ctx), campaignId, data.emails);
      } catch (error) {
        if (error instanceof SequenceValidationError || error instanceof SequenceNotFoundError) {
          return { success: false, message: error.message, count: 0 };
        }
        throw error;
      }
    },
    saveSequenceDraft: async (_parent, { campaignId, data }, ctx) => {
      try {
        return await saveSequenceDraft(ctx.db, currentUserId(ctx), campaignId, data.emails);
      } catch (error) {
        // Same answers as createEmailSequence: a payload with the contracts message, never a 500.
        if (error instanceof SequenceValidationError || error instanceof SequenceNotFoundError) {
          return { success: false, message: error.message, count: 0 };
        }
        throw error;
      }
    },
  },

  Campaign: {
    emailSequences: async (campaign, { sort, pagination }, ctx) => {
      const steps = await ctx.loaders.stepsByCampaign.load(campaign.id);
      try {
        const page = pageSteps(steps, sort, pagination);
        return { ...page, edges: page.edges.map((edge) => ({ cursor: edge.cursor, node: toEmailSequenceParent(edge.node) })) };
      } catch (error) {
        if (error instanceof InvalidCursorError) throw badUserInput(error.message);
        throw error;
      }
    },
  },

  EmailSequence: {
    emailAttachments: async (step, _args, ctx) =>
      (await ctx.loaders.attachmentsByStep.load(step.id)).map(toEmailAttachmentParent),
  },
};
