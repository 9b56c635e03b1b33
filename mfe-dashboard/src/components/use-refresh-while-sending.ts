import { useEffect, useRef } from 'react';
import { SENDING_REFRESH_LIMIT_MS, SENDING_REFRESH_MS, isDueNow } from 'contracts';
import { useInvalidateSequence } from 'shared-ui';

interface ShownContact {
  id: number;
  campaignId: number;
  status: string;
  isActive: boolean;
  /** The contact's next email while it waits (product.md §10 'Send now' makes it due at once). */
  campaignEmail?: { id: number; status: string; scheduledFor?: string | null } | null;
}

/**
 * While the contact's next email is due now, the worker sends it a moment later and nothing tells the page: ask
 * again every SENDING_REFRESH_MS (details, timeline and history in one refresh) until it has gone, then once more, so
 * every panel ends on the same state. Stops after SENDING_REFRESH_LIMIT_MS for an email the server holds back.
 */
export function useRefreshWhileSending(contact: ShownContact | null | undefined): void {
  const invalidate = useInvalidateSequence();
  // Only a running sequence sends: a paused or stopped one's waiting email is not about to change.
  const running = contact?.status === 'IN_PROGRESS' && contact.isActive;
  const dueEmailId = running && isDueNow(contact.campaignEmail) ? contact.campaignEmail!.id : null;
  const contactId = contact?.id ?? null;
  const campaignId = contact?.campaignId ?? null;
  const waited = useRef(false);

  useEffect(() => {
    if (contactId === null) return;
    const sequence = { campaignId, contactId };
    if (dueEmailId === null) {
      // It has just gone: one refresh after the settled answer, so no panel keeps a state from mid-send.
      if (waited.current) void invalidate(sequence);
      waited.current = false;
      return;
    }
    waited.current = true;
    const startedAt = Date.now();
    const timer = setInterval(() => {
      if (Date.now() - startedAt > SENDING_REFRESH_LIMIT_MS) clearInterval(timer);
      else void invalidate(sequence, { cancelRefetch: false });
    }, SENDING_REFRESH_MS);
    return () => clearInterval(timer);
  }, [dueEmailId, contactId, campaignId, invalidate]);
}
