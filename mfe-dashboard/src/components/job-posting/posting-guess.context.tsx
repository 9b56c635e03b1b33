// The zone guess of a posting imported in step 1, for the wizard's zone lines (settings form, preview): a sequence
// keeps the source (JOB_POSTING) but not the location, so only the wizard that made it can name the place.
import { createContext, useContext, type ReactNode } from 'react';
import type { PostingZoneGuess } from 'contracts';

const PostingGuessContext = createContext<PostingZoneGuess | null>(null);

export function PostingGuessProvider({ guess, children }: { guess: PostingZoneGuess | null; children: ReactNode }) {
  return <PostingGuessContext.Provider value={guess}>{children}</PostingGuessContext.Provider>;
}

export const usePostingGuess = (): PostingZoneGuess | null => useContext(PostingGuessContext);
