import express, { Router, type Request, type RequestHandler, type Response } from 'express';
import { GraphQLError, type GraphQLSchema } from 'graphql';
import { createHandler } from 'graphql-http/lib/use/express';
import { GRAPHQL_REQUEST_LIMITS as LIMITS } from 'contracts';
import type { Logger } from '../logging/logger';
import type { GraphQLContext } from '../core/graphql-context.types';
import { ErrorCode } from '../core/graphql.errors';
import {
  concurrencyCap,
  costRules,
  graphqlBodyGuard,
  parseWithTokenCap,
  rootFieldCount,
  type RateCap,
} from './graphql-request.guards';
import { createDocumentCache, type DocumentCache } from './document-cache';
import { priceOperation } from './query-cost.rule';
import { withInputBounds } from './input-bounds.guard';

export const UNEXPECTED_ERROR = 'Unexpected error';
/** Largest request body /graphql accepts. */
const BODY_LIMIT = '1mb';

/**
 * Errors we raised on purpose (GraphQLError, including parse and validation errors) go out as they are;
 * anything else thrown inside a resolver is a bug or an outage: log it, answer a generic message.
 */
function maskUnexpected(logger: Logger) {
  return (error: Readonly<GraphQLError | Error>): GraphQLError | Error => {
    const original = error instanceof GraphQLError ? error.originalError : error;
    if (!original || original instanceof GraphQLError) return error as GraphQLError;
    logger.error({ err: original, path: error instanceof GraphQLError ? error.path : undefined }, 'graphql resolver failed');
    return new GraphQLError(UNEXPECTED_ERROR, {
      nodes: error instanceof GraphQLError ? error.nodes : undefined,
      path: error instanceof GraphQLError ? error.path : undefined,
      extensions: { code: ErrorCode.Internal },
    });
  };
}

/**
 * Requests of the per-user cap the request spends beyond its first: one per root field, or one per
 * LIMITS.valuesPerRequestPoint values of its priced answer, whichever is more (parsed once: graphql-http's parse then
 * hits the cache). A costly query is then as many requests as the work it asks for.
 */
function extraRequestPoints(schema: GraphQLSchema, documents: DocumentCache, req: Request, res: Response): number {
  const query = req.method === 'POST' ? res.locals.graphqlQuery : req.query.query;
  const operationName = req.method === 'POST' ? res.locals.graphqlOperationName : req.query.operationName;
  if (typeof query !== 'string') return 0;
  try {
    const document = documents.parse(query);
    const name = typeof operationName === 'string' ? operationName : null;
    const price = priceOperation(schema, document, name);
    // A query over the budgets is refused by the cost rule with its own message: it spends its root fields only.
    const refused = !price || price.values > LIMITS.maxResultValues || price.statements > LIMITS.maxStatements;
    const byValues = refused ? 0 : Math.ceil(price.values / LIMITS.valuesPerRequestPoint);
    return Math.max(rootFieldCount(document, name), byValues) - 1;
  } catch {
    return 0;
  }
}

/** POST/GET /graphql over graphql-http (GraphQL-over-HTTP status codes and media types). */
export function graphqlRoutes(options: {
  schema: GraphQLSchema;
  createContext: (req: Request) => GraphQLContext;
  logger: Logger;
  /** Runs first: request guards, session and passport. */
  before: RequestHandler[];
  /** The app's per-user request cap: a request spends one of it per root field or per priced values (extraRequestPoints). */
  rateCap?: RateCap;
}): Router {
  const documents = createDocumentCache(parseWithTokenCap);
  const handler = createHandler<GraphQLContext>({
    // Every text argument is checked against its bound before its resolver runs.
    schema: withInputBounds(options.schema),
    context: (req) => options.createContext(req.raw),
    formatError: maskUnexpected(options.logger),
    parse: documents.parse,
    validate: documents.validate,
    validationRules: costRules,
  });
  const router = Router();
  // The body is read as text with a size cap, refused at once when empty or malformed, then parsed by graphql-http.
  router.all(
    '/graphql',
    ...options.before,
    concurrencyCap(),
    express.text({ type: 'application/json', limit: BODY_LIMIT }),
    graphqlBodyGuard,
    ...(options.rateCap ? [options.rateCap.spend((req, res) => extraRequestPoints(options.schema, documents, req, res))] : []),
    handler,
  );
  return router;
}
