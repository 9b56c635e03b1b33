import { UPLOADS_RATE_LIMITED } from 'contracts';
import type { Resolvers } from 'contracts/resolvers-types';
import type { GraphQLContext } from '../../core/graphql-context.types';
import { currentUserId } from '../../core/current-user.util';
import { badUserInput, notFound, rateLimited } from '../../core/graphql.errors';
import { toEmailAttachmentParent } from '../../core/presenters/contact.presenter';
import { InvalidCursorError } from '../../core/cursor-pagination.util';
import { deleteAttachment } from './attachment-deletion.service';
import { attachmentStorageFor } from './attachment-storage.service';
import { resumeParsePoolFor } from './resume-parse.pool';
import {
  AttachmentInputError,
  AttachmentNotFoundError,
  listAttachments,
  registerAttachment,
  signUpload,
} from './attachment.service';

/** Expected failures become the contract's GraphQL errors (BAD_USER_INPUT / NOT_FOUND) with the spec text. */
const asGraphQLError = (error: unknown): never => {
  if (error instanceof AttachmentInputError || error instanceof InvalidCursorError) throw badUserInput(error.message);
  if (error instanceof AttachmentNotFoundError) throw notFound(error.message);
  throw error;
};

export const attachmentResolvers: Resolvers<GraphQLContext> = {
  Query: {
    emailAttachments: async (_parent, args, ctx) => {
      const page = await listAttachments(ctx.db, currentUserId(ctx), args).catch(asGraphQLError);
      return { ...page, edges: page.edges.map((edge) => ({ cursor: edge.cursor, node: toEmailAttachmentParent(edge.node) })) };
    },
  },
  Mutation: {
    generateSignedUrl: async (_parent, { data }, ctx) => {
      const userId = currentUserId(ctx);
      // Each signed URL lets the browser put up to 5 MB into our storage: a budget per user.
      if (!(await ctx.limits.upload.take(userId)).allowed) throw rateLimited(UPLOADS_RATE_LIMITED);
      return signUpload(attachmentStorageFor(ctx.config), userId, data).catch(asGraphQLError);
    },
    createEmailAttachment: async (_parent, { data }, ctx) => {
      const row = await registerAttachment(
        ctx.db,
        attachmentStorageFor(ctx.config),
        ctx.config.s3.bucket,
        currentUserId(ctx),
        data,
        { pool: resumeParsePoolFor(ctx.config), ring: ctx.config.tokenEncryption, logger: ctx.logger },
      ).catch(asGraphQLError);
      return { emailAttachment: toEmailAttachmentParent(row) };
    },
    deleteEmailAttachment: (_parent, { id, detachFromSequences }, ctx) =>
      deleteAttachment(ctx.db, attachmentStorageFor(ctx.config), currentUserId(ctx), id, {
        detach: detachFromSequences === true,
      }).catch(asGraphQLError),
  },
};
