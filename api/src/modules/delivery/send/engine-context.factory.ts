// The engine's context, built once per engine (one per process: delivery.factory.ts): its database, settings, clock,
// quota charge and the mailbox adapters it was handed (modules/mail-providers builds them). Every step of a send
// takes it as its first argument instead of closing over it.
import type { DeliveryEngineDeps, EngineContext } from './engine.types';
import { MailAccessError, type MailboxAccess, type MailboxAdapter, type MailProviderId } from '../../mailbox';
import { type DeliveryContext, usesSharedSession, quotaCharge, type QuotaCharge } from '../store';

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createEngineContext(deps: DeliveryEngineDeps): EngineContext {
  const { db, config, logger, settings, mailboxes } = deps;
  if (config.database.pglite) usesSharedSession(db);
  // Gmail reads around a send (reply check, Message-ID read-back) are paid from the quota budget as sends are.
  const charge = quotaCharge(db, {
    projectUnitsPerMinute: settings.gmailProjectUnitsPerMinute,
    userUnitsPerMinute: settings.gmailUserUnitsPerMinute,
    units: settings.gmailQuotaUnits,
  });
  return {
    deps,
    db,
    config,
    logger,
    settings,
    mailboxes,
    charge,
    now: deps.now ?? (() => new Date()),
    sleep: deps.sleep ?? defaultSleep,
  };
}

/** The adapter of a grant's provider; a provider this process has no configuration for is the operator's to fix. */
export function mailboxFor(ctx: EngineContext, provider: MailProviderId): MailboxAdapter {
  const adapter = ctx.mailboxes[provider];
  if (!adapter) throw new MailAccessError('client-refused', `no ${provider} mailbox is configured`);
  return adapter;
}

/** The adapter of the mailbox an email goes from (Gmail's for an email read without a grant). */
export function mailboxOfContext(ctx: EngineContext, context: DeliveryContext): MailboxAdapter {
  return mailboxFor(ctx, context.grant?.provider ?? 'google');
}

const freeOfUnits: QuotaCharge = () => Promise.resolve();

/** What a call through this mailbox pays the quota budget: Gmail's units, or nothing for a provider without them. */
export function chargeFor(ctx: EngineContext, mailbox: MailboxAdapter): QuotaCharge {
  return mailbox.paysQuotaUnits ? ctx.charge : freeOfUnits;
}

/** The user's mailbox access, from the grant (refreshed when forced or expired). Throws MailAccessError. */
export function accessFor(ctx: EngineContext, context: DeliveryContext, forceRefresh: boolean): Promise<MailboxAccess> {
  return mailboxOfContext(ctx, context).access(context.userId, { now: ctx.now(), forceRefresh });
}

/** The access token cached with the grant (read with the context), while it is valid. */
export function cachedAccess(ctx: EngineContext, context: DeliveryContext, forceRefresh: boolean): MailboxAccess | undefined {
  const { grant } = context;
  if (forceRefresh || !grant?.live) return undefined;
  return mailboxFor(ctx, grant.provider).cachedAccess({ userId: context.userId, ...grant }, ctx.now());
}
