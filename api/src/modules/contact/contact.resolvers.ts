import type { Resolvers } from 'contracts/resolvers-types';
import { listCampaignEmails, latestEmail } from './campaign-email.service';
import {
  ContactNotFoundError,
  ContactValidationError,
  CONTACT_NOT_FOUND,
  CONTACT_UPDATED,
  createContact,
  deleteContact,
  findContact,
  listContacts,
  updateContact,
} from './contact.service';
import { undoMarkReplied } from './contact-reply-undo.service';
import { resumeFollowUps } from './contact-resume.service';
import { sendAnywayAfterPostingClosed, stopAfterPostingClosed, type PostingHoldResult } from './posting-hold.service';
import { resendBouncedContactEmail } from './contact-bounce-resend.service';
import { setContactOutcome } from './contact-reply-outcome.service';
import { checkRecipient } from './recipient-rules.service';
import { InvalidCursorError } from '../../core/cursor-pagination.util';
import type { GraphQLContext } from '../../core/graphql-context.types';
import { currentUserId } from '../../core/current-user.util';
import { badUserInput, notFound } from '../../core/graphql.errors';
import { toCampaignParent } from '../../core/presenters/campaign.presenter';
import { toCampaignEmailParent, toContactParent } from '../../core/presenters/contact.presenter';

/** A choice about a held sequence: a campaign not the caller's answers as data, like resumeFollowUps. */
async function postingHoldAnswer(choose: () => Promise<PostingHoldResult>) {
  try {
    const result = await choose();
    return { ...result, contacts: result.contacts.map(toContactParent) };
  } catch (error) {
    if (error instanceof ContactNotFoundError) return { success: false, message: error.message, contacts: [] };
    throw error;
  }
}

const cursorErrorsAsBadInput = (error: unknown): never => {
  if (error instanceof InvalidCursorError) throw badUserInput(error.message);
  throw error;
};

export const contactResolvers: Resolvers<GraphQLContext> = {
  Query: {
    // The caller's own contacts only: another user's are never read, and excluding one of theirs changes nothing.
    recipientCheck: (_parent, { email, excludeContactId }, ctx) =>
      checkRecipient(ctx.db, currentUserId(ctx), email, excludeContactId ?? null),
    contacts: async (_parent, args, ctx) => {
      const page = await listContacts(ctx.db, currentUserId(ctx), args).catch(cursorErrorsAsBadInput);
      return { ...page, edges: page.edges.map((edge) => ({ cursor: edge.cursor, node: toContactParent(edge.node) })) };
    },
    contact: async (_parent, { filter }, ctx) => {
      if (filter.id == null) return null;
      const row = await findContact(ctx.db, currentUserId(ctx), filter.id);
      return row ? toContactParent(row) : null;
    },
    campaignEmails: async (_parent, args, ctx) => {
      const page = await listCampaignEmails(ctx.db, currentUserId(ctx), args).catch(cursorErrorsAsBadInput);
      return {
        ...page,
        edges: page.edges.map((edge) => ({ cursor: edge.cursor, node: toCampaignEmailParent(edge.node) })),
      };
    },
  },

  Mutation: {
    resendBouncedEmail: async (_parent, { contactId, email }, ctx) => {
      const result = await resendBouncedContactEmail(ctx.db, currentUserId(ctx), { contactId, email });
      if (result.outcome === 'not-found') throw notFound(CONTACT_NOT_FOUND);
      if (result.outcome === 'refused') throw badUserInput(result.message);
      return { message: result.message, email: toCampaignEmailParent(result.email) };
    },
    createContact: async (_parent, { data }, ctx) => {
      try {
        const { contact, message, hasPermission } = await createContact(ctx.db, currentUserId(ctx), data);
        return { success: true, message, contact: toContactParent(contact), hasPermission };
      } catch (error) {
        if (error instanceof ContactValidationError || error instanceof ContactNotFoundError) {
          return { success: false, message: error.message, contact: null, hasPermission: false };
        }
        throw error;
      }
    },
    updateContact: async (_parent, { data }, ctx) => {
      try {
        const contact = await updateContact(ctx.db, currentUserId(ctx), data);
        return { success: true, message: CONTACT_UPDATED, contact: toContactParent(contact) };
      } catch (error) {
        if (error instanceof ContactValidationError || error instanceof ContactNotFoundError) {
          return { success: false, message: error.message, contact: null };
        }
        throw error;
      }
    },
    undoMarkReplied: async (_parent, { contactId }, ctx) => {
      try {
        const { contact, message } = await undoMarkReplied(ctx.db, currentUserId(ctx), contactId);
        return { success: true, message, contact: toContactParent(contact) };
      } catch (error) {
        if (error instanceof ContactValidationError || error instanceof ContactNotFoundError) {
          return { success: false, message: error.message, contact: null };
        }
        throw error;
      }
    },
    sendAnywayAfterPostingClosed: async (_parent, { campaignId }, ctx) =>
      postingHoldAnswer(() => sendAnywayAfterPostingClosed(ctx.db, currentUserId(ctx), campaignId)),
    stopAfterPostingClosed: async (_parent, { campaignId }, ctx) =>
      postingHoldAnswer(() => stopAfterPostingClosed(ctx.db, currentUserId(ctx), campaignId)),
    resumeFollowUps: async (_parent, { contactId }, ctx) => {
      try {
        const { contact, message } = await resumeFollowUps(ctx.db, currentUserId(ctx), contactId);
        return { success: true, message, contact: toContactParent(contact) };
      } catch (error) {
        if (error instanceof ContactValidationError || error instanceof ContactNotFoundError) {
          return { success: false, message: error.message, contact: null };
        }
        throw error;
      }
    },
    setContactOutcome: async (_parent, { contactId, outcome, interviewAt }, ctx) => {
      try {
        const result = await setContactOutcome(ctx.db, currentUserId(ctx), { contactId, outcome, interviewAt });
        return { success: true, message: result.message, contact: toContactParent(result.contact) };
      } catch (error) {
        if (error instanceof ContactValidationError) throw badUserInput(error.message);
        if (error instanceof ContactNotFoundError) return { success: false, message: error.message, contact: null };
        throw error;
      }
    },
    deleteContact: async (_parent, { id }, ctx) => {
      try {
        return { success: true, ...(await deleteContact(ctx.db, currentUserId(ctx), id)) };
      } catch (error) {
        if (error instanceof ContactNotFoundError) return { success: false, message: error.message };
        throw error;
      }
    },
  },

  Contact: {
    campaign: async (contact, _args, ctx) => {
      const row = await ctx.loaders.campaignById.load(contact.campaignId);
      return row ? toCampaignParent(row) : null;
    },
    campaignEmail: async (contact, _args, ctx) => {
      const latest = latestEmail(await ctx.loaders.emailsByContact.load(contact.id));
      return latest ? toCampaignEmailParent(latest) : null;
    },
    campaignEmails: async (contact, _args, ctx) =>
      (await ctx.loaders.emailsByContact.load(contact.id)).map(toCampaignEmailParent),
    replyOutcomes: (contact, _args, ctx) => ctx.loaders.replyOutcomesByContact.load(contact.id),
  },
};
