import type { Request } from 'express';
import type {} from 'pino-http'; // types req.log
import type { AppConfig } from '../config/config';
import type { Database } from '../db/client';
import type { Logger } from '../logging/logger';
import type { SessionUser } from '../modules/auth/session-user';
import { createLoaders, type Loaders } from './loaders';

/** What every resolver receives; built fresh for each HTTP request. (A type alias, not an interface,
 * so it satisfies graphql-http's `Record<PropertyKey, unknown>` context constraint.) */
export type GraphQLContext = {
  user: SessionUser | null;
  loaders: Loaders;
  db: Database;
  config: AppConfig;
  logger: Logger;
  /** The caller's IP (req.ip, behind the one trusted proxy); per-IP limits of public operations use it. */
  clientIp?: string;
};

/** A resolver context whose user is known to be signed in (see requireUser). */
export type SignedInContext = GraphQLContext & { user: SessionUser };

export function createContextFactory(deps: { db: Database; config: AppConfig; logger: Logger }) {
  return (req: Request): GraphQLContext => ({
    user: req.user ?? null,
    loaders: createLoaders(deps.db),
    db: deps.db,
    config: deps.config,
    // pino-http's per-request logger carries the request id.
    logger: req.log ?? deps.logger,
    clientIp: req.ip,
  });
}
