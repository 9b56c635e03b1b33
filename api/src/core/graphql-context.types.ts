// What every resolver receives. The core sits below every module: it imports no module and no GraphQL assembly.
import type {} from 'pino-http'; // types req.log
import type { AppConfig } from '../config/config';
import type { Database } from '../db/db.client';
import type { Logger } from '../logging/logger';
import type { Loaders } from './graphql-loaders.types';
import type { RequestLimits } from './request-limits';
import type { SessionUser } from './session-user.types';

/** Built fresh for each HTTP request (graphql/graphql-context.factory.ts). (A type alias, not an interface,
 * so it satisfies graphql-http's `Record<PropertyKey, unknown>` context constraint.) */
export type GraphQLContext = {
  user: SessionUser | null;
  loaders: Loaders;
  db: Database;
  config: AppConfig;
  logger: Logger;
  /** Per-user budgets of calls that cost outside the database (shared by every api process). */
  limits: RequestLimits;
  /** The caller's address (the socket's, or as TRUST_PROXY allows); per-address limits of public operations use it. */
  clientIp?: string;
};

/** A resolver context whose user is known to be signed in (see requireUser). */
export type SignedInContext = GraphQLContext & { user: SessionUser };
