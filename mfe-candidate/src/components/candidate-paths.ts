// The shell mounts this remote twice (wiring): '/candidate' (review pages) and '/resume' (full-resolution viewer).
// Links between the two use these absolute paths.

export const CANDIDATE_BASE_PATH = '/candidate';

export const candidatePath = (candidateId: string): string => `${CANDIDATE_BASE_PATH}/${encodeURIComponent(candidateId)}`;
export const candidateResumePath = (candidateId: string): string => `${candidatePath(candidateId)}/resume`;
export const unsubscribePath = (): string => `${CANDIDATE_BASE_PATH}/unsubscribe`;
/** The public pricing page (product.md §2): where a visitor without credits is sent to get more. */
export const PRICING_PATH = '/pricing';

/** True when the shell mounted us for the '/resume/:candidateId' viewer. */
export const isResumeMount = (basePath: string): boolean => /\/resume\/?$/.test(basePath);
