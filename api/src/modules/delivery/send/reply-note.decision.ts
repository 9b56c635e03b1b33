// The engine's decision for a note the user approved after a reply (product.md §11): as for a sequence email, except
// that the contact's stop (RESPONDED, or a finished sequence) does not cancel it. A contact in ERROR (bounced, left)
// still cancels it, and pause, deletion, grant, address, window and due time hold it as they hold any email.
import type { DeliveryContext } from '../store';
import { decideSend, type SendDecision } from './send-decision.service';

export const isReplyNote = (context: Pick<DeliveryContext, 'kind'>): boolean =>
  context.kind !== undefined && context.kind !== 'SEQUENCE';

export function decideDelivery(context: DeliveryContext, now: Date): SendDecision {
  if (!isReplyNote(context) || context.contact.status === 'ERROR') return decideSend(context, now);
  return decideSend({ ...context, contact: { ...context.contact, status: null } }, now);
}
