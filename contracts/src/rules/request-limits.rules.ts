// What one GraphQL request may ask of the api, and the messages when it asks too much. Sign-up is open, so these
// bounds are what keeps one user from slowing everyone (aliases, depth, cost, tokens, requests at once).

export const GRAPHQL_REQUEST_LIMITS = {
  /** Aliased fields in one operation (the app's own operations use none). */
  maxAliases: 15,
  maxDepth: 10,
  /** graphql-armor's cost: objects 2, scalars 1, times depth; the largest app query costs well under this. */
  maxCost: 5_000,
  maxDirectives: 10,
  /** Lexer tokens of the query text. */
  maxTokens: 3_000,
  /** GraphQL requests one signed-in user may have in progress at once (per api process). */
  concurrentPerUser: 4,
} as const;

/** Mutations with effects outside the database: at most one of each per request (aliases cannot multiply them). */
export const ONCE_PER_REQUEST_FIELDS: readonly string[] = [
  'sendTestEmail',
  'linkedInDetailsFetcher',
  'generateSignedUrl',
  'generateJobEmails',
  'startGoogleAuthFlow',
  'raiseAccessRequest',
];

export const GRAPHQL_EMPTY_BODY = 'The request body is empty: send a JSON object with a "query".';
export const GRAPHQL_BODY_NOT_JSON = 'The request body is not valid JSON.';
export const GRAPHQL_BODY_SHAPE =
  'The request body must be a JSON object with a "query" string (and optionally "variables" and "operationName").';
export const CONTROL_CHARACTERS_REFUSED = 'Text cannot contain control characters (such as NUL).';
export const TOO_MANY_REQUESTS_AT_ONCE = 'Too many requests at once. Wait for the ones in progress to finish, then try again.';
export const oncePerRequest = (field: string) => `${field} can be asked once per request.`;

/** Control characters other than tab, line feed and carriage return (PostgreSQL refuses NUL in text outright). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const FORBIDDEN_CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
