// The transaction every webhook event is applied in (with its stripe_events row).
import type { Database } from '../../db/db.client';

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type WebhookOutcome = 'applied' | 'duplicate' | 'ignored';

export const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);
export const fromUnix = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000) : null);
