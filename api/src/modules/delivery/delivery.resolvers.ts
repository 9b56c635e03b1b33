import type { Resolvers } from 'contracts/resolvers-types';
import type { AppConfig } from '../../config/config';
import type { Database } from '../../db/client';
import type { Logger } from '../../logging/logger';
import {
  createDeliveryEngine,
  deliverySettingsFrom,
  s3AttachmentSigner,
  sendTestEmail,
  type DeliveryEngine,
} from '.';
import type { GraphQLContext } from '../../core/graphql-context';
import { currentUserId } from '../../core/current-user';

/** One engine per app (config + database): its clients are reusable across requests. */
const engines = new WeakMap<AppConfig, WeakMap<Database, DeliveryEngine>>();

function engineFor(db: Database, config: AppConfig, logger: Logger): DeliveryEngine {
  const byDb = engines.get(config) ?? new WeakMap<Database, DeliveryEngine>();
  engines.set(config, byDb);
  let engine = byDb.get(db);
  if (!engine) {
    engine = createDeliveryEngine({
      db,
      config,
      logger,
      settings: deliverySettingsFrom(config),
      signer: config.s3.endpoint || config.s3.accessKeyId ? s3AttachmentSigner(config) : undefined,
    });
    byDb.set(db, engine);
  }
  return engine;
}

export const deliveryResolvers: Resolvers<GraphQLContext> = {
  Mutation: {
    sendTestEmail: (_parent, { data }, ctx) =>
      sendTestEmail(engineFor(ctx.db, ctx.config, ctx.logger), {
        userId: currentUserId(ctx),
        subject: data.subject,
        body: data.body,
        attachmentIds: data.attachments,
      }),
  },
};
