// GraphQL of the delivery module: sendTestEmail and sendNextEmailNow, through the process's one delivery module (handed
// in by the schema assembly, built once at start-up), and Campaign.gmailSendingPausedUntil (Gmail's daily sending limit).
import { TEST_EMAILS_RATE_LIMITED } from 'contracts';
import type { Resolvers } from 'contracts/resolvers-types';
import { currentUserId } from '../../core/current-user.util';
import type { GraphQLContext } from '../../core/graphql-context.types';
import { badUserInput, notFound } from '../../core/graphql.errors';
import { toCampaignEmailParent } from '../../core/presenters/contact.presenter';
import type { Delivery } from './delivery.factory';
import { sendNextEmailNow } from './send';
import { CONTACT_NOT_FOUND } from './schedule';

export function createDeliveryResolvers(delivery: Delivery): Resolvers<GraphQLContext> {
  return {
    Campaign: {
      // A campaign is only ever answered to its owner, so the caller's account is the campaign's.
      gmailSendingPausedUntil: async (_campaign, _args, ctx) =>
        (await ctx.loaders.sendingPausedUntil.load(currentUserId(ctx)))?.toISOString() ?? null,
    },
    Mutation: {
      sendTestEmail: async (_parent, { data }, ctx) => {
        const userId = currentUserId(ctx);
        // Each test email is a real Gmail send: a budget per user, whatever the number of requests or processes.
        if (!(await ctx.limits.testEmail.take(userId)).allowed) {
          return { success: false, hasRefreshToken: true, message: TEST_EMAILS_RATE_LIMITED };
        }
        return delivery.sendTestEmail({ userId, subject: data.subject, body: data.body, attachmentIds: data.attachments });
      },
      sendNextEmailNow: async (_parent, { contactId, emailId }, ctx) => {
        const result = await sendNextEmailNow(ctx.db, {
          userId: currentUserId(ctx),
          contactId,
          emailId,
          dailySendCap: delivery.engine.deps.settings.dailySendCap,
        });
        // Another user's contact reads as a missing one, as in the other contact mutations.
        if (result.outcome === 'not-found') throw notFound(CONTACT_NOT_FOUND);
        if (result.outcome === 'refused') throw badUserInput(result.message);
        return { message: result.message, email: toCampaignEmailParent(result.email) };
      },
    },
  };
}
