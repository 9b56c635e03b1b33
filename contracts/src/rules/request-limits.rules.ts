// What one GraphQL request may ask of the api, and the messages when it asks too much. Sign-up is open, so these
// bounds are what keeps one user from slowing everyone (aliases, depth, cost, tokens, requests at once).

export const GRAPHQL_REQUEST_LIMITS = {
  /** Aliased fields in one operation (the app's own operations use none). */
  maxAliases: 15,
  maxDepth: 10,
  /** graphql-armor's cost: objects 2, scalars 1, times depth; the largest app query costs well under this. */
  maxCost: 5_000,
  maxDirectives: 10,
  /**
   * Database statements one request may run, as the api's cost rule prices each field (product.md §13, "Limits that
   * protect users from each other"): a field batched through a request loader is one statement however many list items ask for it.
   */
  maxStatements: 100,
  /**
   * Values one answer may hold, each list counted at its page size (`first`, 100 when a variable gives it): a full
   * bucket of requests (requestsPerUserWindow) at valuesPerRequestPoint each.
   */
  maxResultValues: 12_000,
  /** A request spends one request of the per-user cap per root field, or per this many values, whichever is more. */
  valuesPerRequestPoint: 200,
  /**
   * Selections the cost rule reads before it gives up and refuses the query as too large: fragments spread twice at
   * each of a few levels would otherwise make it read 2^levels selections, before graphql-js's own rules have run.
   */
  maxPricedSelections: 20_000,
  /** Lexer tokens of the query text. */
  maxTokens: 3_000,
  /** GraphQL requests one signed-in user may have in progress at once (per api process). */
  concurrentPerUser: 4,
  /** GraphQL requests one user may start per window (per api process): a page load sends under ten; a flood waits. */
  requestsPerUserWindow: 60,
  requestWindowSeconds: 2,
} as const;

/** Per-user (per-address for signed-out calls) budgets of calls that cost outside the database, shared by every api
 * process (their counters live in PostgreSQL). */
export const REQUEST_RATE_LIMITS = {
  linkedInLookups: { points: 30, windowMs: 60_000 },
  testEmails: { points: 10, windowMs: 3_600_000 },
  uploads: { points: 50, windowMs: 3_600_000 },
  drafts: { points: 30, windowMs: 3_600_000 },
  accessRequestsPerAddress: { points: 10, windowMs: 15 * 60_000 },
  /** Checkout pages opened (Stripe limits calls per account, for every user at once). */
  checkouts: { points: 10, windowMs: 3_600_000 },
} as const;

export const TEST_EMAILS_RATE_LIMITED = `You have sent ${REQUEST_RATE_LIMITS.testEmails.points} test emails in the last hour. Try again later.`;
export const UPLOADS_RATE_LIMITED = `You have uploaded ${REQUEST_RATE_LIMITS.uploads.points} files in the last hour. Try again later.`;
export const DRAFTS_RATE_LIMITED = `You have drafted ${REQUEST_RATE_LIMITS.drafts.points} sequences in the last hour. Try again later.`;

/** Mutations with effects outside the database: at most one of each per request (aliases cannot multiply them). */
export const ONCE_PER_REQUEST_FIELDS: readonly string[] = [
  'sendTestEmail',
  'linkedInDetailsFetcher',
  'generateSignedUrl',
  'generateJobEmails',
  'startGoogleAuthFlow',
  'raiseAccessRequest',
  'createCheckoutSession',
  'createBillingPortalSession',
];

export const GRAPHQL_EMPTY_BODY = 'The request body is empty: send a JSON object with a "query".';
export const GRAPHQL_BODY_NOT_JSON = 'The request body is not valid JSON.';
export const GRAPHQL_BODY_SHAPE =
  'The request body must be a JSON object with a "query" string (and optionally "variables" and "operationName").';
export const CONTROL_CHARACTERS_REFUSED = 'Text cannot contain control characters (such as NUL).';
export const TOO_MANY_REQUESTS_AT_ONCE = 'Too many requests at once. Wait for the ones in progress to finish, then try again.';
export const TOO_MANY_REQUESTS = 'Too many requests. Wait a moment, then try again.';
export const oncePerRequest = (field: string) => `${field} can be asked once per request.`;
export const queryTooManyStatements = (priced: number, max: number) =>
  `This query would run about ${priced} database statements, more than the ${max} one request may run. Ask for fewer lists or fields, or split it into several requests.`;
export const queryTooManyValues = (priced: number, max: number) =>
  `This query could answer about ${priced} values, more than the ${max} one request may hold. Ask for smaller pages or fewer fields.`;
/** A field worked out on its own for each parent (Contact.timeline): one parent per request, never a list's items. */
export const oneParentOnly = (field: string, parent: string) =>
  `${field} can be asked for one ${parent} at a time, not inside a list: ask for it on ${parent}(filter: { id }).`;

/** Control characters other than tab, line feed and carriage return (PostgreSQL refuses NUL in text outright). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const FORBIDDEN_CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
