import { useState } from 'react';
import { ImportJobPostingDocument, JOB_POSTING_IMPORT_FAILED, importedPostingLine, type ImportedJobPosting } from 'contracts';
import { useGraphQLMutation } from 'shared-ui';

/** What step 1 keeps of an imported posting: what was read (its line) and the role and company as the user corrects them. */
export interface PostingFill {
  /** The import the server keeps: the sequence is created from it (createCampaign's jobPostingId). */
  id: number;
  url: string;
  role: string;
  company: string;
  location: string | null;
  /** The zone guessed from the job's location (null: remote, unknown place). */
  zone: string | null;
  /** The one line of what was read, as read. */
  line: string;
  /** The posting's sentence asking candidates not to contact recruiters (a warning before scheduling). */
  noContactSentence: string | null;
}

export interface JobPostingImport {
  importUrl: (url: string) => Promise<PostingFill | null>;
  importing: boolean;
  /** The failure's one line, until the next import. */
  failure: string | null;
}

export const fillOf = (posting: ImportedJobPosting): PostingFill => ({
  id: posting.id,
  url: posting.url,
  role: posting.role ?? '',
  company: posting.company ?? '',
  location: posting.remote ? null : (posting.location ?? null),
  zone: posting.proposedTimezone ?? null,
  line: importedPostingLine(posting),
  noContactSentence: posting.noContactSentence ?? null,
});

/** importJobPosting for a form: the posting as a fill, or its one failure line (the form goes on by hand). */
export function useJobPostingImport(): JobPostingImport {
  const mutation = useGraphQLMutation(ImportJobPostingDocument);
  const [failure, setFailure] = useState<string | null>(null);

  const importUrl = async (url: string): Promise<PostingFill | null> => {
    setFailure(null);
    try {
      const { importJobPosting: answer } = await mutation.mutateAsync({ url: url.trim() });
      if (answer.posting) return fillOf(answer.posting);
      setFailure(answer.failure?.message ?? JOB_POSTING_IMPORT_FAILED);
    } catch {
      // The data layer has toasted the error; the field still says its line.
      setFailure(JOB_POSTING_IMPORT_FAILED);
    }
    return null;
  };

  return { importUrl, importing: mutation.isPending, failure };
}
