// What /graphql refuses before any resolver runs, with a clear message and a 4xx (never a 500 or a hang): empty,
// non-JSON or wrong-shaped bodies (GraphQL over HTTP: 400), control characters PostgreSQL would refuse, too many
// requests at once from one user, and queries too costly for one request (aliases, depth, cost, tokens).
import type { Request, RequestHandler, Response } from 'express';
import {
  GraphQLError,
  Kind,
  parse,
  type ASTVisitor,
  type DocumentNode,
  type OperationDefinitionNode,
  type SelectionNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import {
  CONTROL_CHARACTERS_REFUSED,
  FORBIDDEN_CONTROL_CHARACTERS,
  GRAPHQL_BODY_NOT_JSON,
  GRAPHQL_BODY_SHAPE,
  GRAPHQL_EMPTY_BODY,
  GRAPHQL_ERROR_CODES,
  GRAPHQL_REQUEST_LIMITS as LIMITS,
  ONCE_PER_REQUEST_FIELDS,
  oncePerRequest,
  TOO_MANY_REQUESTS,
  TOO_MANY_REQUESTS_AT_ONCE,
} from 'contracts';
import type { Logger } from '../logging/logger';
import { queryCostRule } from './query-cost.rule';
import { TokenBuckets } from './token-buckets';

const refuse = (res: Response, status: number, message: string, code: string) =>
  res.status(status).json({ errors: [{ message, extensions: { code } }] });

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** True when any string inside `value` (keys included) holds a forbidden control character. */
export function hasControlCharacters(value: unknown): boolean {
  if (typeof value === 'string') return FORBIDDEN_CONTROL_CHARACTERS.test(value);
  if (Array.isArray(value)) return value.some(hasControlCharacters);
  if (isPlainObject(value)) return Object.entries(value).some(([k, v]) => hasControlCharacters(k) || hasControlCharacters(v));
  return false;
}

/** Runs after the body is read as text (POST) or on the query string (GET). */
export const graphqlBodyGuard: RequestHandler = (req, res, next) => {
  if (req.method === 'POST') {
    const text = typeof req.body === 'string' ? req.body : '';
    if (text.trim() === '') return void refuse(res, 400, GRAPHQL_EMPTY_BODY, 'BAD_REQUEST');
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return void refuse(res, 400, GRAPHQL_BODY_NOT_JSON, 'BAD_REQUEST');
    }
    const shapeOk =
      isPlainObject(body) &&
      typeof body.query === 'string' &&
      (body.variables == null || isPlainObject(body.variables)) &&
      (body.operationName == null || typeof body.operationName === 'string') &&
      (body.extensions == null || isPlainObject(body.extensions));
    if (!shapeOk) return void refuse(res, 400, GRAPHQL_BODY_SHAPE, 'BAD_REQUEST');
    if (hasControlCharacters(body)) return void refuse(res, 400, CONTROL_CHARACTERS_REFUSED, GRAPHQL_ERROR_CODES.badUserInput);
    const { query, operationName } = body as { query: string; operationName?: string | null };
    res.locals.graphqlQuery = query;
    res.locals.graphqlOperationName = operationName;
  } else if (hasControlCharacters(req.query)) {
    return void refuse(res, 400, CONTROL_CHARACTERS_REFUSED, GRAPHQL_ERROR_CODES.badUserInput);
  }
  next();
};

/** At most `concurrentPerUser` requests in progress per signed-in user (per IP when signed out), per process. */
export function concurrencyCap(max: number = LIMITS.concurrentPerUser): RequestHandler {
  const inFlight = new Map<string, number>();
  return (req, res, next) => {
    const key = req.user?.id ?? `ip:${req.ip}`;
    const current = inFlight.get(key) ?? 0;
    if (current >= max) {
      res.setHeader('Retry-After', '1');
      return void refuse(res, 429, TOO_MANY_REQUESTS_AT_ONCE, GRAPHQL_ERROR_CODES.rateLimited);
    }
    inFlight.set(key, current + 1);
    let released = false;
    res.on('close', () => {
      if (released) return;
      released = true;
      const left = (inFlight.get(key) ?? 1) - 1;
      if (left <= 0) inFlight.delete(key);
      else inFlight.set(key, left);
    });
    next();
  };
}

/** The cap's middleware (one point per request), and `spend(pointsOf)`: a middleware spending more of the same key's
 * points later in the request (a refusal is the same held 429). */
export type RateCap = RequestHandler & {
  spend: (pointsOf: (req: Request, res: Response) => number) => RequestHandler;
  /**
   * A middleware for once the session is loaded: when `keyOf` names another key than the one the request was counted
   * on (a session not seen before, now known to be a user's), that key is spent too, and the rest of the request
   * spends from it.
   */
  rekey: (keyOf: (req: Request) => string) => RequestHandler;
};

/** Refusals of one flood are logged at most this often, as a count. */
const REFUSAL_LOG_INTERVAL_MS = 60_000;
/** How long a refusal is held before it is sent. */
export const REFUSAL_HOLD_MS = 1_000;

/**
 * At most `points` GraphQL requests per key per `seconds`, per process, as a token bucket (a burst of `points`, then
 * they come back steadily: token-buckets.ts): one user flooding the api with cheap or costly queries is answered 429
 * before the body is even read, so others keep the CPU. The app keys on the user a session cookie is known to belong
 * to (so a refused request costs no session lookup; `rekey` once the session is loaded), and on the address when
 * there is none, and mounts this first, before the request log: a
 * flood is refused thousands of times a second, so each refusal is a hand-written answer (no JSON encoding, no ETag
 * hash, no log line) and the refusals are logged as a count instead. A refusal is sent REFUSAL_HOLD_MS later, with
 * Retry-After for any wait left: a client that sends its next request as soon as it is answered (a flood) is slowed
 * to one refusal a second per connection. (Held only until a point is back, 33 ms at 60 per 2 s, a flood came back
 * 300 times a second.) The cap is far above what a person's pages send, so no one else ever waits. A held refusal
 * costs a timer, not CPU.
 */
export function requestRateCap(
  points: number = LIMITS.requestsPerUserWindow,
  seconds: number = LIMITS.requestWindowSeconds,
  keyOf: (req: Request) => string = (req) => req.user?.id ?? `ip:${req.ip}`,
  logger?: Pick<Logger, 'info'>,
): RateCap {
  const buckets = new TokenBuckets(points, seconds);
  const body = JSON.stringify({
    errors: [{ message: TOO_MANY_REQUESTS, extensions: { code: GRAPHQL_ERROR_CODES.rateLimited } }],
  });
  const length = String(Buffer.byteLength(body));
  let refusedSinceLog = 0;
  let loggedAt = 0;
  const keys = new WeakMap<Request, string>();
  const spendOn = (key: string, points: number, req: Request, res: Response, next: () => void) => {
    const msBeforeNext = buckets.take(key, points);
    if (msBeforeNext === 0) return next();
    const retryAfterSeconds = Math.max(1, Math.ceil((msBeforeNext - REFUSAL_HOLD_MS) / 1000));
    const timer = setTimeout(() => refuse429(res, retryAfterSeconds), REFUSAL_HOLD_MS);
    res.on('close', () => clearTimeout(timer));
    refusedSinceLog++;
    if (logger && Date.now() - loggedAt >= REFUSAL_LOG_INTERVAL_MS) {
      logger.info({ refused: refusedSinceLog, ip: req.ip }, 'GraphQL requests refused by the per-user rate cap');
      refusedSinceLog = 0;
      loggedAt = Date.now();
    }
  };
  const consume =
    (pointsOf: (req: Request, res: Response) => number): RequestHandler =>
    (req, res, next) => {
      const points = pointsOf(req, res);
      if (points <= 0) return next();
      // The key is worked out once per request (a signed cookie's HMAC), however many times the request spends.
      const key = keys.get(req) ?? keyOf(req);
      keys.set(req, key);
      spendOn(key, points, req, res, next);
    };
  const rekey =
    (lateKeyOf: (req: Request) => string): RequestHandler =>
    (req, res, next) => {
      const key = lateKeyOf(req);
      if (keys.get(req) === key) return next();
      keys.set(req, key);
      spendOn(key, 1, req, res, next);
    };
  return Object.assign(
    consume(() => 1),
    { spend: consume, rekey },
  );
  function refuse429(res: Response, retryAfterSeconds: number) {
    res.writeHead(429, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': length,
      'Retry-After': String(retryAfterSeconds),
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    });
    res.end(body);
  }
}

/**
 * Root fields of the operation a request runs, each alias counted (0 when the text does not parse: graphql-http answers
 * that). The dashboard's requests ask for one to three; fifteen aliased lists are fifteen lists' work.
 */
export function rootFieldCount(document: DocumentNode, operationName?: string | null): number {
  const operations = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  const operation = operationName ? operations.find((o) => o.name?.value === operationName) : operations[0];
  if (!operation) return 0;
  const fragments = new Map(
    document.definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d] as const),
  );
  const seen = new Set<string>();
  const count = (selections: readonly SelectionNode[]): number =>
    selections.reduce((sum, selection) => {
      if (selection.kind === Kind.FIELD) return sum + 1;
      if (selection.kind === Kind.INLINE_FRAGMENT) return sum + count(selection.selectionSet.selections);
      const fragment = fragments.get(selection.name.value);
      if (!fragment || seen.has(fragment.name.value)) return sum;
      seen.add(fragment.name.value);
      return sum + count(fragment.selectionSet.selections);
    }, 0);
  return count(operation.selectionSet.selections);
}

/** A mutation with effects outside the database may appear once per operation, however it is aliased. */
const oncePerRequestRule: ValidationRule = (context: ValidationContext): ASTVisitor => {
  const seen = new Set<string>();
  return {
    Field(node) {
      if (context.getParentType()?.name !== 'Mutation' || !ONCE_PER_REQUEST_FIELDS.includes(node.name.value)) return;
      if (seen.has(node.name.value)) {
        context.reportError(new GraphQLError(oncePerRequest(node.name.value), { nodes: [node] }));
      }
      seen.add(node.name.value);
    },
    OperationDefinition: { enter: () => seen.clear() },
  };
};

// graphql-armor throws on rejection (made for envelop); graphql-http wants validation errors reported instead.
const armor = {
  exposeLimits: true,
  propagateOnRejection: false,
  onReject: [(context: ValidationContext | null, error: GraphQLError) => context?.reportError(error)],
};

/** Appended to graphql-js's specified rules. */
export const costRules: readonly ValidationRule[] = [
  maxAliasesRule({ n: LIMITS.maxAliases, ...armor }),
  // Introspection counts too: its deep ofType chains are the easiest way to nest a query.
  maxDepthRule({ n: LIMITS.maxDepth, ignoreIntrospection: false, ...armor }),
  costLimitRule({ maxCost: LIMITS.maxCost, ...armor }),
  maxDirectivesRule({ n: LIMITS.maxDirectives, ...armor }),
  oncePerRequestRule,
  // What the query makes the database and the api do: statements per field, values per page (query-cost.rule.ts).
  queryCostRule,
];

/** graphql-js's parser with a token cap: a huge query is refused before it is even parsed whole. */
export const parseWithTokenCap: typeof parse = (source, options) => parse(source, { ...options, maxTokens: LIMITS.maxTokens });
