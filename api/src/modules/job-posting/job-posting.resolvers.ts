// importJobPosting: signed-in users only (the schema's guard, and currentUserId here), on the process's one reader,
// whose allowances count in the app's rate-limit store.
import type { Resolvers } from 'contracts/resolvers-types';
import type { GraphQLContext } from '../../core/graphql-context.types';
import { currentUserId } from '../../core/current-user.util';
import { importJobPosting } from './job-posting-import.service';
import type { JobPostingReader } from './job-posting.service';

export function createJobPostingResolvers(reader: JobPostingReader): Resolvers<GraphQLContext> {
  return {
    Mutation: {
      importJobPosting: (_parent, { url }, ctx) => importJobPosting({ reader, db: ctx.db }, currentUserId(ctx), url),
    },
  };
}
