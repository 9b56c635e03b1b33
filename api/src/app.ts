import { randomUUID } from 'node:crypto';
import express, { type Express } from 'express';
import { pinoHttp } from 'pino-http';
import type { AppConfig } from './config/config';
import type { DbHandle } from './db/db.client';
import { createContextFactory } from './graphql/graphql-context.factory';
import { requestRateCap } from './graphql/graphql-request.guards';
import { graphqlRoutes } from './graphql/graphql.routes';
import { buildSchema } from './graphql/graphql.schema';
import { createRequestLimits } from './core/request-limits';
import { devMailRoutes } from './http/dev-mail.routes';
import { apiNotFound, errorHandler, notFound } from './http/error-handler.middleware';
import { healthRoutes } from './http/health.routes';
import { sameOriginJsonOnly } from './http/request-guards.middleware';
import { runMiddleware } from './http/run-middleware';
import { runtimeConfigOf, runtimeConfigRoutes } from './http/runtime-config.routes';
import { securityHeaders } from './http/security-headers.middleware';
import { staticWebRoutes } from './http/static-web.routes';
import { migrationProbe } from './runtime/migration-status.service';
import { redactUrlSecrets } from './logging/redact-url.util';
import type { Logger } from './logging/logger';
import { accountRoutes } from './modules/account';
import { attachmentStorageFor, objectStorageConfigured } from './modules/attachment';
import { analyticsRoutes } from './modules/analytics';
import { cancelStripeSubscription, stripeWebhookRoutes } from './modules/billing';
import {
  createAuthRateLimits,
  authRoutes,
  createPassport,
  createSessionMiddleware,
  createSessionOwners,
  authInputGuard,
  createGoogleStateCookie,
  microsoftSignInFor,
  sessionRateKey,
  toPublicUser,
} from './modules/auth';
import type { GoogleGrantReceiver } from './modules/google';
import { createGoogleStrategy, createGoogleGrantReceiver, googleGrantRoutes } from './modules/google';
import { recordOpen, resumeAfterReconnect, type Delivery } from './modules/delivery';
import { createProcessDelivery } from './modules/mail-providers';
import { microsoftGrantRoutes } from './modules/microsoft';
import { createEmailWriter, type EmailWriter } from './modules/reply-engine';
import { createJobPostingReader, type JobPostingReader } from './modules/job-posting';
import { openPixelRoutes } from './modules/tracking';
import { sequenceActionRoutes } from './modules/notification';
import { createMailer } from './modules/mailer';

export interface CreateAppOptions {
  config: AppConfig;
  db: DbHandle;
  logger: Logger;
  /** Receives the Gmail send grant at the end of Google's consent (the google-grant module). */
  googleGrantReceiver?: GoogleGrantReceiver;
  /** The process's delivery module (built once at start-up); built from the config when absent. */
  delivery?: Delivery;
  /** The process's email writer for generateJobEmails; built from the config when absent. */
  writer?: EmailWriter;
  /** The process's job-posting reader; built from the config (on the app's rate-limit store) when absent. */
  jobPostingReader?: JobPostingReader;
}

/** The Express app (not listening). `dispose()` releases what it holds besides the pool (session store timers). */
export type App = Express & { dispose(): Promise<void> };

/** Largest JSON body the auth endpoints accept. */
const AUTH_BODY_LIMIT = '16kb';
const QUIET_PATHS = new Set(['/healthz', '/readyz']);

export function createApp({
  config,
  db,
  logger,
  googleGrantReceiver,
  delivery,
  writer,
  jobPostingReader,
}: CreateAppOptions): App {
  const app = express();
  app.disable('x-powered-by');
  // Off unless TRUST_PROXY says which proxy to believe: otherwise X-Forwarded-For would let a client choose the
  // address its per-IP limits count (docs/operations.md).
  app.set('trust proxy', config.trustProxy);

  // First of all: GraphQL requests one user may start (GRAPHQL_RATE_LIMIT_MAX per GRAPHQL_RATE_LIMIT_SECONDS, a token
  // bucket), keyed on the user the signed session cookie is known to belong to (no session lookup), on the session
  // until it has been loaded once, or on the address. A flood's refusals cost the least this way
  // (graphql-request.guards.ts). All of one user's sessions share one bucket: once a session is loaded, its request
  // also spends from its user's (rekey, below).
  // Once the query is parsed, each root field beyond the first spends one more (graphql.routes.ts).
  const sessionOwners = createSessionOwners(config.session.secret);
  const graphqlRateCap = requestRateCap(
    config.graphqlRateLimit.max,
    config.graphqlRateLimit.seconds,
    sessionOwners.earlyKey,
    logger,
  );
  app.use('/graphql', graphqlRateCap);
  app.use(
    pinoHttp({
      logger,
      genReqId: (req, res) => {
        const id = randomUUID();
        res.setHeader('X-Request-Id', id);
        return id;
      },
      autoLogging: { ignore: (req) => QUIET_PATHS.has(req.url ?? '') },
      // Links in our emails carry one-time tokens (reset, verification) and OAuth callbacks carry codes.
      serializers: {
        req: (req: { url?: string; query?: unknown }) => ({ ...req, url: redactUrlSecrets(req.url), query: undefined }),
      },
      // A limit saying no (429) is the api working as meant: info, or a flood would fill the warnings.
      customLogLevel: (_req, res, error) =>
        error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 && res.statusCode !== 429 ? 'warn' : 'info',
    }),
  );
  app.use(securityHeaders(config));
  // Stripe signs the raw bytes: this route reads its own body, so no JSON parser may come before it.
  app.use(stripeWebhookRoutes({ db: db.db, config: config.stripe, logger }));

  // Probes and session loads use the small priority pool: heavy requests holding the main pool cannot starve them.
  app.use(healthRoutes(db.priority.pool, logger, migrationProbe(db.priority.pool)));
  app.use(runtimeConfigRoutes(config));

  // Sessions only where they are used: static files and probes never touch the session table.
  const session = createSessionMiddleware(config, db.priority.pool, logger);
  const passport = createPassport(db.priority.db, session.preloadedUser);
  const withUser = [session.handler, passport.initialize(), passport.session()];
  const mailer = createMailer(config, logger);
  const limitStore = { pool: db.pool, pglite: config.database.pglite };
  // Google sign-in keeps its state in a short-lived cookie: starting one writes no session.
  const googleStateCookie = createGoogleStateCookie({ secret: config.session.secret, secure: config.session.secureCookie });

  app.use(
    '/api/auth',
    sameOriginJsonOnly(config.appOrigin),
    express.json({ limit: AUTH_BODY_LIMIT }),
    // NUL, line breaks, over-long addresses and passwords: 400 with a message, before any limit or session lookup.
    authInputGuard,
    ...withUser,
    authRoutes({
      db: db.db,
      appOrigin: config.appOrigin,
      passport,
      session,
      rateLimits: createAuthRateLimits(config.authRateLimit, limitStore),
      mailer,
      logger,
      googleStrategy: createGoogleStrategy(config, googleStateCookie),
      googleStateCookie,
      // Gmail permission asked through sign-in/social (product.md §7) is stored like the startGoogleAuthFlow one.
      googleGrantReceiver:
        googleGrantReceiver ?? createGoogleGrantReceiver({ db: db.db, config, logger, onGrantStored: resumeAfterReconnect }),
      microsoftSignIn: microsoftSignInFor(config),
    }),
    accountRoutes({
      db: db.db,
      session,
      mailer,
      appOrigin: config.appOrigin,
      fileStorage: objectStorageConfigured(config) ? attachmentStorageFor(config) : undefined,
      textKeys: config.tokenEncryption,
      endPaidPlan: (userId) => cancelStripeSubscription({ db: db.db, config, logger }, userId),
    }),
  );
  app.use(
    '/api/google-grant',
    ...withUser,
    googleGrantRoutes({ db: db.db, config, logger, onGrantStored: resumeAfterReconnect }),
  );
  app.use(
    '/api/microsoft-grant',
    ...withUser,
    microsoftGrantRoutes({ db: db.db, config, logger, onGrantStored: resumeAfterReconnect }),
  );
  app.use(openPixelRoutes({ db: db.db, secret: config.session.secret, logger, recordOpen }));
  app.use(
    sequenceActionRoutes({ db: db.db, sessionSecret: config.session.secret, appOrigin: config.appOrigin, limitStore, logger }),
  );
  app.use(
    graphqlRoutes({
      schema: buildSchema({
        delivery: delivery ?? createProcessDelivery(db.db, config, logger),
        writer: writer ?? createEmailWriter({ config, logger }),
        // Once per app: its robots.txt cache and its allowances (PostgreSQL counters) are the process's.
        jobPostingReader:
          jobPostingReader ??
          createJobPostingReader({ settings: config.jobPosting, store: limitStore, appOrigin: config.appOrigin }),
      }),
      createContext: createContextFactory({ db: db.db, config, logger, limits: createRequestLimits(limitStore) }),
      logger,
      before: [
        sameOriginJsonOnly(config.appOrigin, { methods: ['POST'] }),
        ...withUser,
        graphqlRateCap.rekey(sessionOwners.lateKey),
      ],
      rateCap: graphqlRateCap,
    }),
  );
  app.use('/api/analytics', sameOriginJsonOnly(config.appOrigin), ...withUser, analyticsRoutes({ db: db.db, limitStore }));
  if (config.devMailUrl) app.use(devMailRoutes(config.devMailUrl, logger));
  app.use('/api', apiNotFound);
  app.use(
    staticWebRoutes(config.webDistDir, {
      runtimeConfig: runtimeConfigOf(config),
      signedInManifestUrls: { dashboard: config.remotes.dashboard, chat: config.remotes.chat },
      // A signed-in page carries its user, so the shell draws it without first asking GET /get-session.
      sessionUserOf: async (req, res) => {
        if (sessionRateKey(req, config.session.secret) === undefined) return null;
        await runMiddleware(withUser, req, res);
        // The page's first GraphQL requests then count on the user's bucket at once.
        sessionOwners.lateKey(req);
        return req.user ? toPublicUser(req.user) : null;
      },
    }),
  );
  app.use(notFound);
  app.use(errorHandler(logger));

  return Object.assign(app, {
    dispose: async () => {
      await mailer.close();
      await session.close();
    },
  });
}
