// Sends one campaign email, once. Each round re-reads the email with its contact, campaign, owner and grant,
// decides (send-decision.ts), and only then claims and calls Gmail. Failures are sorted by what they mean:
// Gmail refused (429/5xx: retry with backoff; 401: refresh, then wait for a reconnect), the request may have
// reached Gmail (unconfirmed: ERROR, never resent), or the email itself is wrong (ERROR).
//
// The engine is plain functions over an explicit context (engine-context.factory.ts): deliver (deliver.service.ts),
// the send once claimed (send-claimed.service.ts) and its failure endings (send-failure.service.ts). The object below
// is the face the app holds (engine.deliver(id)), built once per process by delivery.factory.ts.
import { deliver } from './deliver.service';
import { createEngineContext } from './engine-context.factory';
import type { DeliveryEngine, DeliveryEngineDeps } from './engine.types';

export type { DeliveryEngine, DeliveryEngineDeps, DeliveryOutcome, EngineContext } from './engine.types';
export { createEngineContext } from './engine-context.factory';
export { deliver } from './deliver.service';

export function createDeliveryEngine(deps: DeliveryEngineDeps): DeliveryEngine {
  const ctx = createEngineContext(deps);
  return { deps, mailboxes: ctx.mailboxes, deliver: (campaignEmailId) => deliver(ctx, campaignEmailId) };
}
