// generateJobEmails (product.md §7): validates with the §5 chat rules, reads the caller's resume (once, cached on the
// attachment), and drafts through the process's EmailWriter (template by default, an LLM by configuration).
import { ATTACHMENT_NOT_FOUND, DRAFTS_RATE_LIMITED, validateAboutMe, validateHiringManagerName, validateRole } from 'contracts';
import type { Resolvers } from 'contracts/resolvers-types';
import { currentUserId } from '../../core/current-user.util';
import type { GraphQLContext } from '../../core/graphql-context.types';
import { resumeTextFor } from '../attachment';
import { findOwnedPosting } from '../job-posting';
import { draftJobEmails } from './email-writer.factory';
import type { EmailWriter } from './email-writer.types';

const refused = (message: string) => ({ success: false, message, data: null });

export function createReplyEngineResolvers(writer: EmailWriter): Resolvers<GraphQLContext> {
  return {
    Mutation: {
      generateJobEmails: async (_parent, { hiringManagerName, jobRole, attachmentId, aboutMe, jobPostingId }, ctx) => {
        const userId = currentUserId(ctx);
        if (!(await ctx.limits.draft.take(userId)).allowed) return refused(DRAFTS_RATE_LIMITED);
        // The /graphql edge already refused text over its bound; these rules hold for any other caller too.
        const roleProblem = validateRole(jobRole) ?? validateHiringManagerName(hiringManagerName);
        if (roleProblem) return refused(roleProblem);
        const aboutMeText = aboutMe?.trim() ? aboutMe.trim() : null;
        if (aboutMeText !== null) {
          const aboutProblem = validateAboutMe(aboutMeText);
          if (aboutProblem) return refused(aboutProblem);
        }
        let resumeText: string | null = null;
        if (attachmentId != null) {
          const resume = await resumeTextFor(ctx.db, ctx.config, userId, attachmentId);
          if (!resume.found) return refused(ATTACHMENT_NOT_FOUND);
          // A resume we cannot read is said plainly, unless the user also described themselves.
          if (!resume.ok && aboutMeText === null) return refused(resume.message);
          if (resume.ok) resumeText = resume.text;
        }
        // The caller's own import only: another user's id (or a missing one) drafts without a posting.
        const posting = jobPostingId != null ? await findOwnedPosting(ctx.db, userId, jobPostingId) : undefined;
        const outcome = await draftJobEmails(writer, {
          hiringManagerName: hiringManagerName.trim(),
          jobRole: jobRole.trim(),
          aboutMe: aboutMeText,
          resumeText,
          posting: posting ? { role: posting.role, company: posting.company, text: posting.excerpt } : null,
          seed: userId,
        });
        ctx.logger.info(
          { source: outcome.source, fallbackReason: outcome.fallbackReason, elapsedMs: Math.round(outcome.elapsedMs) },
          'job emails drafted',
        );
        return { success: true, message: outcome.message, data: outcome.sequence };
      },
    },
  };
}
