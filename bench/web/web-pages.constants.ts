// The pages `npm run bench:web` measures and the goals issue 16 sets for them, so the table can say which miss.

export interface BenchPage {
  path: string;
  /** Needs a signed-in session (the bench signs a user up and sends its cookie). */
  signedIn: boolean;
  goals: { perf: number; lcpMs?: number; jsGzipKB?: number };
}

const PUBLIC = { perf: 95, lcpMs: 2000, jsGzipKB: 100 };
const AUTH_AND_CANDIDATE = { perf: 90 };
const DASHBOARD = { perf: 85, lcpMs: 2500, jsGzipKB: 300 };

export const BENCH_PAGES: readonly BenchPage[] = [
  { path: '/', signedIn: false, goals: PUBLIC },
  { path: '/pricing', signedIn: false, goals: PUBLIC },
  { path: '/cold-email-strategy-job-search', signedIn: false, goals: PUBLIC },
  { path: '/login', signedIn: false, goals: AUTH_AND_CANDIDATE },
  { path: '/register', signedIn: false, goals: AUTH_AND_CANDIDATE },
  // The demo candidate of mfe-candidate/src/data/demo-candidates.ts.
  { path: '/candidate/sarah-chen', signedIn: false, goals: AUTH_AND_CANDIDATE },
  // The search summary (funnel and weekly chart) of a user with one sequence (bench-account.ts).
  { path: '/dashboard/home', signedIn: true, goals: DASHBOARD },
  { path: '/dashboard/campaigns', signedIn: true, goals: DASHBOARD },
  { path: '/dashboard/chats', signedIn: true, goals: DASHBOARD },
];

/** Every page: accessibility >= 95, best practices 100, SEO >= 90 (where the spec does not ask for noindex). */
export const COMMON_GOALS = { a11y: 95, bp: 100, seo: 90 } as const;
/** Pages the spec keeps out of search engines: their SEO score is not held to the goal. */
export const NOINDEX_PATHS: readonly string[] = ['/', '/home2'];
