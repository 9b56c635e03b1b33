import { jobPostingLinkLabel } from 'contracts';

/** The job an application is for, linking its posting (opens the posting's own page, never through us). */
export function PostingLink({ posting }: { posting: { url: string; role?: string | null; company?: string | null } }) {
  return (
    <a href={posting.url} target="_blank" rel="noopener noreferrer nofollow">
      {jobPostingLinkLabel(posting)}
    </a>
  );
}
