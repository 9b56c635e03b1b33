// A job posting URL in the Reply Engine (issue 38): pasted where the role is asked (step 2), or before it, in place of
// the LinkedIn profile (step 0). The api reads it; its role and company become the role answer ('Data Analyst at
// Acme Analytics'), the job's zone a guess kept as `postingZone` (sequenceZone proposes it after the recipient's
// domain guess), and the chat says what it read in one line. A link it cannot read is said in one line and the
// question stays, answered by hand.
import {
  ImportJobPostingDocument,
  JOB_POSTING_IMPORTING,
  JOB_POSTING_THEN_PROFILE,
  REJECTION_MARK,
  TEXT_LIMITS,
  importedPostingLine,
  validateRole,
  type ImportedJobPosting,
  noContactWarning,
} from 'contracts';
import { executeGraphQL } from 'shared-ui';
import { errorText, type ChatRuntime } from './chat-runtime';
import { generateEmails } from './generate-emails';

/** The chat's one role-and-company answer from a posting. */
const roleAnswerOf = (posting: ImportedJobPosting): string =>
  [posting.role, posting.company].filter(Boolean).join(' at ').slice(0, TEXT_LIMITS.jobRole);

/** Reads the posting; on success keeps its role and zone guess and says what it read, else says its one line. */
async function importPosting(rt: ChatRuntime, url: string): Promise<boolean> {
  rt.user(url);
  rt.bot(JOB_POSTING_IMPORTING);
  let posting: ImportedJobPosting | null | undefined;
  let failure: string | undefined;
  try {
    const { importJobPosting: answer } = await executeGraphQL(ImportJobPostingDocument, { url });
    posting = answer.posting;
    failure = answer.failure?.message;
  } catch (error) {
    failure = errorText(error);
  }
  if (!rt.alive()) return false;
  const role = posting ? roleAnswerOf(posting) : '';
  const refused = posting ? validateRole(role) : (failure ?? null);
  if (!posting || refused) {
    rt.bot(`${REJECTION_MARK} ${refused ?? failure}`);
    return false;
  }
  rt.patch({
    role,
    generationFailed: false,
    postingZone: posting.proposedTimezone ?? null,
    postingLocation: posting.location ?? null,
    postingId: posting.id,
  });
  rt.bot(importedPostingLine(posting));
  // Before anything is scheduled: the posting asks candidates not to get in touch, in its own words.
  if (posting.noContactSentence) rt.bot(noContactWarning(posting.noContactSentence));
  return true;
}

/** Step 2: the posting answers the role question, and drafting starts. */
export async function handleRolePosting(rt: ChatRuntime, url: string): Promise<void> {
  if (await importPosting(rt, url)) await generateEmails(rt);
}

/** Step 0: the posting comes first; the profile URL is asked next, and the role question will be skipped. */
export async function handlePostingFirst(rt: ChatRuntime, url: string): Promise<void> {
  if (!(await importPosting(rt, url))) return;
  rt.patch({ roleFromPosting: true });
  rt.bot(JOB_POSTING_THEN_PROFILE);
}
