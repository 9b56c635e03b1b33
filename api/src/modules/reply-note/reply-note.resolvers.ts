// GraphQL of the notes after a reply: draftReplyNote, approveReplyNote, updateReplyNote, cancelReplyNote,
// Contact.replyNoteOffer / replyNote.
import type { Resolvers } from 'contracts/resolvers-types';
import { replyNoteOfferOf } from 'contracts';
import type { GraphQLContext } from '../../core/graphql-context.types';
import { currentUserId } from '../../core/current-user.util';
import { badUserInput, notFound } from '../../core/graphql.errors';
import type { Delivery } from '../delivery';
import { replyNoteWriterFor, type EmailWriter } from '../reply-engine';
import { toReplyNote } from './reply-note.presenter';
import { cancelReplyNote, updateReplyNote } from './reply-note-edit.service';
import { approveReplyNote, draftReplyNote, ReplyNoteError } from './reply-note.service';

const asGraphQLError = (error: unknown): never => {
  if (error instanceof ReplyNoteError) throw error.kind === 'not-found' ? notFound(error.message) : badUserInput(error.message);
  throw error;
};

export function createReplyNoteResolvers(deps: { delivery: Delivery; writer: EmailWriter }): Resolvers<GraphQLContext> {
  // Built on first use: the schema is assembled before (and, in tests, without) a running delivery engine.
  let noteWriter: ReturnType<typeof replyNoteWriterFor> | undefined;
  const writerOf = () => (noteWriter ??= replyNoteWriterFor(deps.writer, deps.delivery.engine.deps.logger));
  return {
    Query: {
      draftReplyNote: async (_parent, { contactId, kind }, ctx) => {
        const draft = await draftReplyNote(ctx.db, writerOf(), { userId: currentUserId(ctx), contactId, kind }).catch(
          asGraphQLError,
        );
        return { ...draft, sendAt: draft.sendAt.toISOString() };
      },
    },
    Mutation: {
      approveReplyNote: async (_parent, { contactId, kind, subject, body }, ctx) => {
        const note = await approveReplyNote(deps.delivery, {
          userId: currentUserId(ctx),
          contactId,
          kind,
          subject,
          body,
        }).catch(asGraphQLError);
        return toReplyNote(note);
      },
      updateReplyNote: async (_parent, { contactId, subject, body }, ctx) => {
        const note = await updateReplyNote(ctx.db, { userId: currentUserId(ctx), contactId, subject, body }).catch(
          asGraphQLError,
        );
        return toReplyNote(note);
      },
      cancelReplyNote: (_parent, { contactId }, ctx) =>
        cancelReplyNote(ctx.db, { userId: currentUserId(ctx), contactId }).catch(asGraphQLError),
    },
    Contact: {
      replyNoteOffer: (contact) => replyNoteOfferOf(contact),
      replyNote: (contact, _args, ctx) => ctx.loaders.replyNoteByContact.load(contact.id),
    },
  };
}
