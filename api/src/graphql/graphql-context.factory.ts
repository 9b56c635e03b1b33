// Builds each request's resolver context: the session user, fresh DataLoaders (nothing cached across users).
import type { Request } from 'express';
import type { AppConfig } from '../config/config';
import type { GraphQLContext } from '../core/graphql-context.types';
import type { RequestLimits } from '../core/request-limits';
import type { Database } from '../db/db.client';
import type { Logger } from '../logging/logger';
import { createLoaders } from './request-loaders';

export function createContextFactory(deps: { db: Database; config: AppConfig; logger: Logger; limits: RequestLimits }) {
  return (req: Request): GraphQLContext => ({
    user: req.user ?? null,
    loaders: createLoaders(deps.db),
    db: deps.db,
    config: deps.config,
    limits: deps.limits,
    // pino-http's per-request logger carries the request id.
    logger: req.log ?? deps.logger,
    clientIp: req.ip,
  });
}
